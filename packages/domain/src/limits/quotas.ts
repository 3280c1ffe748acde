/**
 * Per-user limits, so one account cannot fill the disk or the database for everyone. Far above what a worker
 * keeps (a full wallet is a few dozen cards), so only abuse ever meets them. Every table a user's own requests
 * add rows to has one, or a reason it needs none (apps/server/src/user-growth.test.ts keeps the list).
 */
export const RECORDS_PER_TYPE_LIMIT = 500;
export const STORAGE_BYTES_LIMIT = 500 * 1024 * 1024;

export function recordLimitMessage(recordsLabel: string): string {
  return `You have reached the limit of ${RECORDS_PER_TYPE_LIMIT} ${recordsLabel}. Delete some you no longer need to add more.`;
}

export const storageLimitMessage = `Your files already use all of your ${STORAGE_BYTES_LIMIT / 1024 / 1024} MB of storage. Delete some files to make room for this one.`;

/** Counts in messages as English writes them: 20,000. */
const counted = (count: number) => count.toLocaleString("en-GB");

/**
 * A gate-keeper's sign-in register (one row per card scanned at a gate). A gate-keeper scans one worker every few
 * seconds at best; the largest UK sites have up to 10,000 people on site, and a site may run one gate-keeper
 * account on several phones. 20,000 in a day is twice that whole workforce signed in on one account, so no real
 * gate meets it. It is counted over the last 24 hours across all of the gate-keeper's sites: the site is a name
 * the gate-keeper types, so a cap per site name alone would be passed by typing another name.
 */
export const GATE_SIGN_INS_PER_DAY = 20_000;
/**
 * A whole register: 500 sign-ins every working day for four years, a big site's gate (a phone at a gate scans a
 * few hundred people a morning). The register has no delete (it is a record of who was on site), so the
 * gate-keeper who meets this downloads it and asks us to clear the old sign-ins.
 */
export const GATE_SIGN_INS_PER_GATE_KEEPER = 500_000;
export const gateRegisterDayLimitMessage = `Your sign-in register has received ${counted(GATE_SIGN_INS_PER_DAY)} sign-ins in the last 24 hours, the most it takes in one day. The scans not sent yet are kept on this phone: open the gate page again tomorrow to send them.`;
export const gateRegisterFullMessage = `Your sign-in register holds ${counted(GATE_SIGN_INS_PER_GATE_KEEPER)} sign-ins, the most SiteReady keeps for one account. Download it as a spreadsheet, then contact us to clear the old sign-ins.`;

/** Groups one account is in (started or joined): a crew, a site, a trade or two; 200 is far past any real use. */
export const GROUPS_PER_USER_LIMIT = 200;
export const groupsLimitMessage = `You are in ${GROUPS_PER_USER_LIMIT} groups, the most one account can be in. Leave a group you no longer use to join or start another.`;

/** People one account has blocked. */
export const BLOCKS_PER_USER_LIMIT = 500;
export const blocksLimitMessage = `You have blocked ${BLOCKS_PER_USER_LIMIT} people, the most one account can block. Unblock someone to block another person.`;

/**
 * New conversations in a day (started by either person, as a conversation does not record who began it).
 * Messaging an applicant or a listing's owner starts one; 100 in a day is a busy hiring day many times over.
 */
export const NEW_CONVERSATIONS_PER_DAY = 100;
export const newConversationsLimitMessage = `You have ${NEW_CONVERSATIONS_PER_DAY} new conversations from the last 24 hours, the most in one day. Carry on in the ones you have, or start new ones tomorrow.`;

/** Job applications in a day: one is a short note to a poster, and 50 is far more than anyone means to send. */
export const APPLICATIONS_PER_DAY = 50;
export const applicationsLimitMessage = `You have applied for ${APPLICATIONS_PER_DAY} jobs in the last 24 hours, the most in one day. Try again tomorrow.`;

/** Reports of messages, group posts or listings in a day, of each kind. */
export const REPORTS_PER_DAY = 50;
export const reportsLimitMessage = `You have sent ${REPORTS_PER_DAY} reports in the last 24 hours, the most in one day. Try again tomorrow, or contact us if something needs attention now.`;

/** Photos waiting to be read at once: the phone waits for one, so three allow a second tab and a retry. */
export const OCR_PHOTOS_WAITING_LIMIT = 3;
export const ocrQueueLimitMessage = `You already have ${OCR_PHOTOS_WAITING_LIMIT} photos waiting to be read. Wait for them to finish, then try again.`;

/** Renewals of one card: a card is renewed every few years, so 20 is more than a working life. */
export const RENEWALS_PER_CARD_LIMIT = 20;
export const renewalsLimitMessage = `This card has been renewed ${RENEWALS_PER_CARD_LIMIT} times, the most SiteReady keeps for one card. Add the new card as a new skills card.`;

/**
 * Reveals, changes and exports of bank and tax details in a day; each writes an audit entry the owner can read,
 * and a worker looks at a sort code a few times a week.
 */
export const SENSITIVE_ACTIONS_PER_DAY = 200;
export const sensitiveActionsLimitMessage = `You have shown, changed or exported your bank and tax details ${SENSITIVE_ACTIONS_PER_DAY} times in the last 24 hours, the most in one day. Try again tomorrow.`;

/** Passkeys on one account: one per phone, laptop or security key a person uses; 20 is a drawer full of them. */
export const PASSKEYS_PER_ACCOUNT_LIMIT = 20;
export const passkeysLimitMessage = `This account has ${PASSKEYS_PER_ACCOUNT_LIMIT} passkeys, the most it can hold. Remove one you no longer use to add another.`;

/** AI suggestions for the CV in an hour: each is a call to a paid outside service; a CV has a dozen parts. */
export const AI_POLISHES_PER_HOUR = 30;
export const aiPolishLimitMessage = `You have asked for ${AI_POLISHES_PER_HOUR} AI suggestions in the last hour, the most in one hour. Try again later, or write it yourself.`;

/** CV files made in an hour: each PDF or Word file is drawn on the server. */
export const CV_EXPORTS_PER_HOUR = 60;
export const cvExportLimitMessage = `You have downloaded your CV ${CV_EXPORTS_PER_HOUR} times in the last hour, the most in one hour. Try again later.`;
