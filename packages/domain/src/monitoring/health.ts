import { z } from "zod";

/**
 * GET /api/health and /api/health/ready: whether the server, its database and its file storage are up. Health
 * answers 200 when all are, 503 ("degraded") when the database is down or the storage is full; readiness (for a
 * load balancer) asks only whether this instance can take requests: its database answers and it is not
 * shutting down.
 */
export const healthSchema = z.object({
  status: z.enum(["ok", "degraded"]),
  database: z.enum(["up", "down"]),
  /** "full" while the last write to the disk or bucket found no room, until one succeeds. */
  storage: z.enum(["ok", "full"]),
  version: z.string(),
  uptimeSeconds: z.number(),
});

/** GET /api/health/live: the process answers (restart it when it does not); never asks the database. */
export const livenessSchema = z.object({ status: z.literal("ok") });
