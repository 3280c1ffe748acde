import type { skillsCards as english } from "../en/skills-cards.ts";
import type { Translation } from "../translation.ts";

export const skillsCards: Translation<typeof english> = {
  "skillsCard.add": "Pridėti kortelę",
  "skillsCard.addFirst": "Pridėti pirmą kortelę",
  "skillsCard.list": "Jūsų kortelės",
  "skillsCard.loading": "Įkeliamos jūsų kortelės…",
  "skillsCard.emptyTitle": "Kortelių dar nėra",
  "skillsCard.emptyText":
    "Laikykite čia CSCS, CPCS ir kitas korteles bei pažymėjimus su abiejų pusių nuotraukomis. Parodysime, kada kurią reikia atnaujinti, kad niekada nebūtumėte apgręžti prie statybvietės vartų.",
  "skillsCard.changePhotos": "Keisti arba pridėti nuotraukas",
  "skillsCard.deleteQuestion": "Ištrinti šią kortelę ir jos nuotraukas? To atšaukti negalėsite.",
  "skillsCard.confirmDelete": "Taip, ištrinti kortelę",
  "skillsCard.keep": "Palikti kortelę",
  "skillsCard.changeTitle": "Keisti {card} kortelę",
  "skillsCard.formLabel": "Kortelės duomenys",
  "skillsCard.changeFormLabel": "Keisti kortelės duomenis",
  "skillsCard.typeHint": "Įrašykite sistemą arba kortelę, pavyzdžiui, CSCS, CPCS arba Blue.",
  "skillsCard.numberHint": "Ant kortelės atspausdintas numeris.",
  "skillsCard.noExpiry": "Ši kortelė nenustoja galioti.",
  "skillsCard.photosTitle": "Kortelės nuotraukos",
  "skillsCard.photosHint":
    "Aiški kiekvienos pusės nuotrauka leidžia parodyti kortelę prie vartų, net jei palikote ją namie.",
  "skillsCard.photosAfterSave":
    "Turėdami aiškią kiekvienos pusės nuotrauką, galėsite parodyti kortelę prie statybvietės vartų, net jei palikote ją namie.",
  "skillsCard.front": "Kortelės priekis",
  "skillsCard.back": "Kortelės galas",
  "skillsCard.save": "Išsaugoti kortelę",
  "skillsCard.saved": "Kortelė išsaugota.",
  "skillsCard.photoFailed": "Kortelė išsaugota, bet nuotrauka neįkelta: {reason}",
  "skillsCard.tryAgain": "bandykite dar kartą",
  "renewal.start": "Pradėkite atnaujinimą",
  "renewal.expiredRenewNow": "Nebegalioja: atnaujinkite dabar",
  "renewal.opensOn": "Atnaujinti bus galima nuo {date}",
  "renewal.applyNew": "Prašykite naujos kortelės – šios kortelės atnaujinti negalima",
  "renewal.expiredApplyNew": "Nebegalioja: prašykite naujos kortelės",
  "renewal.addExpiry": "Pridėkite galiojimo pabaigos datą",
};
