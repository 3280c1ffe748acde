import type { Translation } from "../../i18n/translation.ts";
import type { messages as english } from "./en.ts";

export const messages: Translation<typeof english> = {
  "language.label": "Język",
  "language.settingsHint": "Teksty SiteReady i przypomnienia o kartach będą w wybranym przez Ciebie języku.",
  "form.optional": "{label} (nieobowiązkowe)",
  "form.saveChanges": "Zapisz zmiany",
  "form.cancel": "Anuluj",
  "form.show": "Pokaż",
  "form.hide": "Ukryj",
  "form.done": "Gotowe",
  "page.signUp": "Rejestracja",
  "field.firstName": "Imię",
  "field.lastName": "Nazwisko",
  "field.email": "E-mail",
  "field.password": "Hasło",
  "field.confirmPassword": "Powtórz hasło",
  "field.cardType": "Rodzaj karty",
  "field.registrationNumber": "Numer rejestracyjny",
  "field.issueDate": "Data wydania",
  "field.expiryDate": "Data ważności",
  "validation.required": "Pole „{label}” jest wymagane",
  "validation.tooLong": "Pole „{label}” może mieć najwyżej {max} znaków",
  "validation.notText": "Pole „{label}” musi być tekstem",
  "validation.chooseFromList": "Wybierz {thing} z listy",
  "validation.email": "Wpisz poprawny adres e-mail",
  "validation.password": "Hasło musi mieć co najmniej {min} znaków",
  "validation.passwordHint": "Co najmniej {min} znaków.",
  "validation.passwordsDoNotMatch": "Hasła nie są takie same",
  "validation.name": "Imię i nazwisko mogą zawierać tylko litery, spacje, myślniki i apostrofy",
  "validation.phone": "Wpisz poprawny numer telefonu",
  "validation.postcode": "Wpisz poprawny brytyjski kod pocztowy",
  "validation.date": "Wpisz poprawną datę",
  "validation.expiryAfterIssue": "Data ważności musi być późniejsza niż data wydania",
  "validation.terms": "Zaznacz pole, aby zgodzić się na warunki korzystania i politykę prywatności",
  "validation.controlCharacters": "Usuń znaki specjalne, których to pole nie może zawierać",
  "error.validation": "Nieprawidłowe dane",
  "error.authenticationRequired": "Musisz się zalogować. Zaloguj się ponownie.",
  "error.accessDenied": "Brak dostępu. Nie masz uprawnień do tej czynności.",
  "error.notFound": "Nie znaleziono tego, czego szukasz.",
  "error.tooManyRequests": "Za dużo prób. Spróbuj ponownie później.",
  "error.serverError": "Błąd serwera. Spróbuj ponownie później.",
  "error.serviceUnavailable": "Usługa chwilowo niedostępna. Spróbuj ponownie później.",
  "error.other": "Wystąpił błąd",
  "error.networkUnreachable": "Brak połączenia z serwerem. Sprawdź internet.",
  "error.networkTimeout": "Upłynął czas oczekiwania. Spróbuj jeszcze raz.",
  "error.offlineWrite": "Jesteś offline, więc nic nie zapisano. Spróbuj ponownie, gdy będzie zasięg.",
  "error.sessionExpired": "Twoja sesja wygasła. Zaloguj się ponownie.",
  "error.profileImageFetchFailed": "Nie udało się pobrać zdjęcia profilowego",
  "error.wrongSignIn": "Nieprawidłowy e-mail lub hasło. Sprawdź je i spróbuj jeszcze raz.",
  "error.emailTaken": "Konto z tym adresem e-mail już istnieje. Zaloguj się albo zmień hasło.",
  "limit.documents":
    "Osiągnięto limit 500 dokumentów. Usuń te, których już nie potrzebujesz, aby dodać nowe.",
  "limit.skillsCards":
    "Osiągnięto limit 500 kart uprawnień. Usuń te, których już nie potrzebujesz, aby dodać nowe.",
  "limit.qualifications":
    "Osiągnięto limit 500 kwalifikacji. Usuń te, których już nie potrzebujesz, aby dodać nowe.",
  "limit.projects": "Osiągnięto limit 500 projektów. Usuń te, których już nie potrzebujesz, aby dodać nowe.",
  "limit.shares": "Osiągnięto limit 500 udostępnień. Usuń te, których już nie potrzebujesz, aby dodać nowe.",
  "limit.jobPosts":
    "Osiągnięto limit 500 ogłoszeń o pracy. Usuń te, których już nie potrzebujesz, aby dodać nowe.",
  "limit.listings":
    "Osiągnięto limit 500 ogłoszeń o zakwaterowaniu. Usuń te, których już nie potrzebujesz, aby dodać nowe.",
  "limit.inductions":
    "Osiągnięto limit 500 szkoleń wstępnych. Usuń te, których już nie potrzebujesz, aby dodać nowe.",
  "limit.weatherSites":
    "Osiągnięto limit 500 budów zapisanych w prognozie pogody. Usuń te, których już nie potrzebujesz, aby dodać nowe.",
  "limit.storage":
    "Twoje pliki zajmują już całe dostępne miejsce (500 MB). Usuń część plików, aby zrobić miejsce na ten.",
  "limit.gateRegisterDay":
    "Twój rejestr wejść przyjął w ciągu ostatnich 24 godzin 20 000 wejść – to najwięcej, ile przyjmuje w ciągu doby. Niewysłane skany są zapisane w tym telefonie: otwórz jutro ponownie stronę kontroli na bramie, aby je wysłać.",
  "limit.gateRegisterFull":
    "Twój rejestr wejść zawiera 500 000 wejść – to najwięcej, ile SiteReady przechowuje dla jednego konta. Pobierz go jako arkusz kalkulacyjny, a potem napisz do nas, aby usunąć stare wpisy.",
  "limit.groups":
    "Należysz do 200 grup – to najwięcej, ile może mieć jedno konto. Opuść grupę, z której już nie korzystasz, aby dołączyć do innej albo założyć nową.",
  "limit.blocks":
    "Masz 500 zablokowanych osób – to najwięcej, ile może zablokować jedno konto. Odblokuj kogoś, aby zablokować inną osobę.",
  "limit.newConversations":
    "Masz 100 nowych rozmów z ostatnich 24 godzin – to najwięcej w ciągu doby. Kontynuuj te, które już masz, albo zacznij nowe jutro.",
  "limit.applications":
    "W ciągu ostatnich 24 godzin z Twojego konta wysłano 50 zgłoszeń do ofert pracy – to najwięcej w ciągu doby. Spróbuj ponownie jutro.",
  "limit.reports":
    "W ciągu ostatnich 24 godzin z Twojego konta wysłano 50 zgłoszeń treści – to najwięcej w ciągu doby. Spróbuj ponownie jutro albo napisz do nas, jeśli coś wymaga uwagi od razu.",
  "limit.ocrQueue":
    "Masz już 3 zdjęcia czekające na odczytanie. Poczekaj, aż zostaną odczytane, i spróbuj ponownie.",
  "limit.renewals":
    "Ta karta była odnawiana już 20 razy – to najwięcej, ile SiteReady przechowuje dla jednej karty. Dodaj nową kartę jako nową kartę uprawnień.",
  "limit.sensitiveActions":
    "W ciągu ostatnich 24 godzin Twoje dane bankowe i podatkowe wyświetlono, zmieniono lub wyeksportowano 200 razy – to najwięcej w ciągu doby. Spróbuj ponownie jutro.",
  "limit.passkeys":
    "To konto ma 20 kluczy dostępu, najwięcej, ile może mieć. Usuń nieużywany klucz, aby dodać kolejny.",
  "limit.aiPolish":
    "W ciągu ostatniej godziny poproszono o 30 propozycji AI – to najwięcej na godzinę. Spróbuj później albo napisz to samodzielnie.",
  "limit.cvExports":
    "W ciągu ostatniej godziny CV pobrano 60 razy – to najwięcej na godzinę. Spróbuj później.",
  "errorBox.network.title": "Brak połączenia",
  "errorBox.network.next": "Sprawdź zasięg lub Wi-Fi i spróbuj jeszcze raz. To, co wpisałeś, zostaje.",
  "errorBox.authentication.title": "Zaloguj się ponownie",
  "errorBox.authentication.next": "Zaloguj się, aby kontynuować tam, gdzie skończyłeś.",
  "errorBox.validation.title": "Sprawdź swoje dane",
  "errorBox.validation.next": "Popraw zaznaczone pola i spróbuj jeszcze raz.",
  "errorBox.server.title": "Coś poszło nie tak po naszej stronie",
  "errorBox.server.next": "Spróbuj za minutę. Jeśli to się powtarza, napisz do nas.",
  "errorBox.unknown.title": "Coś poszło nie tak",
  "errorBox.unknown.next": "Spróbuj jeszcze raz. Jeśli to się powtarza, napisz do nas.",
  "validation.invalidValue": "Sprawdź to pole",
  "validation.phone.because": "Wpisz poprawny numer telefonu. {reason}.",
  "validation.phone.characters": "Użyj tylko cyfr i spacji, a przed numerem kierunkowym kraju wpisz +",
  "validation.phone.countryCode": "Sprawdź numer kierunkowy kraju po + i numer, który po nim następuje",
  "validation.phone.mobileLength":
    "Brytyjskie numery komórkowe zaczynają się od 07 i mają 11 cyfr; ten ma {digits, plural, one {# cyfrę} few {# cyfry} many {# cyfr} other {# cyfry}}",
  "validation.phone.mobileNotInUse": "To nie jest używany brytyjski numer komórkowy; sprawdź cyfry",
  "validation.phone.ukRule":
    "Brytyjskie numery komórkowe zaczynają się od 07 i mają 11 cyfr; stacjonarne – od 01, 02 lub 03",
  "field.near": "W pobliżu",
  "field.pageSize": "Liczba wyników na stronie",
  "field.image": "Zdjęcie",
  "field.formType": "Rodzaj formularza",
  "field.file": "Plik",
  "choice.trade": "zawód",
  "choice.rateType": "rodzaj stawki",
  "choice.contactPreference": "sposób kontaktu",
  "choice.status": "status",
  "choice.priceBasis": "rodzaj ceny",
  "choice.roomType": "rodzaj pokoju",
  "choice.topic": "temat",
  "choice.feedbackKind": "rodzaj opinii",
  "choice.feature": "funkcję",
  "choice.documentType": "rodzaj dokumentu",
  "choice.employmentType": "rodzaj zatrudnienia",
  "choice.cisStatus": "status CIS",
  "choice.cardType": "rodzaj karty",
  "field.message": "Wiadomość",
  "field.testCentreId": "Identyfikator centrum testowego",
  "validation.latitude": "Szerokość geograficzna musi być między -90 a 90",
  "validation.longitude": "Długość geograficzna musi być między -180 a 180",
  "validation.answer": "{message}",
};
