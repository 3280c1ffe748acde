import type { Translation } from "../../i18n/translation.ts";
import type { messages as english } from "./en.ts";

export const messages: Translation<typeof english> = {
  "login.title": "Zaloguj się",
  "login.submit": "Zaloguj się",
  "login.forgotPassword": "Nie pamiętasz hasła?",
  "login.newHere": "Jesteś tu pierwszy raz? Załóż konto",
  "login.passkey": "Zaloguj się kluczem dostępu (passkey)",
  "login.or": "lub",
  "login.continueWith": "Kontynuuj przez {provider}",
  "login.providerFailed": "Logowanie przez dostawcę nie zakończyło się. Spróbuj jeszcze raz.",
  "login.stateMismatch":
    "Logowanie przez dostawcę zostało przerwane albo zaczęte w innej karcie lub przeglądarce. Spróbuj jeszcze raz.",
  "register.title": "Załóż darmowe konto",
  "register.steps": "Kroki rejestracji",
  "register.stepOf": "Krok {step} z {total}: ",
  "register.step.personal": "Dane osobowe",
  "register.step.contact": "Kontakt",
  "register.step.security": "Hasło",
  "register.step.confirmation": "Potwierdzenie",
  "register.emailHint": "Tu wysyłamy przypomnienia o odnowieniu i linki do zmiany hasła.",
  "register.name": "Imię i nazwisko",
  "register.back": "Wstecz",
  "register.next": "Dalej",
  "register.create": "Załóż konto",
  "register.haveAccount": "Masz już konto?",
  "register.logIn": "Zaloguj się",
  "terms.agree":
    "Zgadzam się na <terms>warunki korzystania</terms> i <privacy>politykę prywatności</privacy>.",
  "terms.beforeTitle": "Zanim przejdziesz dalej",
  "terms.beforeText":
    "SiteReady przechowuje Twój paszport, karty i dane bankowe. Aby korzystać z konta, przeczytaj, jak o nie dbamy, i wyraź zgodę.",
  "terms.continue": "Dalej",
  "terms.logOut": "Wyloguj się",
  "accounts.page.forgotten": "Nie pamiętasz hasła",
  "accounts.forgot.title": "Zmień hasło",
  "accounts.forgot.intro": "Wpisz e-mail podany przy rejestracji, a wyślemy Ci link do zmiany hasła.",
  "accounts.forgot.send": "Wyślij link",
  "accounts.forgot.sent":
    "Jeśli jakieś konto używa adresu <email></email>, wysłaliśmy na niego link do ustawienia nowego hasła. Link działa przez godzinę. Jeśli nie dotrze w ciągu kilku minut, sprawdź folder spam.",
  "accounts.backToLogIn": "Wróć do logowania",
  "accounts.reset.title": "Ustaw nowe hasło",
  "accounts.reset.invalid": "Ten link do zmiany hasła jest nieprawidłowy albo wygasł. Poproś o nowy.",
  "accounts.reset.askAgain": "Poproś o nowy link",
  "accounts.reset.done": "Hasło zostało zmienione. Zaloguj się nowym hasłem.",
  "accounts.reset.newPassword": "Nowe hasło",
  "accounts.reset.confirmNewPassword": "Powtórz nowe hasło",
  "accounts.reset.save": "Zapisz nowe hasło",
  "accounts.strength": "Siła hasła: {strength}",
  "accounts.strength.refused": "(to hasło nie zostanie przyjęte)",
  "accounts.strength.checkedOnSave":
    "Przy zapisie hasło zostanie też sprawdzone na liście haseł wykradzionych z innych stron.",
  "accounts.strength.veryWeak": "Bardzo słabe",
  "accounts.strength.weak": "Słabe",
  "accounts.strength.fair": "Średnie",
  "accounts.strength.strong": "Mocne",
  "accounts.strength.veryStrong": "Bardzo mocne",
  "accounts.strength.common":
    "To hasło jest na listach popularnych i wykradzionych haseł, które włamywacze sprawdzają najpierw. Wybierz inne.",
  "accounts.strength.personal": "Zawiera Twoje imię, nazwisko albo e-mail.",
  "accounts.strength.guessedAtOnce": "Dałoby się je odgadnąć niemal od razu.",
  "accounts.strength.isEmail":
    "To jest Twój adres e-mail. Wybierz coś, czego nikt nie odgadnie na jego podstawie.",
  "accounts.strength.nameWithNumbers":
    "To Twoje imię, nazwisko albo e-mail z dopisanymi tylko cyframi lub symbolami. Wybierz słowa, których nikt z Tobą nie powiąże.",
  "accounts.strength.siteName":
    "To nazwa tej strony z dopisanymi tylko cyframi lub symbolami. Wybierz własne słowa.",
  "accounts.strength.oneWord":
    "To jedno słowo z dopisanym tylko rokiem, cyframi lub symbolami. Użyj zamiast tego trzech albo czterech niezwiązanych ze sobą słów.",
  "accounts.strength.leaked":
    "To hasło jest na liście miliona haseł wykradzionych z innych stron. Wybierz inne.",
  "accounts.strength.straightRow": "Klawisze po kolei w jednym rzędzie klawiatury łatwo odgadnąć.",
  "accounts.strength.keyPattern": "Krótkie wzory z klawiatury łatwo odgadnąć.",
  "accounts.strength.simpleRepeat": 'Powtórzone znaki, takie jak "aaa", łatwo odgadnąć.',
  "accounts.strength.extendedRepeat": 'Powtarzające się wzory, takie jak "abcabcabc", łatwo odgadnąć.',
  "accounts.strength.sequences": 'Popularne ciągi znaków, takie jak "abc", łatwo odgadnąć.',
  "accounts.strength.recentYears": "Ostatnie lata łatwo odgadnąć.",
  "accounts.strength.dates": "Daty łatwo odgadnąć.",
  "accounts.strength.wordByItself": "Pojedyncze słowa łatwo odgadnąć.",
  "accounts.strength.namesByThemselves": "Same imiona albo nazwiska łatwo odgadnąć.",
  "accounts.strength.commonNames": "Popularne imiona i nazwiska łatwo odgadnąć.",
  "accounts.strength.avoidL33t": "Unikaj przewidywalnych zamian liter, np. '@' zamiast 'a'.",
  "accounts.strength.avoidReversed": "Unikaj popularnych słów pisanych od tyłu.",
  "accounts.strength.allUppercase": "Użyj kilku wielkich liter, ale nie samych wielkich.",
  "accounts.strength.capitalization": "Użyj wielkiej litery nie tylko na początku.",
  "accounts.strength.avoidDates": "Unikaj dat i lat związanych z Tobą.",
  "accounts.strength.avoidRecentYears": "Unikaj ostatnich lat.",
  "accounts.strength.avoidAssociatedYears": "Unikaj lat związanych z Tobą.",
  "accounts.strength.avoidSequences": "Unikaj popularnych ciągów znaków.",
  "accounts.strength.avoidRepeated": "Unikaj powtarzających się słów i znaków.",
  "accounts.strength.longerKeyboardPattern":
    "Używaj dłuższych wzorów z klawiatury i kilka razy zmieniaj kierunek pisania.",
  "accounts.strength.anotherWord": "Dodaj więcej mniej popularnych słów.",
  "accounts.strength.useWords": "Użyj kilku słów, ale unikaj popularnych zwrotów.",
  "accounts.strength.noNeed": "Mocne hasło nie musi mieć symboli, cyfr ani wielkich liter.",
  "accounts.strength.pwned": "Jeśli używasz tego hasła gdzie indziej, zmień je.",
  "accounts.save": "Zapisz",
  "accounts.confirm": "Potwierdź",
  "accounts.signOut": "Wyloguj się",
  "accounts.problem.connection": "Nie udało się. Sprawdź połączenie i spróbuj jeszcze raz.",
  "accounts.problem.retry": "Nie udało się. Spróbuj jeszcze raz.",
  "accounts.code": "Kod",
  "accounts.secondFactor.intro":
    "Otwórz aplikację uwierzytelniającą i wpisz 6-cyfrowy kod, który pokazuje dla SiteReady.",
  "accounts.secondFactor.hint": "Albo jeden z kodów odzyskiwania, np. ABCDE-12345.",
  "accounts.secondFactor.trust": "Ufaj temu urządzeniu przez 30 dni",
  "accounts.lostFactor.question": "Nie masz już telefonu ani kodów odzyskiwania?",
  "accounts.lostFactor.recover": "Odzyskaj przez e-mail",
  "accounts.lostFactor.safety":
    "Dla Twojego bezpieczeństwa logowanie dwuetapowe wyłączy się 72 godziny po potwierdzeniu.",
  "accounts.lostFactor.sent":
    "Jeśli to konto ma logowanie dwuetapowe, wysłaliśmy na nie e-mail. Otwórz link z wiadomości, aby przejść dalej.",
  "accounts.recovery.confirmed":
    "Potwierdzone. Logowanie dwuetapowe wyłączy się {date}. Potem loguj się samym hasłem i włącz je ponownie na nowym telefonie. Zalogowanie się kodem przed tym terminem anuluje wyłączenie.",
  "accounts.recovery.intro":
    "Według Twojej informacji nie możesz już użyć aplikacji uwierzytelniającej ani kodów odzyskiwania. Dla Twojego bezpieczeństwa logowanie dwuetapowe wyłączy się 72 godziny po potwierdzeniu, a my wyślemy Ci wtedy e-mail.",
  "accounts.security.title": "Bezpieczeństwo konta",
  "accounts.security.intro":
    "Na Twoim koncie są paszport, dane bankowe i podatkowe. Chroń je drugim krokiem przy logowaniu, loguj się kluczem dostępu (passkey) i sprawdzaj, na jakich urządzeniach konto jest zalogowane.",
  "accounts.twoFactor.title": "Logowanie dwuetapowe",
  "accounts.twoFactor.on":
    "Włączone. Logowanie na nowym urządzeniu i pokazywanie danych bankowych lub podatkowych wymaga kodu z aplikacji uwierzytelniającej.",
  "accounts.twoFactor.off":
    "Wyłączone. Dodaj do hasła kod z aplikacji uwierzytelniającej, żeby samo skradzione hasło nie wystarczyło.",
  "accounts.twoFactor.setUp": "Ustaw logowanie dwuetapowe",
  "accounts.twoFactor.turnOn": "Włącz logowanie dwuetapowe",
  "accounts.twoFactor.turnOff": "Wyłącz logowanie dwuetapowe",
  "accounts.twoFactor.newCodes": "Nowe kody odzyskiwania",
  "accounts.twoFactor.makeNewCodes": "Utwórz nowe kody odzyskiwania",
  "accounts.twoFactor.codesFile":
    "Kody odzyskiwania SiteReady. Każdy działa raz. Przechowuj je w bezpiecznym miejscu.",
  "accounts.twoFactor.saveCodes":
    "Zapisz te kody odzyskiwania. Jeśli zgubisz telefon, każdy z nich pozwoli Ci zalogować się jeden raz. Nie pokażemy ich ponownie.",
  "accounts.twoFactor.codes": "Kody odzyskiwania",
  "accounts.twoFactor.download": "Pobierz",
  "accounts.twoFactor.print": "Drukuj",
  "accounts.twoFactor.savedThem": "Mam je zapisane",
  "accounts.twoFactor.qrAlt": "Kod QR, który dodaje SiteReady do aplikacji uwierzytelniającej",
  "accounts.twoFactor.addToApp":
    "Dodaj SiteReady do aplikacji uwierzytelniającej (Google Authenticator, Microsoft Authenticator, 1Password…) w jeden z poniższych sposobów, a potem wpisz 6-cyfrowy kod, który pokaże aplikacja.",
  "accounts.twoFactor.openInApp": "Otwórz w aplikacji uwierzytelniającej",
  "accounts.twoFactor.openInAppHint":
    "Na telefonie, na którym jest aplikacja. Jeśli nic się nie otworzy, skopiuj klucz poniżej.",
  "accounts.twoFactor.scanOnOther": "Albo zeskanuj ten kod QR aplikacją na innym telefonie lub tablecie:",
  "accounts.twoFactor.typeKey": "Albo skopiuj ten klucz do aplikacji lub go przepisz:",
  "accounts.twoFactor.copyKey": "Kopiuj klucz",
  "accounts.twoFactor.copied": "Skopiowano. Wklej klucz w aplikacji uwierzytelniającej.",
  "accounts.twoFactor.keySelected":
    "Klucz jest zaznaczony. Skopiuj go poleceniem „Kopiuj” w telefonie i wklej w aplikacji.",
  "accounts.twoFactor.appCode": "6-cyfrowy kod z aplikacji",
  "accounts.twoFactor.yourPassword": "Twoje hasło",
  "accounts.twoFactor.passwordHint": "Zostaw puste, jeśli logujesz się przez Google albo innego dostawcę.",
  "accounts.stepUp.title": "Potwierdź, że to Ty",
  "accounts.stepUp.intro":
    "Wpisz 6-cyfrowy kod z aplikacji uwierzytelniającej. Przez 10 minut nie zapytamy Cię ponownie.",
  "accounts.stepUp.hint": "Albo jeden z kodów odzyskiwania.",
  "accounts.passkeys.title": "Klucze dostępu (passkeys)",
  "accounts.passkeys.intro":
    "Loguj się odciskiem palca, twarzą albo blokadą ekranu zamiast wpisywać hasło. Dodaj jeden na każde urządzenie.",
  "accounts.passkeys.list": "Twoje klucze dostępu",
  "accounts.passkeys.none": "Nie masz jeszcze kluczy dostępu.",
  "accounts.passkeys.passkey": "Klucz dostępu",
  "accounts.passkeys.name": "Nazwa klucza dostępu",
  "accounts.passkeys.added": "Dodano {date}",
  "accounts.passkeys.rename": "Zmień nazwę",
  "accounts.passkeys.remove": "Usuń",
  "accounts.passkeys.newName": "Nazwa nowego klucza dostępu",
  "accounts.passkeys.newNameHint": "Żeby je odróżnić, np. 'Telefon służbowy'.",
  "accounts.passkeys.defaultName": "Mój klucz dostępu",
  "accounts.passkeys.add": "Dodaj klucz dostępu",
  "accounts.devices.title": "Zalogowane urządzenia",
  "accounts.devices.device": "{browser} na {os}",
  "accounts.devices.thisDevice": "(to urządzenie)",
  "accounts.devices.times": "Zalogowano {signedIn} · ostatnio aktywne {lastActive}",
  "accounts.devices.signOutOthers": "Wyloguj się na wszystkich innych urządzeniach",
  "accounts.suspended.title": "Twoje konto jest zawieszone",
  "accounts.adminTwoFactor.title": "Logowanie administratorów",
  "accounts.adminTwoFactor.require": "Wymagaj logowania dwuetapowego od administratorów",
  "accounts.adminTwoFactor.hint":
    "Administratorzy bez niego nie zobaczą tych stron, dopóki nie włączą go w Bezpieczeństwie konta.",
  "accounts.auth.verifying": "Sprawdzamy logowanie...",
  "accounts.auth.error": "Błąd logowania: {message}",
  "accounts.auth.couldNotCheck":
    "Nie udało się sprawdzić logowania. Twoje dane są bezpieczne; spróbuj ponownie, gdy będziesz mieć zasięg.",
  "accounts.auth.tryAgain": "Spróbuj ponownie",
  "accounts.auth.signingOut": "Wylogowujemy...",
  "accounts.verify.title": "Sprawdzenie karty",
  "accounts.verify.noCode":
    "Ten link nie zawiera karty do sprawdzenia. Zeskanuj kod QR z portfela SiteReady pracownika.",
  "accounts.verify.checking": "Sprawdzamy kartę…",
  "accounts.server.accountLimit":
    "Za dużo prób logowania na to konto. Odczekaj minutę i spróbuj ponownie albo zmień hasło. Na urządzeniu używanym już wcześniej do logowania prawidłowe hasło nadal działa.",
  "accounts.server.wrongPassword": "To hasło jest nieprawidłowe. Spróbuj jeszcze raz.",
  "accounts.server.wrongCode":
    "Ten kod jest nieprawidłowy. Sprawdź, czy telefon ma dobrą godzinę, i wpisz najnowszy kod.",
  "accounts.server.wrongRecoveryCode":
    "Ten kod odzyskiwania jest nieprawidłowy albo został już użyty. Każdy kod działa tylko raz.",
  "accounts.stepUp.usePasskey": "Użyj klucza dostępu",
  "accounts.stepUp.emailMe": "Wyślij mi kod e-mailem",
  "accounts.stepUp.emailSent": "Wysłaliśmy 6-cyfrowy kod na adres {address}. Działa przez 10 minut.",
  "accounts.stepUp.emailCode": "Kod z e-maila",
  "accounts.stepUp.sendAgain": "Wyślij nowy kod",
  "accounts.password.title": "Hasło",
  "accounts.password.intro":
    "Zmień je, jeśli może je znać ktoś inny. Pozostałe urządzenia zostaną wylogowane, a o zmianie dostaniesz e-mail.",
  "accounts.password.current": "Obecne hasło",
  "accounts.password.new": "Nowe hasło",
  "accounts.password.change": "Zmień hasło",
  "accounts.password.changed": "Hasło zostało zmienione. Pozostałe urządzenia zostały wylogowane.",
  "accounts.password.noPasswordHint":
    "Przy logowaniu przez Google lub innego dostawcę konto nie ma hasła SiteReady do zmiany.",
  "accounts.server.stepUpRequired":
    "Dla bezpieczeństwa potwierdź, że to Ty: wpisz kod z aplikacji uwierzytelniającej i spróbuj ponownie.",
  "accounts.server.codeUsed":
    "Ten kod został już użyty. Poczekaj na następny kod w aplikacji uwierzytelniającej i wpisz go.",
  "accounts.server.wrongStepUpCode":
    "Ten kod jest nieprawidłowy albo ten kod odzyskiwania został już użyty. Wpisz najnowszy kod.",
  "accounts.server.tooManyStepUpCodes": "Za dużo prób. Odczekaj minutę i spróbuj ponownie.",
  "accounts.server.emailCodeFormat": "Wpisz 6-cyfrowy kod z e-maila, który wysłaliśmy.",
  "accounts.server.wrongEmailCode": "Ten kod jest nieprawidłowy albo wygasł. Poproś o nowy kod.",
  "accounts.server.emailCodeNotForThisAccount":
    "Potwierdzenie e-mailem jest dla kont logujących się bez hasła. Użyj aplikacji uwierzytelniającej albo klucza dostępu.",
  "accounts.server.tooManyEmailCodes": "Wysłaliśmy już kilka kodów. Odczekaj 10 minut i poproś o nowy.",
  "accounts.server.noPasskey": "To konto nie ma klucza dostępu. Użyj aplikacji uwierzytelniającej.",
  "accounts.server.stepUpPasskeyFailed":
    "Ten klucz dostępu nie potwierdził tożsamości. Spróbuj ponownie albo użyj aplikacji uwierzytelniającej.",
  "accounts.server.passkeyInUse":
    "Ten klucz dostępu należy już do innego konta SiteReady. Najpierw usuń go tam albo utwórz nowy klucz na tym urządzeniu.",
  "accounts.server.emailCodeNotSent":
    "Nie udało się teraz wysłać e-maila. Spróbuj ponownie za minutę albo użyj aplikacji uwierzytelniającej.",
  "accounts.server.tooManyCodes":
    "Za dużo błędnych kodów. Zaloguj się ponownie hasłem, żeby spróbować jeszcze raz.",
  "accounts.server.codesLocked":
    "Za dużo błędnych kodów dla tego konta. Odczekaj 15 minut i spróbuj ponownie albo użyj później jednego z kodów odzyskiwania.",
  "accounts.server.signInTimedOut": "Logowanie wygasło. Zaloguj się ponownie e-mailem i hasłem.",
  "accounts.server.twoFactorAlreadyOn": "Logowanie dwuetapowe jest już włączone na tym koncie.",
  "accounts.server.twoFactorNotOn": "Logowanie dwuetapowe nie jest włączone na tym koncie.",
  "accounts.server.passkeyFailed":
    "Ten klucz dostępu tu nie zadziałał. Spróbuj ponownie albo zaloguj się e-mailem i hasłem.",
  "accounts.server.passkeyUnknown":
    "Ten klucz dostępu nie jest już zarejestrowany w SiteReady. Zaloguj się e-mailem i hasłem.",
  "accounts.server.passkeyTimedOut": "Prośba o klucz dostępu wygasła. Spróbuj ponownie.",
  "accounts.server.passkeyAlreadyAdded": "Ten klucz dostępu jest już dodany do Twojego konta.",
  "accounts.server.passkeyNotAdded": "Nie udało się dodać klucza dostępu. Spróbuj ponownie.",
  "accounts.server.passkeyFreshSignIn":
    "Dla Twojego bezpieczeństwa wyloguj się i zaloguj ponownie, zanim dodasz klucz dostępu.",
  "accounts.userArea.online": "Online",
  "accounts.userArea.offline": "Offline",
  "accounts.userArea.logOut": "Wyloguj się",
  "accounts.userArea.logIn": "Zaloguj się",
  "accounts.userArea.signUp": "Załóż konto",
  "accounts.server.twoFactorRequiredForAdmins":
    "Administratorzy muszą najpierw włączyć uwierzytelnianie dwuskładnikowe. Można to zrobić w sekcji „Bezpieczeństwo konta”.",
  "accounts.server.accountSuspended":
    "Twoje konto SiteReady jest zawieszone, więc na razie nie można z niego korzystać. Jeśli to pomyłka, napisz do nas przez stronę Kontakt.",
  "accounts.server.accountSuspendedBecause":
    "Twoje konto SiteReady jest zawieszone, więc na razie nie można z niego korzystać. Powód: {reason} Jeśli to pomyłka, napisz do nas przez stronę Kontakt.",
  "accounts.server.recoveryLinkInvalid":
    "Ten link jest nieprawidłowy, wygasł albo został już użyty. Poproś o nowy przy logowaniu.",
  "accounts.server.ownTwoFactorFirst": "Najpierw włącz uwierzytelnianie dwuskładnikowe na własnym koncie.",
  "accounts.devices.unknownBrowser": "Nieznana przeglądarka",
  "accounts.devices.unknownSystem": "Nieznany system",
};
