import type { Translation } from "../../i18n/translation.ts";
import type { messages as english } from "./en.ts";

/** Rejestr kompetencji i potwierdzenie przez przełożonego (issue 53). */
export const messages: Translation<typeof english> = {
  "competence.page.title": "Szkolenia i kompetencje",
  "competence.page.intro":
    "Szkolenia, kursy, odprawy BHP (toolbox talks) i CPD w jednym miejscu, z godzinami i dowodami. Przełożony może potwierdzić wpis z e-maila, bez zakładania konta.",
  "competence.page.link": "Rejestr szkoleń i kompetencji",
  "competence.page.linkHint": "Szkolenia, kursy, odprawy BHP i CPD, z godzinami i dowodami.",
  "competence.kind.training": "Szkolenie",
  "competence.kind.course": "Kurs",
  "competence.kind.toolbox_talk": "Odprawa BHP (toolbox talk)",
  "competence.kind.cpd": "CPD (rozwój zawodowy)",
  "competence.field.kind": "Rodzaj",
  "competence.field.title": "Czego dotyczyło",
  "competence.field.provider": "Prowadzący",
  "competence.field.date": "Data",
  "competence.field.hours": "Godziny",
  "competence.field.notes": "Uwagi",
  "competence.field.supervisorName": "Imię i nazwisko przełożonego",
  "competence.field.supervisorEmail": "E-mail przełożonego",
  "competence.field.yourName": "Imię i nazwisko",
  "competence.field.decision": "Odpowiedź",
  "competence.validation.hours": "Wpisz od {min} do {max} godzin, w kwadransach (na przykład 1,5 albo 0,25)",
  "competence.form.add": "Dodaj wpis",
  "competence.form.addFirst": "Dodaj pierwszy wpis",
  "competence.form.label": "Nowy wpis kompetencji",
  "competence.form.changeLabel": "Zmiana wpisu kompetencji",
  "competence.form.submit": "Zapisz wpis",
  "competence.form.titleHint": "Na przykład: odprawa o pracy na wysokości",
  "competence.form.providerHint": "Firma, szkoleniowiec albo przełożony",
  "competence.form.hoursHint": "W kwadransach: 0,25 to 15 minut",
  "competence.form.changesConfirmed":
    "Ten wpis ma potwierdzenie od: {name}. Zmiana tego, czego dotyczył, prowadzącego, daty lub godzin usuwa potwierdzenie: po zapisaniu można poprosić ponownie.",
  "competence.list": "Wpisy kompetencji",
  "competence.loading": "Wczytywanie rejestru kompetencji…",
  "competence.emptyTitle": "Nie ma jeszcze wpisów o szkoleniach i kompetencjach",
  "competence.emptyText":
    "Dodaj ukończone szkolenia, kursy, odprawy BHP i CPD. Pracodawcy i generalni wykonawcy o nie pytają.",
  "competence.year":
    "{year}: {hours, plural, one {# godzina} few {# godziny} many {# godzin} other {# godziny}}",
  "competence.hours": "{hours, plural, one {# godzina} few {# godziny} many {# godzin} other {# godziny}}",
  "competence.givenBy": "Prowadzący: {provider}",
  "competence.changeTitle": "Zmień: {title}",
  "competence.deleteQuestion": "Usunąć {title} z rejestru kompetencji?",
  "competence.confirmDelete": "Usuń wpis",
  "competence.keep": "Zostaw",
  "competence.evidence.label": "Dowód (zdjęcie lub PDF)",
  "competence.evidence.add": "Dodaj dowód",
  "competence.evidence.view": "Otwórz dowód",
  "competence.evidence.remove": "Usuń dowód",
  "competence.evidence.hint": "Certyfikat, lista obecności albo zdjęcie karty.",
  "competence.confirmation.unconfirmed": "Niepotwierdzone",
  "competence.confirmation.requested": "Czeka na potwierdzenie od: {name} ({email}). Link działa do {date}.",
  "competence.confirmation.expired":
    "{name}: brak odpowiedzi przed wygaśnięciem linku {date}. Można poprosić ponownie.",
  "competence.confirmation.bounced":
    "Nie udało się dostarczyć e-maila na adres {email}. Sprawdź adres i wyślij ponownie.",
  "competence.confirmation.confirmedBy": "Potwierdzone przez: {name} ({email}), {date}",
  "competence.confirmation.declined": "{name} nie potwierdza tego wpisu ({date}).",
  "competence.confirmation.confirmedShort": "Potwierdzone",
  "competence.confirmation.notConfirmedShort": "Niepotwierdzone",
  "competence.ask.open": "Poproś przełożonego o potwierdzenie",
  "competence.ask.again": "Wyślij ponownie",
  "competence.ask.label": "Prośba o potwierdzenie: {title}",
  "competence.ask.hint":
    "Wyślemy link, który działa raz, przez 14 dni. Konto nie jest potrzebne. Przełożony potwierdza własnym słowem, że to zrobiono.",
  "competence.ask.submit": "Wyślij e-mail",
  "competence.ask.sent": "Wysłano e-mail na adres {email}.",
  "competence.ask.cancel": "Anuluj",
  "competence.limit.entries": "Osiągnięto limit 500 wpisów kompetencji. Usuń niepotrzebne, aby dodać nowe.",
  "competence.limit.requests":
    "W ciągu ostatnich 24 godzin wysłano 20 próśb o potwierdzenie, najwięcej w ciągu dnia. Spróbuj jutro.",
  "competence.link.used": "Ten link został już użyty. Każdy link potwierdzenia działa raz.",
  "competence.link.expired": "Ten link wygasł {date}. Poproś pracownika o nowy link z SiteReady.",
  "competence.link.withdrawn": "Ten link już nie działa: pracownik zmienił wpis albo wysłał nowy link.",
  "competence.link.missing":
    "Ta strona otwiera się z linku w e-mailu. Otwórz e-mail i dotknij linku jeszcze raz.",
  "competence.supervisor.title": "Potwierdzenie szkolenia",
  "competence.supervisor.intro":
    "{worker} prosi o potwierdzenie tego wpisu w rejestrze kompetencji SiteReady. Potwierdzaj tylko to, co wiesz na pewno.",
  "competence.supervisor.facts": "Wpis",
  "competence.supervisor.worker": "Pracownik",
  "competence.supervisor.confirm": "Potwierdzam",
  "competence.supervisor.decline": "Nie mogę potwierdzić",
  "competence.supervisor.send": "Wyślij odpowiedź",
  "competence.supervisor.nameHint": "Imię i nazwisko będzie widoczne przy wpisie jako osoby potwierdzającej.",
  "competence.supervisor.privacy":
    "Zapisujemy przy wpisie imię i nazwisko, adres e-mail i czas odpowiedzi. Nie zapisujemy adresu IP.",
  "competence.supervisor.confirmed": "Dziękujemy. Wpis został potwierdzony.",
  "competence.supervisor.declined": "Dziękujemy. Wpis nie został potwierdzony i pracownik to zobaczy.",
  "competence.supervisor.linkValid": "Ten link działa raz, do {date}.",
  "competence.email.subject": "{worker} prosi o potwierdzenie: {kind}",
  "competence.email.body":
    "Dzień dobry, {name}!\n\n{worker} dodaje ten wpis do rejestru kompetencji w SiteReady i prosi o potwierdzenie:\n\n- {kind}: {title}\n- Prowadzący: {provider}\n- Data: {date}\n- Godziny: {duration}\n\nPotwierdź albo odmów: {link}\n\nLink działa raz, do {expires}. Konto nie jest potrzebne.\n\n-- \nTen e-mail przyszedł, ponieważ {worker} podaje ten adres. W razie braku znajomości tej osoby zignoruj wiadomość.",
  "competence.email.providerNone": "nie podano",
  "competence.ask.alreadyConfirmed":
    "Ten wpis jest już potwierdzony. Najpierw go zmień, jeśli potrzebne jest nowe potwierdzenie.",
  "competence.link.unknown":
    "Ten link nie działa. Otwórz jeszcze raz cały link z e-maila albo poproś pracownika o nowy.",
  "competence.ask.mailDown": "Nie udało się teraz wysłać e-maila. Spróbuj za kilka minut.",
  "competence.shared.entry": "{title} ({kind}) w dniu {date}, {hours}: {confirmation}",
  "competence.shared.detail":
    "{count, plural, one {# wpis} few {# wpisy} many {# wpisów} other {# wpisu}}, potwierdzone przez przełożonego: {confirmed}",
  "competence.email.answeredSubject": "{name}: odpowiedź w sprawie wpisu ({kind})",
  "competence.email.confirmedBody":
    "{name} potwierdza ten wpis w rejestrze kompetencji SiteReady:\n\n- {kind}: {title}\n\nW CV i w udostępnieniach z rejestrem wpis jest teraz oznaczony jako potwierdzony przez: {name}.\n\nRejestr: {link}",
  "competence.email.declinedBody":
    "{name} nie potwierdza tego wpisu w rejestrze kompetencji SiteReady:\n\n- {kind}: {title}\n\nSprawdź wpis i poproś o potwierdzenie inną osobę, która tam była.\n\nRejestr: {link}",
};
