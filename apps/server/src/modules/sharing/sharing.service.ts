import { randomBytes, randomInt, randomUUID, scrypt, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";
import { catalogues } from "@siteready/domain/catalogues";
import {
  competenceKindLabels,
  confirmedByWords,
  type SharedCompetenceEntry,
} from "@siteready/domain/competence";
import { isRightToWorkDocument } from "@siteready/domain/documents";
import { hasSmartCheck, type RecordVerification } from "@siteready/domain/evidence";
import { formatNiNumber, formatSortCode } from "@siteready/domain/fields";
import {
  encodeMessageRef,
  formatDateIn,
  type Language,
  type MessageRef,
  messageRef,
} from "@siteready/domain/i18n";
import { daysUntil, expiryUrgency } from "@siteready/domain/renewals";
import type { ReceiptInput } from "@siteready/domain/right-to-work";
import {
  deleteByError,
  isDetailKind,
  isRecordKind,
  maskEmail,
  type ShareableItem,
  type ShareDetail,
  type SharedDetailKind,
  type SharedItemView,
  type SharedPage,
  type ShareEventKind,
  type ShareInput,
  type ShareItemRef,
  type ShareState,
  type ShareSummary,
  type ShareViewEntry,
  shareEndsAt,
  shareItemKindKeys,
  shareMessages,
  shareStateLabels,
  shareStatus,
} from "@siteready/domain/sharing";
import { isGateItemKind } from "@siteready/domain/wallet";
import type { FastifyBaseLogger } from "fastify";
import type { Mailer } from "../../adapters/mail/mailer.ts";
import type { Db } from "../../db/client.ts";
import { assertBelowRecordLimit } from "../../db/quotas.ts";
import { shares } from "../../db/schema/sharing.ts";
import { AppError, notFound, refused, validationFailed } from "../../lib/app-error.ts";
import { emailWords } from "../../lib/email-words.ts";
import type { FieldCipher } from "../../lib/field-encryption.ts";
import { rightToWorkLines } from "../../lib/right-to-work-receipt-pdf.ts";
import { deriveSecretToken, hashSecretToken, secretsMatch } from "../../lib/secret-tokens.ts";
import { failureLimit } from "../accounts/rate-limits.service.ts";
import { sharedCompetence } from "../competence/competence.service.ts";
import { createEvidenceService } from "../evidence/evidence.service.ts";
import { isUuid } from "../files/files.service.ts";
import { insertAuditEntries } from "../profile/profile.service.ts";
import { documentTitle, skillsCardTitle } from "../profile/profile-views.ts";
import { createRightToWorkService, rightToWorkAuditFields } from "../right-to-work/right-to-work.service.ts";
import { findHolderName } from "../wallet/wallet.service.ts";
import {
  checkCode,
  claimFirstView,
  claimView,
  countDownload,
  findPrivateDetails,
  findShare,
  findShareByTokenHash,
  findUserEmail,
  insertEvent,
  insertShare,
  insertView,
  isRecentView,
  listOtherEvents,
  listRecords,
  listShares,
  listUserEvents,
  listViews,
  markDeleteRequested,
  markFirstViewSeen,
  revokeShare,
  type SharedRecordRow,
  type ShareRow,
  type ShareViewRow,
  setViewer,
  storeCode,
} from "./sharing.repository.ts";

/** Wrong PINs per share in ten minutes, from anywhere: a 4-digit PIN cannot be walked through. */
const WRONG_PINS_PER_WINDOW = 5;
const PIN_WINDOW_MS = 10 * 60_000;

/** The e-mailed code (issue 51): 6 digits, 10 minutes, a new one at most once a minute. */
const CODE_VALID_MS = 10 * 60_000;
const CODE_RESEND_MS = 60_000;
/** Five wrong codes lock code entry for the share for 15 minutes, the right code included. */
const WRONG_CODES_BEFORE_LOCK = 5;
const CODE_LOCK_MS = 15 * 60_000;
/** The viewer pass the right code earns: the page sends it with its later calls for this long. */
const VIEWER_PASS_MS = 60 * 60_000;
/** Delete requests of one share at most this often (each e-mails the recipient). */
const DELETE_REQUEST_GAP_MS = 10 * 60_000;
/** After a share's last allowed view, its page's own calls (photos, the pack) go on for this long. */
const LAST_VIEW_GRACE_MS = 60 * 60_000;

/** One of a worker's share events, for a module that lists them all (a timeline): plain, with ISO times. */
export interface ShareEventItem {
  id: string;
  share_id: string;
  recipient_label: string;
  kind: ShareEventKind;
  at: string;
  viewer_name: string | null;
  viewer_company: string | null;
}

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, length: number) => Promise<Buffer>;

/** A PIN as stored: `salt.hash` (base64url), scrypt — slow on purpose, so a stolen hash is no shortcut. */
async function hashPin(pin: string): Promise<string> {
  const salt = randomBytes(16);
  return `${salt.toString("base64url")}.${(await scryptAsync(pin, salt, 32)).toString("base64url")}`;
}

async function pinMatches(pin: string, stored: string): Promise<boolean> {
  const [salt = "", hash = ""] = stored.split(".");
  const expected = Buffer.from(hash, "base64url");
  const actual = await scryptAsync(pin, Buffer.from(salt, "base64url"), expected.length);
  return timingSafeEqual(actual, expected);
}

