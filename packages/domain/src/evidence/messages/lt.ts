import type { messages as english } from "./en.ts";

/** Kiek patikrintas kiekvienas įrašas ir kiekvieno patikrinimo įrodymai (issue 51). */
export const messages: Record<keyof typeof english, string> = {
  "evidence.level.self-declared": "Nurodė turėtojas",
  "evidence.level.photo": "Kortelės nuotrauka",
  "evidence.level.smart-check": "Patikrinta Smart Check",
  "evidence.level.scheme-api": "Patikrinta pas išdavėją",
  "evidence.summary.selfDeclared": "Įvedė turėtojas. Netikrinta pas kortelės išdavėją.",
  "evidence.summary.photo": "Turėtojas pridėjo nuotrauką. Netikrinta pas kortelės išdavėją.",
  "evidence.summary.confirmed": "Patvirtinta Smart Check, tikrino: {by}, {date}.",
  "evidence.summary.noMatch": "Smart Check duomenys nesutampa, užfiksavo: {by}, {date}.",
  "evidence.summary.notFound": "Smart Check nerasta arba kortelė panaikinta, užfiksavo: {by}, {date}.",
  "evidence.summary.oldFacts":
    "Tikrinta Smart Check ({by}, {date}), kai numeris buvo {number}. Duomenys nuo to laiko pasikeitė, todėl šis patikrinimas netaikomas dabartinei kortelei.",
  "evidence.validation.chooseOutcome": "Pasirinkite, ką parodė Smart Check.",
  "evidence.smartCheck.title": "Patikrinkite CSCS Smart Check",
  "evidence.smartCheck.intro":
    "SiteReady negali paklausti paties išdavėjo. Suraskite kortelę nemokamoje Smart Check svetainėje ar programėlėje ir užfiksuokite, ką ji parodė. Turėtojas matys, kas ir kada tikrino.",
  "evidence.smartCheck.open": "Atidaryti Smart Check",
  "evidence.smartCheck.copyNumber": "Kopijuoti kortelės numerį",
  "evidence.smartCheck.copied": "Kortelės numeris nukopijuotas: įklijuokite jį į Smart Check.",
  "evidence.smartCheck.question": "Ką parodė Smart Check?",
  "evidence.outcome.matches": "Sutampa",
  "evidence.outcome.no-match": "Nesutampa",
  "evidence.outcome.not-found": "Kortelė nerasta arba panaikinta",
  "evidence.smartCheck.forCompany": "Tikrinu įmonei",
  "evidence.smartCheck.noCompany": "Tik savo vardu (be įmonės)",
  "evidence.smartCheck.saved": "Užfiksuota: {outcome}. Turėtojas tai mato.",
  "evidence.smartCheck.notCovered": "Šios kortelės CSCS Smart Check netikrina.",
  "evidence.error.scanNotFound":
    "Šis nuskaitymas nerastas. Rezultatą gali užfiksuoti tik nuskaitymą atlikęs asmuo.",
  "evidence.error.scanTooOld":
    "Šis nuskaitymas senesnis nei valanda. Nuskaitykite kortelę dar kartą ir užfiksuokite, ką parodė Smart Check.",
  "evidence.error.ownCard":
    "Savo kortelės patvirtinti negalima. Tai turi padaryti ją statybvietėje tikrinantis asmuo.",
  "evidence.error.recordGone": "Šios kortelės turėtojo įrašuose nebėra.",
  "evidence.flag.title": "Smart Check nepatvirtino kortelės: {card}",
  "evidence.flag.body":
    "Tikrino: {by}, {date}. Rezultatas: {outcome}. Patikrinkite kortelės numerį ir galiojimo datą, pataisykite juos čia arba susisiekite su išdavėju. Ši žyma liks prie kortelės, kol jos duomenys pasikeis arba vėlesnis patikrinimas sutaps.",
  "evidence.flag.edit": "Pataisyti kortelės duomenis",
  "evidence.flag.checkYourself": "Patikrinti Smart Check",
  "evidence.email.subject": "Smart Check nepatvirtino vienos iš jūsų kortelių",
  "evidence.email.body":
    "Jūsų kortelė ({card}) patikrinta CSCS Smart Check {date}, tikrino: {by}. Rezultatas: {outcome}. Atidarykite SiteReady ir patikrinkite kortelės duomenis: {link}",
  "evidence.flag.label": "Reikia jūsų dėmesio",
  "evidence.looks.title": "Kas žiūrėjo mano dokumentus",
  "evidence.looks.intro":
    "Kiekvienas jūsų kortelių patikrinimas prie vartų, kiekvienas Smart Check rezultatas, kiekvienas jūsų bendrinimo atidarymas ir kiekvienas įmonės peržiūrėtas jūsų įrašas, naujausi pirmi.",
  "evidence.looks.link": "Kas žiūrėjo mano dokumentus",
  "evidence.looks.empty": "Jūsų dokumentų dar niekas nežiūrėjo.",
  "evidence.looks.more": "Rodyti senesnius",
  "evidence.looks.list": "Jūsų dokumentų peržiūros",
  "evidence.looks.gateScan": "{who}: kortelė {record} patikrinta prie vartų – {outcome}.",
  "evidence.looks.gateScanAnonymous":
    "Neprisijungęs asmuo patikros puslapyje patikrino kortelę {record} – {outcome}.",
  "evidence.looks.smartCheck": "{who}: užfiksuotas Smart Check rezultatas kortelei {record} – {outcome}.",
  "evidence.looks.shareView": "Atidarytas jūsų bendrinimas gavėjui {about}.",
  "evidence.looks.shareViewBy": "Jūsų bendrinimą gavėjui {about} atidarė: {who}.",
  "evidence.looks.companyLook": "{company} peržiūrėjo jūsų įrašus objektui {about}.",
  "evidence.looks.companyLookBy": "{who} ({company}) peržiūrėjo jūsų įrašus objektui {about}.",
  "evidence.looks.someone": "Kažkas",
  "evidence.gateOutcome.green": "galioja",
  "evidence.gateOutcome.amber": "greitai baigs galioti",
  "evidence.gateOutcome.red": "neįleisti",
  "evidence.own.chooseOutcome": "Pasirinkite, ar kortelė vis dar patvirtinama Smart Check.",
  "evidence.own.chooseRecord": "Pasirinkite vieną iš savo kortelių.",
  "evidence.own.summary.yes": "Tikrinote Smart Check {date}: kortelė vis dar buvo patvirtinta.",
  "evidence.own.summary.no": "Tikrinote Smart Check {date}: kortelė nebuvo patvirtinta.",
  "evidence.own.summary.oldFacts":
    "Tikrinote Smart Check {date}, kai numeris buvo {number}. Kortelės duomenys nuo to laiko pasikeitė.",
  "evidence.own.question": "Ar kortelė vis dar patvirtinama Smart Check?",
  "evidence.own.hint":
    "Suraskite kortelę nemokamoje Smart Check svetainėje, tada įrašykite, ką ji parodė. Tai jūsų pačių pastaba: ji nekeičia kortelės patikrinimo lygio.",
  "evidence.own.yes": "Taip, vis dar patvirtinama",
  "evidence.own.no": "Ne, nepatvirtinta",
  "evidence.own.saved": "Atsakymas įrašytas.",
  "evidence.own.noHelp":
    "Palyginkite numerį ir galiojimo datą su kortele ir pataisykite juos čia. Jei jie teisingi, susisiekite su kortelės išdavėju: tik jis gali pataisyti savo įrašus. Niekas kitas šio atsakymo nemato.",
  "evidence.error.ownRecordNotFound": "Šios kortelės jūsų įrašuose nerasta.",
  "evidence.nudge.subject": "Patikrinkite, ar jūsų kortelės vis dar patvirtinamos Smart Check",
  "evidence.nudge.intro":
    "Laikas kasmėnesiniam patikrinimui: pažiūrėkite, ar {count, plural, one {ši kortelė vis dar patvirtinama} few {šios kortelės vis dar patvirtinamos} many {šios kortelės vis dar patvirtinamos} other {šios kortelės vis dar patvirtinamos}} CSCS Smart Check.",
  "evidence.nudge.card": "- {card}, numeris {number}",
  "evidence.nudge.cardNoNumber": "- {card} (numeris neįrašytas)",
  "evidence.nudge.lookUp": "Suraskite kiekvieną oficialioje Smart Check svetainėje: {link}",
  "evidence.nudge.record": "Tada įrašykite atsakymą SiteReady: {link}",
  "evidence.nudge.why":
    "Šis laiškas siunčiamas kartą per mėnesį, nes nustatymuose įjungti Smart Check priminimai.",
  "evidence.nudge.settings": "Pakeisti priminimų nustatymus: {link}",
  "evidence.looks.shareEvent": "Jūsų bendrinimas gavėjui {about}: {event}.",
};
