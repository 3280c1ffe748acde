import { monitoringPlainRoutes } from "@siteready/domain/monitoring";
import { useSyncExternalStore } from "react";

/**
 * Self-healing of §7, done simply: after FAILURES_BEFORE_CHECK requests in a row fail on the server's side
 * (5xx, time-out, no answer), the app says it is reconnecting and asks GET /api/health, waiting longer each
 * time, until the server is back; then every page reloads its data.
 */
export const FAILURES_BEFORE_CHECK = 3;
const FIRST_CHECK_DELAY_MS = 1000;
const LONGEST_CHECK_DELAY_MS = 30_000;

export interface RecoveryDependencies {
  checkHealth: () => Promise<boolean>;
  wait: (ms: number) => Promise<void>;
}

const browserDependencies: RecoveryDependencies = {
  checkHealth: () =>
    fetch(monitoringPlainRoutes.health.path, { cache: "no-store" }).then(
      (response) => response.ok,
      () => false,
    ),
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export function createServerRecovery(dependencies: RecoveryDependencies = browserDependencies) {
  let failuresInARow = 0;
  let reconnecting = false;
  /** Bumped by reset(): a check loop from before it stops at its next wake-up. */
  let generation = 0;
  const listeners = new Set<() => void>();
  const recoveredListeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };

  async function checkUntilBack() {
    const started = generation;
    for (let delay = FIRST_CHECK_DELAY_MS; ; delay = Math.min(delay * 2, LONGEST_CHECK_DELAY_MS)) {
      await dependencies.wait(delay);
      if (generation !== started) return;
      if (await dependencies.checkHealth()) break;
    }
    failuresInARow = 0;
    reconnecting = false;
    notify();
    for (const listener of recoveredListeners) listener();
  }

  return {
    /** A request got an answer that is not the server's failure. */
    noteServerAnswered() {
      if (!reconnecting) failuresInARow = 0;
    },
    /** A request failed on the server's side (5xx, time-out, unreachable). */
    noteServerFailure() {
      failuresInARow += 1;
      if (reconnecting || failuresInARow < FAILURES_BEFORE_CHECK) return;
      reconnecting = true;
      notify();
      void checkUntilBack();
    },
    isReconnecting: () => reconnecting,
    /** Forgets every failure and stops a check in progress (tests share one module graph). */
    reset() {
      generation += 1;
      failuresInARow = 0;
      reconnecting = false;
      notify();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Called once the server answers its health check again. */
    onRecovered(listener: () => void) {
      recoveredListeners.add(listener);
      return () => recoveredListeners.delete(listener);
    },
  };
}

export const serverRecovery = createServerRecovery();

export function useIsReconnecting(): boolean {
  return useSyncExternalStore(serverRecovery.subscribe, serverRecovery.isReconnecting, () => false);
}
