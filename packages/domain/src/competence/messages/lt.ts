import type { Translation } from "../../i18n/translation.ts";
import type { messages as english } from "./en.ts";

/** Kompetencijų įrašai ir vadovo patvirtinimas (issue 53). */
export const messages: Translation<typeof english> = {
  "competence.page.title": "Mokymai ir kompetencijos",
  "competence.page.intro":
    "Mokymai, kursai, trumpi saugos pasitarimai (toolbox talks) ir CPD vienoje vietoje, su valandomis ir įrodymais. Vadovas gali patvirtinti įrašą iš el. laiško, be paskyros.",
  "competence.page.link": "Mokymų ir kompetencijų įrašai",
  "competence.page.linkHint": "Mokymai, kursai, saugos pasitarimai ir CPD, su valandomis ir įrodymais.",
  "competence.kind.training": "Mokymai",
  "competence.kind.course": "Kursai",
  "competence.kind.toolbox_talk": "Trumpas saugos pasitarimas (toolbox talk)",
  "competence.kind.cpd": "CPD (profesinis tobulėjimas)",
  "competence.field.kind": "Rūšis",
  "competence.field.title": "Kas tai buvo",
  "competence.field.provider": "Vedė",
  "competence.field.date": "Data",
  "competence.field.hours": "Valandos",
  "competence.field.notes": "Pastabos",
  "competence.field.supervisorName": "Vadovo vardas ir pavardė",
  "competence.field.supervisorEmail": "Vadovo el. paštas",
  "competence.field.yourName": "Jūsų vardas ir pavardė",
  "competence.field.decision": "Jūsų atsakymas",
  "competence.validation.hours":
    "Įveskite nuo {min} iki {max} valandų, ketvirčiais (pavyzdžiui, 1,5 arba 0,25)",
  "competence.form.add": "Pridėti įrašą",
  "competence.form.addFirst": "Pridėti pirmą įrašą",
  "competence.form.label": "Naujas kompetencijos įrašas",
  "competence.form.changeLabel": "Keisti kompetencijos įrašą",
  "competence.form.submit": "Išsaugoti įrašą",
  "competence.form.titleHint": "Pavyzdžiui: saugos pasitarimas apie darbą aukštyje",
  "competence.form.providerHint": "Įmonė, mokytojas arba vadovas",
  "competence.form.hoursHint": "Valandos ketvirčiais: 0,25 yra 15 minučių",
  "competence.form.changesConfirmed":
    "Šį įrašą patvirtino {name}. Pakeitus, kas tai buvo, kas vedė, datą ar valandas, patvirtinimas dings: išsaugoję galėsite paprašyti dar kartą.",
  "competence.list": "Jūsų kompetencijų įrašai",
  "competence.loading": "Įkeliami kompetencijų įrašai…",
  "competence.emptyTitle": "Mokymų ir kompetencijų įrašų dar nėra",
  "competence.emptyText":
    "Pridėkite baigtus mokymus, kursus, saugos pasitarimus ir CPD. Darbdaviai ir generaliniai rangovai jų prašo.",
  "competence.year":
    "{year}: {hours, plural, one {# valanda} few {# valandos} many {# valandos} other {# valandų}}",
  "competence.hours": "{hours, plural, one {# valanda} few {# valandos} many {# valandos} other {# valandų}}",
  "competence.givenBy": "Vedė {provider}",
  "competence.changeTitle": "Keisti: {title}",
  "competence.deleteQuestion": "Ištrinti {title} iš kompetencijų įrašų?",
  "competence.confirmDelete": "Ištrinti įrašą",
  "competence.keep": "Palikti",
  "competence.evidence.label": "Įrodymas (nuotrauka arba PDF)",
  "competence.evidence.add": "Pridėti įrodymą",
  "competence.evidence.view": "Atidaryti įrodymą",
  "competence.evidence.remove": "Pašalinti įrodymą",
  "competence.evidence.hint": "Pažymėjimas, dalyvių sąrašas arba kortelės nuotrauka.",
  "competence.confirmation.unconfirmed": "Nepatvirtinta",
  "competence.confirmation.requested":
    "Laukiama, kol patvirtins {name} ({email}). Nuoroda galioja iki {date}.",
  "competence.confirmation.expired":
    "{name} neatsakė, kol nuoroda nustojo galioti {date}. Galite paprašyti dar kartą.",
  "competence.confirmation.bounced":
    "Nepavyko pristatyti el. laiško adresu {email}. Patikrinkite adresą ir siųskite dar kartą.",
  "competence.confirmation.confirmedBy": "Patvirtino {name} ({email}), {date}",
  "competence.confirmation.declined": "{name} nepatvirtino šio įrašo, {date}.",
  "competence.confirmation.confirmedShort": "Patvirtinta",
  "competence.confirmation.notConfirmedShort": "Nepatvirtinta",
  "competence.ask.open": "Paprašyti vadovo patvirtinti",
  "competence.ask.again": "Siųsti dar kartą",
  "competence.ask.label": "Paprašyti vadovo patvirtinti: {title}",
  "competence.ask.hint":
    "Išsiųsime nuorodą, kuri veikia vieną kartą, 14 dienų. Paskyros nereikia. Vadovas savo žodžiu patvirtina, kad tai atlikote.",
  "competence.ask.submit": "Siųsti el. laišką",
  "competence.ask.sent": "El. laiškas išsiųstas adresu {email}.",
  "competence.ask.cancel": "Atšaukti",
  "competence.limit.entries":
    "Pasiekėte 500 kompetencijų įrašų ribą. Ištrinkite nereikalingus, kad galėtumėte pridėti naujų.",
  "competence.limit.requests":
    "Per pastarąsias 24 valandas paprašėte 20 patvirtinimų, daugiausia per dieną. Bandykite rytoj.",
  "competence.link.used": "Ši nuoroda jau panaudota. Kiekviena patvirtinimo nuoroda veikia vieną kartą.",
  "competence.link.expired":
    "Ši nuoroda nustojo galioti {date}. Paprašykite darbuotojo atsiųsti naują iš SiteReady.",
  "competence.link.withdrawn":
    "Ši nuoroda nebeveikia: darbuotojas pakeitė įrašą arba išsiuntė naują nuorodą.",
  "competence.link.missing":
    "Šis puslapis atsidaro iš nuorodos el. laiške. Atidarykite laišką ir bakstelėkite nuorodą dar kartą.",
  "competence.supervisor.title": "Mokymų patvirtinimas",
  "competence.supervisor.intro":
    "{worker} prašo patvirtinti šį įrašą SiteReady kompetencijų sąraše. Patvirtinkite tik tai, ką tikrai žinote.",
  "competence.supervisor.facts": "Įrašas",
  "competence.supervisor.worker": "Darbuotojas",
  "competence.supervisor.confirm": "Patvirtinu",
  "competence.supervisor.decline": "Negaliu patvirtinti",
  "competence.supervisor.send": "Siųsti atsakymą",
  "competence.supervisor.nameHint": "Jūsų vardas bus rodomas prie įrašo kaip patvirtinusio asmens.",
  "competence.supervisor.privacy":
    "Prie įrašo saugome jūsų vardą, el. pašto adresą ir atsakymo laiką. IP adreso nesaugome.",
  "competence.supervisor.confirmed": "Ačiū. Patvirtinote šį įrašą.",
  "competence.supervisor.declined": "Ačiū. Šio įrašo nepatvirtinote, ir darbuotojas tai matys.",
  "competence.supervisor.linkValid": "Ši nuoroda veikia vieną kartą, iki {date}.",
  "competence.email.subject": "{worker} prašo patvirtinti: {kind}",
  "competence.email.body":
    "Sveiki, {name},\n\n{worker} įrašė tai į savo kompetencijų sąrašą SiteReady ir prašo patvirtinti:\n\n- {kind}: {title}\n- Vedė: {provider}\n- Data: {date}\n- Valandos: {duration}\n\nPatvirtinti arba atsisakyti: {link}\n\nNuoroda veikia vieną kartą, iki {expires}. Paskyros nereikia.\n\n-- \nGavote šį laišką, nes {worker} nurodė jūsų adresą. Jei šio asmens nepažįstate, laišką ignoruokite.",
  "competence.email.providerNone": "nenurodyta",
  "competence.ask.alreadyConfirmed":
    "Šis įrašas jau patvirtintas. Jei reikia patvirtinti iš naujo, pirmiausia jį pakeiskite.",
  "competence.link.unknown":
    "Ši nuoroda neveikia. Dar kartą atidarykite visą nuorodą iš el. laiško arba paprašykite darbuotojo naujos.",
  "competence.ask.mailDown": "Šiuo metu nepavyko išsiųsti el. laiško. Bandykite po kelių minučių.",
  "competence.shared.entry": "{title} ({kind}), data {date}, {hours}: {confirmation}",
  "competence.shared.detail":
    "{count, plural, one {# įrašas} few {# įrašai} many {# įrašo} other {# įrašų}}, vadovo patvirtinta: {confirmed}",
  "competence.email.answeredSubject": "{name} atsakė dėl jūsų įrašo ({kind})",
  "competence.email.confirmedBody":
    "{name} patvirtino šį įrašą jūsų SiteReady kompetencijų sąraše:\n\n- {kind}: {title}\n\nDabar jūsų CV ir bendrinimuose su sąrašu jis rodomas kaip patvirtintas ({name}).\n\nJūsų sąrašas: {link}",
  "competence.email.declinedBody":
    "{name} nepatvirtino šio įrašo jūsų SiteReady kompetencijų sąraše:\n\n- {kind}: {title}\n\nPatikrinkite įrašą ir paprašykite kito ten buvusio žmogaus.\n\nJūsų sąrašas: {link}",
};
