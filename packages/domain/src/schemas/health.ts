import { z } from "zod";

/** GET /api/health: whether the server and its database are up (200 when they are, 503 when it is degraded). */
export const healthSchema = z.object({
  status: z.enum(["ok", "degraded"]),
  database: z.enum(["up", "down"]),
  version: z.string(),
  uptimeSeconds: z.number(),
});
