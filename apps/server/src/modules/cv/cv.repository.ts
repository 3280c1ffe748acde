import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { cvSettings } from "../../db/schema/cv.ts";

/** Drizzle queries of the CV builder's own table; every one is scoped by userId. */

export type CvSettingsRow = typeof cvSettings.$inferSelect;
export type CvSettingsValues = Pick<
  typeof cvSettings.$inferInsert,
  "summary" | "showEmail" | "showPhone" | "showTown" | "includeDrivingLicence" | "rightToWork"
>;

export async function findCvSettings(db: Db, userId: string): Promise<CvSettingsRow | null> {
  const rows = await db.select().from(cvSettings).where(eq(cvSettings.userId, userId)).limit(1);
  return rows[0] ?? null;
}

export async function upsertCvSettings(db: Db, userId: string, values: CvSettingsValues): Promise<void> {
  const set = { ...values, updatedAt: sql`now()` };
  await db
    .insert(cvSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: cvSettings.userId, set });
}

/** Records the worker's agreement to send CV sections to the AI provider (the first agreement is kept). */
export async function recordAiConsent(db: Db, userId: string, at: Date): Promise<Date> {
  await db
    .insert(cvSettings)
    .values({ userId, aiConsentAt: at })
    .onConflictDoUpdate({
      target: cvSettings.userId,
      set: { aiConsentAt: sql`coalesce(${cvSettings.aiConsentAt}, excluded.ai_consent_at)` },
    });
  const row = await findCvSettings(db, userId);
  return row?.aiConsentAt ?? at;
}
