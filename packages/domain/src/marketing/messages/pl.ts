import type { Translation } from "../../i18n/translation.ts";
import type { messages as english } from "./en.ts";

export const messages: Translation<typeof english> = {
  "marketing.lastUpdated": "Ostatnia aktualizacja:",
  "marketing.backHome": "Wróć na stronę główną",
  "marketing.seeAllFeatures": "Zobacz wszystkie funkcje",
  "marketing.howDonationsWork": "Jak działają darowizny",
  "marketing.goToDashboard": "Przejdź do pulpitu",
  "marketing.legal.englishApplies":
    "Ta strona jest po angielsku. Obowiązuje tekst angielski; jeśli coś jest niejasne, napisz do nas przez stronę kontaktu.",
  "marketing.privacy.title": "Polityka prywatności",
  "marketing.terms.title": "Warunki korzystania",
  "marketing.about.title": "O SiteReady",
  "marketing.about.routeTitle": "O nas",
  "marketing.about.intro":
    "SiteReady to darmowa aplikacja dla ludzi pracujących na budowach w Wielkiej Brytanii. Trzyma Twoje karty, uprawnienia i papiery w jednym miejscu w telefonie i przypomina, zanim cokolwiek straci ważność.",
  "marketing.about.whoTitle": "Dla kogo",
  "marketing.about.whoText":
    "Dla robotników i pomocników, fachowców, operatorów maszyn, rusztowaniowców, pracowników z agencji i samozatrudnionych oraz małych firm, które prowadzą papiery całej ekipy. Jeśli kiedyś ktoś poprosił Cię o kartę, której akurat nie było przy Tobie — to jest dla Ciebie.",
  "marketing.about.whyTitle": "Dlaczego ją zrobiliśmy",
  "marketing.about.whyText":
    "Przychodzisz na nową budowę i proszą Cię o kartę, uprawnienia, czasem paszport albo dokumenty prawa do pracy (Right to Work). Za często leżą w busie, w szufladzie w domu albo są rozmazanym zdjęciem gdzieś w galerii. Karta traci ważność, nikt tego nie zauważa, a Ty stoisz przy bramie albo wracasz do domu na cały dzień.",
  "marketing.about.cardsTitle": "Karty przy bramie budowy",
  "marketing.about.cardsText":
    "Twoja karta CSCS, uprawnienia, paszport: wszystko w telefonie, ze zdjęciami przodu i tyłu. Pokaż je przy bramie albo na szkoleniu wstępnym bez dzwonienia do biura.",
  "marketing.about.remindersTitle": "Przypomnienia, zanim stracą ważność",
  "marketing.about.remindersText":
    "Aplikacje samych systemów kart pokazują, czy karta jest ważna dziś. Nie przypomną Ci kilka miesięcy wcześniej, kiedy jest jeszcze czas, żeby zapisać się na test. SiteReady przypomni.",
  "marketing.about.freeTitle": "Za darmo, na zawsze",
  "marketing.about.freeText":
    "Bez abonamentu i bez reklam. Darowizny od ludzi, którzy z niej korzystają, opłacają nowe funkcje, a te włączają się dla wszystkich.",
  "marketing.about.detailsTitle": "Twoje dane zostają Twoje",
  "marketing.about.detailsText":
    "Dane bankowe, numer NI i numery UTR są szyfrowane. Nigdy nie sprzedajemy Twoich danych. Pobierz wszystko albo usuń konto, kiedy tylko chcesz.",
  "marketing.about.helpTitle": "Pomóż ją kształtować",
  "marketing.about.helpText":
    "Budujemy to, o co proszą ludzie z budów. Głosuj na funkcje, których chcesz, powiedz nam, co nie działa, albo dorzuć się do następnej.",
  "marketing.about.giveFeedback": "Podziel się opinią",
  "marketing.features.title": "Funkcje",
  "marketing.features.intro":
    "Wszystko, co robi SiteReady. Funkcje oznaczone „Wesprzyj, aby odblokować” są gotowe i włączą się dla wszystkich, gdy darowizny pokryją koszty ich działania. Głosuj na te, których chcesz najpierw, albo przeczytaj, <pricing>jak działają darowizny</pricing>.",
  "marketing.state.status": "Stan:",
  "marketing.state.available": "Dostępna",
  "marketing.state.premium": "Premium",
  "marketing.state.unavailable": "Niedostępna",
  "marketing.votes": "{count, plural, one {# głos} few {# głosy} many {# głosów} other {# głosu}}",
  "marketing.vote": "Zagłosuj na tę funkcję",
  "marketing.voteFor": "Zagłosuj na tę funkcję: {title}",
  "marketing.contact.title": "Kontakt",
  "marketing.contact.routeTitle": "Kontakt",
  "marketing.contact.intro":
    "Pytania o konto, dane, darowizny albo współpracę? Napisz do nas, a odpowiemy e-mailem.",
  "marketing.contact.beforeTitle": "Zanim napiszesz",
  "marketing.contact.beforeFeedback":
    "Błąd albo pomysł na nową funkcję? <feedback>Strona opinii</feedback> jest szybsza i możesz tam głosować na funkcje.",
  "marketing.contact.beforeData":
    "Aby pobrać kopię danych albo usunąć konto, użyj strony profilu. W innych sprawach dotyczących danych wybierz temat <topic>Moje dane i prywatność</topic>. <privacy>Polityka prywatności</privacy> wyjaśnia Twoje prawa.",
  "marketing.contact.beforeSecrets":
    "Nigdy nie wysyłaj w wiadomości haseł, danych bankowych ani numerów kart.",
  "marketing.contact.sentTitle": "Dziękujemy — mamy Twoją wiadomość",
  "marketing.contact.sentText":
    "Czytamy każdą wiadomość i odpowiemy e-mailem na {email}. Jeśli przez kilka dni nic nie przyjdzie, sprawdź folder spam.",
  "marketing.contact.another": "Wyślij kolejną wiadomość",
  "marketing.contact.emailHint": "Odpowiemy na ten adres.",
  "marketing.contact.messageHint":
    "Od {min} do {max, plural, one {# znaku} few {# znaków} many {# znaków} other {# znaku}}. Nie wpisuj haseł ani danych bankowych.",
  "marketing.contact.submit": "Wyślij wiadomość",
  "marketing.contact.field.name": "Imię i nazwisko",
  "marketing.contact.field.topic": "Temat",
  "marketing.contact.topic.general": "Ogólne pytanie",
  "marketing.contact.topic.account": "Pomoc z kontem",
  "marketing.contact.topic.dataPrivacy": "Moje dane i prywatność",
  "marketing.contact.topic.partnership": "Współpraca",
  "marketing.contact.topic.donation": "Darowizny",
  "marketing.feedback.title": "Opinie",
  "marketing.feedback.intro":
    "Powiedz nam, co działa, co nie i czego chcesz dalej. Czytamy każdą wiadomość, a funkcje z największą liczbą głosów powstają najpierw.",
  "marketing.feedback.what": "Co chcesz zrobić?",
  "marketing.feedback.kind.idea": "Podziel się pomysłem",
  "marketing.feedback.kind.problem": "Zgłoś problem",
  "marketing.feedback.kind.vote": "Zagłosuj na funkcję",
  "marketing.feedback.kind.requestUpdates": "Dostawaj informacje o funkcji",
  "marketing.feedback.field.kind": "Rodzaj opinii",
  "marketing.feedback.field.feature": "Funkcja",
  "marketing.feedback.whichFeature": "Której funkcji to dotyczy?",
  "marketing.feedback.whichPart": "Nieobowiązkowe. Której części SiteReady to dotyczy?",
  "marketing.feedback.chooseFeature": "Wybierz funkcję",
  "marketing.feedback.notUnlocked": "Jeszcze nieodblokowane",
  "marketing.feedback.availableNow": "Dostępne teraz",
  "marketing.feedback.ideaHint":
    "Co sprawiłoby, że SiteReady byłoby bardziej przydatne na budowie? Co najmniej 10 znaków.",
  "marketing.feedback.problemHint":
    "Co się działo i co poszło nie tak? Podaj też telefon lub przeglądarkę. Co najmniej 10 znaków.",
  "marketing.feedback.voteHint": "Nieobowiązkowe. Napisz, do czego chcesz jej używać.",
  "marketing.feedback.updatesHint": "Nieobowiązkowe.",
  "marketing.feedback.signedInAs":
    "Używasz konta {email}. Jeśli będziemy musieli odpowiedzieć, użyjemy tego adresu.",
  "marketing.feedback.emailOnce": "Napiszemy do Ciebie raz, gdy będzie gotowa.",
  "marketing.feedback.emailOptional": "Nieobowiązkowe. Tylko jeśli chcesz odpowiedzi.",
  "marketing.feedback.submit": "Wyślij opinię",
  "marketing.feedback.more": "Wyślij kolejną opinię",
  "marketing.feedback.ideaSent": "Dziękujemy — mamy Twój pomysł",
  "marketing.feedback.problemSent": "Dziękujemy — mamy Twoje zgłoszenie",
  "marketing.feedback.voteSent": "Dziękujemy — Twój głos na {title} został oddany",
  "marketing.feedback.updatesSent": "Dziękujemy — damy znać, gdy funkcja „{title}” będzie gotowa",
  "marketing.feedback.ideaSentText":
    "Czytamy wszystko, co przychodzi. Pomysły, o które prosi najwięcej osób, trafiają na górę listy.",
  "marketing.feedback.problemSentText":
    "Sprawdzimy to. Jeśli jest podany adres e-mail, możemy poprosić o więcej szczegółów.",
  "marketing.feedback.voteSentText":
    "Funkcje z największą liczbą głosów powstają najpierw. Darowizny opłacają pracę.",
  "marketing.feedback.updatesSentText": "Napiszemy na {email}, gdy będzie gotowe.",
  "marketing.feedback.updatesSentYou": "Napiszemy do Ciebie, gdy będzie gotowe.",
  "marketing.feedback.emailForUpdates": "Wpisz e-mail, żebyśmy mogli dać znać, gdy będzie gotowe",
  "marketing.thanks.title": "Dziękujemy",
  "marketing.thanks.intro":
    "Płatność przeszła. Dziękujemy, że wspierasz SiteReady: to opłaca serwery i nowe funkcje, które włączają się dla wszystkich.",
  "marketing.thanks.nextTitle": "Co dalej",
  "marketing.thanks.proActive": "Twój plan Pro jest już aktywny.",
  "marketing.thanks.premiumActive": "Twój plan Premium jest już aktywny.",
  "marketing.thanks.receipt": "Stripe wyśle Ci potwierdzenie e-mailem.",
  "marketing.thanks.soon": "Nowy plan będzie aktywny na Twoim koncie w ciągu minuty lub dwóch.",
  "marketing.thanks.cancel":
    "Plan albo comiesięczną darowiznę możesz w każdej chwili anulować lub zmienić na stronie z cenami.",
  "marketing.thanks.backToPricing": "Wróć do cen",
  "marketing.plan.free": "Darmowy",
  "marketing.plan.freeSummary": "Dla każdego na budowie. Za darmo, na zawsze.",
  "marketing.plan.pro": "Pro",
  "marketing.plan.proSummary": "Dodatki dla tych, którzy odnawiają dużo kart.",
  "marketing.plan.premium": "Premium",
  "marketing.plan.premiumSummary": "Dodatki do szukania pracy i zakwaterowania.",
  "marketing.pricing.title": "Ceny",
  "marketing.pricing.intro":
    "SiteReady jest darmowe i wszystko zostaje za darmo. Bez reklam i nigdy nie sprzedajemy Twoich danych. Darowizny od ludzi, którzy z niego korzystają, opłacają nowe funkcje.",
  "marketing.pricing.plans": "Plany",
  "marketing.pricing.pay": "Płatność",
  "marketing.pricing.monthly": "Co miesiąc",
  "marketing.pricing.yearly": "Co rok",
  "marketing.pricing.perMonth": "{amount} miesięcznie",
  "marketing.pricing.perYear": "{amount} rocznie",
  "marketing.pricing.everythingIn": "Wszystko z planu {plan}, a do tego:",
  "marketing.pricing.yourPlanDashboard": "Twój plan: przejdź do pulpitu",
  "marketing.pricing.signUpFree": "Zarejestruj się za darmo",
  "marketing.pricing.noCardsTitle": "Płatności kartą nie są ustawione w tym SiteReady",
  "marketing.pricing.noCardsText":
    "Za Pro, Premium i darowizny online nie da się tu zapłacić. Wszystko, co jest włączone, zostaje darmowe dla każdego konta.",
  "marketing.pricing.donateTitle": "Darowizny",
  "marketing.pricing.donateIntro":
    "Darowizny opłacają serwery i czas potrzebny na budowę nowych funkcji. Tak to działa:",
  "marketing.pricing.donateStep1":
    "Funkcje oznaczone <strong>Wesprzyj, aby odblokować</strong> są zbudowane, przetestowane i gotowe. Są wyłączone, dopóki darowizny nie pokryją kosztów ich działania.",
  "marketing.pricing.donateStep2": "Głosujesz na te, których chcesz. Najbardziej pożądane włączamy najpierw.",
  "marketing.pricing.donateStep3":
    "Gdy darowizny pokryją koszty, funkcja włącza się dla wszystkich, nie tylko dla tych, którzy wpłacili. Osoby prowadzące to SiteReady mogą też włączyć każdą z nich w dowolnej chwili.",
  "marketing.pricing.otherWaysTitle": "Inne sposoby, żeby pomóc",
  "marketing.pricing.otherWaysText":
    "Tutaj nie da się jeszcze wpłacić darowizny kartą. Nadal możesz pomóc: głosuj na funkcje, których chcesz, powiedz nam, co poprawić, i opowiedz kumplom na budowie o SiteReady.",
  "marketing.pricing.voteOrFeedback": "Zagłosuj lub podziel się opinią",
  "marketing.pricing.seeWaiting": "Zobacz funkcje czekające na włączenie",
  "marketing.pricing.choose": "Wybierz {plan}",
  "marketing.pricing.yourPlan": "Masz plan {plan}. Dziękujemy za wsparcie.",
  "marketing.pricing.manage": "Zarządzaj planem lub go anuluj",
  "marketing.section.profile": "Profil i dokumenty",
  "marketing.section.tools": "Narzędzia i funkcje",
  "marketing.section.jobs": "Praca i projekty",
  "marketing.section.community": "Społeczność",
  "marketing.section.company": "Firma i pomoc",
  "marketing.section.more": "Więcej",
  "marketing.feature.dashboard": "Pulpit",
  "marketing.feature.dashboardText": "Zobacz od razu, na ile kompletny jest Twój profil i co wymaga uwagi.",
  "marketing.feature.wallet": "Portfel na bramę",
  "marketing.feature.walletText":
    "Każda karta, którą pokazujesz przy bramie, na cały ekran z kodem QR, nawet bez zasięgu.",
  "marketing.feature.profile": "Podsumowanie profilu",
  "marketing.feature.profileText":
    "Wszystkie Twoje dane osobowe, dokumenty i dane do wypłat w jednym miejscu.",
  "marketing.feature.personalDetails": "Dane osobowe",
  "marketing.feature.personalDetailsText": "Aktualne imię i nazwisko, dane kontaktowe i adres.",
  "marketing.feature.nextOfKin": "Osoba do kontaktu",
  "marketing.feature.nextOfKinText": "Zapisz, z kim się kontaktować, jeśli coś Ci się stanie na budowie.",
  "marketing.feature.documents": "Dokumenty",
  "marketing.feature.documentsText": "Trzymaj paszport i inne dokumenty tożsamości z datami ważności.",
  "marketing.feature.skillsCards": "Karty uprawnień",
  "marketing.feature.skillsCardsText":
    "Trzymaj karty CSCS, CPCS i inne w jednym miejscu i wiedz, kiedy tracą ważność.",
  "marketing.feature.qualifications": "Kwalifikacje",
  "marketing.feature.qualificationsText": "Wypisz swoje kwalifikacje i kto je wydał.",
  "marketing.feature.bankDetails": "Dane bankowe",
  "marketing.feature.bankDetailsText":
    "Zapisz konto, na które chcesz dostawać wypłatę, przechowywane w postaci zaszyfrowanej.",
  "marketing.feature.taxDetails": "Dane podatkowe",
  "marketing.feature.taxDetailsText":
    "Zapisz formę zatrudnienia, numer National Insurance (NI) i numery podatkowe.",
  "marketing.feature.cvOptimizer": "Kreator CV z AI",
  "marketing.feature.cvOptimizerText":
    "Zrób brytyjskie CV budowlańca z profilu i pobierz je jako PDF lub Word; poprawki AI są nieobowiązkowe.",
  "marketing.feature.sharingCenter": "Udostępnianie",
  "marketing.feature.sharingCenterText": "Udostępniaj karty i dokumenty pracodawcom, kiedy zechcesz.",
  "marketing.feature.inductions": "Szkolenia wstępne",
  "marketing.feature.inductionsText":
    "Zapisuj szkolenia wstępne na budowach i odprawy BHP, które masz za sobą.",
  "marketing.feature.renewals": "Odnawianie kart",
  "marketing.feature.renewalsText":
    "Śledź odnawianie kart krok po kroku, od wyboru miesiąca do zapisania się na test.",
  "marketing.feature.jobsText": "Przeglądaj otwarte oferty pracy na budowach.",
  "marketing.feature.projectsText": "Prowadź historię swoich projektów i budów.",
  "marketing.feature.testCentersText":
    "Znajdź w pobliżu centra egzaminacyjne, w których zdasz testy do karty.",
  "marketing.feature.groupsText": "Dołącz do grup pracowników z Twojego zawodu lub okolicy.",
  "marketing.feature.messagesText": "Wysyłaj wiadomości innym pracownikom i kontaktom.",
  "marketing.feature.diggsText": "Znajdź kwaterę blisko budowy, na której pracujesz.",
  "marketing.feature.weatherText": "Sprawdź prognozę pogody dla swoich budów.",
  "marketing.feature.pricingText": "Zobacz, co jest za darmo i jak darowizny finansują nowe funkcje.",
  "marketing.feature.aboutText": "Kim jesteśmy i dlaczego zrobiliśmy to dla ludzi z budowlanki.",
  "marketing.feature.contactText": "Skontaktuj się z nami.",
  "marketing.feature.feedbackText": "Powiedz nam, co działa, co nie i czego chcesz dalej.",
  "marketing.feature.terms": "Warunki korzystania",
  "marketing.feature.termsText": "Warunki, na które się zgadzasz, korzystając z usługi.",
  "marketing.feature.privacy": "Polityka prywatności",
  "marketing.feature.privacyText": "Co o Tobie przechowujemy, dlaczego i jak to chronimy.",
  "marketing.feature.featuresText": "Wszystko, co aplikacja potrafi teraz, i co pojawi się dalej.",
  "marketing.feature.admin": "Panel administratora",
  "marketing.feature.adminText": "Zarządzaj funkcjami, użytkownikami i zgłoszeniami.",
  "marketing.feature.donateMessage":
    "Funkcja „{title}” jest gotowa. Jest wyłączona, dopóki darowizny nie pokryją kosztów działania, a potem otworzy się za darmo dla każdego konta. Osoby prowadzące to SiteReady mogą ją włączyć w każdej chwili.",
};
