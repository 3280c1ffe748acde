/** Request retry policy of spec §7/§9: 2 retries, backoff 1000 ms × 2^attempt, 30 s timeout. */

export const requestRetryPolicy = {
  maxRetries: 2,
  baseDelayMs: 1000,
  timeoutMs: 30_000,
} as const;

/** What came back from one try of a request. */
export type RequestOutcome =
  | { kind: "response"; status: number }
  | { kind: "network-failure" }
  | { kind: "timeout" }
  | { kind: "cancelled" };

/** Statuses worth trying again: 401, 500, and 502 and above (§7). */
export function isRetryableStatus(status: number): boolean {
  return status === 401 || status === 500 || status >= 502;
}

function isRetryableOutcome(outcome: RequestOutcome): boolean {
  switch (outcome.kind) {
    case "response":
      return isRetryableStatus(outcome.status);
    case "network-failure":
      return true;
    // A timeout already cost the user 30 s; a cancel was the user's choice.
    case "timeout":
    case "cancelled":
      return false;
  }
}

/** Delay before retry number `attempt` (0-based): 1000 ms, then 2000 ms. */
export function retryDelayMs(attempt: number): number {
  return requestRetryPolicy.baseDelayMs * 2 ** attempt;
}

/**
 * Whether to try again after `attempt` retries have already been made (0 after the first try).
 * Returns the delay to wait, or null when the request should not be retried.
 */
export function nextRetryDelay(outcome: RequestOutcome, retriesSoFar: number): number | null {
  if (retriesSoFar >= requestRetryPolicy.maxRetries) return null;
  if (!isRetryableOutcome(outcome)) return null;
  return retryDelayMs(retriesSoFar);
}
