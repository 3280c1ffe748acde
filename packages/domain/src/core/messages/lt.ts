import type { Translation } from "../../i18n/translation.ts";
import type { messages as english } from "./en.ts";

export const messages: Translation<typeof english> = {
  "language.label": "Kalba",
  "language.settingsHint": "SiteReady tekstai ir priminimai apie korteles bus jūsų pasirinkta kalba.",
  "form.optional": "{label} (neprivaloma)",
  "form.saveChanges": "Išsaugoti pakeitimus",
  "form.cancel": "Atšaukti",
  "form.show": "Rodyti",
  "form.hide": "Slėpti",
  "form.done": "Baigta",
  "page.signUp": "Registracija",
  "field.firstName": "Vardas",
  "field.lastName": "Pavardė",
  "field.email": "El. paštas",
  "field.password": "Slaptažodis",
  "field.confirmPassword": "Pakartokite slaptažodį",
  "field.cardType": "Kortelės tipas",
  "field.registrationNumber": "Registracijos numeris",
  "field.issueDate": "Išdavimo data",
  "field.expiryDate": "Galiojimo pabaiga",
  "validation.required": "Laukas „{label}“ privalomas",
  "validation.tooLong":
    "Lauke „{label}“ gali būti ne daugiau kaip {max, plural, one {# simbolis} few {# simboliai} many {# simbolio} other {# simbolių}}",
  "validation.notText": "Laukas „{label}“ turi būti tekstas",
  "validation.chooseFromList": "Pasirinkite {thing} iš sąrašo",
  "validation.email": "Įveskite teisingą el. pašto adresą",
  "validation.password":
    "Slaptažodyje turi būti bent {min, plural, one {# simbolis} few {# simboliai} many {# simbolio} other {# simbolių}}",
  "validation.passwordHint":
    "Bent {min, plural, one {# simbolis} few {# simboliai} many {# simbolio} other {# simbolių}}.",
  "validation.passwordsDoNotMatch": "Slaptažodžiai nesutampa",
  "validation.name": "Varde gali būti tik raidės, tarpai, brūkšneliai ir apostrofai",
  "validation.phone": "Įveskite teisingą telefono numerį",
  "validation.postcode": "Įveskite teisingą JK pašto kodą",
  "validation.date": "Įveskite teisingą datą",
  "validation.expiryAfterIssue": "Galiojimo pabaiga turi būti vėlesnė už išdavimo datą",
  "validation.terms": "Pažymėkite langelį, kad sutinkate su naudojimo sąlygomis ir privatumo pranešimu",
  "validation.controlCharacters": "Ištrinkite specialius simbolius, kurių šiame lauke negali būti",
  "error.validation": "Neteisingi užklausos duomenys",
  "error.authenticationRequired": "Reikia prisijungti. Prisijunkite dar kartą.",
  "error.accessDenied": "Prieiga uždrausta. Jūs neturite teisės to daryti.",
  "error.notFound": "To, ko ieškote, nerasta.",
  "error.tooManyRequests": "Per daug bandymų. Bandykite vėliau.",
  "error.serverError": "Serverio klaida. Bandykite vėliau.",
  "error.serviceUnavailable": "Paslauga laikinai neveikia. Bandykite vėliau.",
  "error.other": "Įvyko klaida",
  "error.networkUnreachable": "Nepavyksta prisijungti prie serverio. Patikrinkite interneto ryšį.",
  "error.networkTimeout": "Užklausa užtruko per ilgai. Bandykite dar kartą.",
  "error.offlineWrite": "Esate be ryšio, todėl niekas neišsaugota. Bandykite dar kartą, kai bus ryšys.",
  "error.sessionExpired": "Jūsų sesija baigėsi. Prisijunkite dar kartą.",
  "error.profileImageFetchFailed": "Nepavyko gauti profilio nuotraukos",
  "error.wrongSignIn": "Neteisingas el. paštas arba slaptažodis. Patikrinkite ir bandykite dar kartą.",
  "error.emailTaken": "Paskyra su šiuo el. paštu jau yra. Prisijunkite arba pakeiskite slaptažodį.",
  "limit.documents":
    "Pasiekėte 500 dokumentų ribą. Ištrinkite tai, ko nebereikia, kad galėtumėte pridėti naujų.",
  "limit.skillsCards":
    "Pasiekėte 500 kvalifikacijos kortelių ribą. Ištrinkite tai, ko nebereikia, kad galėtumėte pridėti naujų.",
  "limit.qualifications":
    "Pasiekėte 500 kvalifikacijų ribą. Ištrinkite tai, ko nebereikia, kad galėtumėte pridėti naujų.",
  "limit.projects":
    "Pasiekėte 500 projektų ribą. Ištrinkite tai, ko nebereikia, kad galėtumėte pridėti naujų.",
  "limit.shares":
    "Pasiekėte 500 bendrinimų ribą. Ištrinkite tai, ko nebereikia, kad galėtumėte pridėti naujų.",
  "limit.jobPosts":
    "Pasiekėte 500 darbo skelbimų ribą. Ištrinkite tai, ko nebereikia, kad galėtumėte pridėti naujų.",
  "limit.listings":
    "Pasiekėte 500 būsto skelbimų ribą. Ištrinkite tai, ko nebereikia, kad galėtumėte pridėti naujų.",
  "limit.inductions":
    "Pasiekėte 500 instruktažų ribą. Ištrinkite tai, ko nebereikia, kad galėtumėte pridėti naujų.",
  "limit.weatherSites":
    "Pasiekėte 500 orams išsaugotų statybviečių ribą. Ištrinkite tai, ko nebereikia, kad galėtumėte pridėti naujų.",
  "limit.storage": "Jūsų failai jau užima visus 500 MB vietos. Ištrinkite kelis failus, kad tilptų šis.",
  "limit.gateRegisterDay":
    "Jūsų įėjimų registras per pastarąsias 24 valandas gavo 20 000 įėjimų – daugiausia, kiek priima per parą. Neišsiųsti nuskaitymai laikomi šiame telefone: rytoj vėl atidarykite patikros prie vartų puslapį, kad juos išsiųstumėte.",
  "limit.gateRegisterFull":
    "Jūsų įėjimų registre yra 500 000 įėjimų – daugiausia, kiek SiteReady saugo vienai paskyrai. Atsisiųskite jį kaip skaičiuoklę, tada parašykite mums, kad ištrintume senus įrašus.",
  "limit.groups":
    "Jūsų paskyra jau priklauso 200 grupėms – daugiausia, kiek leidžiama vienai paskyrai. Palikite nebenaudojamą grupę, kad galėtumėte prisijungti prie kitos ar sukurti naują.",
  "limit.blocks":
    "Užblokavote 500 žmonių – daugiausia, kiek gali užblokuoti viena paskyra. Atblokuokite ką nors, kad galėtumėte užblokuoti kitą žmogų.",
  "limit.newConversations":
    "Per pastarąsias 24 valandas turite 100 naujų pokalbių – daugiausia per parą. Tęskite turimus arba naujus pradėkite rytoj.",
  "limit.applications":
    "Per pastarąsias 24 valandas pateikėte 50 paraiškų darbams – daugiausia per parą. Bandykite dar kartą rytoj.",
  "limit.reports":
    "Per pastarąsias 24 valandas išsiuntėte 50 pranešimų – daugiausia per parą. Bandykite dar kartą rytoj arba parašykite mums, jei kas nors reikalauja dėmesio nedelsiant.",
  "limit.ocrQueue":
    "Jau turite 3 nuotraukas, laukiančias nuskaitymo. Palaukite, kol jos bus nuskaitytos, tada bandykite dar kartą.",
  "limit.renewals":
    "Ši kortelė atnaujinta jau 20 kartų – daugiausia, kiek SiteReady saugo vienai kortelei. Naują kortelę pridėkite kaip naują kvalifikacijos kortelę.",
  "limit.sensitiveActions":
    "Per pastarąsias 24 valandas savo banko ir mokesčių duomenis parodėte, pakeitėte ar eksportavote 200 kartų – daugiausia per parą. Bandykite dar kartą rytoj.",
  "limit.passkeys":
    "Ši paskyra turi 20 prieigos raktų – daugiausia, kiek gali turėti. Pašalinkite nebenaudojamą raktą, kad galėtumėte pridėti kitą.",
  "limit.aiPolish":
    "Per paskutinę valandą paprašėte 30 DI pasiūlymų – daugiausia per valandą. Bandykite vėliau arba parašykite tekstą be DI.",
  "limit.cvExports":
    "Per paskutinę valandą CV atsisiuntėte 60 kartų – daugiausia per valandą. Bandykite vėliau.",
  "errorBox.network.title": "Nėra ryšio",
  "errorBox.network.next": "Patikrinkite ryšį arba Wi-Fi ir bandykite dar kartą. Tai, ką įvedėte, išlieka.",
  "errorBox.authentication.title": "Prisijunkite dar kartą",
  "errorBox.authentication.next": "Prisijunkite ir tęskite ten, kur baigėte.",
  "errorBox.validation.title": "Patikrinkite duomenis",
  "errorBox.validation.next": "Pataisykite pažymėtus laukus ir bandykite dar kartą.",
  "errorBox.server.title": "Mūsų pusėje kažkas nepavyko",
  "errorBox.server.next": "Bandykite po minutės. Jei kartojasi, parašykite mums.",
  "errorBox.unknown.title": "Kažkas nepavyko",
  "errorBox.unknown.next": "Bandykite dar kartą. Jei kartojasi, parašykite mums.",
  "error.storageFull": "Saugykla pilna, todėl niekas neišsaugota. Bandykite vėliau – mums jau pranešta.",
  "error.networkCancelled": "Užklausa atšaukta.",
  "error.offlineRead": "Esate be ryšio. Šiam puslapiui reikia ryšio, o piniginė veikia ir be jo.",
  "error.wrongContentType": "Siųskite duomenis JSON formatu (Content-Type: application/json)",
  "error.somethingWentWrong": "Kažkas nepavyko. Bandykite dar kartą.",
  "error.fileTooLarge": "Failas per didelis. Didžiausias leistinas dydis – {size}.",
  "error.imageTooManyPixels":
    "Vaizdas per didelis. Daugiausia galima {megapixels, plural, one {# megapikselis} few {# megapikseliai} many {# megapikselio} other {# megapikselių}}.",
  "error.imageTooSlow":
    "Šis vaizdas skaitomas per ilgai. Pabandykite mažesnę nuotrauką arba jos ekrano kopiją.",
  "error.idempotencyKeyInvalid":
    "Antraštėje Idempotency-Key turi būti nuo 1 iki 100 raidžių, skaitmenų, brūkšnelių (-) arba pabraukimo brūkšnių (_).",
  "error.idempotencyKeyReused": "Šis užklausos raktas jau panaudotas kitai užklausai.",
  "error.aiNotConfigured": "Grok AI paslauga nesukonfigūruota",
  "error.duplicateCard": "Šią kortelę jau turite",
  "error.duplicateDocument": "Šį dokumentą jau turite",
  "error.duplicateQualification": "Šią kvalifikaciją jau turite",
  "error.tooManyRequestsForAccount": "Per daug užklausų šiai paskyrai. Bandykite dar kartą po valandos.",
  "error.authenticationFailed": "Nepavyko patvirtinti tapatybės",
  "error.dashboardFetchFailed": "Nepavyko gauti pradžios duomenų",
  "error.resourceFailedToLoad": "Nepavyko įkelti išteklių",
  "validation.invalidValue": "Patikrinkite šį lauką",
  "validation.phone.because": "Įveskite teisingą telefono numerį. {reason}.",
  "validation.phone.characters": "Naudokite tik skaitmenis ir tarpus, o prieš šalies kodą – +",
  "validation.phone.countryCode": "Patikrinkite šalies kodą po + ir po jo einantį numerį",
  "validation.phone.mobileLength":
    "JK mobiliųjų numeriai prasideda 07 ir turi 11 skaitmenų; šis turi {digits, plural, one {# skaitmenį} few {# skaitmenis} many {# skaitmens} other {# skaitmenų}}",
  "validation.phone.mobileNotInUse":
    "Tai nėra naudojamas JK mobiliojo telefono numeris; patikrinkite skaitmenis",
  "validation.phone.ukRule":
    "JK mobiliųjų numeriai prasideda 07 ir turi 11 skaitmenų; laidinio ryšio – 01, 02 arba 03",
  "field.near": "Netoli",
  "field.pageSize": "Rezultatų puslapyje",
  "field.image": "Nuotrauka",
  "field.formType": "Formos tipas",
  "field.file": "Failas",
  "choice.trade": "specialybę",
  "choice.rateType": "įkainio tipą",
  "choice.contactPreference": "susisiekimo būdą",
  "choice.status": "būseną",
  "choice.priceBasis": "kainos tipą",
  "choice.roomType": "kambario tipą",
  "choice.topic": "temą",
  "choice.feedbackKind": "atsiliepimo tipą",
  "choice.feature": "funkciją",
  "choice.documentType": "dokumento rūšį",
  "choice.employmentType": "darbo pobūdį",
  "choice.cisStatus": "CIS statusą",
  "choice.cardType": "kortelės tipą",
  "field.message": "Žinutė",
  "field.testCentreId": "Testavimo centro ID",
  "validation.latitude": "Platuma turi būti nuo -90 iki 90",
  "validation.longitude": "Ilguma turi būti nuo -180 iki 180",
  "validation.answer": "{message}",
  "validation.remindersOnOff": "Priminimai turi būti įjungti arba išjungti",
  "validation.reminderDaysRequired": "Priminimo dienos privalomos",
  "validation.gateShow": "Nurodykite, ar rodyti tai prie vartų, ar rodyti jūsų nuotrauką.",
  "validation.agentName": "Nurodykite agento pavadinimą",
  "validation.agentMessage": "Parašykite, kas nutiko",
  "validation.chooseOneOf": "Pasirinkite vieną iš: {options}",
  "validation.imageWidth": "Plotis turi būti vienas iš: {widths}.",
  "validation.endBeforeStart": "Pabaigos data negali būti ankstesnė už pradžios datą",
  "validation.referenceContact": "Įveskite telefono numerį arba el. pašto adresą",
  "validation.secondFactorCode":
    "Įveskite 6 skaitmenų kodą iš autentifikavimo programėlės arba vieną iš atkūrimo kodų.",
  "validation.passkeyName": "Suteikite prieigos raktui pavadinimą",
  "validation.passkeyNameLength": "Prieigos rakto pavadinime gali būti ne daugiau kaip 60 simbolių",
  "validation.splitTotal": "Padalijimo dalių suma turi būti 100",
  "validation.jsonObject": "Užklausos turinys turi būti JSON objektas",
  "validation.userId": "Neteisingas naudotojo ID",
  "validation.passkeyId": "Neteisingas prieigos rakto ID",
  "validation.notUserId": "Tai nėra tinkamas naudotojo ID",
  "validation.suspendReason": "Parašykite, kodėl paskyra sustabdyta: darbuotojas matys šią priežastį",
  "validation.suspendReasonLength": "Priežastis turi būti trumpesnė nei 500 simbolių",
  "validation.flagName":
    "Vėliavėlės pavadinimą sudaro mažosiomis raidėmis parašyti žodžiai, sujungti brūkšneliais",
  "validation.siteName": "Įveskite statybvietės pavadinimą.",
  "validation.stripeSession": "Tai nėra Stripe Checkout sesija",
  "validation.deviceId": "Neteisingas įrenginio ID",
  "validation.linkExpired": "Ši nuoroda neteisinga arba nebegalioja.",
  "validation.splitVariants": "Padalijimui reikia variantų",
  "validation.splitSharePerVariant": "Nurodykite po vieną dalį kiekvienam variantui",
  "validation.recordId": "Kiekvienam įrašui reikia ID; banko duomenys, NI numeris, UTR ir CV jo neturi",
};
