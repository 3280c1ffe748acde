import { z } from "zod";
import { userTypes } from "../features/features.ts";
import { encoded } from "../fields/fields.ts";
import type { MessageRef } from "../i18n/message-ref.ts";

/** Admin → Users (§6): who has an account, and what an admin did to it. */

export const adminUserSearchSchema = z.object({
  /** Part of an e-mail address or a name; empty lists the newest accounts. */
  q: z.string().trim().max(200).default(""),
});

export const adminUserSchema = z.object({
  id: z.string().uuid(),
  email: z.string(),
  name: z.string(),
  role: z.enum(userTypes),
  subscriptionTier: z.string(),
  createdAt: z.string(),
  /** The last time one of their sessions was used; null when they have never signed in or all ended. */
  lastSeenAt: z.string().nullable(),
  activeSessions: z.number().int().min(0),
  suspended: z.boolean(),
  suspendedReason: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserIdParamsSchema = z.object({ id: z.string().uuid(encoded("validation.notUserId")) });

export const setUserRoleSchema = z.object({ role: z.enum(userTypes) });

export const suspendUserSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(3, encoded("validation.suspendReason"))
    .max(500, encoded("validation.suspendReasonLength")),
});

const adminActions = [
  "set_role",
  "suspend",
  "unsuspend",
  "end_sessions",
  "feature_state",
  "features_switched_on",
  "scheme_rule_saved",
  "scheme_rule_reset",
] as const;
export type AdminAction = (typeof adminActions)[number];

export const auditEntrySchema = z.object({
  id: z.string().uuid(),
  action: z.enum(adminActions),
  /** Null once the admin's account is deleted (the e-mail stays). */
  adminId: z.string().nullable(),
  adminEmail: z.string().nullable(),
  /** Null for an action on the product rather than on an account (a feature switched). */
  targetEmail: z.string().nullable(),
  detail: z.string(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** What a suspended worker reads, on every page and at sign-in, by key (issue 49): the admin's reason as it was written. */
export function accountSuspendedRef(reason: string | null | undefined): MessageRef {
  return reason?.trim()
    ? { key: "accounts.server.accountSuspendedBecause", values: { reason: reason.trim() } }
    : { key: "accounts.server.accountSuspended" };
}
