import type { messages as english } from "./en.ts";

/** Darbuotojo teisės dirbti įrodymas ir užsakovų atliktų patikrinimų patvirtinimai (issue 52). */
export const messages: Record<keyof typeof english, string> = {
  "rightToWork.page.title": "Teisė dirbti",
  "rightToWork.page.intro":
    "SiteReady saugo jūsų įrodymą, kad galite dirbti Jungtinėje Karalystėje, kad galėtumėte juo pasidalyti vienu paspaudimu. Tačiau patikrinimą vis tiek turi atlikti užsakovas (tas, kas jums duoda darbo): GOV.UK svetainėje su jūsų bendrinimo kodu (share code) arba apžiūrėjęs jūsų pasą.",
  "rightToWork.page.whoChecks":
    "Nuo 2026 m. spalio 1 d. įstatymas reikalauja, kad kiekvienas, kas samdo savarankiškai dirbančius asmenis ir subrangovus, ne tik darbdaviai, prieš pradedant darbą patikrintų jų teisę dirbti.",
  "rightToWork.page.empty": "Dar nepridėjote savo teisės dirbti.",
  "rightToWork.page.add": "Pridėti teisę dirbti",
  "rightToWork.page.edit": "Keisti",
  "rightToWork.page.delete": "Ištrinti teisės dirbti įrašą",
  "rightToWork.page.deleteConfirm":
    "Ištrinti teisės dirbti įrašą ir jo nuotraukas? Jį patikrinę užsakovai pasiliks savo patvirtinimus, kuriuose bus nurodyta, kad įrašą atšaukėte.",
  "rightToWork.page.deleted": "Teisės dirbti įrašas ištrintas.",
  "rightToWork.page.share": "Bendrinti teisę dirbti",
  "rightToWork.page.shareHint":
    "Sukuria nuorodą vienam užsakovui su jūsų bendrinimo kodu, gimimo data ir nuotraukomis. Jūs pasirenkate, kada ji nustos galioti, ir galite pridėti PIN.",
  "rightToWork.page.reveal": "Rodyti",
  "rightToWork.page.hide": "Slėpti",
  "rightToWork.page.saved": "Teisė dirbti išsaugota.",
  "rightToWork.page.makeCode": "Gauti bendrinimo kodą GOV.UK svetainėje",
  "rightToWork.page.makeCodeHint":
    "GOV.UK svetainėje pasirinkite „Prove your right to work“ (įrodyti teisę dirbti). Kodas prasideda raide W ir galioja 90 dienų.",
  "rightToWork.page.receipts": "Užsakovų atlikti patikrinimai",
  "rightToWork.page.noReceipts":
    "Dar nė vienas užsakovas neužfiksavo patikrinimo. Kai užfiksuos, jis bus rodomas čia su data ir tikrinimo būdu.",
  "rightToWork.page.photos": "Nuotraukos",
  "rightToWork.page.documentPhoto": "Dokumento nuotrauka",
  "rightToWork.page.documentPhotoHint":
    "Paso puslapis su jūsų nuotrauka arba dokumentas, kurio reikia jūsų atveju.",
  "rightToWork.page.secondPhoto": "Antras puslapis ar dokumentas",
  "rightToWork.page.secondPhotoHint":
    "Tik jei jūsų atveju reikia dviejų, pavyzdžiui, gimimo liudijimo ir laiško su NI numeriu.",
  "rightToWork.page.removePhoto": "Pašalinti nuotrauką",
  "rightToWork.page.codeValidUntil": "Galioja iki {date}",
  "rightToWork.page.codeExpiredOn": "Nustojo galioti {date}",
  "rightToWork.page.ready": "Paruošta bendrinti",
  "rightToWork.field.route": "Kaip įrodote",
  "rightToWork.field.shareCode": "Bendrinimo kodas (share code)",
  "rightToWork.field.generatedOn": "Kodo gavimo data",
  "rightToWork.field.permissionEndsOn": "Jūsų leidimo pabaigos data",
  "rightToWork.field.dateOfBirth": "Gimimo data",
  "rightToWork.field.details": "Kokį dokumentą ar statusą turite (neprivaloma)",
  "rightToWork.route.british-irish": "Britanijos arba Airijos pilietybė",
  "rightToWork.route.settled":
    "Nuolatinio gyventojo statusas (settled status) arba neterminuotas leidimas pasilikti (eVisa)",
  "rightToWork.route.pre-settled": "Išankstinis nuolatinio gyventojo statusas (pre-settled status, eVisa)",
  "rightToWork.route.time-limited": "Viza ar leidimas su pabaigos data (eVisa)",
  "rightToWork.route.other": "Kita",
  "rightToWork.routeHelp.british-irish":
    "Bendrinimo kodo gauti negalite. Pridėkite paso puslapio su nuotrauka (arba Airijos paso kortelės) nuotrauką; užsakovas originalą patikrins kartu su jumis.",
  "rightToWork.routeHelp.settled":
    "Pridėkite bendrinimo kodą iš GOV.UK ir gimimo datą. Užsakovas juos patikrina internetu; pabaigos datos sekti nereikia.",
  "rightToWork.routeHelp.pre-settled":
    "Pridėkite bendrinimo kodą iš GOV.UK ir gimimo datą. Jei jūsų statusas turi pabaigos datą, pridėkite ją: užsakovas turi jus patikrinti dar kartą iki tos datos.",
  "rightToWork.routeHelp.time-limited":
    "Pridėkite bendrinimo kodą iš GOV.UK, gimimo datą ir leidimo pabaigos datą. Užsakovas turi jus patikrinti dar kartą iki tos datos.",
  "rightToWork.routeHelp.other":
    "Pavyzdžiui, jūsų prašymas dar nagrinėjamas: tada užsakovas kreipiasi į Home Office (JK vidaus reikalų ministerijos) Employer Checking Service. Nurodykite, ką turite.",
  "rightToWork.shareCode.missing": "Pridėkite bendrinimo kodą (share code), gautą GOV.UK svetainėje.",
  "rightToWork.shareCode.characters":
    "Bendrinimo kode yra tik raidės ir skaitmenys. Pašalinkite „{character}“ ir dar kartą patikrinkite kodą.",
  "rightToWork.shareCode.length":
    "Bendrinimo kodą sudaro {expected, plural, one {# simbolis} few {# simboliai} many {# simbolio} other {# simbolių}}. Šiame yra {count}: patikrinkite, ar kurio nors netrūksta ir ar nėra vieno per daug.",
  "rightToWork.shareCode.rentCode":
    "Šis kodas prasideda raide R, todėl jis skirtas būstui nuomotis. Užsakovams reikia kodo darbui: GOV.UK svetainėje pasirinkite „Prove your right to work“ (įrodyti teisę dirbti) ir sukurkite naują.",
  "rightToWork.shareCode.statusCode":
    "Šis kodas prasideda raide S, todėl jis skirtas ne darbui. GOV.UK svetainėje pasirinkite „Prove your right to work“ (įrodyti teisę dirbti) ir sukurkite naują, prasidedantį raide W.",
  "rightToWork.shareCode.startsWithW":
    "Bendrinimo kodas darbui prasideda raide W. Patikrinkite pirmą simbolį.",
  "rightToWork.shareCode.letterO":
    "Simbolis nr. {position} yra raidė O, kurią lengva supainioti su skaitmeniu 0. Dar kartą pažiūrėkite į kodą GOV.UK svetainėje ir įveskite tiksliai tai, kas ten parodyta.",
  "rightToWork.shareCode.letterI":
    "Simbolis nr. {position} yra raidė I, kurią lengva supainioti su skaitmeniu 1. Dar kartą pažiūrėkite į kodą GOV.UK svetainėje ir įveskite tiksliai tai, kas ten parodyta.",
  "rightToWork.shareCode.notForBritishIrish":
    "Britanijos ir Airijos piliečiai negali gauti bendrinimo kodo. Palikite šį lauką tuščią ir vietoj to pridėkite paso nuotrauką.",
  "rightToWork.generatedOn.missing": "Pridėkite bendrinimo kodo gavimo datą: kodas galioja 90 dienų nuo jos.",
  "rightToWork.generatedOn.future": "Kodo gavimo data negali būti ateityje.",
  "rightToWork.generatedOn.tooOld":
    "Kodas, sukurtas {date}, nustojo galioti {expired}: kodai galioja {days, plural, one {# dieną} few {# dienas} many {# dienos} other {# dienų}}. Sukurkite naują GOV.UK svetainėje.",
  "rightToWork.endsOn.missing": "Pridėkite leidimo pabaigos datą. Ją rasite savo eVisa UKVI paskyroje.",
  "rightToWork.endsOn.notForRoute": "Šiuo atveju pabaigos datos nėra. Palikite lauką tuščią.",
  "rightToWork.endsOn.past":
    "Ši data jau praėjo. Jei turite naują leidimą, pridėkite jo pabaigos datą; jei pateikėte prašymą jį pratęsti, pasirinkite „Kita“.",
  "rightToWork.dateOfBirth.missing": "Pridėkite gimimo datą: užsakovams jos reikia kartu su bendrinimo kodu.",
  "rightToWork.dateOfBirth.future": "Gimimo data negali būti ateityje.",
  "rightToWork.attention.share-code-missing":
    "Pridėkite bendrinimo kodą: užsakovams jo reikia, kad galėtų jus patikrinti internetu.",
  "rightToWork.attention.share-code-expired":
    "Jūsų bendrinimo kodas nebegalioja. Sukurkite naują GOV.UK svetainėje.",
  "rightToWork.attention.share-code-expiring":
    "Jūsų bendrinimo kodas nustos galioti {date}. Iki tol sukurkite naują.",
  "rightToWork.attention.permission-ended": "Jūsų leidimo pabaigos data jau praėjo.",
  "rightToWork.attention.permission-ending":
    "Jūsų leidimas baigiasi {date}. Užsakovai turi jus patikrinti dar kartą iki tos datos.",
  "rightToWork.attention.photo-missing": "Pridėkite paso puslapio su jūsų nuotrauka nuotrauką.",
  "rightToWork.method.manual-document": "Originalus dokumentas patikrintas gyvai",
  "rightToWork.method.home-office-online": "Home Office patikrinimas internetu su bendrinimo kodu",
  "rightToWork.method.identity-service": "Tapatybės tikrinimo paslaugų teikėjas (IDSP)",
  "rightToWork.outcome.confirmed": "Teisė dirbti patvirtinta, be laiko apribojimo",
  "rightToWork.outcome.confirmed-time-limited": "Teisė dirbti patvirtinta ribotam laikui",
  "rightToWork.outcome.not-confirmed": "Teisės dirbti patvirtinti nepavyko",
  "rightToWork.receipt.title": "Užfiksuokite atliktą patikrinimą",
  "rightToWork.receipt.intro":
    "SiteReady patikrinimo neatlieka. Atlikite jį GOV.UK svetainėje (arba su originaliu dokumentu), tada čia užfiksuokite, ką padarėte: darbuotojas tai matys, o jūs galėsite atsisiųsti PDF savo dokumentams.",
  "rightToWork.receipt.checkedOn": "Patikrinimo data",
  "rightToWork.receipt.method": "Kaip tikrinote",
  "rightToWork.receipt.outcome": "Ką parodė patikrinimas",
  "rightToWork.receipt.followUpOn": "Pakartotinio patikrinimo terminas",
  "rightToWork.receipt.followUpHint":
    "Kai leidimas ribotas laiku: data, iki kurios turite patikrinti dar kartą, kol leidimas nesibaigė.",
  "rightToWork.receipt.checkerName": "Jūsų vardas ir pavardė",
  "rightToWork.receipt.checkerEmail": "Jūsų el. paštas (priminimui apie pakartotinį patikrinimą)",
  "rightToWork.receipt.organisation": "Jūsų įmonė",
  "rightToWork.receipt.reference": "Patikrinimo numeris (neprivaloma)",
  "rightToWork.receipt.save": "Užfiksuoti patikrinimą",
  "rightToWork.receipt.saved": "Patikrinimas užfiksuotas. Darbuotojas jį mato.",
  "rightToWork.receipt.download": "Atsisiųsti PDF savo dokumentams",
  "rightToWork.receipt.checkedInFuture": "Patikrinimo data negali būti ateityje.",
  "rightToWork.receipt.followUpNeeded":
    "Kai teisė dirbti ribota laiku, reikia pakartotinio patikrinimo datos: dienos, iki kurios turite patikrinti dar kartą, kol leidimas nesibaigė.",
  "rightToWork.receipt.followUpAfterCheck":
    "Pakartotinis patikrinimas turi būti vėliau nei šis patikrinimas.",
  "rightToWork.receipt.followUpTooFar": "Pakartotinis patikrinimas gali būti ne vėliau kaip po 5 metų.",
  "rightToWork.receipt.summary": "{outcome}. Tikrino: {by}, {date}. {method}.",
  "rightToWork.receipt.followUpLine": "Pakartotinis patikrinimas iki {date}.",
  "rightToWork.receipt.withdrawn": "Įrašą ištrynėte {date}, jau po šio patikrinimo.",
  "rightToWork.receipt.withdrawnForEngager": "Darbuotojas atšaukė šį įrašą {date}.",
  "rightToWork.receipt.viaShare": "Užfiksuota per bendrinimo nuorodą",
  "rightToWork.receipt.viaCompany": "Užfiksavo įmonė",
  "rightToWork.error.shareEnded":
    "Ši nuoroda nebegalioja, todėl per ją nebegalima užfiksuoti patikrinimo. Paprašykite darbuotojo naujos nuorodos.",
  "rightToWork.error.notShared": "Šioje nuorodoje nėra teisės dirbti įrašo.",
  "rightToWork.error.noRecord": "Darbuotojas neturi teisės dirbti įrašo, kurį būtų galima patikrinti.",
  "rightToWork.shared.title": "Teisė dirbti",
  "rightToWork.shared.route": "Kaip įrodoma: {route}",
  "rightToWork.shared.shareCode": "Bendrinimo kodas (share code): {code}",
  "rightToWork.shared.codeValidUntil": "Bendrinimo kodas galioja iki {date}",
  "rightToWork.shared.dateOfBirth": "Gimimo data: {date}",
  "rightToWork.shared.endsOn": "Leidimas baigiasi {date}",
  "rightToWork.shared.details": "Turi: {details}",
  "rightToWork.shared.checkOnline": "Patikrinti GOV.UK svetainėje",
  "rightToWork.shared.notAStatutoryCheck":
    "Tai paties darbuotojo pateiktas įrodymas, o ne patikrinimas. Kad turėtumėte teisinę apsaugą (statutory excuse), patikrinimą turite atlikti jūs.",
  "rightToWork.pdf.title": "Teisės dirbti patikrinimas: patvirtinimas",
  "rightToWork.pdf.worker": "Darbuotojas: {name}",
  "rightToWork.pdf.evidence": "Darbuotojo per SiteReady pateikti įrodymai",
  "rightToWork.pdf.check": "Užsakovo užfiksuotas patikrinimas",
  "rightToWork.pdf.footer": "SiteReady šio patikrinimo neatliko. Čia užfiksuota, ką užsakovas nurodė {date}.",
  "rightToWork.email.codeExpiring.subject":
    "Jūsų teisės dirbti bendrinimo kodas nustos galioti {days, plural, one {po # dienos} few {po # dienų} many {po # dienos} other {po # dienų}}",
  "rightToWork.email.codeExpiring.body":
    "Jūsų bendrinimo kodas nustos galioti {date}. Po to užsakovai nebegalės su juo jūsų patikrinti. Sukurkite naują GOV.UK svetainėje („Prove your right to work“) ir pridėkite jį į SiteReady:",
  "rightToWork.email.codeExpired.subject": "Jūsų teisės dirbti bendrinimo kodas nebegalioja",
  "rightToWork.email.codeExpired.body":
    "Jūsų bendrinimo kodas nustojo galioti {date}. Sukurkite naują GOV.UK svetainėje („Prove your right to work“) ir pridėkite jį į SiteReady:",
  "rightToWork.email.permissionEnding.subject": "Jūsų leidimas dirbti baigiasi {date}",
  "rightToWork.email.permissionEnding.body":
    "Jūsų leidimas dirbti Jungtinėje Karalystėje baigiasi {date}. Užsakovai turi jus patikrinti dar kartą iki tos datos. Jei pateikėte prašymą jį pratęsti, atnaujinkite savo teisės dirbti įrašą:",
  "rightToWork.email.followUpWorker.subject":
    "{organisation} turi dar kartą patikrinti jūsų teisę dirbti iki {date}",
  "rightToWork.email.followUpWorker.body":
    "{organisation} užfiksavo jūsų teisės dirbti patikrinimą, kurį reikia pakartoti iki {date}. Pasirūpinkite, kad tada jūsų bendrinimo kodas galiotų:",
  "rightToWork.email.followUpEngager.subject": "Pakartotinis teisės dirbti patikrinimas iki {date}: {worker}",
  "rightToWork.email.followUpEngager.body":
    "{checked} užfiksavote teisės dirbti patikrinimą (darbuotojas: {worker}), kurį reikia pakartoti iki {date}. Paprašykite šio darbuotojo bendrinimo kodo ir dar kartą patikrinkite GOV.UK svetainėje.",
  "rightToWork.email.receipt.subject": "{organisation} užfiksavo jūsų teisės dirbti patikrinimą",
  "rightToWork.email.receipt.body":
    "{organisation} užfiksavo: {outcome}, patikrinta {date}. Žiūrėkite SiteReady:",
  "rightToWork.calendar.codeExpires": "Nustoja galioti teisės dirbti bendrinimo kodas",
  "rightToWork.calendar.permissionEnds": "Baigiasi leidimas dirbti",
  "rightToWork.calendar.followUp": "Pakartotinis teisės dirbti patikrinimas ({organisation})",
  "rightToWork.documents.link":
    "Jūsų teisė dirbti: bendrinimo kodas, gimimo data ir nuotraukos vienoje vietoje",
  "rightToWork.requirement.met": "Teisė dirbti: {route}",
  "rightToWork.error.tooManyReceipts":
    "Šiandien šiam darbuotojui užfiksuota per daug patikrinimų. Bandykite dar kartą rytoj.",
};
