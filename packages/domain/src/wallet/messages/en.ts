/** The card wallet and the site gate view. */
export const messages = {
  "wallet.title": "Site-gate wallet",
  "wallet.intro":
    "Tap a card to show it full screen with its number and QR code. Your wallet opens even with no signal.",
  "wallet.loading": "Loading your wallet…",
  "wallet.sync.never": "Not synced yet",
  "wallet.sync.justNow": "Last synced just now",
  "wallet.sync.minutes": "Last synced {count} min ago",
  "wallet.sync.hours": "Last synced {count} h ago",
  "wallet.sync.days": "Last synced {count, plural, one {# day} other {# days}} ago",
  "wallet.stale":
    "Your wallet has not synced for over 7 days, so a card may have changed since. Connect to update it.",
  "wallet.waiting":
    "{count, plural, one {# change is} other {# changes are}} waiting to send. They go as soon as you have signal.",
  "wallet.whatGateKeeperSees": "What a gate-keeper sees of you",
  "wallet.seesName":
    "A gate-keeper who scans a card's QR code sees your name, the card's details, and nothing else about you.",
  "wallet.seesNameAndPhoto":
    "A gate-keeper who scans a card's QR code sees your name and profile photo (you can switch the photo off on each card), the card's details, and nothing else about you.",
  "wallet.iosHomeScreen":
    'To open your cards with no signal, add SiteReady to your Home Screen: tap Share, then "Add to Home Screen".',
  "wallet.emptyTitle": "No cards for the gate yet",
  "wallet.emptyText":
    'Choose "Show at the gate" on a skills card, document or qualification and it appears here, ready to open with no signal.',
  "wallet.chooseCards": "Choose from my skills cards",
  "wallet.list": "Cards to show at the gate",
  "wallet.openFullScreen": "open full screen",
  "wallet.kind.skillsCard": "Skills card",
  "wallet.frontOf": "Front of your {title}",
  "wallet.noNumber": "No number",
  "wallet.expires": "Expires {date}",
  "wallet.noExpiryDate": "No expiry date",
  "wallet.you": "You, as the gate-keeper sees you",
  "wallet.showAtGate": "Show at the gate",
  "wallet.waitingOne": "Waiting to send: this goes as soon as you have signal.",
  "wallet.zoomIn": "Zoom in",
  "wallet.zoomOut": "Zoom out",
  "wallet.zoomOn": "on the {photo}",
  "wallet.qr.live": "Live code: it changes every minute and stops working a few minutes after it is shown.",
  "wallet.qr.signed":
    "Offline code: the gate-keeper's phone checks it with no signal. Valid until {time} {date}.",
  "wallet.qr.expired":
    "Your offline code has expired (they last 24 hours). Connect once to get a new one; the card's number above still works with the scheme's own check.",
  "wallet.qr.alt": "QR code: scan to check this {kind}",
  "wallet.qr.selfDeclared": "Self-declared by the holder, not scheme verification.",
  "wallet.qr.showOffline": "Show the offline code",
  "wallet.qr.showLive": "Show the live code",
  "wallet.gateKeeperSees": "What the gate-keeper sees",
  "wallet.checkShowsName":
    "A check of this card shows the gate-keeper your name, with the card's details, and nothing else about you.",
  "wallet.checkShowsNameAndPhoto":
    "A check of this card shows the gate-keeper your name and your profile photo, with the card's details, and nothing else about you.",
  "wallet.showMyPhoto": "Show my photo on this card's check",
  "wallet.addPhoto": "Add a profile photo in Personal Details so the gate-keeper can match you.",
  "wallet.close": "Close",
  "wallet.number": "Number",
  "wallet.stopShowing": "Stop showing this at the gate",
  // Gate check (gate-keeper mode).
  "gate.title": "Gate check",
  "gate.intro":
    "Scan the QR code on a worker's SiteReady wallet. Offline codes are checked on this phone with no signal; live codes need signal.",
  "gate.connectOnce": "Connect once so this phone can check offline codes.",
  "gate.site": "Site",
  "gate.siteHint": "The register is kept per site.",
  "gate.changeSite": "Change site",
  "gate.startRegister": "Start the register",
  "gate.checking": "Checking the card…",
  "gate.enterSite": "Enter the site's name to start its sign-in register.",
  "gate.register": "Sign-in register: {site}",
  "gate.waiting":
    "{count, plural, one {# change to the register is} other {# changes to the register are}} on this phone, waiting to send. They go as soon as you have signal.",
  "gate.download": "Download the register (CSV)",
  "gate.downloadNeedsSignal": "The CSV download needs signal.",
  "gate.column.when": "When",
  "gate.column.who": "Who",
  "gate.column.card": "Card",
  "gate.column.status": "Status",
  "gate.outcome.green": "Green",
  "gate.outcome.amber": "Amber",
  "gate.outcome.red": "Red",
  "gate.result.valid": "Valid",
  "gate.result.expiringSoon": "Expiring soon",
  "gate.result.doNotAccept": "Do not accept",
  "gate.result.checkedOnline": "Checked online with SiteReady just now.",
  "gate.result.holder": "Card holder",
  "gate.result.noPhoto": "No photo shown for this card.",
  "gate.result.photoOnline": "The photo shows only when checked online.",
  "gate.result.expiry": "Expiry",
  "gate.result.selfDeclared": "Self-declared by the card holder in SiteReady, not verified with the scheme.",
  "gate.reason.noExpiry": "In date: this card has no expiry date.",
  "gate.reason.expired": "This card has expired.",
  "gate.reason.expiresToday": "In date, but it expires today.",
  "gate.reason.expiresIn": "In date, but it expires in {days, plural, one {# day} other {# days}}.",
  "gate.reason.inDate": "In date.",
  "gate.reason.forged":
    "This code is not genuine: its signature does not match SiteReady's. It may have been changed or made up.",
  "gate.reason.unknownKey":
    "This code was signed with a key this phone does not know. Connect once to update the keys, then scan again.",
  "gate.reason.signedExpired":
    "This offline code has expired (they last 24 hours). Ask the worker to connect and show the card again.",
  "gate.reason.liveExpired":
    "This QR code has expired: it stops working 3 minutes after it is shown. Ask the worker to open the card again.",
  "gate.reason.liveNeedsSignal":
    'This is a live code: it can only be checked with signal. Ask the worker to tap "Show the offline code" on their card, then scan again.',
  "gate.reason.notAGateCode": "This is not a SiteReady card code.",
  "gate.reason.revoked":
    "This card is no longer shown at the gate: its holder deleted it or switched it off.",
  "gate.reason.noKeys":
    "This phone has not got SiteReady's keys yet: open the gate check once with signal, then scan again.",
  "gate.result.checkedOffline":
    "Checked on this phone with no signal: the signature is SiteReady's, and the card is checked against this phone's list of withdrawn cards. A card withdrawn after that list was updated is caught only online.",
  "gate.result.cannotConfirm": "Cannot confirm",
  "gate.reason.withdrawn":
    "This card was withdrawn or changed by its holder after this code was made. Do not accept this code: ask the worker to connect and show the card again.",
  "gate.reason.withdrawnListMissing":
    "This phone has no list of withdrawn cards, so it cannot tell whether the holder has withdrawn this card. Connect to update the list, or check with signal.",
  "gate.reason.withdrawnListOutOfDate":
    "This phone's list of withdrawn cards is out of date, so it cannot tell whether the holder has withdrawn this card. Connect to update the list, or check with signal.",
  "gate.reason.withdrawnListNotGenuine":
    "This phone's list of withdrawn cards is not genuine (its signature does not match SiteReady's), so it was ignored. Connect to update the list, or check with signal.",
  "gate.reason.withdrawnListPartial":
    "This phone's list of withdrawn cards does not reach back to when this code was made, so it cannot tell whether the holder has withdrawn this card. Check with signal.",
  "gate.withdrawnList.none": "No list of withdrawn cards on this phone.",
  "gate.withdrawnList.justNow": "List of withdrawn cards updated just now.",
  "gate.withdrawnList.minutes":
    "List of withdrawn cards updated {count, plural, one {# minute} other {# minutes}} ago.",
  "gate.withdrawnList.hours":
    "List of withdrawn cards updated {count, plural, one {# hour} other {# hours}} ago.",
  "gate.withdrawnList.days":
    "List of withdrawn cards updated {count, plural, one {# day} other {# days}} ago.",
  "gate.scanner.cameraFailed":
    "The camera could not be started. Allow the camera, or scan from a photo below.",
  "gate.scanner.noCode": "No QR code found in that photo. Try again, closer and in focus.",
  "gate.scanner.view": "Camera view: hold the worker's QR code in the frame",
  "gate.scanner.stop": "Stop the camera",
  "gate.scanner.start": "Scan with the camera",
  "gate.scanner.photo": "Scan from a photo",
  "gate.notKnown": "Not known",
  "gate.decide.accept": "Accept and sign in",
  "gate.decide.refuse": "Refuse entry",
  "gate.decide.letInAnyway": "Let in anyway",
  "gate.decide.scanAgain": "Scan again",
  "gate.decide.nobodyNamed": "This check does not show whose card it is, so nobody can be signed in from it.",
  "gate.refuse.title": "Why are you refusing entry?",
  "gate.refusal.cardExpired": "Card expired",
  "gate.refusal.notGenuine": "Not genuine",
  "gate.refusal.wrongPerson": "Wrong person",
  "gate.refusal.noCard": "No card",
  "gate.refusal.other": "Other",
  "gate.refuse.note": "Details",
  "gate.refuse.noteHint": 'Needed with "Other". Kept in the register.',
  "gate.back": "Back",
  "gate.letIn.title": "Why are you letting this person in?",
  "gate.letIn.hint": "The check is red. Your reason is kept in the register.",
  "gate.letIn.confirm": "Sign in anyway",
  "gate.decisionError.chooseReason": "Choose why you are refusing entry.",
  "gate.decisionError.otherNeedsWords": 'With "Other", write a few words on why.',
  "gate.decisionError.redNeedsWords": "Write why you are letting this person in although the check is red.",
  "gate.decisionError.nobodyNamed":
    "Nobody can be signed in from this check: it does not show whose card it is. Scan again, or refuse entry.",
  "gate.done.signedIn": "Signed in: {name}.",
  "gate.done.refused": "Refused entry: {name}.",
  "gate.onSite.heading": "On site now: {count}",
  "gate.onSite.nobody": "Nobody is on site now.",
  "gate.onSite.since": "Signed in {when}",
  "gate.signOut": "Sign out",
  "gate.signOutAll": "Sign everyone out",
  "gate.signOutAll.question":
    "{count, plural, one {Sign out the one person on site?} other {Sign out all # people on site?}} Do this once everyone has left.",
  "gate.cancel": "Cancel",
  "gate.signedOutOne": "Signed out: {name}.",
  "gate.signedOutAll": "Signed out: {count, plural, one {# person} other {# people}}.",
  "gate.history": "Checks and decisions",
  "gate.noChecks": "Nobody has been checked at this site yet.",
  "gate.decision.signedIn": "Signed in",
  "gate.decision.signedOut": "Signed out {when}",
  "gate.decision.refused": "Refused: {reason}",
  "gate.register.lastSynced":
    "No signal: this is the register from this phone's last sync ({when}). Sign-ins and sign-outs made on other phones since then are not shown.",
  "gate.register.noCopy":
    "No signal, and this phone has no copy of this site's register yet. Connect once to get it.",
  "wallet.kind.document": "Document",
  "wallet.kind.qualification": "Qualification",
} as const;
