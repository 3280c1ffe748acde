import type { GeocodedPostcode } from "../../adapters/geocoding/geocoder.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { claimGeocodeJob, deleteGeocodeJob, retryGeocodeJobAt } from "./geocoding.repository.ts";

/** A claim older than this was cut short (its instance stopped): another instance retakes it. */
const GEOCODE_CLAIM_TIMEOUT_MS = 60_000;
/** Waits between tries grow from one minute, doubling, to at most an hour. */
export const GEOCODE_FIRST_RETRY_MS = 60_000;
const GEOCODE_LONGEST_RETRY_MS = 60 * 60_000;
/** About four days of hourly tries: a postcode still unanswered by then is left without coordinates. */
const GEOCODE_MAX_ATTEMPTS = 100;
const POLL_INTERVAL_MS = 30_000;

/** Gives the coordinates of a found postcode to every record saved with it while they were unknown. */
export type CoordinatesFiller = (place: GeocodedPostcode) => Promise<void>;

interface RunnerLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

function retryDelayMs(attempts: number): number {
  return Math.min(GEOCODE_LONGEST_RETRY_MS, GEOCODE_FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}

/**
 * Finds the postcodes saved while the lookup service was down, one at a time on each instance. The queue is a
 * table claimed with FOR UPDATE SKIP LOCKED (as the OCR jobs are), so any number of instances share it safely.
 */
export function createGeocodeRetryRunner({
  db,
  lookupPostcode,
  fillers,
  logger,
  clock = () => new Date(),
}: {
  db: Db;
  lookupPostcode: (postcode: string) => Promise<GeocodedPostcode>;
  fillers: CoordinatesFiller[];
  logger: RunnerLogger;
  clock?: () => Date;
}) {
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  /** Tries one due postcode; false when none is due. */
  async function runOne(): Promise<boolean> {
    const now = clock();
    const job = await claimGeocodeJob(db, now, new Date(now.getTime() - GEOCODE_CLAIM_TIMEOUT_MS));
    if (!job) return false;
    try {
      const place = await lookupPostcode(job.postcode);
      for (const fill of fillers) await fill(place);
      await deleteGeocodeJob(db, job.postcode);
      logger.info({ attempts: job.attempts }, "a queued postcode was found");
    } catch (error) {
      const unreachable = error instanceof AppError && error.status === 503;
      if (!unreachable || job.attempts >= GEOCODE_MAX_ATTEMPTS) {
        // Unknown postcodes stay without coordinates: their records show "distance not known yet".
        await deleteGeocodeJob(db, job.postcode);
        logger.warn({ attempts: job.attempts, unreachable }, "a queued postcode was given up on");
      } else {
        await retryGeocodeJobAt(db, job.postcode, new Date(clock().getTime() + retryDelayMs(job.attempts)));
      }
    }
    return true;
  }

  /** Works through every due postcode; one pass at a time on this instance. */
  function drain(): Promise<void> {
    running ??= (async () => {
      try {
        while (!stopped && (await runOne())) {}
      } catch (error) {
        logger.warn({ err: error }, "the postcode retry could not run");
      } finally {
        running = null;
      }
    })();
    return running;
  }

  return {
    drain,
    start() {
      timer = setInterval(() => void drain(), POLL_INTERVAL_MS);
      timer.unref();
      void drain();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
