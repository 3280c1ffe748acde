/**
 * Per-user limits, so one account cannot fill the disk or the database for everyone. Far above what a worker
 * keeps (a full wallet is a few dozen cards), so only abuse ever meets them.
 */
export const RECORDS_PER_TYPE_LIMIT = 500;
export const STORAGE_BYTES_LIMIT = 500 * 1024 * 1024;

export function recordLimitMessage(recordsLabel: string): string {
  return `You have reached the limit of ${RECORDS_PER_TYPE_LIMIT} ${recordsLabel}. Delete some you no longer need to add more.`;
}

export const storageLimitMessage = `Your files already use all of your ${STORAGE_BYTES_LIMIT / 1024 / 1024} MB of storage. Delete some files to make room for this one.`;
