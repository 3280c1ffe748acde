import { roleMay } from "@siteready/domain/companies";
import {
  type CheckedFacts,
  checkedBy,
  hasSmartCheck,
  LOOKS_PAGE_SIZE,
  type Looks,
  type OwnCheckInput,
  type OwnCheckView,
  ownCheckView,
  type RecordCheckView,
  type RecordVerification,
  SCAN_RECORDING_WINDOW_MS,
  type SmartCheckInput,
  verificationOf,
} from "@siteready/domain/evidence";
import { messageRef, wordMessage } from "@siteready/domain/i18n";
import { shownCardTypeName } from "@siteready/domain/record-words";
import type { FastifyBaseLogger } from "fastify";
import type { Mailer } from "../../adapters/mail/mailer.ts";
import type { Db } from "../../db/client.ts";
import { refused } from "../../lib/app-error.ts";
import { emailWords } from "../../lib/email-words.ts";
import { isUuid } from "../files/files.service.ts";
import {
  cardsOfOwners,
  findAccount,
  findMembershipOf,
  findOwnCard,
  findScanOf,
  insertScan,
  latestChecks,
  latestOwnChecks,
  listLooks,
  type ScanInput,
  saveCheck,
  saveOwnCheck,
} from "./evidence.repository.ts";

/** A record as a verification needs it: its facts now, and whether the worker added a photo of it. */
export interface VerifiableRecord {
  id: string;
  facts: CheckedFacts;
  hasPhoto: boolean;
}

/**
 * The evidence of checks (issue 51, decision 0031): every server check of a gate code is kept as a scan; the
 * gate-keeper who made a scan records on it what CSCS Smart Check showed; each record's verification level is
 * worked out from that evidence whenever it is shown (wallet, gate, shares and their PDF, the crew board).
 */
