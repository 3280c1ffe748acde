import type { Translation } from "../../i18n/translation.ts";
import type { messages as english } from "./en.ts";

export const messages: Translation<typeof english> = {
  "wallet.title": "Portofel pentru poartă",
  "wallet.intro":
    "Atinge un card ca să-l arăți pe tot ecranul, cu numărul și codul QR. Portofelul se deschide chiar și fără semnal.",
  "wallet.loading": "Se încarcă portofelul…",
  "wallet.sync.never": "Încă nesincronizat",
  "wallet.sync.justNow": "Sincronizat chiar acum",
  "wallet.sync.minutes": "Sincronizat acum {count} min",
  "wallet.sync.hours": "Sincronizat acum {count} h",
  "wallet.sync.days": "Sincronizat acum {count, plural, one {# zi} few {# zile} other {# de zile}}",
  "wallet.stale":
    "Portofelul nu s-a sincronizat de peste 7 zile, deci un card s-ar putea să se fi schimbat între timp. Conectează-te ca să-l actualizezi.",
  "wallet.waiting":
    "{count, plural, one {# modificare așteaptă} few {# modificări așteaptă} other {# de modificări așteaptă}} să fie trimise. Pleacă imediat ce ai semnal.",
  "wallet.whatGateKeeperSees": "Ce vede portarul despre tine",
  "wallet.seesName":
    "Portarul care scanează codul QR al unui card îți vede numele, detaliile cardului și nimic altceva despre tine.",
  "wallet.seesNameAndPhoto":
    "Portarul care scanează codul QR al unui card îți vede numele și poza de profil (poți opri poza la fiecare card), detaliile cardului și nimic altceva despre tine.",
  "wallet.iosHomeScreen":
    "Ca să-ți deschizi cardurile fără semnal, adaugă SiteReady pe ecranul principal: atinge Partajează, apoi „Adaugă pe ecranul principal”.",
  "wallet.emptyTitle": "Niciun card pentru poartă încă",
  "wallet.emptyText":
    "Alege „Arată la poartă” la un card, document sau calificare și apare aici, gata de deschis fără semnal.",
  "wallet.chooseCards": "Alege din cardurile mele",
  "wallet.list": "Carduri de arătat la poartă",
  "wallet.openFullScreen": "deschide pe tot ecranul",
  "wallet.kind.skillsCard": "Card de calificare",
  "wallet.frontOf": "Fața: {title}",
  "wallet.noNumber": "Fără număr",
  "wallet.expires": "Expiră pe {date}",
  "wallet.noExpiryDate": "Fără dată de expirare",
  "wallet.you": "Tu, cum te vede portarul",
  "wallet.showAtGate": "Arată la poartă",
  "wallet.waitingOne": "Așteaptă trimiterea: pleacă imediat ce ai semnal.",
  "wallet.zoomIn": "Mărește",
  "wallet.zoomOut": "Micșorează",
  "wallet.zoomOn": "– {photo}",
  "wallet.qr.live":
    "Cod live: se schimbă în fiecare minut și nu mai merge la câteva minute după ce e arătat.",
  "wallet.qr.signed":
    "Cod offline: telefonul portarului îl verifică fără semnal. Valabil până la {time} {date}.",
  "wallet.qr.expired":
    "Codul tău offline a expirat (ține 24 de ore). Conectează-te o dată ca să primești unul nou; numărul cardului de mai sus merge în continuare la verificarea schemei.",
  "wallet.qr.alt": "Cod QR: scanează ca să verifici – {kind}",
  "wallet.qr.selfDeclared": "Declarat de titular, neverificat cu schema.",
  "wallet.qr.showOffline": "Arată codul offline",
  "wallet.qr.showLive": "Arată codul live",
  "wallet.gateKeeperSees": "Ce vede portarul",
  "wallet.checkShowsName":
    "Verificarea acestui card îi arată portarului numele tău, detaliile cardului și nimic altceva despre tine.",
  "wallet.checkShowsNameAndPhoto":
    "Verificarea acestui card îi arată portarului numele și poza ta de profil, detaliile cardului și nimic altceva despre tine.",
  "wallet.showMyPhoto": "Arată poza mea la verificarea acestui card",
  "wallet.addPhoto": "Adaugă o poză de profil în Date personale ca portarul să te poată recunoaște.",
  "wallet.close": "Închide",
  "wallet.number": "Număr",
  "wallet.stopShowing": "Nu mai arăta asta la poartă",
  "gate.title": "Verificare la poartă",
  "gate.intro":
    "Scanează codul QR din portofelul SiteReady al muncitorului. Codurile offline se verifică pe acest telefon fără semnal; codurile live au nevoie de semnal.",
  "gate.connectOnce": "Conectează-te o dată ca acest telefon să poată verifica codurile offline.",
  "gate.site": "Șantier",
  "gate.siteHint": "Registrul se ține separat pentru fiecare șantier.",
  "gate.changeSite": "Schimbă șantierul",
  "gate.startRegister": "Pornește registrul",
  "gate.checking": "Se verifică cardul…",
  "gate.enterSite": "Scrie numele șantierului ca să pornești registrul de intrări.",
  "gate.register": "Registru de intrări: {site}",
  "gate.waiting":
    "{count, plural, one {# modificare a registrului așteaptă pe acest telefon să fie trimisă} few {# modificări ale registrului așteaptă pe acest telefon să fie trimise} other {# de modificări ale registrului așteaptă pe acest telefon să fie trimise}}. Pleacă imediat ce ai semnal.",
  "gate.download": "Descarcă registrul (CSV)",
  "gate.downloadNeedsSignal": "Descărcarea CSV are nevoie de semnal.",
  "gate.column.when": "Când",
  "gate.column.who": "Cine",
  "gate.column.card": "Card",
  "gate.column.status": "Rezultat",
  "gate.outcome.green": "Verde",
  "gate.outcome.amber": "Galben",
  "gate.outcome.red": "Roșu",
  "gate.result.valid": "Valabil",
  "gate.result.expiringSoon": "Expiră curând",
  "gate.result.doNotAccept": "Nu accepta",
  "gate.result.checkedOnline": "Verificat online cu SiteReady chiar acum.",
  "gate.result.holder": "Titularul cardului",
  "gate.result.noPhoto": "Nu se arată poză pentru acest card.",
  "gate.result.photoOnline": "Poza apare doar la verificarea online.",
  "gate.result.expiry": "Expirare",
  "gate.result.selfDeclared": "Declarat de titular în SiteReady, neverificat cu schema.",
  "gate.reason.noExpiry": "Valabil: acest card nu are dată de expirare.",
  "gate.reason.expired": "Acest card a expirat.",
  "gate.reason.expiresToday": "Valabil, dar expiră azi.",
  "gate.reason.expiresIn":
    "Valabil, dar expiră în {days, plural, one {# zi} few {# zile} other {# de zile}}.",
  "gate.reason.inDate": "Valabil.",
  "gate.reason.forged":
    "Acest cod nu e autentic: semnătura lui nu se potrivește cu cea a SiteReady. Poate a fost modificat sau inventat.",
  "gate.reason.unknownKey":
    "Acest cod a fost semnat cu o cheie pe care telefonul nu o cunoaște. Conectează-te o dată ca să actualizezi cheile, apoi scanează din nou.",
  "gate.reason.signedExpired":
    "Acest cod offline a expirat (ține 24 de ore). Roagă muncitorul să se conecteze și să arate cardul din nou.",
  "gate.reason.liveExpired":
    "Acest cod QR a expirat: nu mai merge la 3 minute după ce e arătat. Roagă muncitorul să deschidă cardul din nou.",
  "gate.reason.liveNeedsSignal":
    "Acesta e un cod live: se poate verifica doar cu semnal. Cere muncitorului să apese „Arată codul offline” pe card, apoi scanează din nou.",
  "gate.reason.notAGateCode": "Acesta nu e un cod de card SiteReady.",
  "gate.reason.revoked": "Acest card nu se mai arată la poartă: titularul l-a șters sau l-a oprit.",
  "gate.reason.noKeys":
    "Acest telefon nu are încă cheile SiteReady: deschide o dată verificarea la poartă cu semnal, apoi scanează din nou.",
  "gate.result.checkedOffline":
    "Verificat pe acest telefon fără semnal: semnătura e a SiteReady, iar cardul e verificat cu lista de carduri retrase de pe acest telefon. Un card retras după ultima actualizare a listei se prinde doar online.",
  "gate.result.cannotConfirm": "Nu se poate confirma",
  "gate.reason.withdrawn":
    "Titularul a retras sau a schimbat acest card după ce s-a făcut acest cod. Nu accepta acest cod: roagă muncitorul să se conecteze și să arate cardul din nou.",
  "gate.reason.withdrawnListMissing":
    "Acest telefon nu are lista de carduri retrase, deci nu poate ști dacă titularul a retras acest card. Conectează-te ca să actualizezi lista sau verifică cu semnal.",
  "gate.reason.withdrawnListOutOfDate":
    "Lista de carduri retrase de pe acest telefon nu e la zi, deci nu poate ști dacă titularul a retras acest card. Conectează-te ca să actualizezi lista sau verifică cu semnal.",
  "gate.reason.withdrawnListNotGenuine":
    "Lista de carduri retrase de pe acest telefon nu e autentică (semnătura ei nu e a SiteReady), deci a fost ignorată. Conectează-te ca să actualizezi lista sau verifică cu semnal.",
  "gate.reason.withdrawnListPartial":
    "Lista de carduri retrase de pe acest telefon nu ajunge până la momentul în care s-a făcut acest cod, deci nu poate ști dacă titularul a retras acest card. Verifică cu semnal.",
  "gate.withdrawnList.none": "Nicio listă de carduri retrase pe acest telefon.",
  "gate.withdrawnList.justNow": "Lista de carduri retrase actualizată chiar acum.",
  "gate.withdrawnList.minutes":
    "Lista de carduri retrase actualizată acum {count, plural, one {# minut} few {# minute} other {# de minute}}.",
  "gate.withdrawnList.hours":
    "Lista de carduri retrase actualizată acum {count, plural, one {# oră} few {# ore} other {# de ore}}.",
  "gate.withdrawnList.days":
    "Lista de carduri retrase actualizată acum {count, plural, one {# zi} few {# zile} other {# de zile}}.",
  "gate.scanner.cameraFailed": "Camera nu a putut porni. Permite camera sau scanează dintr-o poză mai jos.",
  "gate.scanner.noCode": "Niciun cod QR în poză. Încearcă din nou, mai aproape și clar.",
  "gate.scanner.view": "Imaginea camerei: ține codul QR al muncitorului în cadru",
  "gate.scanner.stop": "Oprește camera",
  "gate.scanner.start": "Scanează cu camera",
  "gate.scanner.photo": "Scanează dintr-o poză",
  "gate.notKnown": "Necunoscut",
  "gate.decide.accept": "Acceptă și înregistrează intrarea",
  "gate.decide.refuse": "Refuză intrarea",
  "gate.decide.letInAnyway": "Lasă să intre totuși",
  "gate.decide.scanAgain": "Scanează din nou",
  "gate.decide.nobodyNamed":
    "Această verificare nu arată al cui e cardul, deci pe baza ei nu se poate înregistra intrarea nimănui.",
  "gate.refuse.title": "De ce refuzi intrarea?",
  "gate.refusal.cardExpired": "Card expirat",
  "gate.refusal.notGenuine": "Card sau cod fals",
  "gate.refusal.wrongPerson": "Altă persoană decât titularul",
  "gate.refusal.noCard": "Fără card",
  "gate.refusal.other": "Alt motiv",
  "gate.refuse.note": "Detalii",
  "gate.refuse.noteHint": "Obligatoriu la „Alt motiv”. Rămâne în registru.",
  "gate.back": "Înapoi",
  "gate.letIn.title": "De ce lași această persoană să intre?",
  "gate.letIn.hint": "Verificarea e roșie. Motivul tău rămâne în registru.",
  "gate.letIn.confirm": "Înregistrează intrarea totuși",
  "gate.decisionError.chooseReason": "Alege de ce refuzi intrarea.",
  "gate.decisionError.otherNeedsWords": "La „Alt motiv”, scrie în câteva cuvinte de ce.",
  "gate.decisionError.redNeedsWords": "Scrie de ce lași această persoană să intre, deși verificarea e roșie.",
  "gate.decisionError.nobodyNamed":
    "Pe baza acestei verificări nu se poate înregistra intrarea nimănui: nu arată al cui e cardul. Scanează din nou sau refuză intrarea.",
  "gate.done.signedIn": "Intrare înregistrată: {name}.",
  "gate.done.refused": "Intrare refuzată: {name}.",
  "gate.onSite.heading": "Acum pe șantier: {count}",
  "gate.onSite.nobody": "Acum nu e nimeni pe șantier.",
  "gate.onSite.since": "Intrare: {when}",
  "gate.signOut": "Înregistrează ieșirea",
  "gate.signOutAll": "Înregistrează ieșirea tuturor",
  "gate.signOutAll.question":
    "{count, plural, one {Înregistrezi ieșirea singurei persoane de pe șantier?} few {Înregistrezi ieșirea tuturor celor # persoane de pe șantier?} other {Înregistrezi ieșirea tuturor celor # de persoane de pe șantier?}} Fă asta după ce au plecat toți.",
  "gate.cancel": "Anulează",
  "gate.signedOutOne": "Ieșire înregistrată: {name}.",
  "gate.signedOutAll":
    "Ieșiri înregistrate: {count, plural, one {# persoană} few {# persoane} other {# de persoane}}.",
  "gate.history": "Verificări și decizii",
  "gate.noChecks": "Pe acest șantier n-a fost verificat încă nimeni.",
  "gate.decision.signedIn": "Intrare înregistrată",
  "gate.decision.signedOut": "Ieșire: {when}",
  "gate.decision.refused": "Refuz: {reason}",
  "gate.register.lastSynced":
    "Fără semnal: acesta e registrul de la ultima sincronizare a acestui telefon ({when}). Intrările și ieșirile înregistrate de atunci pe alte telefoane nu apar aici.",
  "gate.register.noCopy":
    "Fără semnal, iar acest telefon nu are încă o copie a registrului acestui șantier. Conectează-te o dată ca s-o primești.",
  "wallet.kind.document": "Document",
  "wallet.kind.qualification": "Calificare",
};
