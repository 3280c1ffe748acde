import { encoded } from "@siteready/domain/fields";
import type { SchemeRule, SchemeRuleEdit, SchemeRuleEntry } from "@siteready/domain/scheme-rules";
import { findCardType } from "@siteready/domain/skills-cards";
import { recordAdminAction } from "../../db/admin-audit-log.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { deleteSchemeRuleEdit, saveSchemeRuleEdit } from "./scheme-rules.repository.ts";
import {
  type MergedSchemeRules,
  type StoredSchemeRuleSource,
  shippedSchemeRule,
} from "./stored-scheme-rule-source.ts";

interface AdminActor {
  id: string;
  email: string;
}

/** Admin → Renewal rules: the rules in force, an admin's edit of one, and dropping it; each change audited. */
export function createSchemeRulesAdminService({
  db,
  source,
  changedHere,
}: {
  db: Db;
  source: StoredSchemeRuleSource;
  /** This instance's copy of the rule book goes at once (other instances hear the database's notice). */
  changedHere: (cardType: string) => void;
}) {
  function entryOf(merged: MergedSchemeRules, cardType: string): SchemeRuleEntry | undefined {
    const rule = merged.book.get(cardType);
    if (!rule) return undefined;
    const edit = merged.edits.get(cardType);
    return {
      cardType,
      rule,
      shipped: shippedSchemeRule(cardType) ?? null,
      edit: edit ? { byEmail: edit.byEmail, at: edit.at.toISOString(), note: edit.note } : null,
    };
  }

  async function entry(cardType: string): Promise<SchemeRuleEntry> {
    const found = entryOf(await source.merged(), cardType);
    if (!found) throw new AppError(404, "NOT_FOUND", { key: "admin.schemeRules.noRule" });
    return found;
  }

  return {
    async list(): Promise<SchemeRuleEntry[]> {
      const merged = await source.merged();
      return [...merged.book.keys()]
        .map((cardType) => entryOf(merged, cardType))
        .filter((found): found is SchemeRuleEntry => found !== undefined);
    },

    entry,

    async save(
      cardType: string,
      { rule, note }: SchemeRuleEdit,
      admin: AdminActor,
    ): Promise<SchemeRuleEntry> {
      if (rule.cardType !== cardType) {
        throw new AppError(400, "VALIDATION_FAILED", undefined, {
          fieldErrors: { "rule.cardType": [encoded("admin.schemeRules.cardTypeMismatch")] },
        });
      }
      const before = (await source.merged()).book.get(cardType);
      await db.transaction(async (tx) => {
        await saveSchemeRuleEdit(tx, { cardType, rule, note, admin });
        await recordAdminAction(tx, {
          action: "scheme_rule_saved",
          admin,
          detail: auditDetail(cardType, before, rule, note),
        });
      });
      changedHere(cardType);
      return entry(cardType);
    },

    async reset(cardType: string, admin: AdminActor): Promise<void> {
      const before = (await source.merged()).book.get(cardType);
      await db.transaction(async (tx) => {
        if (!(await deleteSchemeRuleEdit(tx, cardType))) return;
        await recordAdminAction(tx, {
          action: "scheme_rule_reset",
          admin,
          detail: auditDetail(cardType, before, shippedSchemeRule(cardType), "reset to the shipped rule"),
        });
      });
      changedHere(cardType);
    },
  };
}

/** Every leaf of a rule by its path (a list of prerequisites is one leaf: it changes as a whole). */
function leaves(value: unknown, path = ""): Map<string, string> {
  const found = new Map<string, string>();
  if (value !== null && typeof value === "object" && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value)) {
      for (const [innerPath, text] of leaves(inner, path ? `${path}.${key}` : key))
        found.set(innerPath, text);
    }
  } else {
    found.set(path, JSON.stringify(value ?? null));
  }
  return found;
}

/** The audit log's line: the card type, each changed part before → after, and the admin's note. */
function auditDetail(
  cardType: string,
  before: SchemeRule | undefined,
  after: SchemeRule | undefined,
  note: string,
): string {
  const was = leaves(before ?? {});
  const now = leaves(after ?? {});
  const changes = [...new Set([...was.keys(), ...now.keys()])]
    .filter((path) => was.get(path) !== now.get(path))
    .map((path) => `${path} ${was.get(path) ?? "(none)"} → ${now.get(path) ?? "(none)"}`);
  const name = findCardType(cardType)?.name ?? cardType;
  return `${name}: ${changes.join("; ") || "no change"}. Note: ${note}`;
}
