import { type FeatureFlag, isUserType, type UserFlagEvaluation } from "@siteready/domain/features";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/accounts.ts";
import { notFound } from "../../lib/app-error.ts";
import { deleteFlagOverride, saveFlagOverride } from "./flag-overrides.repository.ts";
import type { FlagSource } from "./flags.service.ts";

/** Admin → Flags: an admin's edits (stored, so every instance agrees) and what a given account gets. */
export function createFlagsAdminService({
  db,
  flags,
  settingsChanged,
}: {
  db: Db;
  flags: FlagSource;
  /** This instance changed a flag: its kept overrides must go at once (the change watch). */
  settingsChanged: () => void;
}) {
  return {
    async save(name: string, flag: FeatureFlag, adminId: string) {
      await saveFlagOverride(db, name, { ...flag, updatedAt: new Date().toISOString() }, adminId);
      settingsChanged();
    },

    async drop(name: string) {
      await deleteFlagOverride(db, name);
      settingsChanged();
    },

    /** The flags as the account with this e-mail gets them; 404 when there is no such account. */
    async evaluationFor(email: string): Promise<UserFlagEvaluation> {
      const [user] = await db
        .select({ id: users.id, email: users.email, role: users.role })
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
        .limit(1);
      if (!user) throw notFound();
      const userType = isUserType(user.role) ? user.role : "user";
      const evaluations = await flags.evaluateFor({
        userId: user.id,
        email: user.email,
        userType,
        timestamp: Date.now(),
        userAgent: "",
        language: "en-GB",
        platform: "",
        cookiesEnabled: true,
        onLine: true,
      });
      return { email: user.email, userType, evaluations };
    },
  };
}
