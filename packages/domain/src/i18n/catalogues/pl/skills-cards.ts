import type { skillsCards as english } from "../en/skills-cards.ts";
import type { Translation } from "../translation.ts";

export const skillsCards: Translation<typeof english> = {
  "skillsCard.add": "Dodaj kartę",
  "skillsCard.addFirst": "Dodaj pierwszą kartę",
  "skillsCard.list": "Twoje karty",
  "skillsCard.loading": "Wczytywanie kart…",
  "skillsCard.emptyTitle": "Nie masz jeszcze kart",
  "skillsCard.emptyText":
    "Trzymaj tu karty CSCS, CPCS i inne uprawnienia, ze zdjęciami obu stron. Pokażemy Ci, kiedy każdą trzeba odnowić, żeby nikt nie zawrócił Cię od bramy budowy.",
  "skillsCard.changePhotos": "Zmień lub dodaj zdjęcia",
  "skillsCard.deleteQuestion": "Usunąć tę kartę i jej zdjęcia? Tego nie można cofnąć.",
  "skillsCard.confirmDelete": "Tak, usuń kartę",
  "skillsCard.keep": "Zostaw kartę",
  "skillsCard.changeTitle": "Zmień kartę {card}",
  "skillsCard.formLabel": "Dane karty",
  "skillsCard.changeFormLabel": "Zmień dane karty",
  "skillsCard.typeHint": "Wpisz nazwę systemu lub karty, na przykład CSCS, CPCS albo Blue.",
  "skillsCard.numberHint": "Numer wydrukowany na karcie.",
  "skillsCard.noExpiry": "Ta karta nie traci ważności.",
  "skillsCard.photosTitle": "Zdjęcia karty",
  "skillsCard.photosHint":
    "Wyraźne zdjęcie każdej strony pozwala pokazać kartę przy bramie, nawet jeśli zostawisz ją w domu.",
  "skillsCard.photosAfterSave":
    "Wyraźne zdjęcie każdej strony oznacza, że pokażesz kartę przy bramie budowy, nawet jeśli zostawisz ją w domu.",
  "skillsCard.front": "Przód karty",
  "skillsCard.back": "Tył karty",
  "skillsCard.save": "Zapisz kartę",
  "skillsCard.saved": "Karta zapisana.",
  "skillsCard.photoFailed": "Karta zapisana, ale zdjęcie się nie wysłało: {reason}",
  "skillsCard.tryAgain": "spróbuj jeszcze raz",
  "renewal.start": "Zacznij odnawianie",
  "renewal.expiredRenewNow": "Karta wygasła: odnów ją teraz",
  "renewal.opensOn": "Odnowienie będzie możliwe od {date}",
  "renewal.applyNew": "Złóż wniosek o nową kartę — tej karty nie można odnowić",
  "renewal.expiredApplyNew": "Karta wygasła: złóż wniosek o nową",
  "renewal.addExpiry": "Dodaj datę ważności",
};
