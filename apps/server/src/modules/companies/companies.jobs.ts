import type { Language } from "@siteready/domain/i18n";
import { formatDateIn, isLanguage, wordMessage } from "@siteready/domain/i18n";
import type { FastifyBaseLogger } from "fastify";
import type { Mailer } from "../../adapters/mail/mailer.ts";
import type { Db } from "../../db/client.ts";
import type { ScheduledJob } from "../../db/scheduler.ts";
import { emailWords } from "../../lib/email-words.ts";
import {
  expiringInCompany,
  insertChanges,
  joinedCrewBatch,
  managersBatch,
  markDigestSent,
  saveChecks,
} from "./companies.repository.ts";
import { changesSince, requirementLabel } from "./companies.service.ts";

/** Crew members judged per statement by the change-feed job, and managers e-mailed per batch. */
const CREW_BATCH = 500;
const MANAGER_BATCH = 200;
const CHANGE_FEED_INTERVAL_MS = 60 * 60_000;
const DIGEST_INTERVAL_MS = 60 * 60_000;
const WEEK_MS = 7 * 86_400_000;
const DIGEST_DAYS = 30;

const isoDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * The change feed's scheduled half: every joined crew member judged again today, in keyset batches, and what
 * changed since the last run written to the site's feed (renewed, expiring, expired). The first run for a crew
 * member only records where they stand. Joining, declining and leaving are written when they happen.
 */
export async function refreshCrewChanges(db: Db, at: Date) {
  let afterId: string | null = null;
  let written = 0;
  for (;;) {
    const batch = await joinedCrewBatch(db, afterId, CREW_BATCH, isoDay(at));
    if (batch.length === 0) return { written };
    for (const member of batch) {
      const { changes, checks } = changesSince(member, at);
      if (changes.length > 0 || JSON.stringify(checks) !== JSON.stringify(member.checks)) {
        await db.transaction(async (tx) => {
          await insertChanges(tx, changes);
          await saveChecks(tx, member.id, checks);
        });
        written += changes.length;
      }
    }
    afterId = batch[batch.length - 1]?.id ?? null;
  }
}

/**
 * The weekly e-mail to each company's owners and managers: what of the company's crews' required records expires
 * in the next 30 days, in each manager's language. The job runs hourly and writes to each manager whose last
 * e-mail is a week old, so a restart neither skips nor repeats a week; nothing to say, nothing is sent.
 */
export async function sendExpiryDigests(
  db: Db,
  mailer: Mailer,
  publicUrl: string,
  at: Date,
  logger?: FastifyBaseLogger,
) {
  const today = isoDay(at);
  const until = isoDay(new Date(at.getTime() + DIGEST_DAYS * 86_400_000));
  const dueBefore = new Date(at.getTime() - WEEK_MS);
  const expiringByCompany = new Map<string, Awaited<ReturnType<typeof expiringInCompany>>>();
  let afterId: string | null = null;
  let sent = 0;
  for (;;) {
    const managers = await managersBatch(db, afterId, MANAGER_BATCH, dueBefore);
    if (managers.length === 0) return { sent };
    for (const manager of managers) {
      let expiring = expiringByCompany.get(manager.companyId);
      if (!expiring) {
        expiring = await expiringInCompany(db, manager.companyId, today, until);
        expiringByCompany.set(manager.companyId, expiring);
      }
      if (expiring.length > 0) {
        try {
          await mailer.send(digestMessage(manager, expiring, publicUrl));
          sent += 1;
        } catch (error) {
          // Tried again next hour: the manager's week is not marked.
          logger?.warn({ err: error }, "could not send a weekly expiry e-mail");
          continue;
        }
      }
      await markDigestSent(db, manager.memberId, at);
    }
    afterId = managers[managers.length - 1]?.memberId ?? null;
  }
}

function digestMessage(
  manager: { email: string; language: string | null; companyName: string },
  expiring: Awaited<ReturnType<typeof expiringInCompany>>,
  publicUrl: string,
) {
  const { say, language, catalogue } = emailWords(isLanguage(manager.language) ? manager.language : null);
  const lines = expiring.map((row) =>
    say("companies.email.weeklyLine", {
      site: row.site_name,
      name: row.name,
      item: wordMessage(requirementLabel(row.kind, row.requirement), catalogue, language),
      date: formatDateIn(row.expiry_date, language as Language),
    }),
  );
  return {
    to: manager.email,
    language,
    subject: say("companies.email.weeklySubject", { count: expiring.length }),
    text: [
      say("companies.email.weeklyIntro", { company: manager.companyName }),
      "",
      ...lines.map((line) => `- ${line}`),
      "",
      `${say("companies.email.weeklyAction")}: ${publicUrl}/companies`,
    ].join("\n"),
  };
}

export function companiesJobs({
  db,
  mailer,
  publicUrl,
  logger,
}: {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  logger: FastifyBaseLogger;
}): ScheduledJob[] {
  return [
    {
      name: "companies-crew-changes",
      intervalMs: CHANGE_FEED_INTERVAL_MS,
      run: (at) => refreshCrewChanges(db, at),
    },
    {
      name: "companies-expiry-digest",
      intervalMs: DIGEST_INTERVAL_MS,
      run: (at) => sendExpiryDigests(db, mailer, publicUrl, at, logger),
    },
  ];
}
