import { translateMessage } from "@siteready/domain";
import type { EmailWords } from "../../lib/email-words.ts";

/** The account-security e-mails, plain text (the mailer sends them as they are), in the recipient's language. */

const signature = ["", "SiteReady"];

export function newDeviceEmail(
  words: EmailWords,
  name: string,
  device: { browser: string; os: string },
  when: Date,
) {
  const { say, language, catalogue } = words;
  // 'Unknown browser' and the like are in the catalogue; names such as 'Chrome 131' read the same everywhere.
  const described = {
    browser: translateMessage(device.browser, catalogue, language),
    os: translateMessage(device.os, catalogue, language),
  };
  return {
    subject: say("email.newDevice.subject"),
    text: [
      say("email.reminder.greetingName", { name }),
      "",
      say("email.newDevice.seen", {
        device: say("email.newDevice.device", described),
        when: words.moment(when),
      }),
      "",
      say("email.newDevice.ifYou"),
      say("email.newDevice.ifNotYou"),
      ...signature,
    ].join("\n"),
  };
}

export function recoveryRequestEmail({ say }: EmailWords, name: string, url: string, waitHours: number) {
  return {
    subject: say("email.recovery.subject"),
    text: [
      say("email.reminder.greetingName", { name }),
      "",
      say("email.recovery.asked"),
      "",
      url,
      "",
      say("email.recovery.wait", { hours: waitHours }),
      "",
      say("email.recovery.notYou"),
      ...signature,
    ].join("\n"),
  };
}

export function recoveryCompletedEmail({ say }: EmailWords, name: string) {
  return {
    subject: say("email.recoveryDone.subject"),
    text: [
      say("email.reminder.greetingName", { name }),
      "",
      say("email.recoveryDone.done"),
      "",
      say("email.recoveryDone.notYou"),
      ...signature,
    ].join("\n"),
  };
}

export function resetPasswordEmail({ say }: EmailWords, name: string, url: string) {
  return {
    subject: say("email.reset.subject"),
    text: [
      say("email.reminder.greetingName", { name }),
      "",
      say("email.reset.asked"),
      "",
      url,
      "",
      say("email.reset.once"),
      ...signature,
    ].join("\n"),
  };
}

export function secondFactorLockedEmail(words: EmailWords, name: string, lockedUntil: Date) {
  const { say } = words;
  return {
    subject: say("email.locked.subject"),
    text: [
      say("email.reminder.greetingName", { name }),
      "",
      say("email.locked.what", { until: words.moment(lockedUntil) }),
      "",
      say("email.locked.ifYou"),
      say("email.locked.ifNotYou"),
      ...signature,
    ].join("\n"),
  };
}

export function stepUpCodeEmail({ say }: EmailWords, name: string, code: string, minutes: number) {
  return {
    subject: say("email.stepUpCode.subject", { code }),
    text: [
      say("email.reminder.greetingName", { name }),
      "",
      say("email.stepUpCode.code", { code, minutes }),
      "",
      say("email.stepUpCode.notYou"),
      ...signature,
    ].join("\n"),
  };
}

export function passwordChangedEmail(words: EmailWords, name: string, when: Date) {
  const { say } = words;
  return {
    subject: say("email.passwordChanged.subject"),
    text: [
      say("email.reminder.greetingName", { name }),
      "",
      say("email.passwordChanged.done", { when: words.moment(when) }),
      "",
      say("email.passwordChanged.notYou"),
      ...signature,
    ].join("\n"),
  };
}
