import type { Translation } from "../../i18n/translation.ts";
import type { messages as english } from "./en.ts";

export const messages: Translation<typeof english> = {
  "wallet.title": "Piniginė vartams",
  "wallet.intro":
    "Palieskite kortelę, kad ji būtų rodoma per visą ekraną su numeriu ir QR kodu. Piniginė atsidaro net be ryšio.",
  "wallet.loading": "Įkeliama piniginė…",
  "wallet.sync.never": "Dar nesinchronizuota",
  "wallet.sync.justNow": "Sinchronizuota ką tik",
  "wallet.sync.minutes": "Sinchronizuota prieš {count} min.",
  "wallet.sync.hours": "Sinchronizuota prieš {count} val.",
  "wallet.sync.days":
    "Sinchronizuota prieš {count, plural, one {# dieną} few {# dienas} many {# dienos} other {# dienų}}",
  "wallet.stale":
    "Piniginė nesisinchronizavo daugiau nei 7 dienas, todėl kortelė galėjo pasikeisti. Prisijunkite prie ryšio, kad ją atnaujintumėte.",
  "wallet.waiting":
    "{count, plural, one {# pakeitimas laukia} few {# pakeitimai laukia} many {# pakeitimo laukia} other {# pakeitimų laukia}}, kol bus išsiųsti. Jie išeis, kai tik atsiras ryšys.",
  "wallet.whatGateKeeperSees": "Ką apie jus mato vartų sargas",
  "wallet.seesName":
    "Vartų sargas, nuskenavęs kortelės QR kodą, mato jūsų vardą, kortelės duomenis ir nieko daugiau apie jus.",
  "wallet.seesNameAndPhoto":
    "Vartų sargas, nuskenavęs kortelės QR kodą, mato jūsų vardą ir profilio nuotrauką (nuotrauką galite išjungti kiekvienai kortelei), kortelės duomenis ir nieko daugiau apie jus.",
  "wallet.iosHomeScreen":
    "Kad kortelės atsidarytų be ryšio, pridėkite SiteReady į pradžios ekraną: palieskite Bendrinti, tada „Įtraukti į pradžios ekraną“.",
  "wallet.emptyTitle": "Kortelių vartams dar nėra",
  "wallet.emptyText":
    "Pasirinkite „Rodyti prie vartų“ prie kortelės, dokumento ar kvalifikacijos, ir ji atsiras čia, paruošta atidaryti be ryšio.",
  "wallet.chooseCards": "Pasirinkti iš mano kortelių",
  "wallet.list": "Kortelės, rodomos prie vartų",
  "wallet.openFullScreen": "atidaryti per visą ekraną",
  "wallet.kind.skillsCard": "Kvalifikacijos kortelė",
  "wallet.frontOf": "Priekis: {title}",
  "wallet.noNumber": "Nėra numerio",
  "wallet.expires": "Galioja iki {date}",
  "wallet.noExpiryDate": "Nėra galiojimo datos",
  "wallet.you": "Jūs, kaip jus mato vartų sargas",
  "wallet.showAtGate": "Rodyti prie vartų",
  "wallet.waitingOne": "Laukia išsiuntimo: išeis, kai tik atsiras ryšys.",
  "wallet.zoomIn": "Padidinti",
  "wallet.zoomOut": "Sumažinti",
  "wallet.zoomOn": "– {photo}",
  "wallet.qr.live": "Gyvas kodas: keičiasi kas minutę ir nustoja veikti po kelių minučių nuo parodymo.",
  "wallet.qr.signed":
    "Kodas be ryšio: vartų sargo telefonas jį patikrina be ryšio. Galioja iki {time} {date}.",
  "wallet.qr.expired":
    "Jūsų kodas be ryšio nebegalioja (galioja 24 valandas). Prisijunkite kartą, kad gautumėte naują; aukščiau esantis kortelės numeris vis tiek tinka schemos patikrai.",
  "wallet.qr.alt": "QR kodas: nuskenuokite, kad patikrintumėte – {kind}",
  "wallet.qr.selfDeclared": "Nurodė pats savininkas, schema nepatikrino.",
  "wallet.qr.showOffline": "Rodyti kodą be ryšio",
  "wallet.qr.showLive": "Rodyti gyvą kodą",
  "wallet.gateKeeperSees": "Ką mato vartų sargas",
  "wallet.checkShowsName":
    "Šios kortelės patikra vartų sargui rodo jūsų vardą, kortelės duomenis ir nieko daugiau apie jus.",
  "wallet.checkShowsNameAndPhoto":
    "Šios kortelės patikra vartų sargui rodo jūsų vardą ir profilio nuotrauką, kortelės duomenis ir nieko daugiau apie jus.",
  "wallet.showMyPhoto": "Rodyti mano nuotrauką šios kortelės patikroje",
  "wallet.addPhoto":
    "Pridėkite profilio nuotrauką skiltyje Asmens duomenys, kad vartų sargas galėtų jus atpažinti.",
  "wallet.close": "Uždaryti",
  "wallet.number": "Numeris",
  "wallet.stopShowing": "Neberodyti prie vartų",
  "gate.title": "Patikra prie vartų",
  "gate.intro":
    "Nuskenuokite darbuotojo SiteReady piniginės QR kodą. Kodai be ryšio tikrinami šiame telefone be ryšio; gyviems kodams reikia ryšio.",
  "gate.connectOnce": "Prisijunkite kartą, kad šis telefonas galėtų tikrinti kodus be ryšio.",
  "gate.site": "Statybvietė",
  "gate.siteHint": "Registras vedamas kiekvienai statybvietei atskirai.",
  "gate.changeSite": "Keisti statybvietę",
  "gate.startRegister": "Pradėti registrą",
  "gate.checking": "Tikrinama kortelė…",
  "gate.enterSite": "Įveskite statybvietės pavadinimą, kad pradėtumėte jos įėjimų registrą.",
  "gate.register": "Įėjimų registras: {site}",
  "gate.waiting":
    "{count, plural, =1 {# registro pakeitimas laukia išsiuntimo šiame telefone. Jis išeis, kai tik atsiras ryšys.} one {# registro pakeitimas laukia išsiuntimo šiame telefone. Jie išeis, kai tik atsiras ryšys.} few {# registro pakeitimai laukia išsiuntimo šiame telefone. Jie išeis, kai tik atsiras ryšys.} many {# registro pakeitimo laukia išsiuntimo šiame telefone. Jie išeis, kai tik atsiras ryšys.} other {# registro pakeitimų laukia išsiuntimo šiame telefone. Jie išeis, kai tik atsiras ryšys.}}",
  "gate.download": "Atsisiųsti registrą (CSV)",
  "gate.downloadNeedsSignal": "CSV atsisiuntimui reikia ryšio.",
  "gate.column.when": "Kada",
  "gate.column.who": "Kas",
  "gate.column.card": "Kortelė",
  "gate.column.status": "Rezultatas",
  "gate.outcome.green": "Žalia",
  "gate.outcome.amber": "Geltona",
  "gate.outcome.red": "Raudona",
  "gate.result.valid": "Galioja",
  "gate.result.expiringSoon": "Greitai baigs galioti",
  "gate.result.doNotAccept": "Nepriimti",
  "gate.result.checkedOnline": "Ką tik patikrinta internetu su SiteReady.",
  "gate.result.holder": "Kortelės savininkas",
  "gate.result.noPhoto": "Šiai kortelei nuotrauka nerodoma.",
  "gate.result.photoOnline": "Nuotrauka rodoma tik tikrinant internetu.",
  "gate.result.expiry": "Galiojimas",
  "gate.result.selfDeclared": "Nurodė pats savininkas SiteReady, schema nepatikrino.",
  "gate.reason.noExpiry": "Galioja: ši kortelė neturi galiojimo datos.",
  "gate.reason.expired": "Ši kortelė nebegalioja.",
  "gate.reason.expiresToday": "Galioja, bet baigia galioti šiandien.",
  "gate.reason.expiresIn":
    "Galioja, bet baigs galioti po {days, plural, one {# dienos} few {# dienų} many {# dienos} other {# dienų}}.",
  "gate.reason.inDate": "Galioja.",
  "gate.reason.forged":
    "Šis kodas netikras: jo parašas nesutampa su SiteReady parašu. Jis galėjo būti pakeistas arba išgalvotas.",
  "gate.reason.unknownKey":
    "Šis kodas pasirašytas raktu, kurio šis telefonas nežino. Prisijunkite kartą, kad atnaujintumėte raktus, tada skenuokite dar kartą.",
  "gate.reason.signedExpired":
    "Šis kodas be ryšio nebegalioja (galioja 24 valandas). Paprašykite darbuotojo prisijungti ir vėl parodyti kortelę.",
  "gate.reason.liveExpired":
    "Šis QR kodas nebegalioja: jis nustoja veikti po 3 minučių nuo parodymo. Paprašykite darbuotojo vėl atidaryti kortelę.",
  "gate.reason.liveNeedsSignal":
    "Tai gyvas kodas: jį galima patikrinti tik su ryšiu. Paprašykite darbuotojo kortelėje paspausti „Rodyti kodą be ryšio“ ir nuskenuokite dar kartą.",
  "gate.reason.notAGateCode": "Tai ne SiteReady kortelės kodas.",
  "gate.reason.revoked": "Ši kortelė nebėra rodoma prie vartų: savininkas ją ištrynė arba išjungė.",
  "gate.reason.noKeys":
    "Šis telefonas dar neturi SiteReady raktų: kartą atidarykite patikrą prie vartų su ryšiu, tada skenuokite dar kartą.",
  "gate.result.checkedOffline":
    "Patikrinta šiame telefone be ryšio: parašas yra SiteReady, o kortelė patikrinta pagal šiame telefone esantį atšauktų kortelių sąrašą. Kortelė, atšaukta po paskutinio sąrašo atnaujinimo, aptinkama tik internetu.",
  "gate.result.cannotConfirm": "Negalima patvirtinti",
  "gate.reason.withdrawn":
    "Savininkas atšaukė arba pakeitė šią kortelę po to, kai šis kodas buvo sukurtas. Nepriimkite šio kodo: paprašykite darbuotojo prisijungti ir vėl parodyti kortelę.",
  "gate.reason.withdrawnListMissing":
    "Šiame telefone nėra atšauktų kortelių sąrašo, todėl jis negali žinoti, ar savininkas neatšaukė šios kortelės. Prisijunkite, kad atnaujintumėte sąrašą, arba patikrinkite su ryšiu.",
  "gate.reason.withdrawnListOutOfDate":
    "Šiame telefone esantis atšauktų kortelių sąrašas pasenęs, todėl jis negali žinoti, ar savininkas neatšaukė šios kortelės. Prisijunkite, kad atnaujintumėte sąrašą, arba patikrinkite su ryšiu.",
  "gate.reason.withdrawnListNotGenuine":
    "Šiame telefone esantis atšauktų kortelių sąrašas netikras (jo parašas nesutampa su SiteReady), todėl jis nenaudojamas. Prisijunkite, kad atnaujintumėte sąrašą, arba patikrinkite su ryšiu.",
  "gate.reason.withdrawnListPartial":
    "Šiame telefone esantis atšauktų kortelių sąrašas nesiekia laiko, kai buvo sukurtas šis kodas, todėl jis negali žinoti, ar savininkas neatšaukė šios kortelės. Patikrinkite su ryšiu.",
  "gate.withdrawnList.none": "Šiame telefone nėra atšauktų kortelių sąrašo.",
  "gate.withdrawnList.justNow": "Atšauktų kortelių sąrašas atnaujintas ką tik.",
  "gate.withdrawnList.minutes":
    "Atšauktų kortelių sąrašas atnaujintas prieš {count, plural, one {# minutę} few {# minutes} many {# minutės} other {# minučių}}.",
  "gate.withdrawnList.hours":
    "Atšauktų kortelių sąrašas atnaujintas prieš {count, plural, one {# valandą} few {# valandas} many {# valandos} other {# valandų}}.",
  "gate.withdrawnList.days":
    "Atšauktų kortelių sąrašas atnaujintas prieš {count, plural, one {# dieną} few {# dienas} many {# dienos} other {# dienų}}.",
  "gate.scanner.cameraFailed":
    "Nepavyko įjungti kameros. Leiskite naudoti kamerą arba skenuokite iš nuotraukos žemiau.",
  "gate.scanner.noCode": "Toje nuotraukoje QR kodo nerasta. Bandykite dar kartą, arčiau ir ryškiau.",
  "gate.scanner.view": "Kameros vaizdas: laikykite darbuotojo QR kodą rėmelyje",
  "gate.scanner.stop": "Išjungti kamerą",
  "gate.scanner.start": "Skenuoti kamera",
  "gate.scanner.photo": "Skenuoti iš nuotraukos",
  "gate.notKnown": "Nežinoma",
  "gate.decide.accept": "Įleisti ir užregistruoti",
  "gate.decide.refuse": "Neįleisti",
  "gate.decide.letInAnyway": "Vis tiek įleisti",
  "gate.decide.scanAgain": "Skenuoti dar kartą",
  "gate.decide.nobodyNamed":
    "Ši patikra nerodo, kieno tai kortelė, todėl pagal ją nieko negalima užregistruoti.",
  "gate.refuse.title": "Kodėl neįleidžiate?",
  "gate.refusal.cardExpired": "Kortelės galiojimas baigėsi",
  "gate.refusal.notGenuine": "Netikra kortelė ar kodas",
  "gate.refusal.wrongPerson": "Ne tas asmuo",
  "gate.refusal.noCard": "Nėra kortelės",
  "gate.refusal.other": "Kita priežastis",
  "gate.refuse.note": "Išsamiau",
  "gate.refuse.noteHint": "Būtina, jei pasirinkta „Kita priežastis“. Išsaugoma registre.",
  "gate.back": "Atgal",
  "gate.letIn.title": "Kodėl įleidžiate šį asmenį?",
  "gate.letIn.hint": "Patikros rezultatas raudonas. Jūsų priežastis išsaugoma registre.",
  "gate.letIn.confirm": "Vis tiek užregistruoti",
  "gate.decisionError.chooseReason": "Pasirinkite, kodėl neįleidžiate.",
  "gate.decisionError.otherNeedsWords":
    "Jei pasirinkta „Kita priežastis“, keliais žodžiais parašykite kodėl.",
  "gate.decisionError.redNeedsWords":
    "Parašykite, kodėl įleidžiate šį asmenį, nors patikros rezultatas raudonas.",
  "gate.decisionError.nobodyNamed":
    "Pagal šią patikrą nieko negalima užregistruoti: nematyti, kieno tai kortelė. Nuskenuokite dar kartą arba neįleiskite.",
  "gate.done.signedIn": "Užregistruota: {name}.",
  "gate.done.refused": "Neįleista: {name}.",
  "gate.onSite.heading": "Dabar statybvietėje: {count}",
  "gate.onSite.nobody": "Dabar statybvietėje nieko nėra.",
  "gate.onSite.since": "Įėjimas: {when}",
  "gate.signOut": "Užregistruoti išėjimą",
  "gate.signOutAll": "Išregistruoti visus",
  "gate.signOutAll.question":
    "{count, plural, =1 {Išregistruoti vienintelį statybvietėje esantį asmenį?} one {Išregistruoti visus # statybvietėje esantį asmenį?} few {Išregistruoti visus # statybvietėje esančius asmenis?} many {Išregistruoti visus # statybvietėje esančio asmens?} other {Išregistruoti visus # statybvietėje esančių asmenų?}} Tai darykite, kai visi išeis.",
  "gate.cancel": "Atšaukti",
  "gate.signedOutOne": "Išregistruota: {name}.",
  "gate.signedOutAll":
    "Išregistruota: {count, plural, one {# asmuo} few {# asmenys} many {# asmens} other {# asmenų}}.",
  "gate.history": "Patikros ir sprendimai",
  "gate.noChecks": "Šioje statybvietėje dar nieko nepatikrinta.",
  "gate.decision.signedIn": "Užregistruota",
  "gate.decision.signedOut": "Išėjimas: {when}",
  "gate.decision.refused": "Neįleista: {reason}",
  "gate.register.lastSynced":
    "Nėra ryšio: tai registras iš paskutinio šio telefono sinchronizavimo ({when}). Nuo tada kituose telefonuose užregistruoti įėjimai ir išėjimai čia nerodomi.",
  "gate.register.noCopy":
    "Nėra ryšio, o šiame telefone dar nėra šios statybvietės registro kopijos. Prisijunkite kartą, kad ją gautumėte.",
  "wallet.kind.document": "Dokumentas",
  "wallet.kind.qualification": "Kvalifikacija",
};
