import type { Translation } from "../../i18n/translation.ts";
import type { messages as english } from "./en.ts";

export const messages: Translation<typeof english> = {
  "email.reminder.greeting": "Sveiki,",
  "email.reminder.greetingName": "Sveiki, {name},",
  "email.reminder.expires":
    "Jūsų {card} kortelės galiojimas {days, plural, =0 {baigiasi šiandien} =1 {baigiasi rytoj} one {baigsis po # dienos} few {baigsis po # dienų} other {baigsis po # dienų}}",
  "email.reminder.expired":
    "Jūsų {card} kortelės galiojimas {days, plural, =1 {baigėsi vakar} one {baigėsi prieš # dieną} few {baigėsi prieš # dienas} other {baigėsi prieš # dienų}}",
  "email.reminder.sentence": "{what}, {date}.",
  "email.reminder.sentenceToday": "{what}, {date}.",
  "email.reminder.action": "{action}: {link}",
  "email.reminder.actionNotOpen": "{action}. Žiūrėkite SiteReady: {link}",
  "email.reminder.why": "Gaunate šiuos priminimus, nes SiteReady įjungti galiojimo pabaigos priminimai.",
  "email.reminder.chooseDays": "Pasirinkite priminimų dienas: {link}",
  "email.reminder.stop": "Nebesiųsti šių laiškų: {link}",
  "email.reminder.itemExpires":
    "{item}: galiojimas {days, plural, =0 {baigiasi šiandien} =1 {baigiasi rytoj} one {baigsis po # dienos} few {baigsis po # dienų} other {baigsis po # dienų}}",
  "email.reminder.itemExpired":
    "{item}: galiojimas {days, plural, =1 {baigėsi vakar} one {baigėsi prieš # dieną} few {baigėsi prieš # dienas} other {baigėsi prieš # dienų}}",
  "email.digest.subject":
    "SiteReady turite {count, plural, one {# neperskaitytą žinutę} few {# neperskaitytas žinutes} many {# neperskaitytos žinutės} other {# neperskaitytų žinučių}}",
  "email.digest.youHave":
    "Turite {count, plural, one {# neperskaitytą žinutę} few {# neperskaitytas žinutes} many {# neperskaitytos žinutės} other {# neperskaitytų žinučių}}:",
  "email.digest.fromSender":
    "- {name}: {count, plural, one {# neperskaityta žinutė} few {# neperskaitytos žinutės} many {# neperskaitytos žinutės} other {# neperskaitytų žinučių}}",
  "email.digest.read": "Skaitykite ir atsakykite: {link}",
  "email.digest.why":
    "Gaunate šį laišką, nes SiteReady įjungėte neperskaitytų žinučių suvestinę el. paštu. Joje niekada nebūna to, ką žmonės parašė.",
  "email.digest.howOften": "Pasirinkite, kaip dažnai: {link}",
  "email.shareOpened.subject": "Jūsų SiteReady bendrinimas atidarytas",
  "email.shareOpened.opened": "Jūsų bendrinimas gavėjui „{recipient}“ pirmą kartą atidarytas {when}.",
  "email.shareOpened.manage": "Pažiūrėkite, kas žiūrėjo, arba atšaukite nuorodą: {link}",
  "email.newDevice.subject": "Naujas prisijungimas prie jūsų SiteReady paskyros",
  "email.newDevice.device": "{browser}, {os}",
  "email.newDevice.unknownBrowser": "Nežinoma naršyklė",
  "email.newDevice.unknownSystem": "Nežinoma sistema",
  "email.newDevice.seen":
    "Prie jūsų SiteReady paskyros ką tik prisijungta iš įrenginio, kuris anksčiau nebuvo naudotas: {device}, {when}.",
  "email.newDevice.ifYou": "Jei tai buvote jūs, nieko daryti nereikia.",
  "email.newDevice.ifNotYou":
    "Jei tai buvote ne jūs, tuoj pat pakeiskite slaptažodį ir atjunkite tą įrenginį skiltyje „Paskyros sauga“; ten įjungus dviejų veiksnių autentifikavimą vien pavogto slaptažodžio nepakaks.",
  "email.recovery.subject": "Išjungti dviejų veiksnių autentifikavimą jūsų SiteReady paskyroje?",
  "email.recovery.asked":
    "Kažkas, kas žino jūsų slaptažodį, pranešė, kad nebegali naudotis autentifikavimo programėle ar atkūrimo kodais. Jei tai buvote jūs, atidarykite šią nuorodą ir patvirtinkite:",
  "email.recovery.wait":
    "Saugumo sumetimais dviejų veiksnių autentifikavimas išjungiamas praėjus {hours, plural, one {# valandai} few {# valandoms} many {# valandos} other {# valandų}} po jūsų patvirtinimo. Tada prisijunkite vien slaptažodžiu ir vėl jį nustatykite.",
  "email.recovery.notYou":
    "Jei tai buvote ne jūs, nekreipkite dėmesio į šį laišką arba prisijunkite su savo kodu: tai atšaukia prašymą. Tada pakeiskite slaptažodį, nes jį žino kažkas kitas.",
  "email.recoveryDone.subject": "Jūsų SiteReady paskyroje dviejų veiksnių autentifikavimas išjungtas",
  "email.recoveryDone.done":
    "Kaip prašėte, jūsų paskyroje dviejų veiksnių autentifikavimas dabar išjungtas ir prisijungėte vien slaptažodžiu. Vėl jį nustatykite skiltyje „Paskyros sauga“, su nauju telefonu.",
  "email.recoveryDone.notYou": "Jei tai buvote ne jūs, tuoj pat pakeiskite slaptažodį.",
  "email.reset.subject": "Pakeiskite SiteReady slaptažodį",
  "email.reset.asked":
    "Kažkas paprašė pakeisti jūsų SiteReady paskyros slaptažodį. Jei tai buvote jūs, atidarykite šią nuorodą ir pasirinkite naują slaptažodį:",
  "email.reset.once":
    "Nuoroda veikia vieną kartą ir po valandos nustoja veikti. Jei to neprašėte, nekreipkite dėmesio į šį laišką: jūsų slaptažodis nepasikeitė.",
  "email.locked.subject": "Jūsų SiteReady paskyros dviejų veiksnių kodai užblokuoti",
  "email.locked.what":
    "Jūsų SiteReady paskyrai dešimt kartų iš eilės įvestas neteisingas dviejų veiksnių kodas, todėl kodai nepriimami iki {until}.",
  "email.locked.ifYou":
    "Jei tai buvote jūs, palaukite iki tol ir įveskite naujausią kodą iš autentifikavimo programėlės.",
  "email.locked.ifNotYou":
    "Jei tai buvote ne jūs, kažkas gali žinoti jūsų slaptažodį arba turėti vieną iš prisijungusių įrenginių: pakeiskite slaptažodį ir atjunkite kitus įrenginius skiltyje „Paskyros sauga“.",
  "email.stepUpCode.subject": "Jūsų SiteReady kodas: {code}",
  "email.stepUpCode.code":
    "Jūsų kodas tapatybei patvirtinti SiteReady: {code}. Jis galioja {minutes, plural, one {# minutę} few {# minutes} other {# minučių}}.",
  "email.stepUpCode.notYou":
    "Jei šio kodo neprašėte, kažkas gali naudotis jūsų paskyra: atjunkite kitus įrenginius skiltyje „Paskyros sauga“.",
  "email.passwordChanged.subject": "Jūsų SiteReady slaptažodis pakeistas",
  "email.passwordChanged.done":
    "Jūsų SiteReady paskyros slaptažodis pakeistas {when}. Kiti įrenginiai atjungti.",
  "email.passwordChanged.notYou":
    "Jei tai buvote ne jūs, dabar pat atkurkite slaptažodį prisijungimo puslapyje ir įjunkite dviejų veiksnių patvirtinimą skiltyje „Paskyros sauga“.",
  "email.renewalNotice.subject": "Jūsų SiteReady {plan} planas bus atnaujintas {date}",
  "email.renewalNotice.greetingName": "Sveiki, {name},",
  "email.renewalNotice.greeting": "Sveiki,",
  "email.renewalNotice.renews":
    "Jūsų SiteReady {plan} planas bus atnaujintas {date}, tada bus nuskaityta mokėjimo kortelė.",
  "email.renewalNotice.howToCancel":
    "Norėdami atšaukti ar pakeisti planą, eikite į {link} ir pasirinkite „Tvarkyti arba atšaukti planą“.",
  "email.renewalNotice.keepUntilEnd": "Jei atšauksite, planas galios iki apmokėto laikotarpio pabaigos.",
  "email.renewalNotice.thanks": "Ačiū, kad remiate SiteReady.",
  "email.shareCode.subject": "Jūsų kodas SiteReady bendrinimui atidaryti",
  "email.shareCode.code": "Jūsų kodas: {code}. Jis galioja 10 minučių.",
  "email.shareCode.ignore": "Jei jo neprašėte, šį laišką galite ignoruoti.",
  "email.shareDelete.subject": "Prašome ištrinti bendrintų dokumentų kopiją",
  "email.shareDelete.ask":
    "{holder} prašo ištrinti visas turimas dokumentų, per SiteReady pasidalytų su „{recipient}“, kopijas.",
  "email.shareDelete.by": "Prašoma ištrinti iki {date}.",
};
