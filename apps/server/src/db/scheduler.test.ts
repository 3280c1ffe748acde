import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../test-support/test-database.ts";
import type { Database } from "./client.ts";
import {
  advisoryJobLock,
  createScheduler,
  JOB_LOCK_NAMESPACE,
  jobLockKey,
  type SchedulerLogger,
} from "./scheduler.ts";

function recordingLogger() {
  const errors: Array<{ details: object; message: string }> = [];
  const logger: SchedulerLogger = {
    error: (details, message) => errors.push({ details, message }),
    debug: () => undefined,
  };
  return { logger, errors };
}

async function waitFor(condition: () => boolean, timeoutMs = 5_000) {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe("the job scheduler", () => {
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it("runs a job on its tick with the clock's time, and stops", async () => {
    const runs: Date[] = [];
    const fixed = new Date("2026-03-12T08:00:00Z");
    const { logger, errors } = recordingLogger();
    const scheduler = createScheduler({
      db: database.db,
      logger,
      clock: () => fixed,
      initialDelayMs: 0,
      jobs: [
        {
          name: "counting",
          intervalMs: 20,
          run: async (now) => {
            runs.push(now);
            // The job's own queries work while the lock is held.
            await database.db.execute(sql`select 1`);
          },
        },
      ],
    });
    scheduler.start();
    await waitFor(() => runs.length >= 3);
    await scheduler.stop();
    const count = runs.length;
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(runs.length).toBe(count);
    expect(runs.every((run) => run.getTime() === fixed.getTime())).toBe(true);
    expect(errors).toEqual([]);
  });

  it("skips a run while the same job is still running here", async () => {
    let release: () => void = () => undefined;
    let started = 0;
    const scheduler = createScheduler({
      db: database.db,
      logger: recordingLogger().logger,
      jobs: [
        {
          name: "slow",
          intervalMs: 60_000,
          run: async () => {
            started += 1;
            await new Promise<void>((resolve) => {
              release = resolve;
            });
          },
        },
      ],
    });
    const first = scheduler.runNow("slow");
    await waitFor(() => started === 1);
    expect(await scheduler.runNow("slow")).toBe("skipped");
    release();
    expect(await first).toBe("ran");
    expect(started).toBe(1);
  });

  it("skips the run when the lock is held elsewhere", async () => {
    let runs = 0;
    const scheduler = createScheduler({
      db: database.db,
      logger: recordingLogger().logger,
      lock: async () => false,
      jobs: [
        {
          name: "locked",
          intervalMs: 60_000,
          run: async () => {
            runs += 1;
          },
        },
      ],
    });
    expect(await scheduler.runNow("locked")).toBe("skipped");
    expect(runs).toBe(0);
  });

  it("on PostgreSQL, a run is skipped while another connection holds the job's advisory lock", async (context) => {
    // PGlite is one connection in one process: there is no other instance to hold the lock.
    if (database.kind !== "postgres") return context.skip();
    const pool: unknown = (database.db as unknown as { $client?: unknown }).$client;
    if (!(pool instanceof pg.Pool)) throw new Error("expected a node-postgres pool");
    // Another instance: its own connection holding the lock of the job named "reminders".
    const holder = await pool.connect();
    let runs = 0;
    const scheduler = createScheduler({
      db: database.db,
      logger: recordingLogger().logger,
      jobs: [
        {
          name: "reminders",
          intervalMs: 60_000,
          run: async () => {
            runs += 1;
          },
        },
      ],
    });
    try {
      await holder.query("select pg_advisory_lock($1::int, $2::int)", [
        JOB_LOCK_NAMESPACE,
        jobLockKey("reminders"),
      ]);
      expect(await scheduler.runNow("reminders")).toBe("skipped");
      expect(runs).toBe(0);
      await holder.query("select pg_advisory_unlock($1::int, $2::int)", [
        JOB_LOCK_NAMESPACE,
        jobLockKey("reminders"),
      ]);
      expect(await scheduler.runNow("reminders")).toBe("ran");
      expect(runs).toBe(1);
    } finally {
      holder.release();
    }
  });

  it("on PostgreSQL, two instances ticking at once run the job once", async (context) => {
    if (database.kind !== "postgres") return context.skip();
    let running = 0;
    let runs = 0;
    const job = {
      name: "exclusive",
      intervalMs: 60_000,
      run: async () => {
        running += 1;
        runs += 1;
        await new Promise((resolve) => setTimeout(resolve, 100));
        running -= 1;
      },
    };
    const one = createScheduler({ db: database.db, logger: recordingLogger().logger, jobs: [job] });
    const two = createScheduler({ db: database.db, logger: recordingLogger().logger, jobs: [job] });
    const outcomes = await Promise.all([one.runNow("exclusive"), two.runNow("exclusive")]);
    expect(outcomes.sort()).toEqual(["ran", "skipped"]);
    expect(runs).toBe(1);
    expect(running).toBe(0);
  });

  it("logs a failing job and keeps going", async () => {
    const { logger, errors } = recordingLogger();
    let attempts = 0;
    const scheduler = createScheduler({
      db: database.db,
      logger,
      jobs: [
        {
          name: "flaky",
          intervalMs: 60_000,
          run: async () => {
            attempts += 1;
            if (attempts === 1) throw new Error("mail server away");
          },
        },
      ],
    });
    expect(await scheduler.runNow("flaky")).toBe("failed");
    expect(errors).toHaveLength(1);
    expect(errors[0]?.message).toBe("scheduled job failed");
    expect(await scheduler.runNow("flaky")).toBe("ran");
  });

  it("gives stable lock keys per job name", () => {
    expect(jobLockKey("expiry-reminders")).toBe(jobLockKey("expiry-reminders"));
    expect(jobLockKey("expiry-reminders")).not.toBe(jobLockKey("renewal-cleanup"));
    expect(Number.isInteger(jobLockKey("x"))).toBe(true);
    expect(Math.abs(jobLockKey("a long job name with ünïcode"))).toBeLessThan(2 ** 31);
    expect(typeof advisoryJobLock(database.db)).toBe("function");
  });
});
