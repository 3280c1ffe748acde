/** Words used all over: the language picker, field labels of the shared schemas, validation messages of spec §5 as the shared schemas word them, the error catalogue of spec §8 and the sign-in answers, the error box. */
export const messages = {
  "language.label": "Language",
  "language.settingsHint": "SiteReady's words and your card reminders come in the language you choose.",
  "form.optional": "{label} (optional)",
  "form.saveChanges": "Save changes",
  "form.cancel": "Cancel",
  "form.show": "Show",
  "form.hide": "Hide",
  "form.done": "Done",
  "page.signUp": "Sign up",
  "field.firstName": "First name",
  "field.lastName": "Last name",
  "field.email": "Email",
  "field.password": "Password",
  "field.confirmPassword": "Confirm password",
  "field.cardType": "Card type",
  "field.registrationNumber": "Registration number",
  "field.issueDate": "Issue date",
  "field.expiryDate": "Expiry date",
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
  "limit.documents":
    "You have reached the limit of 500 documents. Delete some you no longer need to add more.",
  "limit.skillsCards":
    "You have reached the limit of 500 skills cards. Delete some you no longer need to add more.",
  "limit.qualifications":
    "You have reached the limit of 500 qualifications. Delete some you no longer need to add more.",
  "limit.projects": "You have reached the limit of 500 projects. Delete some you no longer need to add more.",
  "limit.shares": "You have reached the limit of 500 shares. Delete some you no longer need to add more.",
  "limit.jobPosts":
    "You have reached the limit of 500 job posts. Delete some you no longer need to add more.",
  "limit.listings": "You have reached the limit of 500 listings. Delete some you no longer need to add more.",
  "limit.inductions":
    "You have reached the limit of 500 inductions. Delete some you no longer need to add more.",
  "limit.weatherSites":
    "You have reached the limit of 500 weather sites. Delete some you no longer need to add more.",
  "limit.storage":
    "Your files already use all of your 500 MB of storage. Delete some files to make room for this one.",
  "limit.gateRegisterDay":
    "Your sign-in register has received 20,000 sign-ins in the last 24 hours, the most it takes in one day. The scans not sent yet are kept on this phone: open the gate page again tomorrow to send them.",
  "limit.gateRegisterFull":
    "Your sign-in register holds 500,000 sign-ins, the most SiteReady keeps for one account. Download it as a spreadsheet, then contact us to clear the old sign-ins.",
  "limit.groups":
    "You are in 200 groups, the most one account can be in. Leave a group you no longer use to join or start another.",
  "limit.blocks":
    "You have blocked 500 people, the most one account can block. Unblock someone to block another person.",
  "limit.newConversations":
    "You have 100 new conversations from the last 24 hours, the most in one day. Carry on in the ones you have, or start new ones tomorrow.",
  "limit.applications":
    "You have applied for 50 jobs in the last 24 hours, the most in one day. Try again tomorrow.",
  "limit.reports":
    "You have sent 50 reports in the last 24 hours, the most in one day. Try again tomorrow, or contact us if something needs attention now.",
  "limit.ocrQueue": "You already have 3 photos waiting to be read. Wait for them to finish, then try again.",
  "limit.renewals":
    "This card has been renewed 20 times, the most SiteReady keeps for one card. Add the new card as a new skills card.",
  "limit.sensitiveActions":
    "You have shown, changed or exported your bank and tax details 200 times in the last 24 hours, the most in one day. Try again tomorrow.",
  "limit.passkeys":
    "This account has 20 passkeys, the most it can hold. Remove one you no longer use to add another.",
  "limit.aiPolish":
    "You have asked for 30 AI suggestions in the last hour, the most in one hour. Try again later, or write it yourself.",
  "limit.cvExports":
    "You have downloaded your CV 60 times in the last hour, the most in one hour. Try again later.",
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
  "error.storageFull": "Storage is full, so this was not saved. Please try again later; we have been told.",
  "error.networkCancelled": "Request was cancelled.",
  "error.offlineRead": "You are offline. This page needs a connection; your wallet still works without one.",
  "error.wrongContentType": "Send the details as JSON (Content-Type: application/json)",
  "error.somethingWentWrong": "Something went wrong. Please try again.",
  "error.fileTooLarge": "File too large. Maximum size is {size}.",
  "error.imageTooManyPixels":
    "Image too large. Maximum is {megapixels, plural, one {# megapixel} other {# megapixels}}.",
  "error.imageTooSlow": "This image took too long to read. Try a smaller photo, or a screenshot of it.",
  "error.idempotencyKeyInvalid":
    "The Idempotency-Key header must be 1 to 100 letters, digits, hyphens (-) or underscores (_).",
  "error.idempotencyKeyReused": "This request key was already used for a different request.",
  "error.aiNotConfigured": "Grok AI service is not configured",
  "error.duplicateCard": "You already have this card",
  "error.duplicateDocument": "You already have this document",
  "error.duplicateQualification": "You already have this qualification",
  "error.tooManyRequestsForAccount": "Too many requests for this account. Try again in an hour.",
  "error.authenticationFailed": "Authentication failed",
  "error.dashboardFetchFailed": "Failed to fetch dashboard data",
  "error.resourceFailedToLoad": "Resource failed to load",
} as const;
