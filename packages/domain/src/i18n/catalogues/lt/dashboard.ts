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
  "dashboard.loading": "Įkeliama pradžia...",
  "dashboard.yourProfile": "Jūsų profilis",
  "dashboard.profileCompletion": "Profilio užpildymas",
  "dashboard.nextSection": "Toliau: užpildykite skiltį „{section}“",
  "dashboard.allFilledIn": "Viskas užpildyta. Atnaujinkite, kai keičiasi jūsų kortelės ir dokumentai.",
  "dashboard.profileSections": "Profilio skiltys",
  "dashboard.sectionCompletion": "{section}: užpildymas",
  "dashboard.expiringSoon": "Greitai baigs galioti",
  "dashboard.nothingExpiring":
    "Per artimiausias 90 dienų niekas nebaigs galioti. Čia matysite atnaujintinas korteles, pažymėjimus ir dokumentus.",
  "dashboard.kind.skillsCard": "Kortelė",
  "dashboard.kind.document": "Dokumentas",
  "dashboard.kind.qualification": "Kvalifikacija",
  "dashboard.kind.induction": "Instruktažas",
  "dashboard.expiredOn": "Nebegalioja nuo {date}",
  "dashboard.expiresOn": "Galioja iki {date}",
  "dashboard.fetchFailed": "Nepavyko gauti pradžios duomenų",
  "dashboard.fetchFailedBecause": "Nepavyko gauti pradžios duomenų ({reason})",
  "dashboard.authenticationFailed": "Nepavyko patvirtinti tapatybės",
};
