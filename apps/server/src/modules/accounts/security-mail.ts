/** The account-security e-mails, plain text (the mailer sends them as they are). */

const signature = ["", "SiteReady"];

export function newDeviceEmail(name: string, device: string, when: Date) {
  return {
    subject: "New sign-in to your SiteReady account",
    text: [
      `Hello ${name},`,
      "",
      `Your SiteReady account was just signed in to from a device it has not seen before: ${device}, at ${when.toUTCString()}.`,
      "",
      "If this was you, there is nothing to do.",
      "If it was not you, reset your password now and sign that device out under Account security; turning on two-factor authentication there keeps a stolen password from being enough.",
      ...signature,
    ].join("\n"),
  };
}

export function recoveryRequestEmail(name: string, url: string, waitHours: number) {
  return {
    subject: "Turn off two-factor authentication on your SiteReady account?",
    text: [
      `Hello ${name},`,
      "",
      "Someone who knows your password said they can no longer use your authenticator app or recovery codes. If it was you, open this link to confirm:",
      "",
      url,
      "",
      `For your safety, two-factor authentication is turned off ${waitHours} hours after you confirm. Then sign in with your password alone and set it up again.`,
      "",
      "If this was not you, ignore this e-mail, or sign in with your code: that cancels the request. Then change your password, because someone else knows it.",
      ...signature,
    ].join("\n"),
  };
}

export function recoveryCompletedEmail(name: string) {
  return {
    subject: "Two-factor authentication is off on your SiteReady account",
    text: [
      `Hello ${name},`,
      "",
      "As you asked, two-factor authentication is now off on your account and you signed in with your password alone. Set it up again under Account security, with your new phone.",
      "",
      "If this was not you, reset your password now.",
      ...signature,
    ].join("\n"),
  };
}
