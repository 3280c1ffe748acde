import { Client } from "@notionhq/client";
import { NOTION_RETRIES } from "@siteready/domain/admin";
import type { Db } from "../../db/client.ts";
import {
  type AgentReportRow,
  claimReportToForward,
  markReportAttemptFailed,
  markReportForwarded,
} from "./reports.repository.ts";

/** A send that has not finished in this long was cut short (its instance stopped): another instance retakes it. */
const NOTION_CLAIM_TIMEOUT_MS = 2 * 60_000;
/** §9 back-off: 1 s, then 2 s, then 4 s before the three retries. */
const NOTION_BACKOFF_MS = 1000;
/** How often an idle instance looks for reports another instance (or its own previous life) stored. */
const SWEEP_INTERVAL_MS = 5_000;
/** Notion rich text holds at most 2000 characters per piece. */
const NOTION_TEXT_LIMIT = 2000;

interface ForwarderLogger {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface NotionSettings {
  token: string;
  databaseId: string;
  apiUrl: string | undefined;
}

const text = (content: string) => [
  { type: "text" as const, text: { content: content.slice(0, NOTION_TEXT_LIMIT) } },
];

/** A page in the Notion database: Name (title), Message, Status, Category, Reported and the metadata as JSON. */
function notionPage(databaseId: string, report: AgentReportRow) {
  return {
    parent: { database_id: databaseId },
    properties: {
      Name: { title: text(report.agentName) },
      Message: { rich_text: text(report.message) },
      Status: { select: { name: report.status } },
      Category: { select: { name: report.category } },
      Reported: { date: { start: report.createdAt.toISOString() } },
    },
    children: [
      {
        object: "block" as const,
        type: "code" as const,
        code: { language: "json" as const, rich_text: text(JSON.stringify(report.metadata, null, 2)) },
      },
    ],
  };
}

function reasonOf(error: unknown): string {
  if (error && typeof error === "object" && "status" in error && "message" in error) {
    return `Notion answered ${String(error.status)}: ${String(error.message)}`.slice(0, 500);
  }
  return error instanceof Error ? error.message.slice(0, 500) : "Notion could not be reached";
}

/**
 * Copies stored agent reports to Notion, after the POST has answered. One send per claim: a failure is
 * retried up to NOTION_RETRIES times with a growing back-off, as separate claims, so a stopped instance
 * loses nothing and several instances never send the same report at once.
 */
export function createNotionForwarder({
  db,
  notion,
  logger,
  backoffMs = NOTION_BACKOFF_MS,
}: {
  db: Db;
  notion: NotionSettings;
  logger: ForwarderLogger;
  backoffMs?: number;
}) {
  // Our own retries (stored between claims) replace the client's, which would hold a claim through them.
  const client = new Client({
    auth: notion.token,
    retry: false,
    timeoutMs: 10_000,
    ...(notion.apiUrl ? { baseUrl: notion.apiUrl } : {}),
  });
  let timer: NodeJS.Timeout | undefined;
  let sweeping: Promise<void> | undefined;
  let stopped = false;

  async function forward(report: AgentReportRow, now: Date) {
    try {
      const page = await client.pages.create(notionPage(notion.databaseId, report));
      await markReportForwarded(db, report.id, page.id);
    } catch (error) {
      const reason = reasonOf(error);
      const retriesUsed = report.forwardAttempts - 1;
      const retryAt =
        retriesUsed < NOTION_RETRIES ? new Date(now.getTime() + backoffMs * 2 ** retriesUsed) : null;
      if (retryAt)
        logger.warn({ reportId: report.id, reason }, "agent report not copied to Notion; will retry");
      else logger.error({ reportId: report.id, reason }, "agent report not copied to Notion; giving up");
      await markReportAttemptFailed(db, report.id, reason, retryAt);
    }
  }

  /** Sends every report due at `now`; returns how many it tried. */
  async function sweep(now = new Date()): Promise<number> {
    let tried = 0;
    const staleBefore = new Date(now.getTime() - NOTION_CLAIM_TIMEOUT_MS);
    for (;;) {
      if (stopped) return tried;
      const report = await claimReportToForward(db, now, staleBefore);
      if (!report) return tried;
      await forward(report, now);
      tried += 1;
    }
  }

  function runSweep() {
    sweeping ??= sweep()
      .then(() => undefined)
      .catch((error: unknown) => logger.error({ err: error }, "agent report sweep failed"))
      .finally(() => {
        sweeping = undefined;
      });
    return sweeping;
  }

  return {
    sweep,
    /** Starts a sweep now (after a report was stored); one at a time per instance. */
    wake: () => void runSweep(),
    start() {
      stopped = false;
      timer = setInterval(() => void runSweep(), SWEEP_INTERVAL_MS);
      timer.unref();
      void runSweep();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await sweeping;
    },
  };
}

export type NotionForwarder = ReturnType<typeof createNotionForwarder>;
