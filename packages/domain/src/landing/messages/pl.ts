import type { Translation } from "../../i18n/translation.ts";
import type { messages as english } from "./en.ts";

export const messages: Translation<typeof english> = {
  "landing.eyebrow": "Dla pracowników i podwykonawców na budowach w Wielkiej Brytanii",
  "landing.title": "Twoje karty i dokumenty, gotowe przy bramie budowy",
  "landing.lead":
    "SiteReady trzyma w jednym miejscu Twoje karty (skills cards), dokumenty, kwalifikacje i dane do pracy, pokazuje, na ile Twój profil jest uzupełniony, i przypomina, zanim coś straci ważność.",
  "landing.signUpFree": "Załóż konto za darmo",
  "landing.logIn": "Zaloguj się",
  "landing.featuresTitle": "Co robi SiteReady",
  "landing.feature.cards.title": "Wszystkie karty i uprawnienia w jednym miejscu",
  "landing.feature.cards.text":
    "CSCS, CPCS, NPORS, CISRS, ECS, IPAF, PASMA, SMSTS i inne — zdjęcia z przodu i z tyłu, z numerami rejestracyjnymi i datami ważności.",
  "landing.feature.reminders.title": "Ostrzeżenie, zanim coś wygaśnie",
  "landing.feature.reminders.text":
    "Wysyłamy e-mail 90, 30 i 7 dni przed końcem ważności karty i możemy dodać każdą datę ważności do kalendarza w telefonie.",
  "landing.feature.gate.title": "Wszystko pod ręką przy bramie budowy",
  "landing.feature.gate.text":
    "Zrobione na telefon. Karty otwierają się nawet bez zasięgu, więc szkolenie wstępne trwa kilka minut, a nie telefon do biura.",
  "landing.feature.safe.title": "Twoje dane są bezpieczne",
  "landing.feature.safe.text":
    "Dane bankowe, numer NI i UTR są zaszyfrowane. W każdej chwili możesz pobrać wszystko, co o Tobie mamy, albo wszystko usunąć.",
  "landing.feature.jobs.title": "Praca pasująca do Twoich kart",
  "landing.feature.jobs.text":
    "Zobacz, do których prac masz już odpowiednie karty, zgłoś się kilkoma kliknięciami i zapisuj wszystkie swoje budowy.",
  "landing.feature.weather.title": "Pogoda na Twoich budowach",
  "landing.feature.weather.text":
    "Porywy wiatru przy pracy z dźwigiem i podnośnikiem (MEWP), mróz przy betonie i zaprawie, ulewy — tydzień naprzód dla każdej Twojej budowy.",
  "landing.freeTitle": "Za darmo dla każdego na budowie. Na zawsze.",
  "landing.freeText":
    "SiteReady jest darmowy i taki zostanie. Nie ma reklam i nigdy nie sprzedajemy Twoich danych. Nowe funkcje opłacają darowizny od osób, które z niego korzystają.",
  "landing.createProfile": "Załóż darmowy profil",
};
