import type { email as english } from "../en/email.ts";
import type { Translation } from "../translation.ts";

export const email: Translation<typeof english> = {
  "email.reminder.greeting": "Dzień dobry,",
  "email.reminder.greetingName": "Dzień dobry {name},",
  "email.reminder.expires":
    "Twoja karta {card} {days, plural, =0 {wygasa dzisiaj} =1 {wygasa jutro} one {wygasa za # dzień} few {wygasa za # dni} many {wygasa za # dni} other {wygasa za # dnia}}",
  "email.reminder.expired":
    "Twoja karta {card} {days, plural, =1 {wygasła wczoraj} one {wygasła # dzień temu} few {wygasła # dni temu} many {wygasła # dni temu} other {wygasła # dnia temu}}",
  "email.reminder.sentence": "{what}, dnia {date}.",
  "email.reminder.sentenceToday": "{what}, {date}.",
  "email.reminder.action": "{action}: {link}",
  "email.reminder.actionNotOpen": "{action}. Zobacz w SiteReady: {link}",
  "email.reminder.why": "Dostajesz te przypomnienia, bo w SiteReady są włączone przypomnienia o ważności.",
  "email.reminder.chooseDays": "Wybierz dni przypomnień: {link}",
  "email.reminder.stop": "Wyłącz te e-maile: {link}",
};
