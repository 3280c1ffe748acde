import type { CompanyRole, CrewStatus, GatePolicy, RequiredDocumentKind } from "@siteready/domain/companies";
import { documentTypeKeys } from "@siteready/domain/documents";
import type { MessageKey } from "@siteready/domain/i18n";

/** The words of the contract's values, by value. */
export const companyRoleKeys: Record<CompanyRole, MessageKey> = {
  owner: "companies.role.owner",
  manager: "companies.role.manager",
  gatekeeper: "companies.role.gatekeeper",
};

export const gatePolicyKeys: Record<GatePolicy, MessageKey> = {
  warn: "companies.gatePolicy.warn",
  block: "companies.gatePolicy.block",
};

export const crewStatusKeys: Record<CrewStatus, MessageKey> = {
  green: "companies.status.green",
  amber: "companies.status.amber",
  red: "companies.status.red",
  invited: "companies.status.invited",
  declined: "companies.status.declined",
  left: "companies.status.left",
};

export function requiredDocumentKey(kind: RequiredDocumentKind): MessageKey {
  if (kind === "right-to-work") return "companies.document.rightToWork";
  if (kind === "competence-record") return "companies.document.competenceRecord";
  return documentTypeKeys[kind];
}
