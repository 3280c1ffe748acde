/** How long a database that answered is taken to be up without asking again. */
const DATABASE_UP_REUSE_MS = 1_000;

/**
 * Whether this instance's database answers, shared by everything that asks. `isUp` reuses an answer of
 * "up" for DATABASE_UP_REUSE_MS, so a load balancer polling /api/health under load costs no query per
 * poll (and no promise: a reused answer is given at once); "down" is never reused. `check` always asks,
 * for a request that just failed and must tell 503 from 500; its answer resets what `isUp` reuses, so
 * health reports a lost database at once. Callers at the same moment share one query.
 */
export function createDatabaseProbe(
  ping: () => Promise<boolean>,
  { reuseMs = DATABASE_UP_REUSE_MS, now = Date.now } = {},
) {
  let upUntil = 0;
  let asking: Promise<boolean> | undefined;

  function check(): Promise<boolean> {
    asking ??= ping()
      .catch(() => false)
      .then((up) => {
        upUntil = up ? now() + reuseMs : 0;
        return up;
      })
      .finally(() => {
        asking = undefined;
      });
    return asking;
  }

  return {
    check,
    isUp: (): true | Promise<boolean> => (now() < upUntil ? true : check()),
  };
}
