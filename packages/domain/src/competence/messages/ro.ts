import type { Translation } from "../../i18n/translation.ts";
import type { messages as english } from "./en.ts";

/** Registrul de competențe și confirmarea de către supervizor (issue 53). */
export const messages: Translation<typeof english> = {
  "competence.page.title": "Instruire și competențe",
  "competence.page.intro":
    "Păstrează instruirile, cursurile, ședințele scurte de siguranță (toolbox talks) și CPD într-un singur loc, cu ore și dovezi. Un supervizor poate confirma o înregistrare dintr-un e-mail, fără cont.",
  "competence.page.link": "Registrul de instruire și competențe",
  "competence.page.linkHint": "Instruiri, cursuri, ședințe scurte de siguranță și CPD, cu ore și dovezi.",
  "competence.kind.training": "Instruire",
  "competence.kind.course": "Curs",
  "competence.kind.toolbox_talk": "Ședință scurtă de siguranță (toolbox talk)",
  "competence.kind.cpd": "CPD (dezvoltare profesională)",
  "competence.field.kind": "Tip",
  "competence.field.title": "Ce a fost",
  "competence.field.provider": "Susținut de",
  "competence.field.date": "Data",
  "competence.field.hours": "Ore",
  "competence.field.notes": "Note",
  "competence.field.supervisorName": "Numele supervizorului",
  "competence.field.supervisorEmail": "E-mailul supervizorului",
  "competence.field.yourName": "Numele tău",
  "competence.field.decision": "Răspunsul tău",
  "competence.validation.hours":
    "Introdu între {min} și {max} ore, în sferturi de oră (de exemplu 1,5 sau 0,25)",
  "competence.form.add": "Adaugă o înregistrare",
  "competence.form.addFirst": "Adaugă prima înregistrare",
  "competence.form.label": "Înregistrare nouă de competență",
  "competence.form.changeLabel": "Modifică înregistrarea de competență",
  "competence.form.submit": "Salvează înregistrarea",
  "competence.form.titleHint": "De exemplu: ședință de siguranță despre lucrul la înălțime",
  "competence.form.providerHint": "O firmă, un formator sau un supervizor",
  "competence.form.hoursHint": "În sferturi de oră: 0,25 înseamnă 15 minute",
  "competence.form.changesConfirmed":
    "Această înregistrare este confirmată de {name}. Dacă schimbi ce a fost, cine l-a susținut, data sau orele, confirmarea se pierde: poți cere din nou după salvare.",
  "competence.list": "Înregistrările tale de competență",
  "competence.loading": "Se încarcă registrul de competențe…",
  "competence.emptyTitle": "Nicio înregistrare de instruire sau competență încă",
  "competence.emptyText":
    "Adaugă instruirile, cursurile, ședințele scurte de siguranță și CPD pe care le-ai făcut. Angajatorii și antreprenorii principali le cer.",
  "competence.year": "{year}: {hours, plural, one {# oră} few {# ore} other {# de ore}}",
  "competence.hours": "{hours, plural, one {# oră} few {# ore} other {# de ore}}",
  "competence.givenBy": "Susținut de {provider}",
  "competence.changeTitle": "Modifică {title}",
  "competence.deleteQuestion": "Ștergi {title} din registrul de competențe?",
  "competence.confirmDelete": "Șterge înregistrarea",
  "competence.keep": "Păstreaz-o",
  "competence.evidence.label": "Dovadă (fotografie sau PDF)",
  "competence.evidence.add": "Adaugă dovada",
  "competence.evidence.view": "Deschide dovada",
  "competence.evidence.remove": "Elimină dovada",
  "competence.evidence.hint": "Un certificat, o foaie de prezență sau o fotografie a cardului.",
  "competence.confirmation.unconfirmed": "Neconfirmat",
  "competence.confirmation.requested":
    "Se așteaptă confirmarea de la {name} ({email}). Linkul funcționează până la {date}.",
  "competence.confirmation.expired":
    "{name} nu a răspuns înainte ca linkul să expire pe {date}. Poți cere din nou.",
  "competence.confirmation.bounced":
    "E-mailul către {email} nu a putut fi livrat. Verifică adresa și trimite din nou.",
  "competence.confirmation.confirmedBy": "Confirmat de {name} ({email}) pe {date}",
  "competence.confirmation.declined": "{name} nu a confirmat această înregistrare pe {date}.",
  "competence.confirmation.confirmedShort": "Confirmat",
  "competence.confirmation.notConfirmedShort": "Neconfirmat",
  "competence.ask.open": "Cere unui supervizor să confirme",
  "competence.ask.again": "Trimite din nou",
  "competence.ask.label": "Cere unui supervizor să confirme {title}",
  "competence.ask.hint":
    "Îi trimitem un link care funcționează o singură dată, timp de 14 zile. Nu are nevoie de cont. Confirmă pe cuvântul său că ai făcut acest lucru.",
  "competence.ask.submit": "Trimite e-mailul",
  "competence.ask.sent": "E-mail trimis la {email}.",
  "competence.ask.cancel": "Renunță",
  "competence.limit.entries":
    "Ai atins limita de 500 de înregistrări de competență. Șterge unele de care nu mai ai nevoie pentru a adăuga altele.",
  "competence.limit.requests":
    "Ai cerut 20 de confirmări în ultimele 24 de ore, cel mai mult într-o zi. Încearcă mâine.",
  "competence.link.used":
    "Acest link a fost deja folosit. Fiecare link de confirmare funcționează o singură dată.",
  "competence.link.expired":
    "Acest link a expirat pe {date}. Cere lucrătorului să îți trimită unul nou din SiteReady.",
  "competence.link.withdrawn":
    "Acest link nu mai funcționează: lucrătorul a modificat înregistrarea sau a trimis un link nou.",
  "competence.link.missing":
    "Această pagină se deschide din linkul din e-mail. Deschide e-mailul și atinge din nou linkul.",
  "competence.supervisor.title": "Confirmă instruirea",
  "competence.supervisor.intro":
    "{worker} îți cere să confirmi această înregistrare din registrul său de competențe SiteReady. Confirmă doar ce știi sigur că este adevărat.",
  "competence.supervisor.facts": "Înregistrarea",
  "competence.supervisor.worker": "Lucrător",
  "competence.supervisor.confirm": "Confirm",
  "competence.supervisor.decline": "Nu pot confirma",
  "competence.supervisor.send": "Trimite răspunsul",
  "competence.supervisor.nameHint": "Numele tău apare lângă înregistrare ca persoana care a confirmat-o.",
  "competence.supervisor.privacy":
    "Păstrăm numele tău, adresa ta de e-mail și ora răspunsului, împreună cu înregistrarea. Nu păstrăm adresa ta IP.",
  "competence.supervisor.confirmed": "Mulțumim. Ai confirmat această înregistrare.",
  "competence.supervisor.declined":
    "Mulțumim. Nu ai confirmat această înregistrare, iar lucrătorul va vedea asta.",
  "competence.supervisor.linkValid": "Acest link funcționează o singură dată, până la {date}.",
  "competence.email.subject": "{worker} îți cere să confirmi: {kind}",
  "competence.email.body":
    "Bună ziua, {name},\n\n{worker} a adăugat aceasta în registrul său de competențe din SiteReady și îți cere să o confirmi:\n\n- {kind}: {title}\n- Susținut de: {provider}\n- Data: {date}\n- Ore: {duration}\n\nConfirmă sau refuză: {link}\n\nLinkul funcționează o singură dată, până la {expires}. Nu ai nevoie de cont.\n\n-- \nAi primit acest e-mail pentru că {worker} a dat adresa ta. Dacă nu cunoști această persoană, ignoră mesajul.",
  "competence.email.providerNone": "nespecificat",
  "competence.ask.alreadyConfirmed":
    "Această înregistrare este deja confirmată. Modific-o mai întâi dacă trebuie confirmată din nou.",
  "competence.link.unknown":
    "Acest link nu funcționează. Deschide din nou linkul întreg din e-mail sau cere lucrătorului unul nou.",
  "competence.ask.mailDown": "E-mailul nu a putut fi trimis acum. Încearcă din nou peste câteva minute.",
  "competence.shared.entry": "{title} ({kind}) pe {date}, {hours}: {confirmation}",
  "competence.shared.detail":
    "{count, plural, one {# înregistrare} few {# înregistrări} other {# de înregistrări}}, confirmate de un supervizor: {confirmed}",
  "competence.email.answeredSubject": "{name} a răspuns despre înregistrarea ta ({kind})",
  "competence.email.confirmedBody":
    "{name} a confirmat această înregistrare din registrul tău de competențe SiteReady:\n\n- {kind}: {title}\n\nAcum apare ca fiind confirmată de {name} în CV-ul tău și în partajările care includ registrul.\n\nRegistrul tău: {link}",
  "competence.email.declinedBody":
    "{name} nu a confirmat această înregistrare din registrul tău de competențe SiteReady:\n\n- {kind}: {title}\n\nPoți verifica înregistrarea și cere altcuiva care a fost acolo.\n\nRegistrul tău: {link}",
};
