import {
  defaultFeatureFlags,
  evaluateFlags,
  type FeatureFlagConfig,
  FLAG_REFRESH_INTERVAL_MS,
  type FlagUserContext,
  mergeFlagConfigs,
  parseRemoteFlagConfig,
} from "@siteready/domain/features";
import type { FastifyBaseLogger } from "fastify";

interface FlagSourceOptions {
  companyDomain: string;
  remoteUrl: string | undefined;
  logger: FastifyBaseLogger;
  /** Admins' edits (Admin → Flags); the caller keeps them fresh on every instance (app.ts caches them until changed). */
  loadOverrides?: () => Promise<FeatureFlagConfig>;
  fetch?: typeof fetch;
  now?: () => Date;
}

/**
 * Feature flags: the domain's defaults, overridden by the optional remote config, overridden by admins' edits. The remote config is read
 * when first needed and again once it is 5 minutes old (§7), on demand rather than on a timer, so several
 * server instances never poll in step. If the remote cannot be read, the last good copy (or the defaults) stay.
 */
export function createFlagSource(options: FlagSourceOptions) {
  const fetchRemote = options.fetch ?? globalThis.fetch;
  const now = options.now ?? (() => new Date());
  const defaults = defaultFeatureFlags({ companyDomain: options.companyDomain, now: new Date(0) });
  let remote: FeatureFlagConfig = {};
  let fetchedAt = Number.NEGATIVE_INFINITY;
  let inFlight: Promise<void> | null = null;
  let refreshedAt: Date | null = null;
  let remoteError: string | null = null;

  async function refresh(url: string) {
    try {
      const response = await fetchRemote(url, { signal: AbortSignal.timeout(5_000) });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const json: unknown = await response.json();
      if (typeof json !== "object" || json === null || Array.isArray(json))
        throw new Error("not a flag config object");
      const { flags, rejected } = parseRemoteFlagConfig(json);
      if (rejected.length > 0)
        options.logger.warn({ rejected }, "remote flag config: some flags were invalid");
      remote = flags;
      refreshedAt = now();
      remoteError = rejected.length > 0 ? `Invalid flags left out: ${rejected.join(", ")}` : null;
    } catch (error) {
      remoteError = error instanceof Error ? error.message : String(error);
      options.logger.warn({ err: error }, "remote flag config could not be read; keeping the last good copy");
    } finally {
      fetchedAt = now().getTime();
    }
  }

  async function layers() {
    if (options.remoteUrl && now().getTime() - fetchedAt >= FLAG_REFRESH_INTERVAL_MS) {
      inFlight ??= refresh(options.remoteUrl).finally(() => {
        inFlight = null;
      });
      await inFlight;
    }
    return { remote, admin: (await options.loadOverrides?.()) ?? {} };
  }

  async function flags(): Promise<FeatureFlagConfig> {
    const { remote, admin } = await layers();
    return mergeFlagConfigs(mergeFlagConfigs(defaults, remote), admin);
  }

  return {
    flags,
    /** Every live flag with where it comes from, and the remote config's last refresh (Admin → Flags). */
    async describe() {
      const { remote, admin } = await layers();
      const merged = mergeFlagConfigs(mergeFlagConfigs(defaults, remote), admin);
      return {
        flags: Object.entries(merged).map(([name, flag]) => ({
          name,
          flag,
          source:
            name in admin ? ("admin" as const) : name in remote ? ("remote" as const) : ("default" as const),
        })),
        remote: {
          url: options.remoteUrl ?? null,
          refreshedAt: refreshedAt?.toISOString() ?? null,
          error: options.remoteUrl ? remoteError : null,
        },
      };
    },
    async evaluateFor(context: FlagUserContext | null) {
      return evaluateFlags(await flags(), context);
    },
  };
}

export type FlagSource = ReturnType<typeof createFlagSource>;
