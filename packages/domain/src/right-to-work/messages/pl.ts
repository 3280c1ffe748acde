import type { messages as english } from "./en.ts";

/** Dowód prawa do pracy i potwierdzenia sprawdzeń, które wykonali zleceniodawcy (issue 52). */
export const messages: Record<keyof typeof english, string> = {
  "rightToWork.page.title": "Prawo do pracy",
  "rightToWork.page.intro":
    "SiteReady przechowuje dowód Twojego prawa do pracy w Wielkiej Brytanii, aby można go było udostępnić jednym dotknięciem. Sprawdzenie i tak musi przeprowadzić zleceniodawca (firma lub osoba, która daje Ci pracę): na GOV.UK z Twoim kodem udostępniania (share code) albo oglądając Twój paszport.",
  "rightToWork.page.whoChecks":
    "Od 1 października 2026 r. przepisy wymagają, aby każdy, kto zleca pracę osobom samozatrudnionym i podwykonawcom, a nie tylko pracodawca, sprawdził ich prawo do pracy przed rozpoczęciem pracy.",
  "rightToWork.page.empty": "Nie ma tu jeszcze Twojego prawa do pracy.",
  "rightToWork.page.add": "Dodaj prawo do pracy",
  "rightToWork.page.edit": "Zmień",
  "rightToWork.page.delete": "Usuń dowód prawa do pracy",
  "rightToWork.page.deleteConfirm":
    "Usunąć dowód prawa do pracy i jego zdjęcia? Zleceniodawcy, którzy go sprawdzili, zachowają swoje potwierdzenia z informacją, że dowód został wycofany.",
  "rightToWork.page.deleted": "Dowód prawa do pracy został usunięty.",
  "rightToWork.page.share": "Udostępnij prawo do pracy",
  "rightToWork.page.shareHint":
    "Tworzy link z Twoim kodem udostępniania, datą urodzenia i zdjęciami dla jednego zleceniodawcy. Decydujesz, kiedy link wygaśnie, i możesz dodać PIN.",
  "rightToWork.page.reveal": "Pokaż",
  "rightToWork.page.hide": "Ukryj",
  "rightToWork.page.saved": "Zapisano prawo do pracy.",
  "rightToWork.page.makeCode": "Uzyskaj kod udostępniania na GOV.UK",
  "rightToWork.page.makeCodeHint":
    "Na GOV.UK wybierz „Prove your right to work” (udowodnij prawo do pracy). Kod zaczyna się od W i jest ważny 90 dni.",
  "rightToWork.page.receipts": "Sprawdzenia wykonane przez zleceniodawców",
  "rightToWork.page.noReceipts":
    "Żaden zleceniodawca nie zapisał jeszcze sprawdzenia. Gdy to zrobi, zobaczysz je tutaj z datą i sposobem sprawdzenia.",
  "rightToWork.page.photos": "Zdjęcia",
  "rightToWork.page.documentPhoto": "Zdjęcie dokumentu",
  "rightToWork.page.documentPhotoHint":
    "Strona paszportu ze zdjęciem albo dokument, którego wymaga Twój sposób potwierdzenia.",
  "rightToWork.page.secondPhoto": "Druga strona lub drugi dokument",
  "rightToWork.page.secondPhotoHint":
    "Tylko jeśli potrzebne są dwa, na przykład akt urodzenia i pismo z numerem NI.",
  "rightToWork.page.removePhoto": "Usuń zdjęcie",
  "rightToWork.page.codeValidUntil": "Działa do {date}",
  "rightToWork.page.codeExpiredOn": "Przestał działać {date}",
  "rightToWork.page.ready": "Gotowe do udostępnienia",
  "rightToWork.field.route": "Sposób potwierdzenia",
  "rightToWork.field.shareCode": "Kod udostępniania (share code)",
  "rightToWork.field.generatedOn": "Data otrzymania kodu",
  "rightToWork.field.permissionEndsOn": "Data końca zezwolenia",
  "rightToWork.field.dateOfBirth": "Data urodzenia",
  "rightToWork.field.details": "Jaki masz dokument lub status (opcjonalnie)",
  "rightToWork.route.british-irish": "Obywatelstwo brytyjskie lub irlandzkie",
  "rightToWork.route.settled": "Status osoby osiedlonej (settled status) lub prawo stałego pobytu (eVisa)",
  "rightToWork.route.pre-settled": "Status osoby tymczasowo osiedlonej (pre-settled status, eVisa)",
  "rightToWork.route.time-limited": "Wiza lub zezwolenie z datą końcową (eVisa)",
  "rightToWork.route.other": "Inna sytuacja",
  "rightToWork.routeHelp.british-irish":
    "Nie można uzyskać kodu udostępniania. Dodaj zdjęcie strony paszportu ze zdjęciem (lub irlandzkiej karty paszportowej); zleceniodawca sprawdzi oryginał przy Tobie.",
  "rightToWork.routeHelp.settled":
    "Dodaj kod udostępniania z GOV.UK i datę urodzenia. Zleceniodawca sprawdza je online; nie ma daty końcowej do pilnowania.",
  "rightToWork.routeHelp.pre-settled":
    "Dodaj kod udostępniania z GOV.UK i datę urodzenia. Jeśli Twój status ma datę końcową, dodaj ją: zleceniodawca musi sprawdzić Cię ponownie przed tą datą.",
  "rightToWork.routeHelp.time-limited":
    "Dodaj kod udostępniania z GOV.UK, datę urodzenia i datę końca zezwolenia. Zleceniodawca musi sprawdzić Cię ponownie przed tą datą.",
  "rightToWork.routeHelp.other":
    "Na przykład wniosek, który wciąż czeka na decyzję: zleceniodawca pyta wtedy Employer Checking Service w Home Office (brytyjskim Ministerstwie Spraw Wewnętrznych). Opisz, co masz.",
  "rightToWork.shareCode.missing": "Dodaj kod udostępniania (share code) otrzymany na GOV.UK.",
  "rightToWork.shareCode.characters":
    "Kod udostępniania zawiera tylko litery i cyfry. Usuń „{character}” i sprawdź kod jeszcze raz.",
  "rightToWork.shareCode.length":
    "Kod udostępniania ma {expected, plural, one {# znak} few {# znaki} many {# znaków} other {# znaku}}. Ten ma {count}: sprawdź, czy żadnego nie brakuje i czy nie ma o jeden za dużo.",
  "rightToWork.shareCode.rentCode":
    "Ten kod zaczyna się od R, więc służy do wynajmu mieszkania. Zleceniodawcy potrzebują kodu do pracy: na GOV.UK wybierz „Prove your right to work” (udowodnij prawo do pracy) i utwórz nowy.",
  "rightToWork.shareCode.statusCode":
    "Ten kod zaczyna się od S, więc nie służy do pracy. Na GOV.UK wybierz „Prove your right to work” (udowodnij prawo do pracy) i utwórz nowy, zaczynający się od W.",
  "rightToWork.shareCode.startsWithW": "Kod do pracy zaczyna się od W. Sprawdź pierwszy znak.",
  "rightToWork.shareCode.letterO":
    "Znak nr {position} to litera O, którą łatwo pomylić z cyfrą 0. Spójrz jeszcze raz na kod na GOV.UK i przepisz dokładnie to, co tam widać.",
  "rightToWork.shareCode.letterI":
    "Znak nr {position} to litera I, którą łatwo pomylić z cyfrą 1. Spójrz jeszcze raz na kod na GOV.UK i przepisz dokładnie to, co tam widać.",
  "rightToWork.shareCode.notForBritishIrish":
    "Osoby z obywatelstwem brytyjskim lub irlandzkim nie mogą uzyskać kodu udostępniania. Zostaw to pole puste i zamiast tego dodaj zdjęcie paszportu.",
  "rightToWork.generatedOn.missing":
    "Dodaj datę otrzymania kodu udostępniania: jest ważny 90 dni od tego dnia.",
  "rightToWork.generatedOn.future": "Data otrzymania kodu nie może być w przyszłości.",
  "rightToWork.generatedOn.tooOld":
    "Kod utworzony {date} przestał działać {expired}: kody są ważne {days, plural, one {# dzień} few {# dni} many {# dni} other {# dnia}}. Utwórz nowy na GOV.UK.",
  "rightToWork.endsOn.missing": "Dodaj datę końca zezwolenia. Znajdziesz ją w eVisa na swoim koncie UKVI.",
  "rightToWork.endsOn.notForRoute":
    "Przy tym sposobie potwierdzenia nie ma daty końcowej. Zostaw to pole puste.",
  "rightToWork.endsOn.past":
    "Ta data już minęła. Jeśli masz nowe zezwolenie, dodaj jego datę końcową; jeśli czekasz na decyzję w sprawie przedłużenia, wybierz „Inna sytuacja”.",
  "rightToWork.dateOfBirth.missing":
    "Dodaj datę urodzenia: zleceniodawcy potrzebują jej razem z kodem udostępniania.",
  "rightToWork.dateOfBirth.future": "Data urodzenia nie może być w przyszłości.",
  "rightToWork.attention.share-code-missing":
    "Dodaj kod udostępniania: zleceniodawcy potrzebują go, aby sprawdzić Cię online.",
  "rightToWork.attention.share-code-expired":
    "Twój kod udostępniania przestał działać. Utwórz nowy na GOV.UK.",
  "rightToWork.attention.share-code-expiring":
    "Twój kod udostępniania przestanie działać {date}. Utwórz nowy przed tą datą.",
  "rightToWork.attention.permission-ended": "Data końca Twojego zezwolenia już minęła.",
  "rightToWork.attention.permission-ending":
    "Twoje zezwolenie kończy się {date}. Zleceniodawcy muszą sprawdzić Cię ponownie przed tą datą.",
  "rightToWork.attention.photo-missing": "Dodaj zdjęcie strony paszportu ze zdjęciem.",
  "rightToWork.method.manual-document": "Sprawdzenie oryginału dokumentu na miejscu",
  "rightToWork.method.home-office-online": "Sprawdzenie online w Home Office z kodem udostępniania",
  "rightToWork.method.identity-service": "Dostawca usług weryfikacji tożsamości (IDSP)",
  "rightToWork.outcome.confirmed": "Prawo do pracy potwierdzone, bez ograniczenia czasowego",
  "rightToWork.outcome.confirmed-time-limited": "Prawo do pracy potwierdzone na ograniczony czas",
  "rightToWork.outcome.not-confirmed": "Nie udało się potwierdzić prawa do pracy",
  "rightToWork.receipt.title": "Zapisz wykonane sprawdzenie",
  "rightToWork.receipt.intro":
    "SiteReady nie przeprowadza sprawdzenia. Zrób to na GOV.UK (lub na podstawie oryginału dokumentu), a potem zapisz tutaj, jak przebiegło: pracownik to zobaczy, a Ty możesz pobrać PDF do swojej dokumentacji.",
  "rightToWork.receipt.checkedOn": "Data sprawdzenia",
  "rightToWork.receipt.method": "Sposób sprawdzenia",
  "rightToWork.receipt.outcome": "Wynik sprawdzenia",
  "rightToWork.receipt.followUpOn": "Termin ponownego sprawdzenia",
  "rightToWork.receipt.followUpHint":
    "Przy zezwoleniu na ograniczony czas: dzień, do którego trzeba sprawdzić ponownie, przed końcem zezwolenia.",
  "rightToWork.receipt.checkerName": "Imię i nazwisko",
  "rightToWork.receipt.checkerEmail": "Twój e-mail (do przypomnienia o ponownym sprawdzeniu)",
  "rightToWork.receipt.organisation": "Twoja firma",
  "rightToWork.receipt.reference": "Numer sprawdzenia (opcjonalnie)",
  "rightToWork.receipt.save": "Zapisz sprawdzenie",
  "rightToWork.receipt.saved": "Sprawdzenie zapisane. Pracownik je widzi.",
  "rightToWork.receipt.download": "Pobierz PDF do swojej dokumentacji",
  "rightToWork.receipt.checkedInFuture": "Data sprawdzenia nie może być w przyszłości.",
  "rightToWork.receipt.followUpNeeded":
    "Prawo do pracy na ograniczony czas wymaga terminu ponownego sprawdzenia: dnia, do którego trzeba sprawdzić ponownie, przed końcem zezwolenia.",
  "rightToWork.receipt.followUpAfterCheck":
    "Termin ponownego sprawdzenia musi przypadać po dacie sprawdzenia.",
  "rightToWork.receipt.followUpTooFar": "Termin ponownego sprawdzenia może przypadać najpóźniej za 5 lat.",
  "rightToWork.receipt.summary": "{outcome}. Sprawdzenie: {by}, {date}. {method}.",
  "rightToWork.receipt.followUpLine": "Termin ponownego sprawdzenia: {date}.",
  "rightToWork.receipt.withdrawn": "Dowód został usunięty {date}, już po tym sprawdzeniu.",
  "rightToWork.receipt.withdrawnForEngager": "Dowód został wycofany {date}.",
  "rightToWork.receipt.viaShare": "Zapisane z linku udostępniania",
  "rightToWork.receipt.viaCompany": "Zapisane przez firmę",
  "rightToWork.error.shareEnded":
    "Ten link wygasł, więc nie można już zapisać w nim sprawdzenia. Poproś osobę, która go udostępniła, o nowy.",
  "rightToWork.error.notShared": "Ten link nie zawiera dowodu prawa do pracy.",
  "rightToWork.error.noRecord": "Ta osoba nie ma jeszcze dowodu prawa do pracy do sprawdzenia.",
  "rightToWork.shared.title": "Prawo do pracy",
  "rightToWork.shared.route": "Sposób potwierdzenia: {route}",
  "rightToWork.shared.shareCode": "Kod udostępniania (share code): {code}",
  "rightToWork.shared.codeValidUntil": "Kod udostępniania działa do {date}",
  "rightToWork.shared.dateOfBirth": "Data urodzenia: {date}",
  "rightToWork.shared.endsOn": "Zezwolenie kończy się {date}",
  "rightToWork.shared.details": "Posiada: {details}",
  "rightToWork.shared.checkOnline": "Sprawdź na GOV.UK",
  "rightToWork.shared.notAStatutoryCheck":
    "To dowód przedstawiony przez pracownika, a nie sprawdzenie. Aby mieć ustawową ochronę przed karą (statutory excuse), musisz przeprowadzić sprawdzenie osobiście.",
  "rightToWork.pdf.title": "Sprawdzenie prawa do pracy: potwierdzenie",
  "rightToWork.pdf.worker": "Osoba sprawdzana: {name}",
  "rightToWork.pdf.evidence": "Dowód przedstawiony przez tę osobę w SiteReady",
  "rightToWork.pdf.check": "Sprawdzenie zapisane przez zleceniodawcę",
  "rightToWork.pdf.footer":
    "SiteReady nie przeprowadził tego sprawdzenia. To zapis tego, co zleceniodawca zgłosił {date}.",
  "rightToWork.email.codeExpiring.subject":
    "Kod udostępniania prawa do pracy przestanie działać za {days, plural, one {# dzień} few {# dni} many {# dni} other {# dnia}}",
  "rightToWork.email.codeExpiring.body":
    "Twój kod udostępniania przestanie działać {date}. Potem zleceniodawcy nie sprawdzą Cię już za jego pomocą. Utwórz nowy na GOV.UK („Prove your right to work”) i dodaj go w SiteReady:",
  "rightToWork.email.codeExpired.subject": "Kod udostępniania prawa do pracy przestał działać",
  "rightToWork.email.codeExpired.body":
    "Twój kod udostępniania przestał działać {date}. Utwórz nowy na GOV.UK („Prove your right to work”) i dodaj go w SiteReady:",
  "rightToWork.email.permissionEnding.subject": "Twoje zezwolenie na pracę kończy się {date}",
  "rightToWork.email.permissionEnding.body":
    "Twoje zezwolenie na pracę w Wielkiej Brytanii kończy się {date}. Zleceniodawcy muszą sprawdzić Cię ponownie przed tą datą. Jeśli czekasz na decyzję w sprawie przedłużenia, zaktualizuj dowód prawa do pracy:",
  "rightToWork.email.followUpWorker.subject":
    "Firma {organisation} musi ponownie sprawdzić Twoje prawo do pracy do {date}",
  "rightToWork.email.followUpWorker.body":
    "Firma {organisation} zapisała sprawdzenie Twojego prawa do pracy, które trzeba powtórzyć do {date}. Zadbaj, aby Twój kod udostępniania wtedy działał:",
  "rightToWork.email.followUpEngager.subject": "Ponowne sprawdzenie prawa do pracy do {date}: {worker}",
  "rightToWork.email.followUpEngager.body":
    "Masz zapisane sprawdzenie prawa do pracy z dnia {checked} (osoba: {worker}), które trzeba powtórzyć do {date}. Poproś tę osobę o kod udostępniania i sprawdź ponownie na GOV.UK.",
  "rightToWork.email.receipt.subject": "Firma {organisation} zapisała sprawdzenie Twojego prawa do pracy",
  "rightToWork.email.receipt.body":
    "Firma {organisation} zapisała: {outcome}, data sprawdzenia: {date}. Zobacz w SiteReady:",
  "rightToWork.calendar.codeExpires": "Kod udostępniania prawa do pracy przestaje działać",
  "rightToWork.calendar.permissionEnds": "Koniec zezwolenia na pracę",
  "rightToWork.calendar.followUp": "Ponowne sprawdzenie prawa do pracy ({organisation})",
  "rightToWork.documents.link":
    "Twoje prawo do pracy: kod udostępniania, data urodzenia i zdjęcia w jednym miejscu",
  "rightToWork.requirement.met": "Prawo do pracy: {route}",
  "rightToWork.error.tooManyReceipts": "Dziś zapisano już zbyt wiele sprawdzeń dla tej osoby. Spróbuj jutro.",
};
