import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { schemeRuleEdits } from "../../db/schema/scheme-rules.ts";

/** Admins' edits of the renewal rules, as stored (the rule unchecked: the source checks it on reading). */
export interface StoredSchemeRuleEdit {
  cardType: string;
  rule: unknown;
  note: string;
  updatedByEmail: string | null;
  updatedAt: Date;
}

export async function loadSchemeRuleEdits(db: Db): Promise<StoredSchemeRuleEdit[]> {
  return db
    .select({
      cardType: schemeRuleEdits.cardType,
      rule: schemeRuleEdits.rule,
      note: schemeRuleEdits.note,
      updatedByEmail: schemeRuleEdits.updatedByEmail,
      updatedAt: schemeRuleEdits.updatedAt,
    })
    .from(schemeRuleEdits)
    .orderBy(schemeRuleEdits.cardType);
}

export async function saveSchemeRuleEdit(
  db: Pick<Db, "insert">,
  edit: { cardType: string; rule: object; note: string; admin: { id: string; email: string } },
) {
  const values = {
    rule: edit.rule as Record<string, unknown>,
    note: edit.note,
    updatedBy: edit.admin.id,
    updatedByEmail: edit.admin.email,
    updatedAt: new Date(),
  };
  await db
    .insert(schemeRuleEdits)
    .values({ cardType: edit.cardType, ...values })
    .onConflictDoUpdate({ target: schemeRuleEdits.cardType, set: values });
}

/** Whether there was an edit to drop. */
export async function deleteSchemeRuleEdit(db: Pick<Db, "delete">, cardType: string): Promise<boolean> {
  const deleted = await db
    .delete(schemeRuleEdits)
    .where(eq(schemeRuleEdits.cardType, cardType))
    .returning({ cardType: schemeRuleEdits.cardType });
  return deleted.length > 0;
}
