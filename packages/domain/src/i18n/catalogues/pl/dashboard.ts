import type { dashboard as english } from "../en/dashboard.ts";
import type { Translation } from "../translation.ts";

export const dashboard: Translation<typeof english> = {
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
};
