import type { Language } from "@siteready/domain/i18n";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/accounts.ts";

/** Keeps the worker's language on the account. */
export async function saveUserLanguage(db: Db, userId: string, language: Language): Promise<void> {
  await db.update(users).set({ language, updatedAt: new Date() }).where(eq(users.id, userId));
}