function recordTitle(record: SharedRecordRow): string {
  if (record.kind === "skills-card") return skillsCardTitle(record.type);
  if (record.kind === "document") return documentTitle(record.type);
  return record.type;
}

/** A kind's English name, the label an item of it carries in the API (readers word items by kind). */
const kindName = (kind: SharedItemView["kind"]) => catalogues.en[shareItemKindKeys[kind]];

/** A record's number and status where the worker picks it ('CSCS-1234 · Expiring in 12 days'). */
function recordDetail(number: string | null, status: MessageRef | null): MessageRef | null {
  if (number && status) return messageRef("sharing.detail.numberAndStatus", { number, status });
  if (number) return messageRef("sharing.fact.text", { text: number });
  return status;
}

const isPrivateRecord = (record: Pick<SharedRecordRow, "kind" | "type">) =>
  record.kind === "document" && isRightToWorkDocument(record.type);

const viewLimitReached = () => new AppError(403, "FORBIDDEN", { key: "sharing.message.viewLimitReached" });

const codeLocked = (until: Date, at: Date) =>
  new AppError(
    429,
    "RATE_LIMITED",
    { key: "sharing.message.codeLocked" },
    { details: { retryAfterSeconds: Math.ceil((until.getTime() - at.getTime()) / 1000) } },
  );

/** The audit log's name for a right-to-work document put in a share or shown through one. */
const RIGHT_TO_WORK_FIELD = "right_to_work_document";

/** The share holds the worker's right-to-work record (issue 52). */
const holdsRightToWork = (item: Pick<ShareItemRef, "kind">) => item.kind === "right-to-work";

const refKey = (ref: { kind: string; id?: string | null | undefined }) => `${ref.kind}:${ref.id ?? ""}`;

/** The ids of each record kind among a share's items, for one query per kind. */
function idsByKind(items: ShareItemRef[]) {
  const ids: Partial<Record<string, string[]>> = {};
  for (const item of items) if (item.id) ids[item.kind] = [...(ids[item.kind] ?? []), item.id];
  return ids;
}

export type CvPdf = (userId: string, language: Language) => Promise<{ body: Buffer; fileName: string }>;

/** How a shared CV reads on the share page: it is made from the profile at the moment it is downloaded. */
const cvItemView: SharedItemView = {
  kind: "cv",
  title: "Construction CV",
  type: null,
  number: null,
  lines: [messageRef("sharing.fact.cvOnDownload")],
  expiry_date: null,
  urgency: "unknown",
  status: messageRef("sharing.status.alwaysUpToDate"),
  verification: null,
  photos: [],
};

/**
 * The competence record as a share's reader sees it (issue 53): one line an entry, latest first, each saying in
 * words who confirmed it (the supervisor's word, not a check by SiteReady) or that no one has.
 */
function competenceItemView(entries: SharedCompetenceEntry[]): SharedItemView {
  return {
    kind: "competence",
    title: kindName("competence"),
    type: null,
    number: null,
    lines: entries.map((entry) =>
      messageRef("competence.shared.entry", {
        title: entry.title,
        kind: messageRef(competenceKindLabels[entry.kind]),
        date: entry.date,
        hours: messageRef("competence.hours", { hours: entry.hours }),
        confirmation: entry.confirmed_by
          ? confirmedByWords(entry.confirmed_by)
          : messageRef("competence.confirmation.notConfirmedShort"),
      }),
    ),
    expiry_date: null,
    urgency: "unknown",
    status: messageRef("sharing.status.alwaysUpToDate"),
    verification: null,
    photos: [],
  };
}

export type ShareOpening =
  | { state: "pin-required" }
  | { state: "code-required"; email: string }
  | { state: "open"; share: ShareRow; records: SharedRecordRow[] };

/**
 * The sharing centre (issue 16). A share holds references to the worker's records (never copies), so the
 * page always shows their current state; a deleted record simply drops out. The link's token is an HMAC of
 * the share's random id (lib/secret-tokens.ts): the worker's page can show the link and QR code again, and
 * only the token's hash is stored. Views are logged per share; the first one tells the worker.
 */