export function createEvidenceService({
  db,
  mailer,
  publicUrl,
  logger,
  now = () => new Date(),
}: {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  logger: FastifyBaseLogger;
  now?: () => Date;
}) {
  /** Tells the holder at once that a check did not confirm their card; saving the check never waits on mail. */
  async function alertHolder(holderUserId: string, type: string, check: RecordCheckView) {
    try {
      const holder = await findAccount(db, holderUserId);
      if (!holder) return;
      const { say, catalogue, language } = emailWords(holder.language);
      const word = (ref: ReturnType<typeof messageRef>) => wordMessage(ref, catalogue, language);
      const values = {
        card: shownCardTypeName(type, (key) => say(key)),
        by: checkedBy(check.company_name, check.checker_name),
        date: check.checked_at.slice(0, 10),
        outcome: messageRef(`evidence.outcome.${check.outcome}`),
        link: `${publicUrl}/skills-cards`,
      };
      await mailer.send({
        to: holder.email,
        language,
        subject: say("evidence.email.subject"),
        text: word(messageRef("evidence.email.body", values)),
      });
    } catch (error) {
      logger.warn({ err: error }, "could not e-mail a Smart Check alert");
    }
  }

  return {
    /** A page of every look at the worker's records, newest first. */
    async looks(userId: string, page: { before?: string; before_id?: string }): Promise<Looks> {
      // A first page takes every look up to now; a page named by an instant alone, those strictly before it.
      const cursor = page.before
        ? { at: new Date(page.before), id: page.before_id ?? "00000000-0000-0000-0000-000000000000" }
        : { at: now(), id: "ffffffff-ffff-ffff-ffff-ffffffffffff" };
      const rows = await listLooks(db, userId, cursor, LOOKS_PAGE_SIZE);
      const last = rows.at(-1);
      return {
        looks: rows.map((row) => ({ ...row, at: row.at.toISOString() })),
        next:
          rows.length === LOOKS_PAGE_SIZE && last
            ? { before: last.at.toISOString(), before_id: last.id }
            : null,
      };
    },

    /** Keeps a server check of a code that named a record; answers the scan's id. */
    logScan: (scan: ScanInput) => insertScan(db, scan),

    /** Each record's level and latest evidence, by id (one query for them all). */
    async verifications(records: readonly VerifiableRecord[]): Promise<Map<string, RecordVerification>> {
      const checks = await latestChecks(
        db,
        records.map((record) => record.id),
      );
      return new Map(
        records.map((record) => [
          record.id,
          verificationOf({
            facts: record.facts,
            hasPhoto: record.hasPhoto,
            latestCheck: checks.get(record.id) ?? null,
          }),
        ]),
      );
    },

    /** The holder's latest own look-up of each of their records on Smart Check, by id: shown to them only. */
    async ownChecks(
      userId: string,
      records: readonly VerifiableRecord[],
    ): Promise<Map<string, OwnCheckView>> {
      const checks = await latestOwnChecks(
        db,
        userId,
        records.map((record) => record.id),
      );
      return new Map(
        records.flatMap((record) => {
          const check = checks.get(record.id);
          return check ? [[record.id, ownCheckView(check, record.facts)] as const] : [];
        }),
      );
    },

    /**
     * Keeps the holder's own answer after looking their card up on Smart Check, with the card's facts now. Their
     * word is never a named check: the verification level and any flag stay as the named checks left them.
     */
    async recordOwnCheck(userId: string, input: OwnCheckInput): Promise<OwnCheckView> {
      const card =
        input.kind === "skills-card" && isUuid(input.id) ? await findOwnCard(db, userId, input.id) : null;
      if (input.kind === "skills-card" && !card) throw refused(404, "evidence.error.ownRecordNotFound");
      if (!card || !hasSmartCheck(input.kind, card.facts.type))
        throw refused(400, "evidence.smartCheck.notCovered");
      const check = { outcome: input.outcome, checkedAt: now(), facts: card.facts };
      await saveOwnCheck(db, { userId, recordKind: input.kind, recordId: card.id, ...check });
      return ownCheckView(check, card.facts);
    },

    /** Each owner's skills cards that Smart Check covers (their type and number), by owner: the nudge's list. */
    async smartCheckCardsOf(userIds: readonly string[]): Promise<Map<string, CheckedFacts[]>> {
      const cards = new Map<string, CheckedFacts[]>();
      for (const card of await cardsOfOwners(db, userIds)) {
        if (!hasSmartCheck("skills-card", card.facts.type)) continue;
        cards.set(card.userId, [...(cards.get(card.userId) ?? []), card.facts]);
      }
      return cards;
    },

    /**
     * Records what Smart Check showed on a scan the caller made in the last hour, for a card Smart Check covers;
     * naming a company needs a role at its gate. A mismatch or a missing card alerts the holder at once.
     */
    async recordSmartCheck(userId: string, scanId: string, input: SmartCheckInput): Promise<RecordCheckView> {
      const scan = isUuid(scanId) ? await findScanOf(db, scanId, userId) : null;
      if (!scan) throw refused(404, "evidence.error.scanNotFound");
      if (scan.holderUserId === userId) throw refused(403, "evidence.error.ownCard");
      const at = now();
      if (at.getTime() - scan.scannedAt.getTime() > SCAN_RECORDING_WINDOW_MS) {
        throw refused(410, "evidence.error.scanTooOld");
      }
      if (!hasSmartCheck(scan.recordKind, scan.facts.type))
        throw refused(400, "evidence.smartCheck.notCovered");
      let company: { id: string; name: string } | null = null;
      if (input.company_id) {
        const membership = await findMembershipOf(db, userId, input.company_id);
        if (!membership) throw refused(404, "companies.error.companyNotFound");
        if (!roleMay(membership.role as Parameters<typeof roleMay>[0], "workGate")) {
          throw refused(403, "companies.error.notAllowed");
        }
        company = { id: input.company_id, name: membership.companyName };
      }
      const checker = await findAccount(db, userId);
      if (!checker) throw refused(404, "evidence.error.scanNotFound");
      await saveCheck(db, {
        scanId: scan.id,
        holderUserId: scan.holderUserId,
        recordKind: scan.recordKind,
        recordId: scan.recordId,
        checkerUserId: userId,
        checkerName: checker.name,
        companyId: company?.id ?? null,
        companyName: company?.name ?? null,
        outcome: input.outcome,
        facts: scan.facts,
        checkedAt: at,
      });
      const view: RecordCheckView = {
        source: "smart-check",
        outcome: input.outcome,
        checked_at: at.toISOString(),
        checker_name: checker.name,
        company_name: company?.name ?? null,
        facts: scan.facts,
        current: true,
      };
      if (input.outcome !== "matches") await alertHolder(scan.holderUserId, scan.facts.type, view);
      return view;
    },
  };
}

export type EvidenceService = ReturnType<typeof createEvidenceService>;
