import type { dashboard as english } from "../en/dashboard.ts";
import type { Translation } from "../translation.ts";

export const dashboard: Translation<typeof english> = {
  "dashboard.title": "Pradžia",
  "dashboard.hello": "Sveiki",
  "dashboard.helloName": "Sveiki, {name}",
  "dashboard.lastUpdated": "Profilis atnaujintas {date}",
  "dashboard.startWithCard": "Pradėkite nuo pirmos kortelės: ji iš karto atsiras jūsų piniginėje.",
  "dashboard.gateTitle": "Pasiruoškite statybvietės vartams",
  "dashboard.gateText":
    "Pridėkite CSCS ar kitą kortelę su abiejų pusių nuotraukomis. Ji iš karto bus jūsų piniginėje, net be ryšio.",
  "dashboard.addFirstCard": "Pridėti pirmą kortelę",
  "dashboard.openWallet": "Atidaryti piniginę vartams",
};