/** One opening of a share, as its owner sees it in the share's view log. */
export function shareViewEntry(view: ShareViewRow): ShareViewEntry {
  return {
    id: view.id,
    viewed_at: view.viewedAt.toISOString(),
    device: view.device,
    viewer_name: view.viewerName,
    viewer_company: view.viewerCompany,
    downloads: view.downloads,
  };
}
export function createSharingService({
  db,
  secret,
  publicUrl,
  cipher,
  mailer,
  logger,
  cvPdf,
  now = () => new Date(),
}: {
  db: Db;
  secret: string;
  publicUrl: string;
  cipher: FieldCipher;
  mailer: Mailer;
  logger: FastifyBaseLogger;
  /** The CV module's PDF of a worker's CV (same bytes as their own download). */
  cvPdf: CvPdf;
  now?: () => Date;
}) {
  const tokenFor = (id: string) => deriveSecretToken(secret, "share", id);
  const evidence = createEvidenceService({ db, mailer, publicUrl, logger });
  const rightToWork = createRightToWorkService({ db, cipher, mailer, publicUrl, logger, now });
  const wrongPins = failureLimit(db, { limit: WRONG_PINS_PER_WINDOW, windowMs: PIN_WINDOW_MS });
  const shareUrl = (id: string) => `${publicUrl}/share#${tokenFor(id)}`;

  /** The share's own records among `records` (which may hold those of several shares), in its order. */
  function recordsIn(share: ShareRow, records: SharedRecordRow[]) {
    const byKey = new Map(records.map((record) => [refKey(record), record]));
    return share.items.flatMap((item) => byKey.get(refKey(item)) ?? []);
  }

  function stateOf(share: ShareRow, records: SharedRecordRow[], at: Date): ShareState {
    if (share.revokedAt) return "revoked";
    if (share.expiresAt <= at) return "expired";
    if (share.maxViews !== null && share.viewsUsed >= share.maxViews) return "view-limit";
    const cardExpired = recordsIn(share, records).some(
      (record) => record.kind === "skills-card" && record.expiryDate && daysUntil(record.expiryDate, at) < 0,
    );
    return share.endWhenCardExpires && cardExpired ? "card-expired" : "active";
  }

  function itemLabels(share: ShareRow, records: SharedRecordRow[]) {
    const byKey = new Map(records.map((record) => [refKey(record), record]));
    return share.items.flatMap((item): ShareSummary["items"] => {
      if (!isRecordKind(item.kind)) return [{ kind: item.kind, label: kindName(item.kind), type: null }];
      const record = byKey.get(refKey(item));
      return record ? [{ kind: item.kind, label: recordTitle(record), type: record.type }] : [];
    });
  }

  const recipientEmail = (share: ShareRow) =>
    share.recipientEmailEncrypted ? cipher.decrypt(share.recipientEmailEncrypted) : null;

  const event = (share: Pick<ShareRow, "id" | "userId">, kind: ShareEventKind, at: Date, viewId?: string) =>
    insertEvent(db, { userId: share.userId, shareId: share.id, kind, at, viewId: viewId ?? null });

  /** The pass a right code earns: `expiry.hmac(share id, expiry)`, checked without a look-up. */
  const passFor = (shareId: string, expiresAt: number) =>
    `${expiresAt}.${deriveSecretToken(secret, "share-pass", `${shareId}.${expiresAt}`)}`;
  function passIsValid(shareId: string, pass: string | undefined, at: Date) {
    if (!pass) return false;
    const expiresAt = Number(pass.split(".")[0]);
    if (!Number.isSafeInteger(expiresAt) || expiresAt <= at.getTime()) return false;
    return secretsMatch(pass, passFor(shareId, expiresAt));
  }
  const codeHashOf = (shareId: string, code: string) =>
    deriveSecretToken(secret, "share-code", `${shareId}.${code}`);

  function summary(share: ShareRow, viewCount: number, records: SharedRecordRow[], at: Date): ShareSummary {
    const state = stateOf(share, records, at);
    return {
      id: share.id,
      recipient_label: share.recipientLabel,
      url: shareUrl(share.id),
      state,
      state_label: shareStateLabels[state],
      created_at: share.createdAt.toISOString(),
      expires_at: share.expiresAt.toISOString(),
      revoked_at: share.revokedAt?.toISOString() ?? null,
      has_pin: share.pinHash !== null,
      end_when_card_expires: share.endWhenCardExpires,
      notify_by_email: share.notifyByEmail,
      items: itemLabels(share, records),
      view_count: viewCount,
      first_viewed_at: share.firstViewedAt?.toISOString() ?? null,
      first_view_unseen: share.firstViewedAt !== null && share.firstViewSeenAt === null,
      max_views: share.maxViews,
      views_used: share.viewsUsed,
      recipient_email: recipientEmail(share),
      verify_recipient: share.verifyRecipient,
      delete_by: share.deleteBy,
      delete_requested_at: share.deleteRequestedAt?.toISOString() ?? null,
    };
  }

  async function recordsOf(userId: string, items: ShareItemRef[]) {
    return listRecords(db, userId, idsByKind(items));
  }

  /**
   * The private values the worker holds, decrypted only to be shown to the chosen viewer, with the names of the
   * sensitive fields each shows (for the worker's audit log).
   */
  async function privateValues(
    userId: string,
    withRightToWork: boolean,
  ): Promise<
    Record<SharedDetailKind, { view: SharedItemView; fields: string[]; imageKeys: string[] } | null>
  > {
    const { bank, tax } = await findPrivateDetails(db, userId);
    const open = (stored: string | null | undefined) => (stored ? cipher.decrypt(stored) : null);
    const detail = (kind: SharedDetailKind, number: string | null, lines: MessageRef[], fields: string[]) =>
      number === null
        ? null
        : {
            view: {
              kind,
              title: kindName(kind),
              type: null,
              number,
              lines,
              expiry_date: null,
              urgency: "unknown" as const,
              status: messageRef("sharing.status.givenByHolder"),
              photos: [],
              verification: null,
            },
            fields,
            imageKeys: [],
          };
    const accountNumber = open(bank?.accountNumberEncrypted);
    const sortCode = open(bank?.sortCodeEncrypted);
    const personalUtr = open(tax?.personalUtrEncrypted);
    const companyUtr = open(tax?.companyUtrEncrypted);
    const ni = open(tax?.niNumberEncrypted);
    const present = (values: Record<string, string | null>) =>
      Object.entries(values).flatMap(([field, value]) => (value === null ? [] : [field]));
    return {
      "bank-details": detail(
        "bank-details",
        accountNumber,
        [
          bank?.accountHolderName &&
            messageRef("sharing.fact.accountHolder", { name: bank.accountHolderName }),
          sortCode && messageRef("sharing.fact.sortCode", { code: formatSortCode(sortCode) }),
          bank?.bankName && messageRef("sharing.fact.bank", { bank: bank.bankName }),
        ].filter((line): line is MessageRef => Boolean(line)),
        present({ account_number: accountNumber, sort_code: sortCode }),
      ),
      "ni-number": detail("ni-number", ni && formatNiNumber(ni), [], ["ni_number"]),
      utr: detail(
        "utr",
        personalUtr ?? companyUtr,
        personalUtr && companyUtr
          ? [messageRef("sharing.fact.companyUtr", { utr: companyUtr })]
          : companyUtr
            ? [messageRef("sharing.fact.companyUtrOnly")]
            : [],
        present({ personal_utr: personalUtr, company_utr: companyUtr }),
      ),
      "right-to-work": withRightToWork ? await rightToWorkValue(userId) : null,
    };
  }

  /**
   * The worker's right-to-work record as the share's reader sees it (issue 52): the values in the clear, as they
   * must type them into GOV.UK, one fact a line, and its photos; the share code and date of birth are audited.
   */
  async function rightToWorkValue(userId: string) {
    const shared = await rightToWork.sharedView(userId);
    if (!shared) return null;
    const { view: record, images } = shared;
    const days = record.share_code_expires_on ? daysUntil(record.share_code_expires_on, now()) : null;
    const view: SharedItemView = {
      kind: "right-to-work",
      title: kindName("right-to-work"),
      type: null,
      // The share code is a line of its own, in GOV.UK's groups of three, with the other facts.
      number: null,
      lines: [...rightToWorkLines(record), messageRef("rightToWork.shared.notAStatutoryCheck")],
      expiry_date: record.share_code_expires_on,
      urgency: record.share_code_expires_on ? expiryUrgency(record.share_code_expires_on, now()) : "unknown",
      status: days === null ? messageRef("sharing.status.givenByHolder") : shareStatus(days),
      photos: images.map((image) => ({
        id: image.fileId,
        side: "photo" as const,
        width: image.width,
        height: image.height,
      })),
      verification: null,
    };
    const fields = [
      ...(record.share_code ? [rightToWorkAuditFields.share_code] : []),
      ...(record.date_of_birth ? [rightToWorkAuditFields.date_of_birth] : []),
    ];
    return { view, fields, imageKeys: images.map((image) => image.storageKey) };
  }

  /**
   * The worker's audit log (the one that lists their own reveals) gets an entry for each sensitive value a share
   * holds or shows: when the share is made ('share', by the worker) and each time its page or pack shows them
   * ('shared_view', by the viewer, with the viewer's address).
   */
  async function auditPrivateItems(
    share: Pick<ShareRow, "userId">,
    fields: string[],
    action: "share" | "shared_view",
    viewerAddress: string | null,
  ) {
    const createdAt = now();
    await insertAuditEntries(
      db,
      share.userId,
      fields.map((field) => ({
        actorUserId: action === "share" ? share.userId : null,
        field,
        action,
        ipAddress: viewerAddress,
        createdAt,
      })),
    );
  }

  /** How far each shared card, document and qualification is verified (issue 51); others have no level. */
  function verificationsOf(records: SharedRecordRow[]) {
    return evidence.verifications(
      records
        .filter((record) => isGateItemKind(record.kind))
        .map((record) => ({
          id: record.id,
          facts: { number: record.number, expiry_date: record.expiryDate, type: record.type },
          hasPhoto: record.images.length > 0,
        })),
    );
  }

  function recordView(
    record: SharedRecordRow,
    at: Date,
    verification: RecordVerification | null,
  ): SharedItemView {
    const days = record.expiryDate ? daysUntil(record.expiryDate, at) : null;
    return {
      kind: record.kind,
      title: recordTitle(record),
      type: record.type,
      number: record.number,
      lines: [
        ...record.facts,
        ...(record.expiryDate ? [messageRef("sharing.fact.expires", { date: record.expiryDate })] : []),
      ],
      expiry_date: record.expiryDate,
      urgency: expiryUrgency(record.expiryDate, at),
      status: shareStatus(days),
      photos: record.images.map((image) => ({
        id: image.fileId,
        side: image.side,
        width: image.width,
        height: image.height,
      })),
      verification,
    };
  }

  /**
   * Only the chosen items, in the order chosen, with their stored images (for the pack); nothing else of the
   * worker's is read into the answer.
   */
  async function sharedItems(
    share: ShareRow,
    records: SharedRecordRow[],
    at: Date,
    viewerAddress: string | null,
  ) {
    const byKey = new Map(records.map((record) => [refKey(record), record]));
    const wantsPrivate = share.items.some((item) => isDetailKind(item.kind));
    const values = wantsPrivate
      ? await privateValues(share.userId, share.items.some(holdsRightToWork))
      : null;
    const verifications = await verificationsOf(records);
    const competence = share.items.some((item) => item.kind === "competence")
      ? await sharedCompetence(db, share.userId, at)
      : [];
    const shownFields: string[] = [];
    const items = share.items.flatMap((item): Array<{ view: SharedItemView; imageKeys: string[] }> => {
      if (item.kind === "cv") return [{ view: cvItemView, imageKeys: [] }];
      if (item.kind === "competence") return [{ view: competenceItemView(competence), imageKeys: [] }];
      if (isDetailKind(item.kind)) {
        const value = values?.[item.kind];
        if (!value) return [];
        shownFields.push(...value.fields);
        return [{ view: value.view, imageKeys: value.imageKeys }];
      }
      const record = byKey.get(refKey(item));
      if (!record) return [];
      if (isPrivateRecord(record)) shownFields.push(RIGHT_TO_WORK_FIELD);
      return [
        {
          view: recordView(record, at, verifications.get(record.id) ?? null),
          imageKeys: record.images.map((image) => image.storageKey),
        },
      ];
    });
    await auditPrivateItems(share, shownFields, "shared_view", viewerAddress);
    return items;
  }

  async function notifyFirstView(share: ShareRow, at: Date) {
    if (!(await claimFirstView(db, share.id, at)) || !share.notifyByEmail) return;
    try {
      const owner = await findUserEmail(db, share.userId);
      if (!owner) return;
      const { say, moment, language } = emailWords(owner.language);
      await mailer.send({
        to: owner.email,
        language,
        subject: say("email.shareOpened.subject"),
        text: [
          say("email.shareOpened.opened", { recipient: share.recipientLabel, when: moment(at) }),
          "",
          say("email.shareOpened.manage", { link: `${publicUrl}/sharing-center` }),
        ].join("\n"),
      });
    } catch (error) {
      // The view still counts; the notice on the sharing page tells the worker anyway.
      logger.warn({ err: error }, "could not e-mail the first-view notice of a share");
    }
  }

  return {
    async shareableItems(userId: string): Promise<ShareableItem[]> {
      const [records, { bank, tax }, holders, competence] = await Promise.all([
        listRecords(db, userId, "all"),
        findPrivateDetails(db, userId),
        rightToWork.holders([userId]),
        sharedCompetence(db, userId, now()),
      ]);
      const available: Record<SharedDetailKind, boolean> = {
        "bank-details": Boolean(bank?.accountNumberEncrypted),
        "ni-number": Boolean(tax?.niNumberEncrypted),
        utr: Boolean(tax?.personalUtrEncrypted || tax?.companyUtrEncrypted),
        "right-to-work": holders.has(userId),
      };
      const at = now();
      return [
        ...records.map((record) => ({
          kind: record.kind,
          id: record.id,
          label: recordTitle(record),
          type: record.type,
          detail: recordDetail(
            record.number,
            record.expiryDate ? shareStatus(daysUntil(record.expiryDate, at)) : null,
          ),
          private: isPrivateRecord(record),
        })),
        ...(Object.keys(available) as SharedDetailKind[])
          .filter((kind) => available[kind])
          .map((kind) => ({
            kind,
            id: null,
            label: kindName(kind),
            type: null,
            detail: null,
            private: true,
          })),
        {
          kind: "cv",
          id: null,
          label: "My CV",
          type: null,
          detail: messageRef("sharing.detail.cv"),
          private: false,
        },
        ...(competence.length > 0
          ? [
              {
                kind: "competence" as const,
                id: null,
                label: kindName("competence"),
                type: null,
                detail: messageRef("competence.shared.detail", {
                  count: competence.length,
                  confirmed: competence.filter((entry) => entry.confirmed_by).length,
                }),
                private: false,
              },
            ]
          : []),
      ];
    },

    /**
     * Makes a share. One holding private details (bank, NI number, UTR, the right-to-work record or a
     * right-to-work document) first asks
     * `confirmItsYou` (the session's step-up), as revealing them would, and is written to the audit log.
     */
    async create(
      userId: string,
      input: ShareInput,
      confirmItsYou: () => Promise<void>,
    ): Promise<ShareSummary> {
      const at = now();
      const ends = shareEndsAt(input, at);
      if ("error" in ends) throw validationFailed({ expires_on: [ends.error] });
      const deleteBy = deleteByError(input.delete_by, at);
      if (deleteBy) throw validationFailed({ delete_by: [deleteBy] });
      const items = [...new Map(input.items.map((item) => [refKey(item), item])).values()];
      const records = await recordsOf(userId, items);
      const found = new Set(records.map(refKey));
      if (items.some((item) => isRecordKind(item.kind) && !found.has(refKey(item)))) throw notFound();
      const details = items.some((item) => isDetailKind(item.kind)) ? await this.shareableItems(userId) : [];
      const missing = items.find(
        (item) => isDetailKind(item.kind) && !details.some((detail) => detail.kind === item.kind),
      );
      if (missing) {
        throw validationFailed({
          items: [
            encodeMessageRef(
              messageRef("sharing.message.nothingToShare", {
                item: messageRef(shareItemKindKeys[missing.kind]),
              }),
            ),
          ],
        });
      }
      const anyPrivate = items.some((item) => isDetailKind(item.kind)) || records.some(isPrivateRecord);
      if (anyPrivate && !input.private_confirmed) {
        throw validationFailed({ private_confirmed: [shareMessages.confirmPrivate] });
      }
      if (anyPrivate) await confirmItsYou();
      await assertBelowRecordLimit(db, shares, shares.userId, userId, "shares");
      const id = randomUUID();
      const share = await insertShare(db, {
        id,
        userId,
        tokenHash: hashSecretToken(tokenFor(id)),
        recipientLabel: input.recipient_label,
        items,
        expiresAt: ends.endsAt,
        pinHash: input.pin ? await hashPin(input.pin) : null,
        endWhenCardExpires: input.end_when_card_expires,
        notifyByEmail: input.notify_by_email,
        documentLanguage: input.language,
        createdAt: at,
        maxViews: input.max_views ?? null,
        recipientEmailEncrypted: input.recipient_email ? cipher.encrypt(input.recipient_email) : null,
        verifyRecipient: input.verify_recipient,
        deleteBy: input.delete_by ?? null,
      });
      if (anyPrivate) {
        const values = await privateValues(userId, items.some(holdsRightToWork));
        const fields = items.flatMap((item) =>
          isDetailKind(item.kind) ? (values[item.kind]?.fields ?? []) : [],
        );
        const documents = records.filter(isPrivateRecord).map(() => RIGHT_TO_WORK_FIELD);
        await auditPrivateItems({ userId }, [...fields, ...documents], "share", null);
      }
      return summary(share, 0, records, at);
    },

    async list(userId: string): Promise<ShareSummary[]> {
      const rows = await listShares(db, userId);
      const records = await recordsOf(
        userId,
        rows.flatMap(({ share }) => share.items),
      );
      const at = now();
      return rows.map(({ share, viewCount }) => summary(share, viewCount, records, at));
    },

    async detail(userId: string, id: string): Promise<ShareDetail> {
      if (!isUuid(id)) throw notFound();
      const found = await findShare(db, userId, id);
      if (!found) throw notFound();
      const [records, views, events] = await Promise.all([
        recordsOf(userId, found.share.items),
        listViews(db, [found.share.id]),
        listOtherEvents(db, found.share.id),
      ]);
      return {
        ...summary(found.share, found.viewCount, records, now()),
        views: views.map(shareViewEntry),
        events: events.map((each) => ({ kind: each.kind, at: each.at.toISOString() })),
      };
    },

    /**
     * Asks the recipient to delete their copy: logged in the share's events, shown on the page while it still
     * opens, and e-mailed (in the share's language) when the share has their address. It is a request only.
     */
    async askToDelete(userId: string, id: string) {
      const at = now();
      if (!isUuid(id)) throw notFound();
      const before = await findShare(db, userId, id);
      if (!before) throw notFound();
      // A second tap within ten minutes changes nothing: the recipient gets one e-mail.
      const last = before.share.deleteRequestedAt;
      if (last && at.getTime() - last.getTime() < DELETE_REQUEST_GAP_MS) return this.detail(userId, id);
      if (!(await markDeleteRequested(db, userId, id, at))) throw notFound();
      const share = { ...before.share, deleteRequestedAt: at };
      await event(share, "delete-requested", at);
      const to = recipientEmail(share);
      if (to) {
        const { say, language } = emailWords(share.documentLanguage);
        const holder = await findHolderName(db, share.userId);
        await mailer.send({
          to,
          language,
          subject: say("email.shareDelete.subject"),
          text: [
            say("email.shareDelete.ask", { holder: holder || "SiteReady", recipient: share.recipientLabel }),
            ...(share.deleteBy
              ? [say("email.shareDelete.by", { date: formatDateIn(share.deleteBy, language) })]
              : []),
          ].join("\n"),
        });
      }
      return this.detail(userId, id);
    },

    /**
     * A worker's share events (views, codes sent, wrong codes and lock-outs, delete requests), newest first,
     * as plain objects with ISO times: for another module's timeline. `before` pages on (an ISO instant).
     */
    async listShareEvents(
      userId: string,
      { before, limit }: { before?: string | Date | undefined; limit: number },
    ): Promise<ShareEventItem[]> {
      const until = before === undefined ? undefined : new Date(before);
      if (until && Number.isNaN(until.getTime()))
        throw new Error("listShareEvents: before is not an instant");
      const rows = await listUserEvents(db, userId, until, Math.max(1, Math.min(limit, 500)));
      return rows.map(({ event: each, recipientLabel }) => ({
        id: each.id,
        share_id: each.shareId,
        recipient_label: recipientLabel,
        kind: each.kind,
        at: each.at.toISOString(),
        viewer_name: each.viewerName,
        viewer_company: each.viewerCompany,
      }));
    },

    async revoke(userId: string, id: string) {
      if (!isUuid(id) || !(await revokeShare(db, userId, id, now()))) throw notFound();
      return this.detail(userId, id);
    },

    async acknowledgeFirstView(userId: string, id: string) {
      if (!isUuid(id) || !(await markFirstViewSeen(db, userId, id, now()))) throw notFound();
    },

    /**
     * The gate of every public call: the share behind the token while it is active, after its PIN when it
     * has one. Only wrong PINs count towards the limit (an employer's page sends the right PIN with every call),
     * and while the share is locked every PIN is refused, the right one too, so guessing gains nothing.
     */
    async open(
      token: string,
      pin: string | undefined,
      { pass, viewId }: { pass?: string | undefined; viewId?: string | undefined } = {},
    ) {
      const admitted = await this.admit(token, pin, viewId);
      if (admitted.state === "pin-required") return admitted;
      const { share, records } = admitted;
      if (share.verifyRecipient && !passIsValid(share.id, pass, now())) {
        const email = recipientEmail(share);
        return { state: "code-required", email: email ? maskEmail(email) : "•••" } as const;
      }
      if (viewId !== undefined && share.maxViews !== null && share.viewsUsed >= share.maxViews) {
        // The last view's page may still fetch its photos and pack; nothing else gets past the limit.
        if (!(await isRecentView(db, share.id, viewId, new Date(now().getTime() - LAST_VIEW_GRACE_MS)))) {
          throw viewLimitReached();
        }
      }
      return { state: "open", share, records } as const satisfies ShareOpening;
    },

    /**
     * The share behind the token while it is active (a share at its view limit only for a call naming one of
     * its views), after its PIN when it has one; the code, if asked for, is checked by `open`.
     */
    async admit(token: string, pin: string | undefined, viewId?: string) {
      const share = await findShareByTokenHash(db, hashSecretToken(token));
      const ended = () => new AppError(404, "NOT_FOUND", { key: "sharing.message.ended" });
      if (!share) throw ended();
      const records = await listRecords(db, share.userId, idsByKind(share.items));
      const state = stateOf(share, records, now());
      if (state === "view-limit" && viewId === undefined) throw viewLimitReached();
      if (state !== "active" && state !== "view-limit") throw ended();
      if (share.pinHash) {
        if (!pin) return { state: "pin-required" } as const satisfies ShareOpening;
        const lockKey = `siteready:share-pin:${share.id}`;
        const locked = () =>
          new AppError(
            429,
            "RATE_LIMITED",
            { key: "sharing.message.tooManyPinTries" },
            {
              details: { retryAfterSeconds: PIN_WINDOW_MS / 1000 },
            },
          );
        if (await wrongPins.reached(lockKey, now().getTime())) throw locked();
        if (!(await pinMatches(pin, share.pinHash))) {
          // The wrong PIN that reaches the limit already says so: the next try would be refused anyway.
          if (await wrongPins.countFailure(lockKey, now().getTime())) throw locked();
          throw new AppError(403, "FORBIDDEN", { key: "sharing.message.wrongPin" });
        }
        // Read again after the comparison: guesses sent together with this one have been counted by now, so
        // a burst of them gains only the few comparisons that ran at the same moment.
        if (await wrongPins.reached(lockKey, now().getTime())) throw locked();
      }
      return { state: "admitted", share, records } as const;
    },

    /** E-mails a new 6-digit code to the share's recipient, in the share's language (shares that ask for one). */
    async sendCode(token: string, pin: string | undefined) {
      const admitted = await this.admit(token, pin);
      if (admitted.state === "pin-required")
        throw new AppError(403, "FORBIDDEN", { key: "sharing.message.wrongPin" });
      const { share } = admitted;
      const to = recipientEmail(share);
      if (!share.verifyRecipient || !to) throw notFound();
      const at = now();
      if (share.codeLockedUntil && share.codeLockedUntil > at) throw codeLocked(share.codeLockedUntil, at);
      const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
      const stored = await storeCode(db, share.id, {
        hash: codeHashOf(share.id, code),
        sentAt: at,
        expiresAt: new Date(at.getTime() + CODE_VALID_MS),
        resendAfter: new Date(at.getTime() - CODE_RESEND_MS),
      });
      if (!stored) {
        throw new AppError(
          429,
          "RATE_LIMITED",
          { key: "sharing.message.codeResendWait" },
          { details: { retryAfterSeconds: CODE_RESEND_MS / 1000 } },
        );
      }
      const { say, language } = emailWords(share.documentLanguage);
      await mailer.send({
        to,
        language,
        subject: say("email.shareCode.subject"),
        text: [say("email.shareCode.code", { code }), "", say("email.shareCode.ignore")].join("\n"),
      });
      await event(share, "code-sent", at);
      return { email: maskEmail(to), resend_after_seconds: CODE_RESEND_MS / 1000 };
    },

    /**
     * Checks the typed code (one UPDATE: see checkCode in the repository). The right one gives a viewer pass for
     * the page's later calls; a wrong one is logged, and the fifth locks code entry for 15 minutes.
     */
    async checkCode(token: string, pin: string | undefined, code: string) {
      const admitted = await this.admit(token, pin);
      if (admitted.state === "pin-required")
        throw new AppError(403, "FORBIDDEN", { key: "sharing.message.wrongPin" });
      const { share } = admitted;
      if (!share.verifyRecipient) throw notFound();
      const at = now();
      const lockUntil = new Date(at.getTime() + CODE_LOCK_MS);
      const result = await checkCode(db, share.id, {
        hash: codeHashOf(share.id, code),
        at,
        lockUntil,
        maxFailures: WRONG_CODES_BEFORE_LOCK,
      });
      if (result === "right") {
        const expiresAt = at.getTime() + VIEWER_PASS_MS;
        return { pass: passFor(share.id, expiresAt), expires_at: new Date(expiresAt).toISOString() };
      }
      if (result === "wrong") {
        await event(share, "code-failed", at);
        throw new AppError(403, "FORBIDDEN", { key: "sharing.message.wrongCode" });
      }
      if (result === "locked-now") {
        await event(share, "code-failed", at);
        await event(share, "code-locked", at);
        throw codeLocked(lockUntil, at);
      }
      // Nothing compared: entry is locked, or there is no live code.
      const fresh = await findShareByTokenHash(db, hashSecretToken(token));
      if (fresh?.codeLockedUntil && fresh.codeLockedUntil > at) throw codeLocked(fresh.codeLockedUntil, at);
      throw new AppError(403, "FORBIDDEN", { key: "sharing.message.codeExpired" });
    },

    /**
     * Which of the worker's stored files one of the share's photos is: only a photo of a record the share holds
     * (any other id, even of the same worker, is 404).
     */
    async sharedPhoto(opening: Extract<ShareOpening, { state: "open" }>, photoId: string) {
      const { share } = opening;
      const image = recordsIn(share, opening.records)
        .flatMap((record) => record.images)
        .find((each) => each.fileId === photoId);
      if (image) return { userId: share.userId, fileId: image.fileId };
      // The right-to-work record's photos, only to a share that holds the record (issue 52).
      if (share.items.some(holdsRightToWork)) {
        const photo = (await rightToWork.sharedView(share.userId))?.images.find(
          (each) => each.fileId === photoId,
        );
        if (photo) return { userId: share.userId, fileId: photo.fileId };
      }
      throw notFound();
    },

    /**
     * The share's reader records the right-to-work check they did (issue 52): only on a share holding the record
     * (404 otherwise), never counted as a view. Their business is the one they typed, else the one they gave
     * when they named themselves on the page.
     */
    async recordRightToWorkReceipt(opening: Extract<ShareOpening, { state: "open" }>, input: ReceiptInput) {
      const { share } = opening;
      if (!share.items.some(holdsRightToWork)) throw refused(404, "rightToWork.error.notShared");
      const organisation =
        input.organisation ??
        (await listViews(db, [share.id])).find((view) => view.viewerCompany)?.viewerCompany ??
        undefined;
      return rightToWork.recordReceipt(share.userId, input, {
        via: "share",
        shareId: share.id,
        ...(organisation ? { organisation } : {}),
      });
    },

    /**
     * What the PDF of one receipt made through this share holds: the receipt, the evidence it was for, and the
     * record's photos while the worker keeps it; another share's receipt is 404. In the share's language;
     * audited for the worker as the page is.
     */
    async rightToWorkReceiptContents(
      opening: Extract<ShareOpening, { state: "open" }>,
      receiptId: string,
      viewerAddress: string | null,
    ) {
      const { share } = opening;
      const found = await rightToWork.receiptForEngager(receiptId, { shareId: share.id });
      if (!found) throw notFound();
      // The PDF shows the share code and date of birth again: each download is in the worker's audit log.
      await auditPrivateItems(
        { userId: found.workerId },
        [
          ...(found.evidence.share_code ? [rightToWorkAuditFields.share_code] : []),
          ...(found.evidence.date_of_birth ? [rightToWorkAuditFields.date_of_birth] : []),
        ],
        "shared_view",
        viewerAddress,
      );
      const [workerName, record] = await Promise.all([
        findHolderName(db, found.workerId),
        rightToWork.sharedView(found.workerId),
      ]);
      return {
        language: share.documentLanguage,
        workerName,
        receipt: found.receipt,
        evidence: found.evidence,
        imageKeys: record?.images.map((image) => image.storageKey) ?? [],
      };
    },

    /** The share page's data; each call that shows it is one view in the worker's log. */
    async view(
      opening: Extract<ShareOpening, { state: "open" }>,
      viewer: { device: string; address: string | null },
    ): Promise<SharedPage> {
      const { share, records } = opening;
      const at = now();
      // Counted first, in one conditional UPDATE: of two opens at the last allowed view, one is refused.
      if (!(await claimView(db, share.id))) throw viewLimitReached();
      const view = await insertView(db, share.id, viewer.device, at);
      const [holderName, shared] = await Promise.all([
        findHolderName(db, share.userId),
        sharedItems(share, records, at, viewer.address),
        event(share, "view", at, view.id),
      ]);
      await notifyFirstView(share, at);
      return {
        state: "shown",
        view_id: view.id,
        holder_name: holderName,
        recipient_label: share.recipientLabel,
        expires_at: share.expiresAt.toISOString(),
        // The pointer to Smart Check only where a card it covers is shown.
        note: messageRef(
          records.some((record) => hasSmartCheck(record.kind, record.type))
            ? "sharing.page.selfDeclared"
            : "sharing.page.enteredByHolder",
        ),
        items: shared.map((item) => item.view),
        delete_by: share.deleteBy,
        delete_requested_at: share.deleteRequestedAt?.toISOString() ?? null,
      };
    },

    async identifyViewer(
      opening: Extract<ShareOpening, { state: "open" }>,
      viewId: string,
      viewer: { name: string | null; company: string | null },
    ) {
      const saved = await setViewer(db, opening.share.id, viewId, {
        viewerName: viewer.name,
        viewerCompany: viewer.company,
      });
      if (!saved) throw notFound();
    },

    /** What the compliance pack holds; the download counts against the view it came from. */
    async packContents(
      opening: Extract<ShareOpening, { state: "open" }>,
      viewId: string | undefined,
      viewerAddress: string | null,
    ) {
      const { share, records } = opening;
      const at = now();
      if (viewId) await countDownload(db, share.id, viewId);
      return {
        holderName: await findHolderName(db, share.userId),
        recipientLabel: share.recipientLabel,
        generatedAt: at,
        language: share.documentLanguage,
        deleteBy: share.deleteBy,
        // The CV is its own download; the pack holds the records.
        items: (await sharedItems(share, records, at, viewerAddress)).filter(
          (item) => item.view.kind !== "cv",
        ),
      };
    },

    /**
     * The holder's CV as a PDF, made now from their profile in the language they chose for the share, when the
     * share includes it (404 otherwise).
     */
    async cv(opening: Extract<ShareOpening, { state: "open" }>, viewId: string | undefined) {
      const { share } = opening;
      if (!share.items.some((item) => item.kind === "cv")) throw notFound();
      if (viewId) await countDownload(db, share.id, viewId);
      return cvPdf(share.userId, share.documentLanguage);
    },
  };
}
