import type { Translation } from "../../i18n/translation.ts";
import type { messages as english } from "./en.ts";

export const messages: Translation<typeof english> = {
  "landing.eyebrow": "Pentru muncitorii și contractorii din construcții din Marea Britanie",
  "landing.title": "Cardurile și actele tale, gata la poarta șantierului",
  "landing.lead":
    "SiteReady îți ține la un loc cardurile (skills cards), documentele, calificările și datele de lucru, îți arată cât de complet e profilul tău și îți amintește înainte să expire ceva.",
  "landing.signUpFree": "Înscrie-te gratuit",
  "landing.logIn": "Intră în cont",
  "landing.featuresTitle": "Ce face SiteReady",
  "landing.feature.cards.title": "Toate cardurile și atestatele într-un singur loc",
  "landing.feature.cards.text":
    "CSCS, CPCS, NPORS, CISRS, ECS, IPAF, PASMA, SMSTS și celelalte — poze față și verso, cu numere de înregistrare și date de expirare.",
  "landing.feature.reminders.title": "Anunțat înainte să expire ceva",
  "landing.feature.reminders.text":
    "Îți trimitem e-mail cu 90, 30 și 7 zile înainte să expire un card și putem pune fiecare dată de expirare în calendarul telefonului.",
  "landing.feature.gate.title": "Gata la poarta șantierului",
  "landing.feature.gate.text":
    "Făcut pentru telefon. Cardurile se deschid chiar și fără semnal, așa că instructajul durează câteva minute, nu un telefon la birou.",
  "landing.feature.safe.title": "Datele tale, în siguranță",
  "landing.feature.safe.text":
    "Datele bancare, numărul NI și UTR-ul sunt criptate. Poți descărca tot ce avem despre tine sau poți șterge tot, oricând vrei.",
  "landing.feature.jobs.title": "Locuri de muncă potrivite cardurilor tale",
  "landing.feature.jobs.text":
    "Vezi pentru ce locuri de muncă ai deja cardurile potrivite, aplică din câteva atingeri și ține evidența fiecărui șantier unde ai lucrat.",
  "landing.feature.weather.title": "Vremea pe șantierele tale",
  "landing.feature.weather.text":
    "Rafale de vânt pentru lucrul cu macaraua și nacela (MEWP), îngheț pentru beton și mortar, ploi puternice — cu o săptămână înainte, pentru fiecare șantier.",
  "landing.freeTitle": "Gratuit pentru toți cei de pe șantier. Pentru totdeauna.",
  "landing.freeText":
    "SiteReady este gratuit și rămâne gratuit. Nu are reclame și nu îți vindem niciodată datele. Funcțiile noi sunt plătite din donațiile celor care îl folosesc.",
  "landing.createProfile": "Fă-ți profilul gratuit",
};
