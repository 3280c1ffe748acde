/**
 * The English catalogue, the source of truth (issue #38): every other language has exactly these keys with the
 * same placeholders (catalogues.test.ts). Messages are ICU MessageFormat. Where the spec gives the words, they
 * are the spec's words; validation and error texts are the very strings the shared schemas and the error
 * catalogue produce, so translateMessage can find a server's or a schema's English message here.
 */
export const en = {
  "language.label": "Language",
  "language.settingsHint": "SiteReady's words and your card reminders come in the language you choose.",

  // The landing page (§2).
  "landing.eyebrow": "For UK construction workers and contractors",
  "landing.title": "Your cards and compliance, ready at the site gate",
  "landing.lead":
    "SiteReady keeps your skills cards, documents, qualifications and work details together, tells you how complete your profile is, and reminds you before anything expires.",
  "landing.signUpFree": "Sign up free",
  "landing.logIn": "Log in",
  "landing.featuresTitle": "What SiteReady does",
  "landing.feature.cards.title": "Every card and ticket in one place",
  "landing.feature.cards.text":
    "CSCS, CPCS, NPORS, CISRS, ECS, IPAF, PASMA, SMSTS and the rest — photos front and back, with registration numbers and expiry dates.",
  "landing.feature.reminders.title": "Warned before anything runs out",
  "landing.feature.reminders.text":
    "We e-mail you 90, 30 and 7 days before a card expires, and can put every expiry date in your phone's calendar.",
  "landing.feature.gate.title": "Ready at the site gate",
  "landing.feature.gate.text":
    "Built for your phone. Your cards open even when the signal drops, so induction takes minutes, not a phone call to the office.",
  "landing.feature.safe.title": "Your details, kept safe",
  "landing.feature.safe.text":
    "Bank details, NI number and UTR are encrypted. You can download everything we hold, or delete it all, whenever you like.",
  "landing.feature.jobs.title": "Jobs that match your tickets",
  "landing.feature.jobs.text":
    "See which jobs you already hold the right cards for, apply in a couple of taps, and keep a record of every site you've worked.",
  "landing.feature.weather.title": "Weather at your sites",
  "landing.feature.weather.text":
    "Wind gusts for crane and MEWP work, frost for concrete and mortar, heavy rain — a week ahead for every site you're on.",
  "landing.freeTitle": "Free for everyone on site. For good.",
  "landing.freeText":
    "SiteReady is free to use and stays free. There are no adverts and we never sell your data. Donations from the people who use it pay for new features.",
  "landing.createProfile": "Create your free profile",

  // Log in and register (§2).
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

  // The dashboard (§4).
  "dashboard.title": "Dashboard",
  "dashboard.hello": "Hello",
  "dashboard.helloName": "Hello, {name}",
  "dashboard.lastUpdated": "Profile last updated {date}",
  "dashboard.startWithCard": "Start with your first card: it goes straight into your wallet.",
  "dashboard.gateTitle": "Get ready for the site gate",
  "dashboard.gateText":
    "Add your CSCS or other card with a photo of each side. It is in your wallet at once, even with no signal.",
  "dashboard.addFirstCard": "Add your first card",
  "dashboard.openWallet": "Open my site-gate wallet",

  // Adding a skills card.
  "skillsCard.add": "Add a card",
  "skillsCard.addFirst": "Add your first card",
  "skillsCard.list": "Your cards",
  "skillsCard.loading": "Loading your cards…",
  "skillsCard.emptyTitle": "No cards yet",
  "skillsCard.emptyText":
    "Keep your CSCS, CPCS and other cards and tickets here, with photos of both sides. We show you when each one is due for renewal, so you are never turned away at the site gate.",
  "skillsCard.changePhotos": "Change or add photos",
  "skillsCard.deleteQuestion": "Delete this card and its photos? You cannot undo this.",
  "skillsCard.confirmDelete": "Yes, delete card",
  "skillsCard.keep": "Keep card",
  "skillsCard.changeTitle": "Change your {card} card",
  "skillsCard.formLabel": "Card details",
  "skillsCard.changeFormLabel": "Change card details",
  "skillsCard.typeHint": "Type the scheme or the card, for example CSCS, CPCS or Blue.",
  "skillsCard.numberHint": "The number printed on the card.",
  "skillsCard.noExpiry": "This card does not expire.",
  "skillsCard.photosTitle": "Photos of the card",
  "skillsCard.photosHint":
    "A clear photo of each side lets you show your card at the gate even if you leave it at home.",
  "skillsCard.photosAfterSave":
    "A clear photo of each side means you can show your card at the site gate even if you leave it at home.",
  "skillsCard.front": "Front of the card",
  "skillsCard.back": "Back of the card",
  "skillsCard.save": "Save card",
  "skillsCard.saved": "Card saved.",
  "skillsCard.photoFailed": "Card saved, but a photo did not go up: {reason}",
  "skillsCard.tryAgain": "please try again",
  "form.optional": "{label} (optional)",
  "form.saveChanges": "Save changes",
  "form.cancel": "Cancel",
  "form.show": "Show",
  "form.hide": "Hide",
  "form.done": "Done",
  "page.signUp": "Sign up",

  // Field labels of the shared schemas.
  "field.firstName": "First name",
  "field.lastName": "Last name",
  "field.email": "Email",
  "field.password": "Password",
  "field.confirmPassword": "Confirm password",
  "field.cardType": "Card type",
  "field.registrationNumber": "Registration number",
  "field.issueDate": "Issue date",
  "field.expiryDate": "Expiry date",

  // Validation messages of spec §5, as the shared schemas word them.
  "validation.required": "{label} is required",
  "validation.tooLong": "{label} must be {max} characters or fewer",
  "validation.notText": "{label} must be text",
  "validation.chooseFromList": "Please choose a {label} from the list",
  "validation.chooseFromListAn": "Please choose an {label} from the list",
  "validation.email": "Please enter a valid email address",
  "validation.password": "Password must be at least {min} characters",
  "validation.passwordHint": "At least {min} characters.",
  "validation.passwordsDoNotMatch": "Passwords do not match",
  "validation.name": "Name must contain only letters, spaces, hyphens and apostrophes",
  "validation.phone": "Please enter a valid phone number",
  "validation.postcode": "Please enter a valid UK postcode",
  "validation.date": "Please enter a valid date",
  "validation.expiryAfterIssue": "Expiry date must be after the issue date",
  "validation.terms": "Tick the box to agree to the terms of use and the privacy notice",
  "validation.controlCharacters": "Remove the special characters this field cannot contain",

  // The error catalogue of spec §8 and the sign-in answers.
  "error.validation": "Invalid request data",
  "error.authenticationRequired": "Authentication required. Please sign in again.",
  "error.accessDenied": "Access denied. You do not have permission for this action.",
  "error.notFound": "The requested resource was not found.",
  "error.tooManyRequests": "Too many requests. Please try again later.",
  "error.serverError": "Server error. Please try again later.",
  "error.serviceUnavailable": "Service temporarily unavailable. Please try again later.",
  "error.other": "An error occurred",
  "error.networkUnreachable": "Unable to connect to server. Please check your internet connection.",
  "error.networkTimeout": "Request timed out. Please try again.",
  "error.offlineWrite": "You are offline, so this was not saved. Try again when you have signal.",
  "error.sessionExpired": "Your session has expired. Please sign in again.",
  "error.profileImageFetchFailed": "Failed to fetch profile image",
  "error.wrongSignIn": "Incorrect email or password. Check them and try again.",
  "error.emailTaken": "An account with this email already exists. Sign in or reset your password.",
  "errorBox.network.title": "No connection",
  "errorBox.network.next": "Check your signal or Wi-Fi, then try again. Anything you typed is kept.",
  "errorBox.authentication.title": "Please sign in again",
  "errorBox.authentication.next": "Sign in to carry on where you left off.",
  "errorBox.validation.title": "Check your details",
  "errorBox.validation.next": "Correct what's marked and try again.",
  "errorBox.server.title": "Something went wrong on our side",
  "errorBox.server.next": "Try again in a minute. If it keeps happening, contact us.",
  "errorBox.unknown.title": "Something went wrong",
  "errorBox.unknown.next": "Try again. If it keeps happening, contact us.",

  // The card-expiry reminder e-mail.
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
  "renewal.start": "Start your renewal",
  "renewal.expiredRenewNow": "Expired: renew now",
  "renewal.opensOn": "Renewal opens on {date}",
  "renewal.applyNew": "Apply for a new card — this card cannot be renewed",
  "renewal.expiredApplyNew": "Expired: apply for a new card",
  "renewal.addExpiry": "Add the expiry date",
} as const;

export type MessageKey = keyof typeof en;
/** A translation: every English key, each with its own words. */
export type Catalogue = Record<MessageKey, string>;
