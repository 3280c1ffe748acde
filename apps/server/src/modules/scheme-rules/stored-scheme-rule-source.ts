import {
  defaultSchemeRules,
  type SchemeRule,
  type SchemeRuleBook,
  schemeRuleBook,
  schemeRuleSchema,
} from "@siteready/domain/scheme-rules";
import type { FastifyBaseLogger } from "fastify";
import type { ChangeWatch } from "../../db/change-watch.ts";
import type { Db } from "../../db/client.ts";
import type { SchemeRuleSource } from "./scheme-rule-source.ts";
import { loadSchemeRuleEdits } from "./scheme-rules.repository.ts";

/** Who changed a card type's rule, when and why (the admin's list shows it beside the rule). */
interface SchemeRuleEditInfo {
  byEmail: string | null;
  at: Date;
  note: string;
}

/** The rules in force: the shipped ones with the admin's valid edits over them, and who made each edit. */
export interface MergedSchemeRules {
  book: SchemeRuleBook;
  edits: ReadonlyMap<string, SchemeRuleEditInfo>;
}

const shippedBook = schemeRuleBook(defaultSchemeRules);

/** The rule SiteReady ships for a card type, if any. */
export function shippedSchemeRule(cardType: string): SchemeRule | undefined {
  return shippedBook.get(cardType);
}

/**
 * The rules as the admin left them (issue 53): the stored edits merged over the shipped rules, read once and
 * kept in memory until the database announces a change (scheme_rule_changes, migration 0037), so every
 * instance sharing the database plans from the same rules. An edit that no longer passes the schema (the code
 * changed since it was saved) is left out with a warning and the shipped rule applies: never a failed request.
 */
export function createStoredSchemeRuleSource({
  db,
  changes,
  logger,
}: {
  db: Db;
  changes: ChangeWatch;
  logger: FastifyBaseLogger;
}): SchemeRuleSource & { merged(): Promise<MergedSchemeRules> } {
  const merged = changes.cached(async (): Promise<MergedSchemeRules> => {
    const rules: SchemeRule[] = [...defaultSchemeRules];
    const edits = new Map<string, SchemeRuleEditInfo>();
    for (const row of await loadSchemeRuleEdits(db)) {
      const parsed = schemeRuleSchema.safeParse(row.rule);
      if (!parsed.success || parsed.data.cardType !== row.cardType) {
        logger.warn(
          { cardType: row.cardType, issues: parsed.error?.issues.map((issue) => issue.path.join(".")) },
          "a stored renewal rule edit no longer passes the rule schema: the shipped rule applies instead",
        );
        continue;
      }
      rules.push(parsed.data);
      edits.set(row.cardType, { byEmail: row.updatedByEmail, at: row.updatedAt, note: row.note });
    }
    return { book: schemeRuleBook(rules), edits };
  });
  return {
    book: async () => (await merged()).book,
    merged,
  };
}

export type StoredSchemeRuleSource = ReturnType<typeof createStoredSchemeRuleSource>;
