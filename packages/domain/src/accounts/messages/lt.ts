import type { Translation } from "../../i18n/translation.ts";
import type { messages as english } from "./en.ts";

export const messages: Translation<typeof english> = {
  "login.title": "Prisijungti",
  "login.submit": "Prisijungti",
  "login.forgotPassword": "Pamiršote slaptažodį?",
  "login.newHere": "Esate čia pirmą kartą? Susikurkite paskyrą",
  "login.passkey": "Prisijungti prieigos raktu (passkey)",
  "login.or": "arba",
  "login.continueWith": "Tęsti per {provider}",
  "login.providerFailed": "Prisijungimas per paslaugos teikėją nebaigtas. Bandykite dar kartą.",
  "login.stateMismatch":
    "Prisijungimas per paslaugos teikėją buvo nutrauktas arba pradėtas kitame skirtuke ar naršyklėje. Bandykite dar kartą.",
  "register.title": "Susikurkite nemokamą paskyrą",
  "register.steps": "Registracijos žingsniai",
  "register.stepOf": "{step} žingsnis iš {total}: ",
  "register.step.personal": "Asmens duomenys",
  "register.step.contact": "Kontaktai",
  "register.step.security": "Slaptažodis",
  "register.step.confirmation": "Patvirtinimas",
  "register.emailHint": "Čia siunčiame priminimus apie atnaujinimą ir slaptažodžio keitimo nuorodas.",
  "register.name": "Vardas ir pavardė",
  "register.back": "Atgal",
  "register.next": "Toliau",
  "register.create": "Sukurti paskyrą",
  "register.haveAccount": "Jau turite paskyrą?",
  "register.logIn": "Prisijungti",
  "terms.agree": "Sutinku su <terms>naudojimo sąlygomis</terms> ir <privacy>privatumo pranešimu</privacy>.",
  "terms.beforeTitle": "Prieš tęsiant",
  "terms.beforeText":
    "SiteReady saugo jūsų pasą, korteles ir banko duomenis. Kad galėtumėte naudotis paskyra, perskaitykite, kaip juos saugome, ir sutikite.",
  "terms.continue": "Tęsti",
  "terms.logOut": "Atsijungti",
  "accounts.page.forgotten": "Pamirštas slaptažodis",
  "accounts.forgot.title": "Pakeiskite slaptažodį",
  "accounts.forgot.intro":
    "Įveskite el. paštą, kurį naudojote registruodamiesi, ir atsiųsime nuorodą slaptažodžiui pakeisti.",
  "accounts.forgot.send": "Siųsti nuorodą",
  "accounts.forgot.sent":
    "Jei kuri nors paskyra naudoja <email></email>, išsiuntėme jai nuorodą naujam slaptažodžiui pasirinkti. Nuoroda galioja vieną valandą. Jei per kelias minutes laiškas neatėjo, patikrinkite šlamšto aplanką.",
  "accounts.backToLogIn": "Grįžti į prisijungimą",
  "accounts.reset.title": "Pasirinkite naują slaptažodį",
  "accounts.reset.invalid": "Ši slaptažodžio keitimo nuoroda netinkama arba nebegalioja. Paprašykite naujos.",
  "accounts.reset.askAgain": "Paprašyti naujos nuorodos",
  "accounts.reset.done": "Slaptažodis pakeistas. Prisijunkite nauju slaptažodžiu.",
  "accounts.reset.newPassword": "Naujas slaptažodis",
  "accounts.reset.confirmNewPassword": "Pakartokite naują slaptažodį",
  "accounts.reset.save": "Išsaugoti naują slaptažodį",
  "accounts.strength": "Slaptažodžio stiprumas: {strength}",
  "accounts.strength.refused": "(šis slaptažodis nebus priimtas)",
  "accounts.strength.checkedOnSave":
    "Išsaugant slaptažodis dar bus patikrintas iš kitų svetainių nutekintų slaptažodžių sąraše.",
  "accounts.strength.veryWeak": "Labai silpnas",
  "accounts.strength.weak": "Silpnas",
  "accounts.strength.fair": "Vidutinis",
  "accounts.strength.strong": "Stiprus",
  "accounts.strength.veryStrong": "Labai stiprus",
  "accounts.strength.common":
    "Šis slaptažodis yra įprastų ir nutekintų slaptažodžių sąrašuose, kuriuos įsilaužėliai bando pirmiausia. Pasirinkite kitą.",
  "accounts.strength.personal": "Jame yra jūsų vardas arba el. paštas.",
  "accounts.strength.guessedAtOnce": "Jį atspėtų beveik iš karto.",
  "accounts.strength.isEmail":
    "Tai jūsų el. pašto adresas. Pasirinkite slaptažodį, kurio niekas negalėtų iš jo atspėti.",
  "accounts.strength.nameWithNumbers":
    "Tai jūsų vardas arba el. paštas, prie kurio pridėti tik skaičiai ar simboliai. Pasirinkite žodžius, kurių niekas su jumis nesusietų.",
  "accounts.strength.siteName":
    "Tai šios svetainės pavadinimas, prie kurio pridėti tik skaičiai ar simboliai. Pasirinkite savo žodžius.",
  "accounts.strength.oneWord":
    "Tai vienas žodis, prie kurio pridėti tik metai, skaičiai ar simboliai. Verčiau naudokite tris ar keturis tarpusavyje nesusijusius žodžius.",
  "accounts.strength.leaked":
    "Šis slaptažodis yra milijono iš kitų svetainių nutekintų slaptažodžių sąraše. Pasirinkite kitą.",
  "accounts.strength.straightRow": "Klaviatūros klavišus iš eilės lengva atspėti.",
  "accounts.strength.keyPattern": "Trumpus klaviatūros raštus lengva atspėti.",
  "accounts.strength.simpleRepeat": 'Pasikartojančius simbolius, pvz., "aaa", lengva atspėti.',
  "accounts.strength.extendedRepeat": 'Pasikartojančius raštus, pvz., "abcabcabc", lengva atspėti.',
  "accounts.strength.sequences": 'Įprastas simbolių sekas, pvz., "abc", lengva atspėti.',
  "accounts.strength.recentYears": "Pastaruosius metus lengva atspėti.",
  "accounts.strength.dates": "Datas lengva atspėti.",
  "accounts.strength.wordByItself": "Pavienius žodžius lengva atspėti.",
  "accounts.strength.namesByThemselves": "Pavienius vardus ar pavardes lengva atspėti.",
  "accounts.strength.commonNames": "Įprastus vardus ir pavardes lengva atspėti.",
  "accounts.strength.avoidL33t": "Venkite nuspėjamų raidžių pakeitimų, pvz., '@' vietoj 'a'.",
  "accounts.strength.avoidReversed": "Venkite įprastų žodžių, parašytų atbulai.",
  "accounts.strength.allUppercase": "Kai kurias raides rašykite didžiąsias, bet ne visas.",
  "accounts.strength.capitalization": "Didžiąja rašykite ne tik pirmąją raidę.",
  "accounts.strength.avoidDates": "Venkite su jumis susijusių datų ir metų.",
  "accounts.strength.avoidRecentYears": "Venkite pastarųjų metų.",
  "accounts.strength.avoidAssociatedYears": "Venkite su jumis susijusių metų.",
  "accounts.strength.avoidSequences": "Venkite įprastų simbolių sekų.",
  "accounts.strength.avoidRepeated": "Venkite pasikartojančių žodžių ir simbolių.",
  "accounts.strength.longerKeyboardPattern":
    "Naudokite ilgesnius klaviatūros raštus ir kelis kartus keiskite rašymo kryptį.",
  "accounts.strength.anotherWord": "Pridėkite daugiau retesnių žodžių.",
  "accounts.strength.useWords": "Naudokite kelis žodžius, bet venkite įprastų frazių.",
  "accounts.strength.noNeed": "Stiprus slaptažodis gali būti ir be simbolių, skaičių ar didžiųjų raidžių.",
  "accounts.strength.pwned": "Jei šį slaptažodį naudojate kitur, pakeiskite jį.",
  "accounts.save": "Išsaugoti",
  "accounts.confirm": "Patvirtinti",
  "accounts.signOut": "Atsijungti",
  "accounts.problem.connection": "Nepavyko. Patikrinkite ryšį ir bandykite dar kartą.",
  "accounts.problem.retry": "Nepavyko. Bandykite dar kartą.",
  "accounts.code": "Kodas",
  "accounts.secondFactor.intro":
    "Atidarykite autentifikavimo programėlę ir įveskite 6 skaitmenų kodą, kurį ji rodo SiteReady.",
  "accounts.secondFactor.hint": "Arba vieną iš atkūrimo kodų, pvz., ABCDE-12345.",
  "accounts.secondFactor.trust": "Pasitikėti šiuo įrenginiu 30 dienų",
  "accounts.lostFactor.question": "Pametėte telefoną ir atkūrimo kodus?",
  "accounts.lostFactor.recover": "Atkurti el. paštu",
  "accounts.lostFactor.safety":
    "Jūsų saugumui dviejų veiksnių patvirtinimas išsijungs praėjus 72 valandoms po patvirtinimo.",
  "accounts.lostFactor.sent":
    "Jei ta paskyra turi dviejų veiksnių patvirtinimą, išsiuntėme jai el. laišką. Atidarykite jame esančią nuorodą, kad tęstumėte.",
  "accounts.recovery.confirmed":
    "Patvirtinta. Dviejų veiksnių patvirtinimas išsijungs {date}. Po to prisijunkite vien slaptažodžiu ir vėl jį įjunkite naujame telefone. Jei iki tol prisijungsite kodu, tai bus atšaukta.",
  "accounts.recovery.intro":
    "Nurodėte, kad nebegalite naudoti autentifikavimo programėlės ar atkūrimo kodų. Jūsų saugumui dviejų veiksnių patvirtinimas išsijungs praėjus 72 valandoms po patvirtinimo, ir tada jums parašysime.",
  "accounts.security.title": "Paskyros sauga",
  "accounts.security.intro":
    "Jūsų paskyroje yra pasas, banko ir mokesčių duomenys. Apsaugokite ją antru žingsniu jungiantis, junkitės prieigos raktu (passkey) ir matykite, kuriuose įrenginiuose prisijungta prie paskyros.",
  "accounts.twoFactor.title": "Dviejų veiksnių patvirtinimas",
  "accounts.twoFactor.on":
    "Įjungta. Jungiantis naujame įrenginyje ir rodant banko ar mokesčių duomenis prašoma kodo iš autentifikavimo programėlės.",
  "accounts.twoFactor.off":
    "Išjungta. Prie slaptažodžio pridėkite kodą iš autentifikavimo programėlės, kad vien pavogto slaptažodžio neužtektų.",
  "accounts.twoFactor.setUp": "Nustatyti dviejų veiksnių patvirtinimą",
  "accounts.twoFactor.turnOn": "Įjungti dviejų veiksnių patvirtinimą",
  "accounts.twoFactor.turnOff": "Išjungti dviejų veiksnių patvirtinimą",
  "accounts.twoFactor.newCodes": "Nauji atkūrimo kodai",
  "accounts.twoFactor.makeNewCodes": "Sukurti naujus atkūrimo kodus",
  "accounts.twoFactor.codesFile":
    "SiteReady atkūrimo kodai. Kiekvienas veikia vieną kartą. Laikykite juos saugioje vietoje.",
  "accounts.twoFactor.saveCodes":
    "Išsaugokite šiuos atkūrimo kodus. Pametus telefoną, kiekvienu galėsite prisijungti vieną kartą. Jų daugiau neberodysime.",
  "accounts.twoFactor.codes": "Atkūrimo kodai",
  "accounts.twoFactor.download": "Atsisiųsti",
  "accounts.twoFactor.print": "Spausdinti",
  "accounts.twoFactor.savedThem": "Išsaugojau",
  "accounts.twoFactor.qrAlt": "QR kodas SiteReady pridėti į autentifikavimo programėlę",
  "accounts.twoFactor.addToApp":
    "Pridėkite SiteReady prie autentifikavimo programėlės (Google Authenticator, Microsoft Authenticator, 1Password…) vienu iš šių būdų, tada įveskite jos rodomą 6 skaitmenų kodą.",
  "accounts.twoFactor.openInApp": "Atidaryti autentifikavimo programėlėje",
  "accounts.twoFactor.openInAppHint":
    "Telefone, kuriame yra programėlė. Jei niekas neatsidaro, nukopijuokite toliau esantį raktą.",
  "accounts.twoFactor.scanOnOther": "Arba nuskenuokite šį QR kodą programėle kitame telefone ar planšetėje:",
  "accounts.twoFactor.typeKey": "Arba nukopijuokite šį raktą į programėlę, arba įveskite jį rankiniu būdu:",
  "accounts.twoFactor.copyKey": "Kopijuoti raktą",
  "accounts.twoFactor.copied": "Nukopijuota. Įklijuokite raktą autentifikavimo programėlėje.",
  "accounts.twoFactor.keySelected":
    "Raktas pažymėtas. Nukopijuokite jį telefono komanda „Kopijuoti“ ir įklijuokite programėlėje.",
  "accounts.twoFactor.appCode": "6 skaitmenų kodas iš programėlės",
  "accounts.twoFactor.yourPassword": "Jūsų slaptažodis",
  "accounts.twoFactor.passwordHint": "Palikite tuščią, jei jungiatės per Google ar kitą paslaugos teikėją.",
  "accounts.stepUp.title": "Patvirtinkite, kad tai jūs",
  "accounts.stepUp.intro":
    "Įveskite 6 skaitmenų kodą iš autentifikavimo programėlės. 10 minučių daugiau neklausime.",
  "accounts.stepUp.hint": "Arba vieną iš atkūrimo kodų.",
  "accounts.passkeys.title": "Prieigos raktai (passkeys)",
  "accounts.passkeys.intro":
    "Junkitės piršto atspaudu, veidu ar ekrano užraktu – slaptažodžio rinkti nereikės. Pridėkite po vieną kiekvienam įrenginiui.",
  "accounts.passkeys.list": "Jūsų prieigos raktai",
  "accounts.passkeys.none": "Prieigos raktų dar nėra.",
  "accounts.passkeys.passkey": "Prieigos raktas",
  "accounts.passkeys.name": "Prieigos rakto pavadinimas",
  "accounts.passkeys.added": "Pridėtas {date}",
  "accounts.passkeys.rename": "Pervadinti",
  "accounts.passkeys.remove": "Pašalinti",
  "accounts.passkeys.newName": "Naujo prieigos rakto pavadinimas",
  "accounts.passkeys.newNameHint": "Kad galėtumėte juos atskirti, pvz., 'Darbo telefonas'.",
  "accounts.passkeys.defaultName": "Mano prieigos raktas",
  "accounts.passkeys.add": "Pridėti prieigos raktą",
  "accounts.devices.title": "Prisijungę įrenginiai",
  "accounts.devices.device": "{browser}, {os}",
  "accounts.devices.thisDevice": "(šis įrenginys)",
  "accounts.devices.times": "Prisijungta {signedIn} · paskutinį kartą aktyvus {lastActive}",
  "accounts.devices.signOutOthers": "Atsijungti visur kitur",
  "accounts.suspended.title": "Jūsų paskyra sustabdyta",
  "accounts.adminTwoFactor.title": "Administratorių prisijungimas",
  "accounts.adminTwoFactor.require": "Reikalauti dviejų veiksnių patvirtinimo iš administratorių",
  "accounts.adminTwoFactor.hint":
    "Administratoriai be jo šių puslapių nematys, kol neįsijungs jo skiltyje „Paskyros sauga“.",
  "accounts.auth.verifying": "Tikriname prisijungimą...",
  "accounts.auth.error": "Prisijungimo klaida: {message}",
  "accounts.auth.couldNotCheck":
    "Nepavyko patikrinti prisijungimo. Jūsų duomenys saugūs; bandykite dar kartą, kai bus ryšys.",
  "accounts.auth.tryAgain": "Bandyti dar kartą",
  "accounts.auth.signingOut": "Atjungiame...",
  "accounts.verify.title": "Kortelės patikra",
  "accounts.verify.noCode":
    "Šioje nuorodoje nėra kortelės patikrai. Nuskenuokite QR kodą darbuotojo SiteReady piniginėje.",
  "accounts.verify.checking": "Tikriname kortelę…",
  "accounts.server.accountLimit":
    "Per daug bandymų prisijungti prie šios paskyros. Palaukite minutę ir bandykite dar kartą arba pakeiskite slaptažodį. Įrenginyje, kuriame jau jungėtės, teisingas slaptažodis vis tiek veikia.",
  "accounts.server.wrongPassword": "Slaptažodis neteisingas. Bandykite dar kartą.",
  "accounts.server.wrongCode":
    "Kodas neteisingas. Patikrinkite, ar telefono laikas teisingas, ir įveskite naujausią kodą.",
  "accounts.server.wrongRecoveryCode":
    "Atkūrimo kodas neteisingas arba jau panaudotas. Kiekvienas kodas veikia vieną kartą.",
  "accounts.stepUp.usePasskey": "Naudoti prieigos raktą",
  "accounts.stepUp.emailMe": "Atsiųsti kodą el. paštu",
  "accounts.stepUp.emailSent": "Išsiuntėme 6 skaitmenų kodą adresu {address}. Jis galioja 10 minučių.",
  "accounts.stepUp.emailCode": "Kodas iš el. laiško",
  "accounts.stepUp.sendAgain": "Siųsti naują kodą",
  "accounts.password.title": "Slaptažodis",
  "accounts.password.intro":
    "Pakeiskite jį, jei jį gali žinoti kas nors kitas. Kiti įrenginiai bus atjungti, o apie pakeitimą gausite el. laišką.",
  "accounts.password.current": "Dabartinis slaptažodis",
  "accounts.password.new": "Naujas slaptažodis",
  "accounts.password.change": "Keisti slaptažodį",
  "accounts.password.changed": "Slaptažodis pakeistas. Kiti įrenginiai atjungti.",
  "accounts.password.noPasswordHint":
    "Jei jungiatės per Google ar kitą paslaugų teikėją, SiteReady slaptažodžio keisti nereikia – jo nėra.",
  "accounts.server.stepUpRequired":
    "Saugumo sumetimais patvirtinkite, kad tai jūs: įveskite kodą iš autentifikavimo programėlės ir bandykite dar kartą.",
  "accounts.server.codeUsed":
    "Šis kodas jau panaudotas. Palaukite kito kodo autentifikavimo programėlėje ir įveskite jį.",
  "accounts.server.wrongStepUpCode":
    "Kodas neteisingas arba šis atkūrimo kodas jau panaudotas. Įveskite naujausią kodą.",
  "accounts.server.tooManyStepUpCodes": "Per daug bandymų. Palaukite minutę ir bandykite dar kartą.",
  "accounts.server.emailCodeFormat": "Įveskite 6 skaitmenų kodą iš mūsų atsiųsto el. laiško.",
  "accounts.server.wrongEmailCode": "Kodas neteisingas arba nebegalioja. Paprašykite naujo kodo.",
  "accounts.server.emailCodeNotForThisAccount":
    "Patvirtinimas el. paštu skirtas paskyroms, kurios jungiasi be slaptažodžio. Naudokite autentifikavimo programėlę arba prieigos raktą.",
  "accounts.server.tooManyEmailCodes":
    "Jau išsiuntėme kelis kodus. Palaukite 10 minučių ir paprašykite naujo.",
  "accounts.server.noPasskey": "Ši paskyra neturi prieigos rakto. Naudokite autentifikavimo programėlę.",
  "accounts.server.stepUpPasskeyFailed":
    "Šis prieigos raktas nepatvirtino jūsų tapatybės. Bandykite dar kartą arba naudokite autentifikavimo programėlę.",
  "accounts.server.passkeyInUse":
    "Šis prieigos raktas jau priklauso kitai SiteReady paskyrai. Pirmiausia pašalinkite jį ten arba sukurkite naują raktą šiame įrenginyje.",
  "accounts.server.emailCodeNotSent":
    "Šiuo metu nepavyko išsiųsti el. laiško. Bandykite dar kartą po minutės arba naudokite autentifikavimo programėlę.",
  "accounts.server.tooManyCodes":
    "Per daug neteisingų kodų. Vėl prisijunkite slaptažodžiu, kad galėtumėte bandyti iš naujo.",
  "accounts.server.codesLocked":
    "Per daug neteisingų kodų šiai paskyrai. Palaukite 15 minučių ir bandykite dar kartą arba vėliau naudokite vieną iš atkūrimo kodų.",
  "accounts.server.signInTimedOut":
    "Prisijungimo laikas baigėsi. Vėl prisijunkite el. paštu ir slaptažodžiu.",
  "accounts.server.twoFactorAlreadyOn": "Šioje paskyroje dviejų veiksnių patvirtinimas jau įjungtas.",
  "accounts.server.twoFactorNotOn": "Šioje paskyroje dviejų veiksnių patvirtinimas neįjungtas.",
  "accounts.server.passkeyFailed":
    "Šis prieigos raktas čia neveikė. Bandykite dar kartą arba prisijunkite el. paštu ir slaptažodžiu.",
  "accounts.server.passkeyUnknown":
    "Šis prieigos raktas SiteReady nebėra užregistruotas. Prisijunkite el. paštu ir slaptažodžiu.",
  "accounts.server.passkeyTimedOut": "Prieigos rakto užklausos laikas baigėsi. Bandykite dar kartą.",
  "accounts.server.passkeyAlreadyAdded": "Šis prieigos raktas jau pridėtas prie jūsų paskyros.",
  "accounts.server.passkeyNotAdded": "Nepavyko pridėti prieigos rakto. Bandykite dar kartą.",
  "accounts.server.passkeyFreshSignIn":
    "Jūsų saugumui atsijunkite ir vėl prisijunkite prieš pridėdami prieigos raktą.",
  "accounts.userArea.online": "Prisijungta",
  "accounts.userArea.offline": "Neprisijungta",
  "accounts.userArea.logOut": "Atsijungti",
  "accounts.userArea.logIn": "Prisijungti",
  "accounts.userArea.signUp": "Registruotis",
  "accounts.server.twoFactorRequiredForAdmins":
    "Administratoriai pirmiausia turi įjungti dviejų veiksnių autentifikavimą. Tai galima nustatyti skiltyje „Paskyros sauga“.",
  "accounts.server.accountSuspended":
    "Jūsų SiteReady paskyra sustabdyta, todėl kol kas ja naudotis negalima. Jei manote, kad tai klaida, parašykite mums per puslapį „Kontaktai“.",
  "accounts.server.accountSuspendedBecause":
    "Jūsų SiteReady paskyra sustabdyta, todėl kol kas ja naudotis negalima. Priežastis: {reason} Jei manote, kad tai klaida, parašykite mums per puslapį „Kontaktai“.",
  "accounts.server.recoveryLinkInvalid":
    "Ši nuoroda netinkama, nebegalioja arba jau panaudota. Paprašykite naujos, kai prisijungsite.",
  "accounts.server.ownTwoFactorFirst": "Pirmiausia įjunkite dviejų veiksnių autentifikavimą savo paskyroje.",
  "accounts.devices.unknownBrowser": "Nežinoma naršyklė",
  "accounts.devices.unknownSystem": "Nežinoma sistema",
};
