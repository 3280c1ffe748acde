import type { messages as english } from "./en.ts";

/** Cât de verificată este fiecare înregistrare și dovezile fiecărei verificări (issue 51). */
export const messages: Record<keyof typeof english, string> = {
  "evidence.level.self-declared": "Declarat de titular",
  "evidence.level.photo": "Fotografia cardului",
  "evidence.level.smart-check": "Verificat în Smart Check",
  "evidence.level.scheme-api": "Verificat la emitent",
  "evidence.summary.selfDeclared": "Introdus de titular. Neverificat la emitentul cardului.",
  "evidence.summary.photo": "Titularul a adăugat o fotografie. Neverificat la emitentul cardului.",
  "evidence.summary.confirmed": "Confirmat în Smart Check de {by}, {date}.",
  "evidence.summary.noMatch": "Nu corespunde în Smart Check, înregistrat de {by}, {date}.",
  "evidence.summary.notFound": "Negăsit sau anulat în Smart Check, înregistrat de {by}, {date}.",
  "evidence.summary.oldFacts":
    "Verificat în Smart Check de {by}, {date}, când numărul era {number}. Datele s-au schimbat de atunci, deci acea verificare nu privește cardul așa cum este acum.",
  "evidence.validation.chooseOutcome": "Alegeți ce a arătat Smart Check.",
  "evidence.smartCheck.title": "Verificați în CSCS Smart Check",
  "evidence.smartCheck.intro":
    "SiteReady nu poate întreba direct emitentul. Căutați cardul pe site-ul sau în aplicația gratuită Smart Check, apoi înregistrați ce ați văzut. Titularul vede cine a verificat și când.",
  "evidence.smartCheck.open": "Deschideți Smart Check",
  "evidence.smartCheck.copyNumber": "Copiați numărul cardului",
  "evidence.smartCheck.copied": "Numărul cardului a fost copiat: lipiți-l în Smart Check.",
  "evidence.smartCheck.question": "Ce a arătat Smart Check?",
  "evidence.outcome.matches": "Corespunde",
  "evidence.outcome.no-match": "Nu corespunde",
  "evidence.outcome.not-found": "Card negăsit sau anulat",
  "evidence.smartCheck.forCompany": "Verific pentru",
  "evidence.smartCheck.noCompany": "Doar în nume propriu (fără firmă)",
  "evidence.smartCheck.saved": "Înregistrat: {outcome}. Titularul vede acest lucru.",
  "evidence.smartCheck.notCovered": "Acest card nu este acoperit de CSCS Smart Check.",
  "evidence.error.scanNotFound":
    "Scanarea nu a fost găsită. Doar persoana care a făcut scanarea poate înregistra rezultatul.",
  "evidence.error.scanTooOld":
    "Scanarea are mai mult de o oră. Scanați din nou cardul, apoi înregistrați ce a arătat Smart Check.",
  "evidence.error.ownCard":
    "Nu vă puteți confirma propriul card. Trebuie să o facă persoana care îl verifică pe șantier.",
  "evidence.error.recordGone": "Acest card nu mai este printre înregistrările titularului.",
  "evidence.flag.title": "Smart Check nu a confirmat cardul: {card}",
  "evidence.flag.body":
    "{by} l-a căutat pe {date} și a înregistrat: {outcome}. Verificați numărul și data expirării de pe card, corectați-le aici sau contactați emitentul. Mențiunea rămâne pe card până când datele se schimbă sau o verificare ulterioară corespunde.",
  "evidence.flag.edit": "Corectați datele cardului",
  "evidence.flag.checkYourself": "Căutați în Smart Check",
  "evidence.email.subject": "Smart Check nu a confirmat unul dintre cardurile dumneavoastră",
  "evidence.email.body":
    "{by} a verificat cardul dumneavoastră ({card}) în CSCS Smart Check pe {date} și a înregistrat: {outcome}. Deschideți SiteReady pentru a verifica datele cardului: {link}",
  "evidence.flag.label": "Necesită atenția dumneavoastră",
  "evidence.looks.title": "Cine s-a uitat la documentele mele",
  "evidence.looks.intro":
    "Fiecare verificare a cardurilor tale la poartă, fiecare rezultat Smart Check, fiecare deschidere a partajărilor tale și fiecare consultare a datelor tale de către o firmă, cele mai noi primele.",
  "evidence.looks.link": "Cine s-a uitat la documentele mele",
  "evidence.looks.empty": "Încă nu s-a uitat nimeni la documentele tale.",
  "evidence.looks.more": "Arată mai vechi",
  "evidence.looks.list": "Consultări ale documentelor tale",
  "evidence.looks.gateScan": "{who} a verificat cardul tău {record} la poartă: {outcome}.",
  "evidence.looks.gateScanAnonymous":
    "Cineva neconectat a verificat cardul tău {record} pe pagina de verificare: {outcome}.",
  "evidence.looks.smartCheck":
    "{who} a înregistrat ce a arătat Smart Check pentru cardul tău {record}: {outcome}.",
  "evidence.looks.shareView": "Partajarea ta pentru {about} a fost deschisă.",
  "evidence.looks.shareViewBy": "Partajarea ta pentru {about} a fost deschisă de {who}.",
  "evidence.looks.companyLook": "{company} a consultat documentele tale pentru {about}.",
  "evidence.looks.companyLookBy": "{who} de la {company} a consultat documentele tale pentru {about}.",
  "evidence.looks.someone": "Cineva",
  "evidence.gateOutcome.green": "valabil",
  "evidence.gateOutcome.amber": "expiră curând",
  "evidence.gateOutcome.red": "nu accepta",
  "evidence.own.chooseOutcome": "Alegeți dacă cardul încă se verifică în Smart Check.",
  "evidence.own.chooseRecord": "Alegeți unul dintre cardurile dumneavoastră.",
  "evidence.own.summary.yes": "L-ați căutat în Smart Check pe {date}: încă se verifica.",
  "evidence.own.summary.no": "L-ați căutat în Smart Check pe {date}: nu s-a verificat.",
  "evidence.own.summary.oldFacts":
    "L-ați căutat în Smart Check pe {date}, când numărul era {number}. Datele cardului s-au schimbat de atunci.",
  "evidence.own.question": "Cardul încă se verifică în Smart Check?",
  "evidence.own.hint":
    "Căutați cardul pe site-ul gratuit Smart Check, apoi notați ce a arătat. Este o notă doar pentru dumneavoastră: nu schimbă verificarea cardului.",
  "evidence.own.yes": "Da, încă se verifică",
  "evidence.own.no": "Nu, nu s-a verificat",
  "evidence.own.saved": "Răspunsul a fost păstrat.",
  "evidence.own.noHelp":
    "Comparați numărul și data expirării cu cele de pe card și corectați-le aici. Dacă sunt corecte, contactați emitentul cardului: doar el își poate corecta evidențele. Nimeni altcineva nu vede răspunsul.",
  "evidence.error.ownRecordNotFound": "Acest card nu a fost găsit printre înregistrările dumneavoastră.",
  "evidence.nudge.subject": "Verificați dacă cardurile dumneavoastră încă se verifică în Smart Check",
  "evidence.nudge.intro":
    "Este timpul pentru verificarea lunară: vedeți dacă {count, plural, one {acest card încă se verifică} few {aceste carduri încă se verifică} other {aceste carduri încă se verifică}} în CSCS Smart Check.",
  "evidence.nudge.card": "- {card}, numărul {number}",
  "evidence.nudge.cardNoNumber": "- {card} (niciun număr salvat)",
  "evidence.nudge.lookUp": "Căutați fiecare card pe site-ul oficial Smart Check: {link}",
  "evidence.nudge.record": "Apoi notați răspunsul în SiteReady: {link}",
  "evidence.nudge.why":
    "Acest e-mail vine o dată pe lună, deoarece mementourile Smart Check sunt pornite în setări.",
  "evidence.nudge.settings": "Schimbați setările mementourilor: {link}",
  "evidence.looks.shareEvent": "Partajarea ta pentru {about}: {event}.",
};
