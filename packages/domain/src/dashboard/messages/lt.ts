import type { Translation } from "../../i18n/translation.ts";
import type { messages as english } from "./en.ts";

export const messages: Translation<typeof english> = {
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
  "dashboard.thenSection": "Tada užpildykite skiltį „{section}“",
  "dashboard.next.title": "Pirmiausia padarykite tai",
  "dashboard.next.openCard": "Atidaryti kortelę",
  "dashboard.next.openDocument": "Atidaryti dokumentą",
  "dashboard.next.openQualification": "Atidaryti kvalifikaciją",
  "dashboard.next.openInduction": "Atidaryti instruktažą",
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
  "dashboard.fetchFailedBecause": "Nepavyko gauti pradžios duomenų ({reason})",
  "dashboard.httpStatus": "HTTP {status}: {text}",
};
