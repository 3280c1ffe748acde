import type { Translation } from "../../i18n/translation.ts";
import type { messages as english } from "./en.ts";

export const messages: Translation<typeof english> = {
  "dashboard.title": "Pulpit",
  "dashboard.hello": "Cześć",
  "dashboard.helloName": "Cześć, {name}",
  "dashboard.lastUpdated": "Profil zaktualizowany {date}",
  "dashboard.startWithCard": "Zacznij od pierwszej karty: od razu trafi do Twojego portfela.",
  "dashboard.gateTitle": "Przygotuj się na bramę budowy",
  "dashboard.gateText":
    "Dodaj kartę CSCS lub inną ze zdjęciem każdej strony. Od razu jest w Twoim portfelu, nawet bez zasięgu.",
  "dashboard.addFirstCard": "Dodaj pierwszą kartę",
  "dashboard.openWallet": "Otwórz portfel na bramę",
  "dashboard.loading": "Wczytywanie pulpitu...",
  "dashboard.yourProfile": "Twój profil",
  "dashboard.profileCompletion": "Uzupełnienie profilu",
  "dashboard.nextSection": "Dalej: uzupełnij sekcję „{section}”",
  "dashboard.thenSection": "Potem uzupełnij sekcję „{section}”",
  "dashboard.next.title": "Zrób to najpierw",
  "dashboard.next.openCard": "Otwórz kartę",
  "dashboard.next.openDocument": "Otwórz dokument",
  "dashboard.next.openQualification": "Otwórz kwalifikację",
  "dashboard.next.openInduction": "Otwórz szkolenie wstępne",
  "dashboard.allFilledIn":
    "Wszystko jest uzupełnione. Aktualizuj dane, gdy zmieniają się Twoje karty i dokumenty.",
  "dashboard.profileSections": "Sekcje profilu",
  "dashboard.sectionCompletion": "{section} – uzupełnienie",
  "dashboard.expiringSoon": "Wkrótce wygasa",
  "dashboard.nothingExpiring":
    "W ciągu najbliższych 90 dni nic nie wygasa. Tu pojawią się karty, uprawnienia i dokumenty do odnowienia.",
  "dashboard.kind.skillsCard": "Karta",
  "dashboard.kind.document": "Dokument",
  "dashboard.kind.qualification": "Kwalifikacja",
  "dashboard.kind.induction": "Szkolenie wstępne",
  "dashboard.expiredOn": "Nieważne od {date}",
  "dashboard.expiresOn": "Ważne do {date}",
  "dashboard.fetchFailedBecause": "Nie udało się pobrać danych pulpitu ({reason})",
  "dashboard.httpStatus": "HTTP {status}: {text}",
};
