/** E-mails the server sends. */
export const messages = {
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
  "email.reminder.itemExpires":
    "Your {item} {days, plural, =0 {expires today} =1 {expires tomorrow} other {expires in # days}}",
  "email.reminder.itemExpired":
    "Your {item} {days, plural, =1 {expired yesterday} other {expired # days ago}}",
  "email.digest.subject":
    "You have {count, plural, one {# unread message} other {# unread messages}} on SiteReady",
  "email.digest.youHave": "You have {count, plural, one {# unread message} other {# unread messages}}:",
  "email.digest.fromSender":
    "- {count, plural, one {# unread message} other {# unread messages}} from {name}",
  "email.digest.read": "Read and reply: {link}",
  "email.digest.why":
    "You get this e-mail because you switched on the e-mail digest of unread messages in SiteReady. It never includes what people wrote.",
  "email.digest.howOften": "Choose how often: {link}",
  "email.shareOpened.subject": "Your SiteReady share was opened",
  "email.shareOpened.opened": 'Your share for "{recipient}" was opened for the first time on {when}.',
  "email.shareOpened.manage": "See who looked, or revoke the link: {link}",
  "email.newDevice.subject": "New sign-in to your SiteReady account",
  "email.newDevice.device": "{browser} on {os}",
  "email.newDevice.unknownBrowser": "Unknown browser",
  "email.newDevice.unknownSystem": "Unknown system",
  "email.newDevice.seen":
    "Your SiteReady account was just signed in to from a device it has not seen before: {device}, at {when}.",
  "email.newDevice.ifYou": "If this was you, there is nothing to do.",
  "email.newDevice.ifNotYou":
    "If it was not you, reset your password now and sign that device out under Account security; turning on two-factor authentication there keeps a stolen password from being enough.",
  "email.recovery.subject": "Turn off two-factor authentication on your SiteReady account?",
  "email.recovery.asked":
    "Someone who knows your password said they can no longer use your authenticator app or recovery codes. If it was you, open this link to confirm:",
  "email.recovery.wait":
    "For your safety, two-factor authentication is turned off {hours, plural, one {# hour} other {# hours}} after you confirm. Then sign in with your password alone and set it up again.",
  "email.recovery.notYou":
    "If this was not you, ignore this e-mail, or sign in with your code: that cancels the request. Then change your password, because someone else knows it.",
  "email.recoveryDone.subject": "Two-factor authentication is off on your SiteReady account",
  "email.recoveryDone.done":
    "As you asked, two-factor authentication is now off on your account and you signed in with your password alone. Set it up again under Account security, with your new phone.",
  "email.recoveryDone.notYou": "If this was not you, reset your password now.",
  "email.reset.subject": "Reset your SiteReady password",
  "email.reset.asked":
    "Someone asked to reset the password for your SiteReady account. If it was you, open this link to choose a new password:",
  "email.reset.once":
    "The link works once and stops working after one hour. If you did not ask for this, ignore this e-mail: your password has not changed.",
  "email.locked.subject": "Two-factor codes locked on your SiteReady account",
  "email.locked.what":
    "Ten wrong two-factor codes in a row were entered for your SiteReady account, so codes are refused until {until}.",
  "email.locked.ifYou":
    "If this was you, wait until then and enter the newest code from your authenticator app.",
  "email.locked.ifNotYou":
    "If it was not you, someone may know your password or hold one of your signed-in devices: change your password and sign the other devices out under Account security.",
  "email.stepUpCode.subject": "Your SiteReady code: {code}",
  "email.stepUpCode.code":
    "Your code to confirm it's you in SiteReady is {code}. It works for {minutes, plural, one {# minute} other {# minutes}}.",
  "email.stepUpCode.notYou":
    "If you did not ask for it, someone may be signed in to your account: sign the other devices out under Account security.",
  "email.passwordChanged.subject": "Your SiteReady password was changed",
  "email.passwordChanged.done":
    "The password of your SiteReady account was changed on {when}. Your other devices were signed out.",
  "email.passwordChanged.notYou":
    "If it was not you, reset your password now from the sign-in page and turn on two-factor authentication under Account security.",
  "email.renewalNotice.subject": "Your SiteReady {plan} plan renews on {date}",
  "email.renewalNotice.greetingName": "Hello {name},",
  "email.renewalNotice.greeting": "Hello there,",
  "email.renewalNotice.renews":
    "Your SiteReady {plan} plan renews on {date}, and your card will be charged then.",
  "email.renewalNotice.howToCancel":
    'To cancel or change your plan, go to {link} and choose "Manage or cancel your plan".',
  "email.renewalNotice.keepUntilEnd":
    "If you cancel, you keep your plan until the end of the period you have paid for.",
  "email.renewalNotice.thanks": "Thank you for supporting SiteReady.",
  "email.shareCode.subject": "Your code to open a SiteReady share",
  "email.shareCode.code": "Your code is {code}. It works for 10 minutes.",
  "email.shareCode.ignore": "If you did not ask for it, you can ignore this e-mail.",
  "email.shareDelete.subject": "Please delete your copy of shared records",
  "email.shareDelete.ask":
    '{holder} asks you to delete any copy you keep of the records they shared with "{recipient}" through SiteReady.',
  "email.shareDelete.by": "They asked for it to be deleted by {date}.",
} as const;
