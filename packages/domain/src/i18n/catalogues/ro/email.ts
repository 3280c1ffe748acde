import type { email as english } from "../en/email.ts";
import type { Translation } from "../translation.ts";

export const email: Translation<typeof english> = {
  "email.reminder.greeting": "Bună ziua,",
  "email.reminder.greetingName": "Bună ziua, {name},",
  "email.reminder.expires":
    "Cardul tău {card} {days, plural, =0 {expiră azi} =1 {expiră mâine} few {expiră în # zile} other {expiră în # de zile}}",
  "email.reminder.expired":
    "Cardul tău {card} {days, plural, =1 {a expirat ieri} few {a expirat acum # zile} other {a expirat acum # de zile}}",
  "email.reminder.sentence": "{what}, pe {date}.",
  "email.reminder.sentenceToday": "{what}, {date}.",
  "email.reminder.action": "{action}: {link}",
  "email.reminder.actionNotOpen": "{action}. Vezi în SiteReady: {link}",
  "email.reminder.why": "Primești aceste amintiri pentru că în SiteReady ai pornit amintirile de expirare.",
  "email.reminder.chooseDays": "Alege zilele amintirilor: {link}",
  "email.reminder.stop": "Oprește aceste e-mailuri: {link}",
};
