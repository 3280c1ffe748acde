/** E-mails the server sends. */
export const email = {
  "email.reminder.greeting": "Hello,",
  "email.reminder.greetingName": "Hello {name},",
  "email.reminder.expires":
    "Your {card} {days, plural, =0 {expires today} =1 {expires tomorrow} other {expires in # days}}",
  "email.reminder.expired": "Your {card} {days, plural, =1 {expired yesterday} other {expired # days ago}}",
  "email.reminder.sentence": "{what}, on {date}.",
  "email.reminder.sentenceToday": "{what}, {date}.",
  "email.reminder.action": "{action}: {link}",
  "email.reminder.actionNotOpen": "{action}. See it in SiteReady: {link}",
  "email.reminder.why": "You get these reminders because expiry reminders are on in SiteReady.",
  "email.reminder.chooseDays": "Choose your reminder days: {link}",
  "email.reminder.stop": "Stop these e-mails: {link}",
} as const;
