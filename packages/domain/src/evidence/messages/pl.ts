import type { messages as english } from "./en.ts";

/** Jak dalece sprawdzono każdy wpis i dowody każdego sprawdzenia (issue 51). */
export const messages: Record<keyof typeof english, string> = {
  "evidence.level.self-declared": "Podane przez posiadacza",
  "evidence.level.photo": "Zdjęcie karty",
  "evidence.level.smart-check": "Sprawdzone w Smart Check",
  "evidence.level.scheme-api": "Sprawdzone w systemie wydawcy",
  "evidence.summary.selfDeclared": "Wpisane przez posiadacza. Niesprawdzone u wydawcy karty.",
  "evidence.summary.photo": "Posiadacz dodał zdjęcie. Niesprawdzone u wydawcy karty.",
  "evidence.summary.confirmed": "Potwierdzone w Smart Check przez: {by}, {date}.",
  "evidence.summary.noMatch": "Niezgodne w Smart Check. Zapisane przez: {by}, {date}.",
  "evidence.summary.notFound": "Brak w Smart Check lub karta unieważniona. Zapisane przez: {by}, {date}.",
  "evidence.summary.oldFacts":
    "Sprawdzone w Smart Check przez: {by}, {date}, gdy numer karty brzmiał {number}. Dane zmieniły się od tego czasu, więc to sprawdzenie nie dotyczy karty w obecnej postaci.",
  "evidence.validation.chooseOutcome": "Wybierz, co pokazał Smart Check.",
  "evidence.smartCheck.title": "Sprawdź w CSCS Smart Check",
  "evidence.smartCheck.intro":
    "SiteReady nie może zapytać samego wydawcy. Wyszukaj kartę na bezpłatnej stronie lub w aplikacji Smart Check, a potem zapisz wynik. Posiadacz zobaczy, kto sprawdzał i kiedy.",
  "evidence.smartCheck.open": "Otwórz Smart Check",
  "evidence.smartCheck.copyNumber": "Kopiuj numer karty",
  "evidence.smartCheck.copied": "Numer karty skopiowany: wklej go w Smart Check.",
  "evidence.smartCheck.question": "Co pokazał Smart Check?",
  "evidence.outcome.matches": "Zgadza się",
  "evidence.outcome.no-match": "Nie zgadza się",
  "evidence.outcome.not-found": "Karta nieznaleziona lub unieważniona",
  "evidence.smartCheck.forCompany": "Sprawdzam dla",
  "evidence.smartCheck.noCompany": "Tylko w swoim imieniu (bez firmy)",
  "evidence.smartCheck.saved": "Zapisano: {outcome}. Posiadacz to widzi.",
  "evidence.smartCheck.notCovered": "Tej karty nie obejmuje CSCS Smart Check.",
  "evidence.error.scanNotFound":
    "Nie znaleziono tego skanu. Wynik może zapisać tylko osoba, która wykonała skan.",
  "evidence.error.scanTooOld":
    "Ten skan ma ponad godzinę. Zeskanuj kartę ponownie, a potem zapisz, co pokazał Smart Check.",
  "evidence.error.ownCard":
    "Nie można potwierdzić własnej karty. Musi to zrobić osoba sprawdzająca ją na budowie.",
  "evidence.error.recordGone": "Tej karty nie ma już we wpisach posiadacza.",
  "evidence.flag.title": "Smart Check nie potwierdził karty: {card}",
  "evidence.flag.body":
    "Sprawdzenie: {by}, {date}. Wynik: {outcome}. Sprawdź numer i datę ważności na karcie, popraw je tutaj albo skontaktuj się z wydawcą. Ta informacja zostaje przy karcie, dopóki jej dane się nie zmienią lub kolejne sprawdzenie nie będzie zgodne.",
  "evidence.flag.edit": "Popraw dane karty",
  "evidence.flag.checkYourself": "Sprawdź w Smart Check",
  "evidence.email.subject": "Smart Check nie potwierdził jednej z Twoich kart",
  "evidence.email.body":
    "Twoja karta ({card}) została sprawdzona w CSCS Smart Check {date} przez: {by}. Wynik: {outcome}. Otwórz SiteReady, aby sprawdzić dane karty: {link}",
  "evidence.flag.label": "Wymaga Twojej uwagi",
  "evidence.looks.title": "Kto oglądał moje dokumenty",
  "evidence.looks.intro":
    "Każde sprawdzenie Twoich kart na bramie, każdy wynik Smart Check, każde otwarcie Twoich udostępnień i każde wyświetlenie Twoich danych przez firmę, od najnowszych.",
  "evidence.looks.link": "Kto oglądał moje dokumenty",
  "evidence.looks.empty": "Nikt jeszcze nie oglądał Twoich dokumentów.",
  "evidence.looks.more": "Pokaż starsze",
  "evidence.looks.list": "Wyświetlenia Twoich dokumentów",
  "evidence.looks.gateScan": "{who}: sprawdzenie na bramie – {record}, wynik: {outcome}.",
  "evidence.looks.gateScanAnonymous":
    "Osoba niezalogowana – sprawdzenie na stronie sprawdzania: {record}, wynik: {outcome}.",
  "evidence.looks.smartCheck": "{who}: wynik Smart Check dla karty {record} – {outcome}.",
  "evidence.looks.shareView": "Otwarto Twoje udostępnienie dla: {about}.",
  "evidence.looks.shareViewBy": "Twoje udostępnienie dla: {about} – otwarcie: {who}.",
  "evidence.looks.companyLook": "{company} – wyświetlenie Twoich danych dla budowy {about}.",
  "evidence.looks.companyLookBy": "{who} ({company}) – wyświetlenie Twoich danych dla budowy {about}.",
  "evidence.looks.someone": "Ktoś",
  "evidence.gateOutcome.green": "ważna",
  "evidence.gateOutcome.amber": "wkrótce traci ważność",
  "evidence.gateOutcome.red": "nie wpuszczać",
  "evidence.own.chooseOutcome": "Wybierz, czy karta nadal jest potwierdzona w Smart Check.",
  "evidence.own.chooseRecord": "Wybierz jedną ze swoich kart.",
  "evidence.own.summary.yes": "Sprawdzenie w Smart Check z dnia {date}: karta nadal była potwierdzona.",
  "evidence.own.summary.no": "Sprawdzenie w Smart Check z dnia {date}: karta nie została potwierdzona.",
  "evidence.own.summary.oldFacts":
    "Sprawdzenie w Smart Check z dnia {date} dotyczyło numeru {number}. Dane karty zmieniły się od tego czasu.",
  "evidence.own.question": "Czy karta nadal jest potwierdzona w Smart Check?",
  "evidence.own.hint":
    "Wyszukaj kartę na bezpłatnej stronie Smart Check, a potem zapisz, co pokazała. To Twoja własna notatka: nie zmienia poziomu weryfikacji karty.",
  "evidence.own.yes": "Tak, nadal jest potwierdzona",
  "evidence.own.no": "Nie, nie jest",
  "evidence.own.saved": "Odpowiedź zapisana.",
  "evidence.own.noHelp":
    "Porównaj numer i datę ważności z kartą i popraw je tutaj. Jeśli są prawidłowe, skontaktuj się z wydawcą karty: tylko wydawca może poprawić swoje dane. Nikt inny nie widzi tej odpowiedzi.",
  "evidence.error.ownRecordNotFound": "Nie znaleziono tej karty wśród Twoich wpisów.",
  "evidence.nudge.subject": "Sprawdź, czy Twoje karty są nadal potwierdzone w Smart Check",
  "evidence.nudge.intro":
    "Czas na comiesięczne sprawdzenie: zobacz, czy {count, plural, one {ta karta jest nadal potwierdzona} few {te karty są nadal potwierdzone} many {te karty są nadal potwierdzone} other {te karty są nadal potwierdzone}} w CSCS Smart Check.",
  "evidence.nudge.card": "- {card}, numer {number}",
  "evidence.nudge.cardNoNumber": "- {card} (brak zapisanego numeru)",
  "evidence.nudge.lookUp": "Wyszukaj każdą z nich na oficjalnej stronie Smart Check: {link}",
  "evidence.nudge.record": "Następnie zapisz odpowiedź w SiteReady: {link}",
  "evidence.nudge.why":
    "Ten e-mail przychodzi raz w miesiącu, ponieważ w ustawieniach są włączone przypomnienia o Smart Check.",
  "evidence.nudge.settings": "Zmień ustawienia przypomnień: {link}",
  "evidence.looks.shareEvent": "Twoje udostępnienie dla: {about} – {event}.",
};
