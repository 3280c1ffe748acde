import type { EmailWords } from "../../lib/email-words.ts";

/** The account-security e-mails, plain text (the mailer sends them as they are), in the recipient's language. */

/** An e-mail to `name`: the greeting, the lines given (an empty one leaves a blank line), SiteReady's name. */
function letter(words: EmailWords, subject: string, name: string, lines: string[]) {
  return {
    subject,
    text: [words.say("email.reminder.greetingName", { name }), "", ...lines, "", "SiteReady"].join("\n"),
    language: words.language,
  };
}

export function newDeviceEmail(
  words: EmailWords,
  name: string,
  device: { browser: string | null; os: string | null },
  when: Date,
) {
  const { say } = words;
  // Names such as 'Chrome 131' read the same everywhere; a device that did not say is worded by key.
  const described = {
    browser: device.browser ?? say("email.newDevice.unknownBrowser"),
    os: device.os ?? say("email.newDevice.unknownSystem"),
  };
  return letter(words, say("email.newDevice.subject"), name, [
    say("email.newDevice.seen", {
      device: say("email.newDevice.device", described),
      when: words.moment(when),
    }),
    "",
    say("email.newDevice.ifYou"),
    say("email.newDevice.ifNotYou"),
  ]);
}

export function recoveryRequestEmail(words: EmailWords, name: string, url: string, waitHours: number) {
  const { say } = words;
  return letter(words, say("email.recovery.subject"), name, [
    say("email.recovery.asked"),
    "",
    url,
    "",
    say("email.recovery.wait", { hours: waitHours }),
    "",
    say("email.recovery.notYou"),
  ]);
}

export function recoveryCompletedEmail(words: EmailWords, name: string) {
  const { say } = words;
  return letter(words, say("email.recoveryDone.subject"), name, [
    say("email.recoveryDone.done"),
    "",
    say("email.recoveryDone.notYou"),
  ]);
}

export function resetPasswordEmail(words: EmailWords, name: string, url: string) {
  const { say } = words;
  return letter(words, say("email.reset.subject"), name, [
    say("email.reset.asked"),
    "",
    url,
    "",
    say("email.reset.once"),
  ]);
}

export function secondFactorLockedEmail(words: EmailWords, name: string, lockedUntil: Date) {
  const { say } = words;
  return letter(words, say("email.locked.subject"), name, [
    say("email.locked.what", { until: words.moment(lockedUntil) }),
    "",
    say("email.locked.ifYou"),
    say("email.locked.ifNotYou"),
  ]);
}

export function stepUpCodeEmail(words: EmailWords, name: string, code: string, minutes: number) {
  const { say } = words;
  return letter(words, say("email.stepUpCode.subject", { code }), name, [
    say("email.stepUpCode.code", { code, minutes }),
    "",
    say("email.stepUpCode.notYou"),
  ]);
}

export function passwordChangedEmail(words: EmailWords, name: string, when: Date) {
  const { say } = words;
  return letter(words, say("email.passwordChanged.subject"), name, [
    say("email.passwordChanged.done", { when: words.moment(when) }),
    "",
    say("email.passwordChanged.notYou"),
  ]);
}
