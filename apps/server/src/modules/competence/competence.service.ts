import { randomBytes } from "node:crypto";
import {
  type CompetenceEntryInput,
  type CompetenceEntryView,
  type CompetenceKind,
  type Confirmation,
  type ConfirmationRequestInput,
  changesConfirmedFacts,
  closedLinkKeys,
  competenceKindLabels,
  confirmationExpiry,
  linkState,
  mayAskToConfirm,
  type SharedCompetenceEntry,
  type SupervisorView,
} from "@siteready/domain/competence";
import { formatDateIn } from "@siteready/domain/i18n";
import type { FastifyBaseLogger } from "fastify";
import type { Mailer } from "../../adapters/mail/mailer.ts";
import type { Db } from "../../db/client.ts";
import { AppError, notFound, refused } from "../../lib/app-error.ts";
import { emailWords } from "../../lib/email-words.ts";
import { assertRecordId } from "../../lib/record-id.ts";
import { hashSecretToken } from "../../lib/secret-tokens.ts";
import type { FileService, Upload } from "../files/files.service.ts";
import { findPersonalDetails, findUser } from "../profile/profile.service.ts";
import {
  answerRequest,
  type CompetenceEntryRow,
  type CompetenceEntryValues,
  type ConfirmationRequestRow,
  deleteEntryOfUser,
  findEntryOfUser,
  findRequestByTokenHash,
  insertEntry,
  insertRequest,
  listEntriesOfUser,
  listRequestsOfEntries,
  markRequestBounced,
  setEvidenceFile,
  updateEntryOfUser,
  withdrawOpenRequests,
} from "./competence.repository.ts";

const hoursOf = (row: Pick<CompetenceEntryRow, "quarterHours">) => row.quarterHours / 4;

const valuesOf = (input: CompetenceEntryInput): CompetenceEntryValues => ({
  kind: input.kind,
  title: input.title,
  provider: input.provider ?? null,
  date: input.date,
  quarterHours: Math.round(input.hours * 4),
  notes: input.notes ?? null,
});

/** An entry's confirmation: the newest request that still counts (withdrawn ones are the audit only). */
function confirmationOf(requests: readonly ConfirmationRequestRow[], now: Date): Confirmation {
  const latest = requests.find((request) => request.state !== "withdrawn");
  if (!latest) return { state: "unconfirmed" };
  const supervisor = { supervisor_name: latest.supervisorName, supervisor_email: latest.supervisorEmail };
  switch (latest.state) {
    case "confirmed":
    case "declined":
      return {
        state: latest.state,
        by_name: latest.answeredName ?? latest.supervisorName,
        by_email: latest.supervisorEmail,
        at: (latest.answeredAt ?? latest.updatedAt).toISOString(),
      };
    case "bounced":
      return { state: "bounced", ...supervisor };
    default:
      return linkState(latest, now) === "expired"
        ? { state: "expired", ...supervisor, expires_at: latest.expiresAt.toISOString() }
        : {
            state: "requested",
            ...supervisor,
            requested_at: latest.createdAt.toISOString(),
            expires_at: latest.expiresAt.toISOString(),
          };
  }
}

function entryView(row: CompetenceEntryRow, requests: readonly ConfirmationRequestRow[], now: Date) {
  return {
    id: row.id,
    kind: row.kind as CompetenceKind,
    title: row.title,
    provider: row.provider,
    date: row.date,
    hours: hoursOf(row),
    notes: row.notes,
    evidence_file_id: row.evidenceFileId,
    confirmation: confirmationOf(
      requests.filter((request) => request.entryId === row.id),
      now,
    ),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  } satisfies CompetenceEntryView;
}

/** The worker's entries, latest first, each with its confirmation. */
export async function listCompetence(db: Db, userId: string, at: Date): Promise<CompetenceEntryView[]> {
  const rows = await listEntriesOfUser(db, userId);
  const requests = await listRequestsOfEntries(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => entryView(row, requests, at));
}

/** The record as a CV, a share or a crew board shows it: facts, and who confirmed each confirmed entry. */
export async function sharedCompetence(db: Db, userId: string, at: Date): Promise<SharedCompetenceEntry[]> {
  return (await listCompetence(db, userId, at)).map((entry) => ({
    kind: entry.kind,
    title: entry.title,
    provider: entry.provider,
    date: entry.date,
    hours: entry.hours,
    confirmed_by:
      entry.confirmation.state === "confirmed"
        ? { name: entry.confirmation.by_name, email: entry.confirmation.by_email, at: entry.confirmation.at }
        : null,
  }));
}

