import type { email as english } from "../en/email.ts";
import type { Translation } from "../translation.ts";

export const email: Translation<typeof english> = {
  "email.reminder.greeting": "Здравей,",
  "email.reminder.greetingName": "Здравей, {name},",
  "email.reminder.expires":
    "Картата ти {card} {days, plural, =0 {изтича днес} =1 {изтича утре} one {изтича след # ден} other {изтича след # дни}}",
  "email.reminder.expired":
    "Картата ти {card} {days, plural, =1 {изтече вчера} one {изтече преди # ден} other {изтече преди # дни}}",
  "email.reminder.sentence": "{what}, на {date}.",
  "email.reminder.sentenceToday": "{what}, {date}.",
  "email.reminder.action": "{action}: {link}",
  "email.reminder.actionNotOpen": "{action}. Виж в SiteReady: {link}",
  "email.reminder.why": "Получаваш тези напомняния, защото в SiteReady са включени напомнянията за изтичане.",
  "email.reminder.chooseDays": "Избери дните за напомняне: {link}",
  "email.reminder.stop": "Спри тези имейли: {link}",
};
