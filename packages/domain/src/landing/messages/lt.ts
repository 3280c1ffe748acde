import type { Translation } from "../../i18n/translation.ts";
import type { messages as english } from "./en.ts";

export const messages: Translation<typeof english> = {
  "landing.eyebrow": "JK statybų darbuotojams ir rangovams",
  "landing.title": "Jūsų kortelės ir dokumentai – paruošti prie statybvietės vartų",
  "landing.lead":
    "SiteReady laiko kartu jūsų korteles (skills cards), dokumentus, kvalifikacijas ir darbo duomenis, parodo, kiek užpildytas jūsų profilis, ir primena, kol kas nors dar nepasibaigė.",
  "landing.signUpFree": "Registruotis nemokamai",
  "landing.logIn": "Prisijungti",
  "landing.featuresTitle": "Ką daro SiteReady",
  "landing.feature.cards.title": "Visos kortelės ir pažymėjimai vienoje vietoje",
  "landing.feature.cards.text":
    "CSCS, CPCS, NPORS, CISRS, ECS, IPAF, PASMA, SMSTS ir kitos – nuotraukos iš priekio ir galo, su registracijos numeriais ir galiojimo datomis.",
  "landing.feature.reminders.title": "Įspėjame, kol dar nepasibaigė",
  "landing.feature.reminders.text":
    "Parašome el. laišką likus 90, 30 ir 7 dienoms iki kortelės galiojimo pabaigos ir galime įrašyti kiekvieną datą į telefono kalendorių.",
  "landing.feature.gate.title": "Viskas paruošta prie statybvietės vartų",
  "landing.feature.gate.text":
    "Sukurta telefonui. Kortelės atsidaro net be ryšio, tad instruktažas (induction) trunka kelias minutes, o ne skambutį į biurą.",
  "landing.feature.safe.title": "Jūsų duomenys saugūs",
  "landing.feature.safe.text":
    "Banko duomenys, NI numeris ir UTR yra užšifruoti. Bet kada galite atsisiųsti viską, ką apie jus saugome, arba viską ištrinti.",
  "landing.feature.jobs.title": "Darbai pagal jūsų korteles",
  "landing.feature.jobs.text":
    "Matykite, kokiems darbams jau turite reikiamas korteles, kreipkitės keliais paspaudimais ir saugokite kiekvienos statybvietės, kurioje dirbote, įrašą.",
  "landing.feature.weather.title": "Orai jūsų statybvietėse",
  "landing.feature.weather.text":
    "Vėjo gūsiai dirbant su kranu ir keltuvu (MEWP), šaltis betonui ir skiediniui, smarkus lietus – savaitei į priekį kiekvienai jūsų statybvietei.",
  "landing.freeTitle": "Nemokamai visiems statybvietėje. Visam laikui.",
  "landing.freeText":
    "SiteReady yra nemokamas ir toks liks. Nėra reklamų ir niekada neparduodame jūsų duomenų. Naujas funkcijas apmoka naudotojų aukos.",
  "landing.createProfile": "Susikurkite nemokamą profilį",
};
