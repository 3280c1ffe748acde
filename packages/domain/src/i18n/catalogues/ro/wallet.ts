import type { wallet as english } from "../en/wallet.ts";
import type { Translation } from "../translation.ts";

export const wallet: Translation<typeof english> = {
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
  "gate.next": "Intrare înregistrată. Scanează următorul card",
  "gate.register": "Registru de intrări: {site}",
  "gate.waiting":
    "{count, plural, one {# intrare așteaptă} few {# intrări așteaptă} other {# de intrări așteaptă}} pe acest telefon să fie trimise. Pleacă imediat ce ai semnal.",
  "gate.download": "Descarcă registrul (CSV)",
  "gate.downloadNeedsSignal": "Descărcarea CSV are nevoie de semnal.",
  "gate.nobody": "Nimeni n-a intrat încă pe acest șantier.",
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
  "gate.result.checkedOffline":
    "Verificat pe acest telefon fără semnal: semnătura e a SiteReady. Dacă muncitorul a șters între timp cardul se verifică doar online.",
  "gate.result.holder": "Titularul cardului",
  "gate.result.noPhoto": "Nu se arată poză pentru acest card.",
  "gate.result.photoOnline": "Poza apare doar la verificarea online.",
  "gate.result.expiry": "Expirare",
  "gate.result.selfDeclared": "Declarat de titular în SiteReady, neverificat cu schema.",
  "gate.reason.noExpiry": "Valabil: acest card nu are dată de expirare.",
  "gate.reason.expired": "Acest card a expirat.",
  "gate.reason.expiresToday": "Valabil, dar expiră azi.",
  "gate.reason.expiresIn": "Valabil, dar expiră în {days} zile.",
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
    "Acesta e un cod live: se poate verifica doar cu semnal. Conectează-te sau cere muncitorului codul offline.",
  "gate.reason.notAGateCode": "Acesta nu e un cod de card SiteReady.",
  "gate.reason.revoked": "Acest card nu se mai arată la poartă: titularul l-a șters sau l-a oprit.",
  "gate.reason.noKeys":
    "Acest telefon nu are încă cheile SiteReady: deschide o dată verificarea la poartă cu semnal, apoi scanează din nou.",
  "gate.scanner.cameraFailed": "Camera nu a putut porni. Permite camera sau scanează dintr-o poză mai jos.",
  "gate.scanner.noCode": "Niciun cod QR în poză. Încearcă din nou, mai aproape și clar.",
  "gate.scanner.view": "Imaginea camerei: ține codul QR al muncitorului în cadru",
  "gate.scanner.stop": "Oprește camera",
  "gate.scanner.start": "Scanează cu camera",
  "gate.scanner.photo": "Scanează dintr-o poză",
  "gate.notKnown": "Necunoscut",
};
