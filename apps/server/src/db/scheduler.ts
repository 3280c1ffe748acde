import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { Db } from "./client.ts";

export interface ScheduledJob {
  /** Also names the job's advisory lock, so every instance must use the same name. */
  name: string;
  intervalMs: number;
  /** What it returns (a summary) is not read. */
  run: (now: Date) => Promise<unknown>;
}

export type JobOutcome = "ran" | "skipped" | "failed";

/** Runs `work` while this instance holds the job's lock; resolves false (without running) when it cannot. */
export type JobLock = (jobName: string, work: () => Promise<void>) => Promise<boolean>;

export interface SchedulerLogger {
  error(details: object, message: string): void;
  debug(details: object, message: string): void;
}

/**
 * The first key of the two-key advisory locks of scheduled jobs. Two-key locks never collide with the
 * single-key lock held while migrating.
 */
export const JOB_LOCK_NAMESPACE = 727_002;

/** A stable 32-bit key for a job name (FNV-1a), the second key of its advisory lock. */
export function jobLockKey(name: string): number {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(name)) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}

function rowsOf(result: unknown): Array<Record<string, unknown>> {
  if (typeof result === "object" && result !== null && "rows" in result && Array.isArray(result.rows)) {
    return result.rows;
  }
  throw new Error("unexpected query result shape");
}

function isPglite(db: Db): boolean {
  const client: unknown = (db as unknown as { $client?: unknown }).$client;
  return client instanceof PGlite;
}

/**
 * One run per job across all instances: the run happens inside a transaction holding
 * pg_try_advisory_xact_lock, which Postgres releases with the transaction (even if the process dies). An
 * instance that cannot take the lock skips the run. The job itself queries through the pool, not this
 * transaction, so its own writes commit as they go.
 *
 * PGlite is one connection in one process (no second instance can open its data directory), and an open
 * transaction there blocks every other query, the job's own included: the in-process guard of the scheduler
 * is all it needs.
 */
export function advisoryJobLock(db: Db): JobLock {
  if (isPglite(db)) {
    return async (_jobName, work) => {
      await work();
      return true;
    };
  }
  return (jobName, work) =>
    db.transaction(async (tx) => {
      const rows = rowsOf(
        await tx.execute(
          sql`select pg_try_advisory_xact_lock(${JOB_LOCK_NAMESPACE}::int, ${jobLockKey(jobName)}::int) as locked`,
        ),
      );
      if (rows[0]?.locked !== true) return false;
      await work();
      return true;
    });
}

/**
 * Runs each job every `intervalMs` (and once shortly after start, so frequent restarts never starve a job).
 * A run is skipped while the same job still runs here or holds its lock elsewhere; errors are logged and never
 * reach the process; timers are unref'd so they never keep the process alive.
 */
export function createScheduler({
  db,
  logger,
  jobs,
  clock = () => new Date(),
  lock = advisoryJobLock(db),
  initialDelayMs = 5_000,
}: {
  db: Db;
  logger: SchedulerLogger;
  jobs: readonly ScheduledJob[];
  clock?: () => Date;
  lock?: JobLock;
  initialDelayMs?: number;
}) {
  const timers: NodeJS.Timeout[] = [];
  const running = new Map<string, Promise<JobOutcome>>();

  async function attempt(job: ScheduledJob): Promise<JobOutcome> {
    try {
      const ran = await lock(job.name, async () => {
        await job.run(clock());
      });
      if (!ran) logger.debug({ job: job.name }, "scheduled job skipped: another instance is running it");
      return ran ? "ran" : "skipped";
    } catch (error) {
      logger.error({ err: error, job: job.name }, "scheduled job failed");
      return "failed";
    }
  }

  async function runJob(job: ScheduledJob): Promise<JobOutcome> {
    if (running.has(job.name)) return "skipped";
    const run = attempt(job);
    running.set(job.name, run);
    try {
      return await run;
    } finally {
      running.delete(job.name);
    }
  }

  return {
    start() {
      if (timers.length > 0) return;
      for (const job of jobs) {
        const tick = () => void runJob(job);
        timers.push(setTimeout(tick, initialDelayMs).unref(), setInterval(tick, job.intervalMs).unref());
      }
    },

    /** Stops the timers and waits for runs in progress, so the database is not closed under them. */
    async stop() {
      for (const timer of timers.splice(0)) clearTimeout(timer);
      await Promise.all(running.values());
    },

    /** One run of the named job now, with the same lock and guard as a tick. */
    async runNow(name: string): Promise<JobOutcome> {
      const job = jobs.find((candidate) => candidate.name === name);
      if (!job) throw new Error(`No scheduled job named ${name}`);
      return runJob(job);
    },
  };
}
