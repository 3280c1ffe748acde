/** The worker's proof of the right to work and the engagers' receipts of their checks (issue 52). */
export const messages = {
  "rightToWork.page.title": "Right to work",
  "rightToWork.page.intro":
    "SiteReady keeps your proof that you can work in the UK, so you can share it with one tap. Your engager must still do the check themselves: on GOV.UK with your share code, or by looking at your passport.",
  "rightToWork.page.whoChecks":
    "From 1 October 2026 the law asks anyone who engages self-employed workers and subcontractors, not only employers, to check the right to work before the work starts.",
  "rightToWork.page.empty": "You have not added your right to work yet.",
  "rightToWork.page.add": "Add my right to work",
  "rightToWork.page.edit": "Change",
  "rightToWork.page.delete": "Delete my right-to-work record",
  "rightToWork.page.deleteConfirm":
    "Delete your right-to-work record and its photos? Engagers who checked it keep their receipts, which will say you withdrew it.",
  "rightToWork.page.deleted": "Your right-to-work record is deleted.",
  "rightToWork.page.share": "Share my right to work",
  "rightToWork.page.shareHint":
    "Makes a link with your share code, date of birth and photos for one engager. You choose when it ends and can add a PIN.",
  "rightToWork.page.reveal": "Show",
  "rightToWork.page.hide": "Hide",
  "rightToWork.page.saved": "Right to work saved.",
  "rightToWork.page.makeCode": "Get a share code on GOV.UK",
  "rightToWork.page.makeCodeHint":
    "On GOV.UK choose “Prove your right to work”. Your code starts with W and lasts 90 days.",
  "rightToWork.page.receipts": "Checks engagers did",
  "rightToWork.page.noReceipts":
    "No engager has recorded a check yet. When one does, it is listed here with the date and how they checked.",
  "rightToWork.page.photos": "Photos",
  "rightToWork.page.documentPhoto": "Photo of your document",
  "rightToWork.page.documentPhotoHint":
    "The passport page with your photo, or the document your route needs.",
  "rightToWork.page.secondPhoto": "Second page or document",
  "rightToWork.page.secondPhotoHint":
    "Only if your route needs two, such as a birth certificate and an NI letter.",
  "rightToWork.page.removePhoto": "Remove photo",
  "rightToWork.page.codeValidUntil": "Works until {date}",
  "rightToWork.page.codeExpiredOn": "Stopped working on {date}",
  "rightToWork.page.ready": "Ready to share",
  "rightToWork.field.route": "How you prove it",
  "rightToWork.field.shareCode": "Share code",
  "rightToWork.field.generatedOn": "Date you got the code",
  "rightToWork.field.permissionEndsOn": "Your permission ends on",
  "rightToWork.field.dateOfBirth": "Date of birth",
  "rightToWork.field.details": "What you hold (optional)",
  "rightToWork.route.british-irish": "British or Irish citizen",
  "rightToWork.route.settled": "Settled status or indefinite leave (eVisa)",
  "rightToWork.route.pre-settled": "Pre-settled status (eVisa)",
  "rightToWork.route.time-limited": "Visa or permission with an end date (eVisa)",
  "rightToWork.route.other": "Something else",
  "rightToWork.routeHelp.british-irish":
    "You cannot get a share code. Add a photo of your passport's photo page (or Irish passport card); the engager checks the original with you.",
  "rightToWork.routeHelp.settled":
    "Add a share code from GOV.UK and your date of birth. The engager checks them online; no end date to watch.",
  "rightToWork.routeHelp.pre-settled":
    "Add a share code from GOV.UK and your date of birth. If your status shows an end date, add it: the engager must check again before then.",
  "rightToWork.routeHelp.time-limited":
    "Add a share code from GOV.UK, your date of birth and the date your permission ends. The engager must check again before that date.",
  "rightToWork.routeHelp.other":
    "For example an application still being decided: the engager asks the Home Office's Employer Checking Service. Say what you hold.",
  "rightToWork.shareCode.missing": "Add the share code you got from GOV.UK.",
  "rightToWork.shareCode.characters":
    "A share code has only letters and numbers. Remove “{character}” and check the code again.",
  "rightToWork.shareCode.length":
    "A share code has {expected, plural, one {# character} other {# characters}}. This one has {count}: check for a missing or extra one.",
  "rightToWork.shareCode.rentCode":
    "This code starts with R, so it is for renting a home. Engagers need a code for work: on GOV.UK choose “Prove your right to work” and make a new one.",
  "rightToWork.shareCode.statusCode":
    "This code starts with S, so it is not for work. On GOV.UK choose “Prove your right to work” and make a new one that starts with W.",
  "rightToWork.shareCode.startsWithW": "A share code for work starts with W. Check the first character.",
  "rightToWork.shareCode.letterO":
    "Character {position} is the letter O, which is easily mistaken for the number 0. Look at the code on GOV.UK again and type exactly what it shows.",
  "rightToWork.shareCode.letterI":
    "Character {position} is the letter I, which is easily mistaken for the number 1. Look at the code on GOV.UK again and type exactly what it shows.",
  "rightToWork.shareCode.notForBritishIrish":
    "British and Irish citizens cannot get a share code. Leave it empty and add a photo of your passport instead.",
  "rightToWork.generatedOn.missing": "Add the date you got the share code: it lasts 90 days from then.",
  "rightToWork.generatedOn.future": "The date you got the code cannot be in the future.",
  "rightToWork.generatedOn.tooOld":
    "A code made on {date} stopped working on {expired}: codes last {days, plural, one {# day} other {# days}}. Make a new one on GOV.UK.",
  "rightToWork.endsOn.missing":
    "Add the date your permission ends. It is on your eVisa in your UKVI account.",
  "rightToWork.endsOn.notForRoute": "This route has no end date. Leave it empty.",
  "rightToWork.endsOn.past":
    "That date has passed. If you have new permission, add its end date; if you applied to extend, choose “Something else”.",
  "rightToWork.dateOfBirth.missing": "Add your date of birth: engagers need it with the share code.",
  "rightToWork.dateOfBirth.future": "A date of birth cannot be in the future.",
  "rightToWork.attention.share-code-missing": "Add a share code: engagers need it to check you online.",
  "rightToWork.attention.share-code-expired":
    "Your share code has stopped working. Make a new one on GOV.UK.",
  "rightToWork.attention.share-code-expiring":
    "Your share code stops working on {date}. Make a new one before then.",
  "rightToWork.attention.permission-ended": "Your permission's end date has passed.",
  "rightToWork.attention.permission-ending":
    "Your permission ends on {date}. Engagers must check you again before then.",
  "rightToWork.attention.photo-missing": "Add a photo of your passport's photo page.",
  "rightToWork.method.manual-document": "Checked the original document in person",
  "rightToWork.method.home-office-online": "Home Office online check with the share code",
  "rightToWork.method.identity-service": "Identity service provider (IDSP)",
  "rightToWork.outcome.confirmed": "Right to work confirmed, no time limit",
  "rightToWork.outcome.confirmed-time-limited": "Right to work confirmed for a limited time",
  "rightToWork.outcome.not-confirmed": "Could not confirm the right to work",
  "rightToWork.receipt.title": "Record the check you did",
  "rightToWork.receipt.intro":
    "SiteReady does not do the check. Do it on GOV.UK (or with the original document), then record what you did here: the worker sees it, and you can download a PDF for your files.",
  "rightToWork.receipt.checkedOn": "Date of the check",
  "rightToWork.receipt.method": "How you checked",
  "rightToWork.receipt.outcome": "What it showed",
  "rightToWork.receipt.followUpOn": "Follow-up check due on",
  "rightToWork.receipt.followUpHint":
    "For a limited time: the date you must check again, before the permission ends.",
  "rightToWork.receipt.checkerName": "Your name",
  "rightToWork.receipt.checkerEmail": "Your e-mail (for the follow-up reminder)",
  "rightToWork.receipt.organisation": "Your business",
  "rightToWork.receipt.reference": "Check reference (optional)",
  "rightToWork.receipt.save": "Record the check",
  "rightToWork.receipt.saved": "Check recorded. The worker can see it.",
  "rightToWork.receipt.download": "Download the PDF for your files",
  "rightToWork.receipt.checkedInFuture": "The check's date cannot be in the future.",
  "rightToWork.receipt.followUpNeeded":
    "A limited-time right to work needs a follow-up date: the day you must check again, before the permission ends.",
  "rightToWork.receipt.followUpAfterCheck": "The follow-up must come after the check.",
  "rightToWork.receipt.followUpTooFar": "The follow-up can be at most 5 years away.",
  "rightToWork.receipt.summary": "{outcome}: {by}, {date}. {method}.",
  "rightToWork.receipt.followUpLine": "Follow-up check due on {date}.",
  "rightToWork.receipt.withdrawn": "You deleted the record on {date}, after this check.",
  "rightToWork.receipt.withdrawnForEngager": "The worker withdrew this record on {date}.",
  "rightToWork.receipt.viaShare": "Recorded from a share link",
  "rightToWork.receipt.viaCompany": "Recorded by the company",
  "rightToWork.error.shareEnded":
    "This link has ended, so a check can no longer be recorded on it. Ask the worker for a new link.",
  "rightToWork.error.notShared": "This link does not hold a right-to-work record.",
  "rightToWork.error.noRecord": "The worker has no right-to-work record to check.",
  "rightToWork.shared.title": "Right to work",
  "rightToWork.shared.route": "Route: {route}",
  "rightToWork.shared.shareCode": "Share code: {code}",
  "rightToWork.shared.codeValidUntil": "Share code works until {date}",
  "rightToWork.shared.dateOfBirth": "Date of birth: {date}",
  "rightToWork.shared.endsOn": "Permission ends on {date}",
  "rightToWork.shared.details": "Holds: {details}",
  "rightToWork.shared.checkOnline": "Check it on GOV.UK",
  "rightToWork.shared.notAStatutoryCheck":
    "This is the worker's own proof, not a check. To have a statutory excuse you must do the check yourself.",
  "rightToWork.pdf.title": "Right-to-work check: receipt",
  "rightToWork.pdf.worker": "Worker: {name}",
  "rightToWork.pdf.evidence": "Evidence shown by the worker through SiteReady",
  "rightToWork.pdf.check": "The check the engager recorded",
  "rightToWork.pdf.footer":
    "SiteReady did not do this check. It records what the engager said they did, on {date}.",
  "rightToWork.email.codeExpiring.subject":
    "Your right-to-work share code stops working in {days, plural, one {# day} other {# days}}",
  "rightToWork.email.codeExpiring.body":
    "Your share code stops working on {date}. Engagers cannot check you with it after that. Make a new one on GOV.UK (“Prove your right to work”) and add it to SiteReady:",
  "rightToWork.email.codeExpired.subject": "Your right-to-work share code has stopped working",
  "rightToWork.email.codeExpired.body":
    "Your share code stopped working on {date}. Make a new one on GOV.UK (“Prove your right to work”) and add it to SiteReady:",
  "rightToWork.email.permissionEnding.subject": "Your permission to work ends on {date}",
  "rightToWork.email.permissionEnding.body":
    "Your permission to work in the UK ends on {date}. Engagers must check you again before then. If you have applied to extend it, update your right-to-work record:",
  "rightToWork.email.followUpWorker.subject": "{organisation} must check your right to work again by {date}",
  "rightToWork.email.followUpWorker.body":
    "{organisation} recorded a check of your right to work that needs a follow-up by {date}. Make sure your share code works then:",
  "rightToWork.email.followUpEngager.subject": "Follow-up right-to-work check due on {date}: {worker}",
  "rightToWork.email.followUpEngager.body":
    "You recorded a right-to-work check of {worker} on {checked} that needs a follow-up by {date}. Ask {worker} for a share code and check again on GOV.UK.",
  "rightToWork.email.receipt.subject": "{organisation} recorded a check of your right to work",
  "rightToWork.email.receipt.body":
    "{organisation} recorded: {outcome}, checked on {date}. See it on SiteReady:",
  "rightToWork.calendar.codeExpires": "Right-to-work share code stops working",
  "rightToWork.calendar.permissionEnds": "Permission to work ends",
  "rightToWork.calendar.followUp": "Follow-up right-to-work check due ({organisation})",
  "rightToWork.documents.link": "Your right to work: share code, date of birth and photos in one place",
  "rightToWork.requirement.met": "Right to work: {route}",
  "rightToWork.error.tooManyReceipts":
    "Too many checks were recorded for this worker today. Try again tomorrow.",
} as const;
