/** How far each record is verified, and the evidence of each check (issue 51). */
export const messages = {
  "evidence.level.self-declared": "Self-declared",
  "evidence.level.photo": "Photo of the card",
  "evidence.level.smart-check": "Checked on Smart Check",
  "evidence.level.scheme-api": "Checked with the scheme",
  "evidence.summary.selfDeclared": "Typed in by the holder. Not checked with the scheme.",
  "evidence.summary.photo": "The holder added a photo of it. Not checked with the scheme.",
  "evidence.summary.confirmed": "Confirmed on Smart Check by {by}, {date}.",
  "evidence.summary.noMatch": "Did not match on Smart Check, recorded by {by}, {date}.",
  "evidence.summary.notFound": "Not found or cancelled on Smart Check, recorded by {by}, {date}.",
  "evidence.summary.oldFacts":
    "Checked on Smart Check by {by}, {date}, when its number was {number}. The details have changed since, so that check is not for the card as it is now.",
  "evidence.validation.chooseOutcome": "Choose what Smart Check showed.",
  "evidence.smartCheck.title": "Check it on CSCS Smart Check",
  "evidence.smartCheck.intro":
    "SiteReady cannot ask the scheme itself. Look the card up on the free Smart Check website or app, then record what it showed. The holder sees who checked and when.",
  "evidence.smartCheck.open": "Open Smart Check",
  "evidence.smartCheck.copyNumber": "Copy card number",
  "evidence.smartCheck.copied": "Card number copied: paste it into Smart Check.",
  "evidence.smartCheck.question": "What did Smart Check show?",
  "evidence.outcome.matches": "It matches",
  "evidence.outcome.no-match": "It does not match",
  "evidence.outcome.not-found": "Card not found or cancelled",
  "evidence.smartCheck.forCompany": "Checking for",
  "evidence.smartCheck.noCompany": "Myself only (no company)",
  "evidence.smartCheck.saved": "Recorded: {outcome}. The holder can see it.",
  "evidence.smartCheck.notCovered": "This card is not one that CSCS Smart Check covers.",
  "evidence.error.scanNotFound":
    "That scan could not be found. Only the person who made a scan can record on it.",
  "evidence.error.scanTooOld":
    "That scan is more than an hour old. Scan the card again, then record what Smart Check showed.",
  "evidence.error.ownCard": "You cannot confirm your own card. Someone checking it at a site must do that.",
  "evidence.error.recordGone": "This card is no longer in the holder's records.",
  "evidence.flag.title": "Smart Check did not confirm your {card}",
  "evidence.flag.body":
    "Checked by {by}, {date}. Result: {outcome}. Check the number and expiry date on your card, correct them here, or contact the scheme. This stays on the card until its details change or a later check matches.",
  "evidence.flag.edit": "Correct the card details",
  "evidence.flag.checkYourself": "Look it up on Smart Check",
  "evidence.email.subject": "Smart Check did not confirm one of your cards",
  "evidence.email.body":
    "Your {card} was checked on CSCS Smart Check on {date} by {by}. Result: {outcome}. Open SiteReady to check the card's details: {link}",
  "evidence.newTab": "(opens in a new tab)",
  "evidence.flag.label": "Needs your attention",
  "evidence.own.chooseOutcome": "Choose whether it still verified on Smart Check.",
  "evidence.own.chooseRecord": "Choose one of your cards.",
  "evidence.own.summary.yes": "You looked it up on Smart Check on {date}: it still verified.",
  "evidence.own.summary.no": "You looked it up on Smart Check on {date}: it did not verify.",
  "evidence.own.summary.oldFacts":
    "You looked it up on Smart Check on {date}, when the number was {number}. The card's details have changed since.",
  "evidence.own.question": "Did it still verify on Smart Check?",
  "evidence.own.hint":
    "Look the card up on the free Smart Check website, then record what it showed. This is your own note: it does not change the card's verification.",
  "evidence.own.yes": "Yes, it still verifies",
  "evidence.own.no": "No, it did not",
  "evidence.own.saved": "Your answer is kept.",
  "evidence.own.noHelp":
    "Check the number and expiry date against your card and correct them here. If they are right, contact the card's scheme: only they can correct their records. Nobody else sees your answer.",
  "evidence.error.ownRecordNotFound": "This card could not be found in your records.",
  "evidence.nudge.subject": "Check that your cards still verify on Smart Check",
  "evidence.nudge.intro":
    "Time for your monthly look-up: check that {count, plural, one {this card still verifies} other {these cards still verify}} on CSCS Smart Check.",
  "evidence.nudge.card": "- {card}, number {number}",
  "evidence.nudge.cardNoNumber": "- {card} (no number saved)",
  "evidence.nudge.lookUp": "Look each one up on the official Smart Check website: {link}",
  "evidence.nudge.record": "Then record the answer in SiteReady: {link}",
  "evidence.nudge.why":
    "This e-mail comes once a month because Smart Check reminders are on in your settings.",
  "evidence.nudge.settings": "Change your reminder settings: {link}",
} as const;
