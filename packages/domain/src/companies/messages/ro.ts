import type { Translation } from "../../i18n/translation.ts";
import type { messages as english } from "./en.ts";

export const messages: Translation<typeof english> = {
  "companies.title": "Companii",
  "companies.field.name": "Numele companiei",
  "companies.field.companiesHouseNumber": "Numărul Companies House",
  "companies.field.addressLine1": "Adresa, rândul 1",
  "companies.field.addressLine2": "Adresa, rândul 2",
  "companies.field.town": "Localitatea",
  "companies.field.postcode": "Cod poștal",
  "companies.field.email": "E-mail",
  "companies.field.siteName": "Numele șantierului",
  "companies.field.startsOn": "Data de început",
  "companies.field.endsOn": "Data de sfârșit",
  "companies.field.crewRoleName": "Rolul sau funcția",
  "companies.validation.companiesHouseNumber":
    "Un număr Companies House are 8 caractere: 8 cifre sau 2 litere și 6 cifre (de exemplu SC123456).",
  "companies.validation.endBeforeStart": "Data de sfârșit nu poate fi înaintea datei de început.",
  "companies.validation.chooseRole": "Alege un rol din listă.",
  "companies.validation.chooseCardType": "Alege un card din listă.",
  "companies.validation.categoryNotOfCard": "Această categorie nu este una dintre categoriile acestui card.",
  "companies.validation.chooseDocument": "Alege un document din listă.",
  "companies.validation.amberDays": "Introdu un număr întreg de zile, de la 0 la 365.",
  "companies.validation.nothingRequired":
    "Alege cel puțin un card sau un document de care are nevoie acest rol.",
  "companies.validation.chooseGatePolicy":
    "Alege dacă la poarta șantierului se avertizează sau se blochează.",
  "companies.validation.inviteToken": "Linkul invitației nu este complet. Deschide din nou tot linkul.",
  "companies.role.owner": "Proprietar",
  "companies.role.manager": "Manager",
  "companies.role.gatekeeper": "Portar",
  "companies.gatePolicy.warn": "Avertizare la poartă",
  "companies.gatePolicy.block": "Blocare la poartă",
  "companies.plan.free": "Gratuit (până la {limit} membri în echipe)",
  "companies.plan.paid": "Planul pentru companii",
  "companies.document.rightToWork": "Dovada dreptului de muncă (Right to Work)",
  "companies.status.green": "Totul în regulă",
  "companies.status.amber": "De verificat curând",
  "companies.status.red": "Lipsesc cerințe",
  "companies.status.invited": "Invitație trimisă",
  "companies.status.declined": "Invitație refuzată",
  "companies.status.left": "A plecat din echipă",
  "companies.reason.missing": "Lipsește: {item}",
  "companies.reason.expiresIn":
    "{item} expiră {days, plural, =0 {azi} one {peste # zi} few {peste # zile} other {peste # de zile}}",
  "companies.reason.expired": "{item} a expirat",
  "companies.reason.notVerified": "{item} nu este verificat: nu are fotografie",
  "companies.change.joined": "{name} s-a alăturat echipei",
  "companies.change.declined": "{name} a refuzat invitația",
  "companies.change.left": "{name} a plecat din echipă",
  "companies.change.renewed": "{item} pentru {name} a fost reînnoit",
  "companies.change.expired": "{item} pentru {name} a expirat",
  "companies.change.expiring":
    "{item} pentru {name} expiră {days, plural, =0 {azi} one {peste # zi} few {peste # zile} other {peste # de zile}}",
  "companies.consent.neverContact": "Numărul tău de telefon, e-mailul și adresa",
  "companies.consent.neverOtherRecords": "Cardurile și documentele de care acest rol nu are nevoie",
  "companies.consent.neverPrivate": "Datele tale bancare, numărul NI și UTR",
  "companies.consent.neverCopies":
    "Fără copii: compania se uită la documentele tale cât timp faci parte din echipă și vezi fiecare vizualizare",
  "companies.error.companyNotFound": "Această companie nu există sau nu faci parte din ea.",
  "companies.error.notAllowed": "Rolul tău în această companie nu permite acest lucru.",
  "companies.error.alreadyInvited": "{email} a primit deja o invitație pe acest șantier.",
  "companies.error.alreadyInCrew": "{email} face deja parte din echipa acestui șantier.",
  "companies.error.alreadyColleague":
    "{email} a primit deja o invitație sau face parte din această companie.",
  "companies.error.inviteExpired": "Această invitație a expirat. Cere companiei una nouă.",
  "companies.error.inviteWithdrawn": "Compania a retras această invitație.",
  "companies.error.inviteAnswered": "La această invitație s-a răspuns deja.",
  "companies.error.inviteNotFound": "Linkul invitației nu este valid. Verifică dacă ai deschis tot linkul.",
  "companies.error.inviteForAnotherEmail": "Această invitație a fost trimisă la altă adresă de e-mail.",
  "companies.error.lastOwner":
    "O companie are nevoie de cel puțin un proprietar. Dă mai întâi acest rol altcuiva.",
  "companies.error.roleInUse":
    "Acest rol este încă folosit de membri ai echipelor sau de invitații deschise.",
  "companies.error.freeLimit":
    "Planul gratuit acoperă până la {limit} membri în echipe. Alege planul pentru companii ca să inviți mai mulți.",
  "companies.gate.letIn": "Membru așteptat al echipei: poate intra",
  "companies.gate.warn": "Lipsesc cerințe: poate intra doar după verificarea motivelor",
  "companies.gate.refuse": "Lipsesc cerințe: acest șantier blochează intrarea",
  "companies.gate.notInCrew": "Nu face parte din echipa acestui șantier",
  "companies.export.title": "Tabloul echipei: {site}",
  "companies.export.name": "Nume",
  "companies.export.role": "Rol",
  "companies.export.status": "Stare",
  "companies.export.reasons": "Motive",
  "companies.export.nextExpiry": "Următoarea expirare",
  "companies.export.generated": "Creat la {when}",
  "companies.email.crewInviteSubject": "{company} te invită în echipa de la {site}",
  "companies.email.crewInviteBody":
    "{company} te invită în echipa de la {site}, în rolul {role}. Înainte să accepți, vezi exact ce documente va vedea compania: doar ce cere rolul, numele și fotografia ta. Poți pleca oricând.",
  "companies.email.crewInviteAction": "Vezi invitația",
  "companies.email.colleagueInviteSubject": "{company} te invită în SiteReady",
  "companies.email.colleagueInviteBody":
    "{inviter} te invită în {company} pe SiteReady, în rolul {role}. Intră în cont sau creează un cont cu această adresă de e-mail ca să accepți.",
  "companies.email.colleagueInviteAction": "Deschide SiteReady",
  "companies.email.weeklySubject":
    "{count, plural, one {# document expiră} few {# documente expiră} other {# de documente expiră}} în echipele tale în următoarele 30 de zile",
  "companies.email.weeklyIntro": "Ce expiră în următoarele 30 de zile la {company}:",
  "companies.email.weeklyLine": "{site}: {name}: {item}, la {date}",
  "companies.email.weeklyAction": "Deschide tabloul echipei",
  "companies.error.tooManyCompanies":
    "Faci parte din {limit} companii, cele mai multe pentru un cont. Ieși din una ca să te alături alteia sau să creezi alta.",
  "companies.error.tooManyMembers":
    "Această companie are {limit} membri și invitații deschise, cele mai multe posibile. Retrage o invitație sau elimină un membru mai întâi.",
  "companies.error.tooManyInvites":
    "Această companie a trimis {limit} invitații în echipe în ultimele 24 de ore, cele mai multe într-o zi. Încearcă mâine.",
  "companies.error.cancelPlanFirst":
    "Compania are planul pentru companii. Anulează mai întâi planul cu „Gestionează planul companiei” de pe această pagină, apoi șterge compania.",
};
