/** The competence record and the supervisor's confirmation (issue 53). */
export const messages = {
  "competence.page.title": "Training and competence",
  "competence.page.intro":
    "Keep your training, courses, toolbox talks and CPD in one place, with hours and evidence. A supervisor can confirm an entry from an e-mail, without an account.",
  "competence.page.link": "Training and competence record",
  "competence.page.linkHint": "Training, courses, toolbox talks and CPD, with hours and evidence.",
  "competence.kind.training": "Training",
  "competence.kind.course": "Course",
  "competence.kind.toolbox_talk": "Toolbox talk",
  "competence.kind.cpd": "CPD",
  "competence.field.kind": "Kind",
  "competence.field.title": "What it was",
  "competence.field.provider": "Given by",
  "competence.field.date": "Date",
  "competence.field.hours": "Hours",
  "competence.field.notes": "Notes",
  "competence.field.supervisorName": "Supervisor's name",
  "competence.field.supervisorEmail": "Supervisor's e-mail",
  "competence.field.yourName": "Your name",
  "competence.field.decision": "Your answer",
  "competence.validation.hours":
    "Enter hours from {min} to {max}, in quarter hours (for example 1.5 or 0.25)",
  "competence.form.add": "Add an entry",
  "competence.form.addFirst": "Add your first entry",
  "competence.form.label": "New competence entry",
  "competence.form.changeLabel": "Change competence entry",
  "competence.form.submit": "Save entry",
  "competence.form.titleHint": "For example: Working at height toolbox talk",
  "competence.form.providerHint": "A company, trainer or supervisor",
  "competence.form.hoursHint": "In quarter hours: 0.25 is 15 minutes",
  "competence.form.changesConfirmed":
    "This entry is confirmed by {name}. Changing what it was, who gave it, the date or the hours takes the confirmation away: you can ask again after saving.",
  "competence.list": "Your competence entries",
  "competence.loading": "Loading your competence record…",
  "competence.emptyTitle": "No training or competence entries yet",
  "competence.emptyText":
    "Add the training, courses, toolbox talks and CPD you have done. Employers and principal contractors ask for them.",
  "competence.year": "{year}: {hours, plural, one {# hour} other {# hours}}",
  "competence.hours": "{hours, plural, one {# hour} other {# hours}}",
  "competence.givenBy": "Given by {provider}",
  "competence.changeTitle": "Change {title}",
  "competence.deleteQuestion": "Delete {title} from your competence record?",
  "competence.confirmDelete": "Delete entry",
  "competence.keep": "Keep it",
  "competence.evidence.label": "Evidence (photo or PDF)",
  "competence.evidence.add": "Add evidence",
  "competence.evidence.view": "Open evidence",
  "competence.evidence.remove": "Remove evidence",
  "competence.evidence.hint": "A certificate, a sign-in sheet or a photo of the card.",
  "competence.confirmation.unconfirmed": "Not confirmed",
  "competence.confirmation.requested":
    "Waiting for {name} ({email}) to confirm. The link works until {date}.",
  "competence.confirmation.expired":
    "{name} did not answer before the link expired on {date}. You can ask again.",
  "competence.confirmation.bounced":
    "The e-mail to {email} could not be delivered. Check the address and send again.",
  "competence.confirmation.confirmedBy": "Confirmed by {name} ({email}) on {date}",
  "competence.confirmation.declined": "{name} did not confirm this entry on {date}.",
  "competence.confirmation.confirmedShort": "Confirmed",
  "competence.confirmation.notConfirmedShort": "Not confirmed",
  "competence.ask.open": "Ask a supervisor to confirm",
  "competence.ask.again": "Send again",
  "competence.ask.label": "Ask a supervisor to confirm {title}",
  "competence.ask.hint":
    "We e-mail them a link that works once, for 14 days. They do not need an account. They confirm in their own words that you did this.",
  "competence.ask.submit": "Send the e-mail",
  "competence.ask.sent": "E-mail sent to {email}.",
  "competence.ask.cancel": "Cancel",
  "competence.limit.entries":
    "You have reached the limit of 500 competence entries. Delete some you no longer need to add more.",
  "competence.limit.requests":
    "You have asked for 20 confirmations in the last 24 hours, the most in one day. Try again tomorrow.",
  "competence.link.used": "This link has already been used. Each confirmation link works once.",
  "competence.link.expired":
    "This link expired on {date}. Ask the worker to send you a new one from SiteReady.",
  "competence.link.withdrawn": "This link no longer works: the worker changed the entry or sent a new link.",
  "competence.link.missing":
    "This page opens from the link in the e-mail. Open the e-mail and tap the link again.",
  "competence.supervisor.title": "Confirm training",
  "competence.supervisor.intro":
    "{worker} has asked you to confirm this entry on their SiteReady competence record. Confirm only what you know to be true.",
  "competence.supervisor.facts": "The entry",
  "competence.supervisor.worker": "Worker",
  "competence.supervisor.confirm": "I confirm this",
  "competence.supervisor.decline": "I cannot confirm this",
  "competence.supervisor.send": "Send my answer",
  "competence.supervisor.nameHint": "Your name is shown with the entry as the person who confirmed it.",
  "competence.supervisor.privacy":
    "We keep your name, your e-mail address and the time you answer, with the entry. We do not keep your IP address.",
  "competence.supervisor.confirmed": "Thank you. You confirmed this entry.",
  "competence.supervisor.declined":
    "Thank you. You did not confirm this entry, and the worker will see that.",
  "competence.supervisor.linkValid": "This link works once, until {date}.",
  "competence.email.subject": "{worker} asks you to confirm a {kind}",
  "competence.email.body":
    "Hello {name},\n\n{worker} has added this to their competence record on SiteReady and asks you to confirm it:\n\n- {kind}: {title}\n- Given by: {provider}\n- Date: {date}\n- Hours: {duration}\n\nConfirm or decline: {link}\n\nThe link works once, until {expires}. You do not need an account.\n\n-- \nYou got this e-mail because {worker} gave your address. If you do not know them, ignore it.",
  "competence.email.providerNone": "not given",
  "competence.ask.alreadyConfirmed":
    "This entry is already confirmed. Change it first if it needs confirming again.",
  "competence.link.unknown":
    "This link does not work. Open the whole link from the e-mail again, or ask the worker to send a new one.",
  "competence.ask.mailDown": "The e-mail could not be sent just now. Try again in a few minutes.",
  "competence.shared.entry": "{title} ({kind}) on {date}, {hours}: {confirmation}",
  "competence.shared.detail":
    "{count, plural, one {# entry} other {# entries}}, {confirmed} confirmed by a supervisor",
  "competence.email.answeredSubject": "{name} answered about your {kind}",
  "competence.email.confirmedBody":
    "{name} confirmed this entry on your SiteReady competence record:\n\n- {kind}: {title}\n\nIt now shows as confirmed by {name} on your CV and in the shares that hold your record.\n\nYour record: {link}",
  "competence.email.declinedBody":
    "{name} did not confirm this entry on your SiteReady competence record:\n\n- {kind}: {title}\n\nYou can check the entry and ask someone else who was there.\n\nYour record: {link}",
} as const;
