import type { dashboard as english } from "../en/dashboard.ts";
import type { Translation } from "../translation.ts";

export const dashboard: Translation<typeof english> = {
  "dashboard.title": "Panou",
  "dashboard.hello": "Salut",
  "dashboard.helloName": "Salut, {name}",
  "dashboard.lastUpdated": "Profil actualizat pe {date}",
  "dashboard.startWithCard": "Începe cu primul card: intră direct în portofelul tău.",
  "dashboard.gateTitle": "Pregătește-te pentru poarta șantierului",
  "dashboard.gateText":
    "Adaugă cardul CSCS sau alt card, cu poză pe fiecare parte. Apare imediat în portofel, chiar și fără semnal.",
  "dashboard.addFirstCard": "Adaugă primul card",
  "dashboard.openWallet": "Deschide portofelul pentru poartă",
};