/** A mail server's refusal of the address itself (5xx to RCPT TO or the message): the e-mail bounced. */
function isPermanentRefusal(error: unknown): boolean {
  const responseCode = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof responseCode === "number" && responseCode >= 500 && responseCode < 600;
}

/** The worker's name as a supervisor knows it: the profile's first and last name, else the account's name. */
async function workerNameOf(db: Db, userId: string): Promise<{ name: string; language: string | null }> {
  const [user, personal] = await Promise.all([findUser(db, userId), findPersonalDetails(db, userId)]);
  const name = [personal?.firstName, personal?.lastName].filter(Boolean).join(" ") || user?.name || "";
  return { name, language: user?.language ?? null };
}

/**
 * The competence record (issue 53). Every read and write of an entry is scoped to its owner (another's is a 404).
 * A supervisor confirms from an e-mailed link: a random token whose SHA-256 alone is stored, working once, for
 * 14 days. The supervisor's e-mail is written in English: SiteReady knows nothing of the supervisor's language,
 * English is the common language of UK sites, and the page the link opens follows their own browser's language.
 */
export function createCompetenceService({
  db,
  mailer,
  files,
  publicUrl,
  logger,
  now = () => new Date(),
}: {
  db: Db;
  mailer: Mailer;
  files: FileService | undefined;
  publicUrl: string;
  logger: FastifyBaseLogger;
  now?: () => Date;
}) {
  async function viewOf(row: CompetenceEntryRow): Promise<CompetenceEntryView> {
    return entryView(row, await listRequestsOfEntries(db, [row.id]), now());
  }

  async function ownEntry(userId: string, id: string) {
    assertRecordId(id);
    const row = await findEntryOfUser(db, id, userId);
    if (!row) throw notFound();
    return row;
  }

  /** The request a link names, and whether it still works; 404 or 410 in words when it does not. */
  async function openRequest(token: string, tx: Db = db, forUpdate = false) {
    const found = await findRequestByTokenHash(tx, hashSecretToken(token), forUpdate);
    if (!found) throw refused(404, "competence.link.unknown");
    const state = linkState(found.request, now());
    if (state !== "open") {
      throw refused(410, closedLinkKeys[state], { date: found.request.expiresAt.toISOString().slice(0, 10) });
    }
    return found;
  }

  async function sendRequestEmail(
    row: CompetenceEntryRow,
    request: { supervisorName: string; supervisorEmail: string; expiresAt: Date },
    token: string,
    workerName: string,
  ) {
    const { say, language } = emailWords("en");
    const kind = say(competenceKindLabels[row.kind as CompetenceKind]);
    await mailer.send({
      to: request.supervisorEmail,
      language,
      subject: say("competence.email.subject", { worker: workerName, kind: kind.toLowerCase() }),
      text: say("competence.email.body", {
        name: request.supervisorName,
        worker: workerName,
        kind,
        title: row.title,
        provider: row.provider ?? say("competence.email.providerNone"),
        date: formatDateIn(row.date, language),
        duration: say("competence.hours", { hours: hoursOf(row) }),
        link: `${publicUrl}/confirm#${token}`,
        expires: formatDateIn(request.expiresAt.toISOString().slice(0, 10), language),
      }),
    });
  }

  async function tellWorker(
    entry: CompetenceEntryRow,
    answer: { name: string; decision: "confirm" | "decline" },
  ) {
    try {
      const worker = await findUser(db, entry.userId);
      if (!worker) return;
      const { say, language } = emailWords(worker.language);
      const kind = say(competenceKindLabels[entry.kind as CompetenceKind]);
      await mailer.send({
        to: worker.email,
        language,
        subject: say("competence.email.answeredSubject", { name: answer.name, kind: kind.toLowerCase() }),
        text: say(
          answer.decision === "confirm" ? "competence.email.confirmedBody" : "competence.email.declinedBody",
          {
            name: answer.name,
            kind,
            title: entry.title,
            link: `${publicUrl}/competence`,
          },
        ),
      });
    } catch (error) {
      logger.warn({ err: error }, "could not e-mail a worker a supervisor's answer");
    }
  }

  return {
    list: (userId: string) => listCompetence(db, userId, now()),

    async create(userId: string, input: CompetenceEntryInput) {
      return viewOf(await insertEntry(db, userId, valuesOf(input)));
    },

    /** Changing a confirmed fact (kind, title, given by, date, hours) takes any confirmation or open link away. */
    async update(userId: string, id: string, input: CompetenceEntryInput) {
      assertRecordId(id);
      const row = await db.transaction(async (tx) => {
        const current = await findEntryOfUser(tx, id, userId);
        if (!current) throw notFound();
        const facts = { ...current, kind: current.kind as CompetenceKind, hours: hoursOf(current) };
        if (changesConfirmedFacts(facts, input)) {
          await withdrawOpenRequests(tx, id, ["requested", "confirmed", "declined", "bounced"]);
        }
        return updateEntryOfUser(tx, id, userId, valuesOf(input));
      });
      if (!row) throw notFound();
      return viewOf(row);
    },

    async remove(userId: string, id: string) {
      assertRecordId(id);
      const removeRow = async (tx: Db) => {
        const row = await deleteEntryOfUser(tx, id, userId);
        if (!row) throw notFound();
        return { result: undefined, detached: [row.evidenceFileId] };
      };
      if (files) await files.detachFiles(userId, removeRow);
      else await db.transaction(removeRow);
    },

    async setEvidence(userId: string, id: string, upload: Omit<Upload, "accept">) {
      if (!files) throw new Error("the competence routes need the file service");
      assertRecordId(id);
      const row = await files.attachUpload(
        userId,
        { ...upload, accept: "image-or-pdf" },
        async (tx, fileId) => {
          const set = await setEvidenceFile(tx, id, userId, fileId);
          if (!set) throw notFound();
          return { result: set.row, replaced: [set.previousFileId] };
        },
      );
      return viewOf(row);
    },

    async removeEvidence(userId: string, id: string) {
      if (!files) throw new Error("the competence routes need the file service");
      assertRecordId(id);
      const row = await files.detachFiles(userId, async (tx) => {
        const set = await setEvidenceFile(tx, id, userId, null);
        if (!set) throw notFound();
        return { result: set.row, detached: [set.previousFileId] };
      });
      return viewOf(row);
    },

    /**
     * E-mails the supervisor a single-use link; a link sent before for the entry stops working. The mail
     * server refusing the address marks the request bounced (the worker sees it and may send again); a mail
     * server that cannot be reached withdraws it and answers 503.
     */
    async askToConfirm(userId: string, id: string, input: ConfirmationRequestInput) {
      const row = await ownEntry(userId, id);
      const current = await viewOf(row);
      if (!mayAskToConfirm(current.confirmation)) throw refused(409, "competence.ask.alreadyConfirmed");
      const token = randomBytes(32).toString("base64url");
      const expiresAt = confirmationExpiry(now());
      const request = await db.transaction(async (tx) => {
        await withdrawOpenRequests(tx, id, ["requested", "bounced", "declined"]);
        return insertRequest(tx, {
          entryId: id,
          userId,
          supervisorName: input.supervisor_name,
          supervisorEmail: input.supervisor_email,
          tokenHash: hashSecretToken(token),
          expiresAt,
        });
      });
      const worker = await workerNameOf(db, userId);
      try {
        await sendRequestEmail(row, request, token, worker.name);
      } catch (error) {
        if (isPermanentRefusal(error)) {
          logger.info({ requestId: request.id }, "a supervisor's address was refused by the mail server");
          await markRequestBounced(db, request.id);
        } else {
          logger.warn({ err: error, requestId: request.id }, "could not send a confirmation request");
          await withdrawOpenRequests(db, id, ["requested"]);
          throw new AppError(503, "SERVICE_UNAVAILABLE", { key: "competence.ask.mailDown" });
        }
      }
      return viewOf(row);
    },

    /** What the supervisor is asked to confirm; 410 in words once the link was used, expired or withdrawn. */
    async supervisorView(token: string): Promise<SupervisorView> {
      const { request, entry } = await openRequest(token);
      const worker = await workerNameOf(db, entry.userId);
      return {
        worker_name: worker.name,
        supervisor_name: request.supervisorName,
        kind: entry.kind as CompetenceKind,
        title: entry.title,
        provider: entry.provider,
        date: entry.date,
        hours: hoursOf(entry),
        expires_at: request.expiresAt.toISOString(),
      };
    },

    /**
     * The supervisor's answer with their name and the time (no IP address); the link then stops working. The
     * worker is told by e-mail in their own language; the answer never waits on that mail.
     */
    async supervisorAnswer(token: string, answer: { name: string; decision: "confirm" | "decline" }) {
      const { entry, at } = await db.transaction(async (tx) => {
        const { request, entry } = await openRequest(token, tx, true);
        const answered = await answerRequest(tx, request.id, {
          state: answer.decision === "confirm" ? "confirmed" : "declined",
          answeredName: answer.name,
          answeredAt: now(),
        });
        if (!answered?.answeredAt) throw refused(410, closedLinkKeys.used);
        return { entry, at: answered.answeredAt };
      });
      await tellWorker(entry, answer);
      return { decision: answer.decision, at: at.toISOString() };
    },
  };
}

export type CompetenceService = ReturnType<typeof createCompetenceService>;
