import type { email as english } from "../en/email.ts";
import type { Translation } from "../translation.ts";

export const email: Translation<typeof english> = {
  "email.reminder.greeting": "Sveiki,",
  "email.reminder.greetingName": "Sveiki, {name},",
  "email.reminder.expires":
    "Jūsų {card} kortelės galiojimas {days, plural, =0 {baigiasi šiandien} =1 {baigiasi rytoj} one {baigsis po # dienos} other {baigsis po # dienų}}",
  "email.reminder.expired":
    "Jūsų {card} kortelės galiojimas {days, plural, =1 {baigėsi vakar} one {baigėsi prieš # dieną} few {baigėsi prieš # dienas} other {baigėsi prieš # dienų}}",
  "email.reminder.sentence": "{what}, {date}.",
  "email.reminder.sentenceToday": "{what}, {date}.",
  "email.reminder.action": "{action}: {link}",
  "email.reminder.actionNotOpen": "{action}. Žiūrėkite SiteReady: {link}",
  "email.reminder.why": "Gaunate šiuos priminimus, nes SiteReady įjungti galiojimo pabaigos priminimai.",
  "email.reminder.chooseDays": "Pasirinkite priminimų dienas: {link}",
  "email.reminder.stop": "Nebesiųsti šių laiškų: {link}",
};
