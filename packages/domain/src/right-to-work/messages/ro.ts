import type { messages as english } from "./en.ts";

/** Dovada lucrătorului pentru dreptul de muncă și confirmările verificărilor făcute de firme (issue 52). */
export const messages: Record<keyof typeof english, string> = {
  "rightToWork.page.title": "Dreptul de muncă",
  "rightToWork.page.intro":
    "SiteReady păstrează dovada că poți lucra în Regatul Unit, ca s-o poți trimite dintr-o singură atingere. Verificarea trebuie totuși s-o facă firma sau persoana care îți dă de lucru: pe GOV.UK, cu codul tău de partajare (share code), sau uitându-se la pașaportul tău.",
  "rightToWork.page.whoChecks":
    "De la 1 octombrie 2026, legea cere oricui dă de lucru unor persoane care lucrează pe cont propriu și unor subcontractanți, nu doar angajatorilor, să verifice dreptul de muncă înainte de începerea lucrului.",
  "rightToWork.page.empty": "Încă nu ai adăugat dreptul de muncă.",
  "rightToWork.page.add": "Adaugă dreptul de muncă",
  "rightToWork.page.edit": "Modifică",
  "rightToWork.page.delete": "Șterge datele despre dreptul de muncă",
  "rightToWork.page.deleteConfirm":
    "Ștergi datele despre dreptul de muncă și pozele lor? Firmele care le-au verificat își păstrează confirmările, în care va scrie că le-ai retras.",
  "rightToWork.page.deleted": "Datele despre dreptul de muncă au fost șterse.",
  "rightToWork.page.share": "Partajează dreptul de muncă",
  "rightToWork.page.shareHint":
    "Creează un link cu codul de partajare, data nașterii și pozele, pentru o singură firmă. Tu alegi când expiră și poți adăuga un PIN.",
  "rightToWork.page.reveal": "Arată",
  "rightToWork.page.hide": "Ascunde",
  "rightToWork.page.saved": "Dreptul de muncă a fost salvat.",
  "rightToWork.page.makeCode": "Obține un cod de partajare pe GOV.UK",
  "rightToWork.page.makeCodeHint":
    "Pe GOV.UK alege „Prove your right to work” (dovedește dreptul de muncă). Codul începe cu W și e valabil 90 de zile.",
  "rightToWork.page.receipts": "Verificări făcute de firme",
  "rightToWork.page.noReceipts":
    "Nicio firmă nu a înregistrat încă o verificare. Când o face, apare aici, cu data și felul în care a verificat.",
  "rightToWork.page.photos": "Poze",
  "rightToWork.page.documentPhoto": "Poza documentului",
  "rightToWork.page.documentPhotoHint":
    "Pagina din pașaport cu fotografia ta sau documentul cerut în situația ta.",
  "rightToWork.page.secondPhoto": "A doua pagină sau al doilea document",
  "rightToWork.page.secondPhotoHint":
    "Doar dacă situația ta cere două, de exemplu certificatul de naștere și o scrisoare cu numărul NI.",
  "rightToWork.page.removePhoto": "Șterge poza",
  "rightToWork.page.codeValidUntil": "Valabil până la {date}",
  "rightToWork.page.codeExpiredOn": "A expirat pe {date}",
  "rightToWork.page.ready": "Gata de partajat",
  "rightToWork.field.route": "Cum dovedești",
  "rightToWork.field.shareCode": "Cod de partajare (share code)",
  "rightToWork.field.generatedOn": "Data la care ai primit codul",
  "rightToWork.field.permissionEndsOn": "Data la care îți expiră permisiunea",
  "rightToWork.field.dateOfBirth": "Data nașterii",
  "rightToWork.field.details": "Ce document sau statut ai (opțional)",
  "rightToWork.route.british-irish": "Cetățenie britanică sau irlandeză",
  "rightToWork.route.settled":
    "Statut de rezident permanent (settled status) sau drept de ședere pe durată nedeterminată (eVisa)",
  "rightToWork.route.pre-settled": "Statut de rezident temporar (pre-settled status, eVisa)",
  "rightToWork.route.time-limited": "Viză sau permisiune cu dată de expirare (eVisa)",
  "rightToWork.route.other": "Altă situație",
  "rightToWork.routeHelp.british-irish":
    "Nu poți obține un cod de partajare. Adaugă o poză a paginii cu fotografia din pașaport (sau a cardului de pașaport irlandez); firma verifică originalul împreună cu tine.",
  "rightToWork.routeHelp.settled":
    "Adaugă un cod de partajare de pe GOV.UK și data nașterii. Firma le verifică online; nu există o dată de expirare de urmărit.",
  "rightToWork.routeHelp.pre-settled":
    "Adaugă un cod de partajare de pe GOV.UK și data nașterii. Dacă statutul tău are o dată de expirare, adaug-o: firma trebuie să te verifice din nou înainte de ea.",
  "rightToWork.routeHelp.time-limited":
    "Adaugă un cod de partajare de pe GOV.UK, data nașterii și data la care îți expiră permisiunea. Firma trebuie să te verifice din nou înainte de această dată.",
  "rightToWork.routeHelp.other":
    "De exemplu, o cerere care încă nu are răspuns: firma întreabă atunci Employer Checking Service de la Home Office (Ministerul de Interne britanic). Scrie ce documente ai.",
  "rightToWork.shareCode.missing": "Adaugă codul de partajare (share code) primit pe GOV.UK.",
  "rightToWork.shareCode.characters":
    "Un cod de partajare are doar litere și cifre. Șterge „{character}” și verifică din nou codul.",
  "rightToWork.shareCode.length":
    "Un cod de partajare are {expected, plural, one {# caracter} few {# caractere} other {# de caractere}}. Acesta are {count}: verifică dacă lipsește unul sau e unul în plus.",
  "rightToWork.shareCode.rentCode":
    "Codul începe cu R, deci e pentru închirierea unei locuințe. Firmele au nevoie de un cod pentru muncă: pe GOV.UK alege „Prove your right to work” (dovedește dreptul de muncă) și creează unul nou.",
  "rightToWork.shareCode.statusCode":
    "Codul începe cu S, deci nu e pentru muncă. Pe GOV.UK alege „Prove your right to work” (dovedește dreptul de muncă) și creează unul nou, care începe cu W.",
  "rightToWork.shareCode.startsWithW":
    "Un cod de partajare pentru muncă începe cu W. Verifică primul caracter.",
  "rightToWork.shareCode.letterO":
    "Caracterul {position} este litera O, ușor de confundat cu cifra 0. Uită-te din nou la cod pe GOV.UK și scrie exact ce apare acolo.",
  "rightToWork.shareCode.letterI":
    "Caracterul {position} este litera I, ușor de confundat cu cifra 1. Uită-te din nou la cod pe GOV.UK și scrie exact ce apare acolo.",
  "rightToWork.shareCode.notForBritishIrish":
    "Persoanele cu cetățenie britanică sau irlandeză nu pot obține un cod de partajare. Lasă câmpul gol și adaugă în schimb o poză a pașaportului.",
  "rightToWork.generatedOn.missing":
    "Adaugă data la care ai primit codul de partajare: e valabil 90 de zile de atunci.",
  "rightToWork.generatedOn.future": "Data la care ai primit codul nu poate fi în viitor.",
  "rightToWork.generatedOn.tooOld":
    "Un cod creat pe {date} a expirat pe {expired}: codurile sunt valabile {days, plural, one {# zi} few {# zile} other {# de zile}}. Creează unul nou pe GOV.UK.",
  "rightToWork.endsOn.missing":
    "Adaugă data la care îți expiră permisiunea. O găsești în eVisa, în contul tău UKVI.",
  "rightToWork.endsOn.notForRoute": "În această situație nu există dată de expirare. Lasă câmpul gol.",
  "rightToWork.endsOn.past":
    "Data a trecut deja. Dacă ai o permisiune nouă, adaugă data ei de expirare; dacă ai cerut prelungirea, alege „Altă situație”.",
  "rightToWork.dateOfBirth.missing":
    "Adaugă data nașterii: firmele au nevoie de ea împreună cu codul de partajare.",
  "rightToWork.dateOfBirth.future": "Data nașterii nu poate fi în viitor.",
  "rightToWork.attention.share-code-missing":
    "Adaugă un cod de partajare: firmele au nevoie de el ca să te verifice online.",
  "rightToWork.attention.share-code-expired": "Codul tău de partajare a expirat. Creează unul nou pe GOV.UK.",
  "rightToWork.attention.share-code-expiring":
    "Codul tău de partajare expiră pe {date}. Creează unul nou înainte de această dată.",
  "rightToWork.attention.permission-ended": "Data de expirare a permisiunii tale a trecut.",
  "rightToWork.attention.permission-ending":
    "Permisiunea ta expiră pe {date}. Firmele trebuie să te verifice din nou înainte de această dată.",
  "rightToWork.attention.photo-missing": "Adaugă o poză a paginii cu fotografia din pașaport.",
  "rightToWork.method.manual-document": "Documentul original, verificat față în față",
  "rightToWork.method.home-office-online": "Verificare online la Home Office, cu codul de partajare",
  "rightToWork.method.identity-service": "Furnizor de servicii de verificare a identității (IDSP)",
  "rightToWork.outcome.confirmed": "Drept de muncă confirmat, fără limită de timp",
  "rightToWork.outcome.confirmed-time-limited": "Drept de muncă confirmat pe timp limitat",
  "rightToWork.outcome.not-confirmed": "Dreptul de muncă nu a putut fi confirmat",
  "rightToWork.receipt.title": "Înregistrează verificarea făcută",
  "rightToWork.receipt.intro":
    "SiteReady nu face verificarea. Fă-o pe GOV.UK (sau cu documentul original), apoi înregistrează aici ce ai făcut: lucrătorul vede înregistrarea, iar tu poți descărca un PDF pentru evidența ta.",
  "rightToWork.receipt.checkedOn": "Data verificării",
  "rightToWork.receipt.method": "Cum ai verificat",
  "rightToWork.receipt.outcome": "Ce a arătat",
  "rightToWork.receipt.followUpOn": "Următoarea verificare până la",
  "rightToWork.receipt.followUpHint":
    "Pentru timp limitat: data până la care trebuie să verifici din nou, înainte să expire permisiunea.",
  "rightToWork.receipt.checkerName": "Numele tău",
  "rightToWork.receipt.checkerEmail": "E-mailul tău (pentru mementoul despre următoarea verificare)",
  "rightToWork.receipt.organisation": "Firma ta",
  "rightToWork.receipt.reference": "Referința verificării (opțional)",
  "rightToWork.receipt.save": "Înregistrează verificarea",
  "rightToWork.receipt.saved": "Verificare înregistrată. Lucrătorul o poate vedea.",
  "rightToWork.receipt.download": "Descarcă PDF-ul pentru evidența ta",
  "rightToWork.receipt.checkedInFuture": "Data verificării nu poate fi în viitor.",
  "rightToWork.receipt.followUpNeeded":
    "Un drept de muncă pe timp limitat cere o dată pentru următoarea verificare: ziua până la care trebuie să verifici din nou, înainte să expire permisiunea.",
  "rightToWork.receipt.followUpAfterCheck": "Următoarea verificare trebuie să fie după această verificare.",
  "rightToWork.receipt.followUpTooFar": "Următoarea verificare poate fi peste cel mult 5 ani.",
  "rightToWork.receipt.summary": "{outcome}. Verificat de {by}, {date}. {method}.",
  "rightToWork.receipt.followUpLine": "Următoarea verificare: până la {date}.",
  "rightToWork.receipt.withdrawn": "Ai șters datele pe {date}, după această verificare.",
  "rightToWork.receipt.withdrawnForEngager": "Lucrătorul a retras aceste date pe {date}.",
  "rightToWork.receipt.viaShare": "Înregistrat dintr-un link partajat",
  "rightToWork.receipt.viaCompany": "Înregistrat de firmă",
  "rightToWork.error.shareEnded":
    "Linkul a expirat, așa că nu se mai poate înregistra o verificare pe el. Cere-i lucrătorului un link nou.",
  "rightToWork.error.notShared": "Acest link nu conține date despre dreptul de muncă.",
  "rightToWork.error.noRecord": "Lucrătorul nu are date despre dreptul de muncă de verificat.",
  "rightToWork.shared.title": "Dreptul de muncă",
  "rightToWork.shared.route": "Cum dovedește: {route}",
  "rightToWork.shared.shareCode": "Cod de partajare (share code): {code}",
  "rightToWork.shared.codeValidUntil": "Codul de partajare e valabil până la {date}",
  "rightToWork.shared.dateOfBirth": "Data nașterii: {date}",
  "rightToWork.shared.endsOn": "Permisiunea expiră pe {date}",
  "rightToWork.shared.details": "Are: {details}",
  "rightToWork.shared.checkOnline": "Verifică pe GOV.UK",
  "rightToWork.shared.notAStatutoryCheck":
    "Aceasta e dovada prezentată de lucrător, nu o verificare. Ca să ai protecție legală (statutory excuse), trebuie să faci tu verificarea.",
  "rightToWork.pdf.title": "Dreptul de muncă: confirmarea verificării",
  "rightToWork.pdf.worker": "Lucrător: {name}",
  "rightToWork.pdf.evidence": "Dovezile arătate de lucrător prin SiteReady",
  "rightToWork.pdf.check": "Verificarea înregistrată de firmă",
  "rightToWork.pdf.footer":
    "SiteReady nu a făcut această verificare. Aici e înregistrat ce a declarat firma că a făcut, pe {date}.",
  "rightToWork.email.codeExpiring.subject":
    "Codul de partajare pentru dreptul de muncă expiră {days, plural, one {peste # zi} few {peste # zile} other {peste # de zile}}",
  "rightToWork.email.codeExpiring.body":
    "Codul tău de partajare expiră pe {date}. După aceea, firmele nu te mai pot verifica cu el. Creează unul nou pe GOV.UK („Prove your right to work”) și adaugă-l în SiteReady:",
  "rightToWork.email.codeExpired.subject": "Codul de partajare pentru dreptul de muncă a expirat",
  "rightToWork.email.codeExpired.body":
    "Codul tău de partajare a expirat pe {date}. Creează unul nou pe GOV.UK („Prove your right to work”) și adaugă-l în SiteReady:",
  "rightToWork.email.permissionEnding.subject": "Permisiunea ta de muncă expiră pe {date}",
  "rightToWork.email.permissionEnding.body":
    "Permisiunea ta de a lucra în Regatul Unit expiră pe {date}. Firmele trebuie să te verifice din nou înainte de această dată. Dacă ai cerut prelungirea, actualizează datele despre dreptul de muncă:",
  "rightToWork.email.followUpWorker.subject":
    "{organisation} trebuie să-ți verifice din nou dreptul de muncă până la {date}",
  "rightToWork.email.followUpWorker.body":
    "{organisation} a verificat dreptul de muncă și trebuie să-l verifice din nou până la {date}. Asigură-te că atunci codul tău de partajare funcționează:",
  "rightToWork.email.followUpEngager.subject": "Verifică din nou dreptul de muncă până la {date}: {worker}",
  "rightToWork.email.followUpEngager.body":
    "Pe {checked} ai verificat dreptul de muncă pentru {worker}, iar verificarea trebuie refăcută până la {date}. Cere un cod de partajare nou de la {worker} și verifică din nou pe GOV.UK.",
  "rightToWork.email.receipt.subject": "{organisation} ți-a verificat dreptul de muncă",
  "rightToWork.email.receipt.body":
    "{organisation} a înregistrat: {outcome}, verificare făcută pe {date}. Vezi în SiteReady:",
  "rightToWork.calendar.codeExpires": "Expiră codul de partajare pentru dreptul de muncă",
  "rightToWork.calendar.permissionEnds": "Expiră permisiunea de muncă",
  "rightToWork.calendar.followUp": "Dreptul de muncă: termen pentru o nouă verificare ({organisation})",
  "rightToWork.documents.link":
    "Dreptul de muncă: codul de partajare, data nașterii și pozele într-un singur loc",
  "rightToWork.requirement.met": "Dreptul de muncă: {route}",
  "rightToWork.error.tooManyReceipts":
    "Astăzi s-au înregistrat prea multe verificări pentru acest lucrător. Încearcă din nou mâine.",
};
