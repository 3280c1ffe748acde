/** Log in, register, the terms agreement (§2), password reset, account security and the card check page. */
export const messages = {
  "login.title": "Log in",
  "login.submit": "Log in",
  "login.forgotPassword": "Forgot your password?",
  "login.newHere": "New here? Create an account",
  "login.passkey": "Sign in with a passkey",
  "login.or": "or",
  "login.continueWith": "Continue with {provider}",
  "login.providerFailed": "Signing in with your provider did not finish. Please try again.",
  "login.stateMismatch":
    "Signing in with your provider was interrupted, or started in another tab or browser. Please try again.",
  "register.title": "Create your free account",
  "register.steps": "Registration steps",
  "register.stepOf": "Step {step} of {total}: ",
  "register.step.personal": "Personal details",
  "register.step.contact": "Contact info",
  "register.step.security": "Security",
  "register.step.confirmation": "Confirmation",
  "register.emailHint": "We send renewal reminders and password resets here.",
  "register.name": "Name",
  "register.back": "Back",
  "register.next": "Next",
  "register.create": "Create account",
  "register.haveAccount": "Already have an account?",
  "register.logIn": "Log in",
  "terms.agree": "I agree to the <terms>terms of use</terms> and the <privacy>privacy notice</privacy>.",
  "terms.beforeTitle": "Before you go on",
  "terms.beforeText":
    "SiteReady keeps your passport, cards and bank details. To use your account, read and agree to how we look after them.",
  "terms.continue": "Continue",
  "terms.logOut": "Log out",
  "accounts.page.forgotten": "Forgotten password",
  "accounts.forgot.title": "Reset your password",
  "accounts.forgot.intro":
    "Enter the e-mail you signed up with and we will send you a link to reset your password.",
  "accounts.forgot.send": "Send reset link",
  "accounts.forgot.sent":
    "If an account uses <email></email>, we have sent it a link to choose a new password. The link works for one hour. Check your spam folder if it has not arrived in a few minutes.",
  "accounts.backToLogIn": "Back to log in",
  "accounts.reset.title": "Choose a new password",
  "accounts.reset.invalid": "This reset link is invalid or has expired. Ask for a new one.",
  "accounts.reset.askAgain": "Ask for a new link",
  "accounts.reset.done": "Your password has been changed. Log in with your new password.",
  "accounts.reset.newPassword": "New password",
  "accounts.reset.confirmNewPassword": "Confirm new password",
  "accounts.reset.save": "Save new password",
  "accounts.strength": "Password strength: {strength}",
  "accounts.strength.refused": "(this password will not be accepted)",
  "accounts.strength.checkedOnSave":
    "When you save it, it is also checked against a list of passwords leaked from other websites.",
  "accounts.strength.veryWeak": "Very weak",
  "accounts.strength.weak": "Weak",
  "accounts.strength.fair": "Fair",
  "accounts.strength.strong": "Strong",
  "accounts.strength.veryStrong": "Very strong",
  "accounts.strength.common":
    "This password is on the lists of common and leaked passwords that attackers try first. Choose another.",
  "accounts.strength.personal": "It contains your name or e-mail.",
  "accounts.strength.guessedAtOnce": "It would be guessed almost at once.",
  "accounts.strength.isEmail": "This is your e-mail address. Choose something no one could guess from it.",
  "accounts.strength.nameWithNumbers":
    "It is your name or e-mail with only numbers or symbols added. Choose words no one would link to you.",
  "accounts.strength.siteName":
    "It is this site's name with only numbers or symbols added. Choose words of your own.",
  "accounts.strength.oneWord":
    "It is one word with only a year, numbers or symbols added. Use three or four unrelated words instead.",
  "accounts.strength.leaked":
    "This password is on a list of a million passwords leaked from other websites. Choose another.",
  "accounts.strength.straightRow": "Straight rows of keys on your keyboard are easy to guess.",
  "accounts.strength.keyPattern": "Short keyboard patterns are easy to guess.",
  "accounts.strength.simpleRepeat": 'Repeated characters like "aaa" are easy to guess.',
  "accounts.strength.extendedRepeat": 'Repeated character patterns like "abcabcabc" are easy to guess.',
  "accounts.strength.sequences": 'Common character sequences like "abc" are easy to guess.',
  "accounts.strength.recentYears": "Recent years are easy to guess.",
  "accounts.strength.dates": "Dates are easy to guess.",
  "accounts.strength.wordByItself": "Single words are easy to guess.",
  "accounts.strength.namesByThemselves": "Single names or surnames are easy to guess.",
  "accounts.strength.commonNames": "Common names and surnames are easy to guess.",
  "accounts.strength.avoidL33t": "Avoid predictable letter substitutions like '@' for 'a'.",
  "accounts.strength.avoidReversed": "Avoid reversed spellings of common words.",
  "accounts.strength.allUppercase": "Capitalize some, but not all letters.",
  "accounts.strength.capitalization": "Capitalize more than the first letter.",
  "accounts.strength.avoidDates": "Avoid dates and years that are associated with you.",
  "accounts.strength.avoidRecentYears": "Avoid recent years.",
  "accounts.strength.avoidAssociatedYears": "Avoid years that are associated with you.",
  "accounts.strength.avoidSequences": "Avoid common character sequences.",
  "accounts.strength.avoidRepeated": "Avoid repeated words and characters.",
  "accounts.strength.longerKeyboardPattern":
    "Use longer keyboard patterns and change typing direction multiple times.",
  "accounts.strength.anotherWord": "Add more words that are less common.",
  "accounts.strength.useWords": "Use multiple words, but avoid common phrases.",
  "accounts.strength.noNeed":
    "You can create strong passwords without using symbols, numbers, or uppercase letters.",
  "accounts.strength.pwned": "If you use this password elsewhere, you should change it.",
  "accounts.save": "Save",
  "accounts.confirm": "Confirm",
  "accounts.signOut": "Sign out",
  "accounts.problem.connection": "That did not work. Check your connection and try again.",
  "accounts.problem.retry": "That did not work. Please try again.",
  "accounts.code": "Code",
  "accounts.secondFactor.intro":
    "Open your authenticator app and enter the 6-digit code it shows for SiteReady.",
  "accounts.secondFactor.hint": "Or one of your recovery codes, like ABCDE-12345.",
  "accounts.secondFactor.trust": "Trust this device for 30 days",
  "accounts.lostFactor.question": "Lost your phone and your recovery codes?",
  "accounts.lostFactor.recover": "Recover by e-mail",
  "accounts.lostFactor.safety": "For your safety, two-factor goes off 72 hours after you confirm.",
  "accounts.lostFactor.sent":
    "If that account has two-factor authentication, we have sent it an e-mail. Open the link in it to go on.",
  "accounts.recovery.confirmed":
    "Confirmed. Two-factor authentication goes off on {date}. After that, sign in with your password alone and set it up again with your new phone. Signing in with a code before then cancels this.",
  "accounts.recovery.intro":
    "You said you can no longer use your authenticator app or your recovery codes. For your safety, two-factor goes off 72 hours after you confirm, and we e-mail you when it does.",
  "accounts.security.title": "Account security",
  "accounts.security.intro":
    "Your account holds your passport, bank and tax details. Protect it with a second step at sign-in, sign in with a passkey, and see where you are signed in.",
  "accounts.twoFactor.title": "Two-factor authentication",
  "accounts.twoFactor.on":
    "On. Signing in on a new device, and showing bank or tax details, asks for a code from your authenticator app.",
  "accounts.twoFactor.off":
    "Off. Add a code from an authenticator app to your password, so a stolen password is not enough.",
  "accounts.twoFactor.setUp": "Set up two-factor",
  "accounts.twoFactor.turnOn": "Turn on two-factor",
  "accounts.twoFactor.turnOff": "Turn off two-factor",
  "accounts.twoFactor.newCodes": "New recovery codes",
  "accounts.twoFactor.makeNewCodes": "Make new recovery codes",
  "accounts.twoFactor.codesFile": "SiteReady recovery codes. Each works once. Keep them somewhere safe.",
  "accounts.twoFactor.saveCodes":
    "Save these recovery codes. Each one signs you in once if you lose your phone. They are not shown again.",
  "accounts.twoFactor.codes": "Recovery codes",
  "accounts.twoFactor.download": "Download",
  "accounts.twoFactor.print": "Print",
  "accounts.twoFactor.savedThem": "I have saved them",
  "accounts.twoFactor.qrAlt": "QR code to add SiteReady to your authenticator app",
  "accounts.twoFactor.addToApp":
    "Add SiteReady to an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…) in one of these ways, then enter the 6-digit code it shows.",
  "accounts.twoFactor.openInApp": "Open in authenticator app",
  "accounts.twoFactor.openInAppHint":
    "On the phone that has the app. If nothing opens, copy the key below instead.",
  "accounts.twoFactor.scanOnOther": "Or scan this QR code with the app on another phone or tablet:",
  "accounts.twoFactor.typeKey": "Or copy this key into the app, or type it in:",
  "accounts.twoFactor.copyKey": "Copy key",
  "accounts.twoFactor.copied": "Copied. Paste the key into the authenticator app.",
  "accounts.twoFactor.keySelected":
    "The key is selected. Copy it with your phone's Copy, then paste it into the app.",
  "accounts.twoFactor.appCode": "6-digit code from the app",
  "accounts.twoFactor.yourPassword": "Your password",
  "accounts.twoFactor.passwordHint": "Leave it empty if you sign in with Google or another provider.",
  "accounts.stepUp.title": "Confirm it's you",
  "accounts.stepUp.intro":
    "Enter the 6-digit code from your authenticator app. You will not be asked again for 10 minutes.",
  "accounts.stepUp.hint": "Or one of your recovery codes.",
  "accounts.passkeys.title": "Passkeys",
  "accounts.passkeys.intro":
    "Sign in with your fingerprint, face or screen lock instead of typing a password. Add one per device.",
  "accounts.passkeys.list": "Your passkeys",
  "accounts.passkeys.none": "No passkeys yet.",
  "accounts.passkeys.passkey": "Passkey",
  "accounts.passkeys.name": "Passkey name",
  "accounts.passkeys.added": "Added {date}",
  "accounts.passkeys.rename": "Rename",
  "accounts.passkeys.remove": "Remove",
  "accounts.passkeys.newName": "Name for the new passkey",
  "accounts.passkeys.newNameHint": "So you can tell them apart, e.g. 'Work phone'.",
  "accounts.passkeys.defaultName": "My passkey",
  "accounts.passkeys.add": "Add a passkey",
  "accounts.devices.title": "Signed-in devices",
  "accounts.devices.device": "{browser} on {os}",
  "accounts.devices.thisDevice": "(this device)",
  "accounts.devices.times": "Signed in {signedIn} · last active {lastActive}",
  "accounts.devices.signOutOthers": "Sign out everywhere else",
  "accounts.suspended.title": "Your account is suspended",
  "accounts.adminTwoFactor.title": "Admin sign-in",
  "accounts.adminTwoFactor.require": "Require two-factor authentication for admins",
  "accounts.adminTwoFactor.hint":
    "Admins without it are refused these pages until they set it up under Account security.",
  "accounts.auth.verifying": "Verifying authentication...",
  "accounts.auth.error": "Authentication error: {message}",
  "accounts.auth.couldNotCheck":
    "We could not check that you are signed in. Your details are safe; try again when you have signal.",
  "accounts.auth.tryAgain": "Try Again",
  "accounts.auth.signingOut": "Signing out...",
  "accounts.verify.title": "Card check",
  "accounts.verify.noCode":
    "This link has no card to check. Scan the QR code on the worker's SiteReady wallet.",
  "accounts.verify.checking": "Checking the card…",
  "accounts.server.accountLimit":
    "Too many sign-in attempts for this account. Wait a minute and try again, or reset your password. On a device you have signed in with before, the right password still works.",
  "accounts.server.wrongPassword": "That password is not right. Try again.",
  "accounts.server.wrongCode":
    "That code is not right. Check the time on your phone is correct and enter the newest code.",
  "accounts.server.wrongRecoveryCode":
    "That recovery code is not right, or it has been used already. Each code works once.",
  "accounts.stepUp.usePasskey": "Use a passkey instead",
  "accounts.stepUp.emailMe": "E-mail me a code instead",
  "accounts.stepUp.emailSent": "We sent a 6-digit code to {address}. It works for 10 minutes.",
  "accounts.stepUp.emailCode": "Code from the e-mail",
  "accounts.stepUp.sendAgain": "Send a new code",
  "accounts.password.title": "Password",
  "accounts.password.intro":
    "Change it if someone else may know it. Your other devices are signed out, and we e-mail you about the change.",
  "accounts.password.current": "Current password",
  "accounts.password.new": "New password",
  "accounts.password.change": "Change password",
  "accounts.password.changed": "Your password is changed. Your other devices were signed out.",
  "accounts.password.noPasswordHint":
    "If you sign in with Google or another provider, you have no SiteReady password to change.",
  "accounts.server.stepUpRequired":
    "For your safety, confirm it's you: enter a code from your authenticator app, then try again.",
  "accounts.server.codeUsed":
    "That code has been used already. Wait for the next code in your authenticator app and enter that one.",
  "accounts.server.wrongStepUpCode":
    "That code is not right, or the recovery code was used already. Try the newest code.",
  "accounts.server.tooManyStepUpCodes": "Too many codes tried. Wait a minute and try again.",
  "accounts.server.emailCodeFormat": "Enter the 6-digit code from the e-mail we sent you.",
  "accounts.server.wrongEmailCode": "That code is not right, or it has expired. Ask for a new code.",
  "accounts.server.emailCodeNotForThisAccount":
    "Confirming by e-mail is for accounts that sign in without a password. Use your authenticator app or a passkey.",
  "accounts.server.tooManyEmailCodes":
    "We have sent several codes already. Wait 10 minutes, then ask for a new one.",
  "accounts.server.noPasskey": "This account has no passkey. Use your authenticator app.",
  "accounts.server.stepUpPasskeyFailed":
    "That passkey did not confirm it's you. Try again, or use your authenticator app.",
  "accounts.server.passkeyInUse":
    "This passkey already belongs to another SiteReady account. Remove it there first, or make a new passkey on this device.",
  "accounts.server.emailCodeNotSent":
    "The e-mail could not be sent just now. Try again in a minute, or use your authenticator app.",
  "accounts.server.tooManyCodes": "Too many wrong codes. Sign in again with your password to get a new try.",
  "accounts.server.codesLocked":
    "Too many wrong codes for this account. Wait 15 minutes and try again, or use one of your recovery codes later.",
  "accounts.server.signInTimedOut":
    "This sign-in has timed out. Sign in again with your e-mail and password.",
  "accounts.server.twoFactorAlreadyOn": "Two-factor authentication is already on for this account.",
  "accounts.server.twoFactorNotOn": "Two-factor authentication is not on for this account.",
  "accounts.server.passkeyFailed":
    "That passkey did not work here. Try again, or sign in with your e-mail and password.",
  "accounts.server.passkeyUnknown":
    "That passkey is not registered with SiteReady any more. Sign in with your e-mail and password.",
  "accounts.server.passkeyTimedOut": "The passkey request timed out. Try again.",
  "accounts.server.passkeyAlreadyAdded": "This passkey is already added to your account.",
  "accounts.server.passkeyNotAdded": "The passkey could not be added. Try again.",
  "accounts.server.passkeyFreshSignIn":
    "For your safety, sign out and sign in again before adding a passkey.",
  "accounts.userArea.online": "Online",
  "accounts.userArea.offline": "Offline",
  "accounts.userArea.logOut": "Logout",
  "accounts.userArea.logIn": "Login",
  "accounts.userArea.signUp": "Sign Up",
  "accounts.server.twoFactorRequiredForAdmins":
    "Admins must turn on two-factor authentication first. Set it up under Account security.",
  "accounts.server.accountSuspended":
    "Your SiteReady account is suspended, so you cannot use it for now. If you think this is a mistake, contact us from the Contact page.",
  "accounts.server.accountSuspendedBecause":
    "Your SiteReady account is suspended, so you cannot use it for now. Reason: {reason} If you think this is a mistake, contact us from the Contact page.",
  "accounts.server.recoveryLinkInvalid":
    "This link is invalid, has expired or was used already. Ask for a new one when you sign in.",
  "accounts.server.ownTwoFactorFirst": "Turn on two-factor authentication for your own account first.",
  "accounts.devices.unknownBrowser": "Unknown browser",
  "accounts.devices.unknownSystem": "Unknown system",
} as const;
