import { z } from "zod";
import { competenceKinds } from "../competence/competence.ts";
import { documentTypes } from "../documents/document.ts";
import { messageRefSchema } from "../errors/api-error.ts";
import { recordVerificationSchema } from "../evidence/evidence.ts";
import {
  encoded,
  formatFromNormalizer,
  optionalDate,
  optionalEmail,
  optionalFormat,
  optionalText,
  requiredDate,
  requiredEmail,
  requiredText,
  requiredUkPostcode,
  whenFieldsValid,
} from "../fields/fields.ts";
import type { MessageKey } from "../i18n/catalogue.ts";
import { languages } from "../i18n/languages.ts";
import { receiptViewSchema, sharedRightToWorkSchema } from "../right-to-work/right-to-work.ts";
import { cardTypesSatisfiedBy, findCardType } from "../skills-cards/card-schemes.ts";

/**
 * Contractors on SiteReady (issue 50): a company's space (members, sites, the tickets each crew role needs) and
 * the crews workers join by consent. A company never holds copies of a worker's records: every look is a live
 * read of what the role requires, logged where the worker sees it, and it stops the moment the worker leaves.
 */

const instant = z.string().describe("ISO 8601 instant");
const isoDate = z.string().describe("YYYY-MM-DD");
const id = z.string().describe("uuid");

export const companyMessages = {
  companiesHouseNumber: encoded("companies.validation.companiesHouseNumber"),
  endBeforeStart: encoded("companies.validation.endBeforeStart"),
  chooseRole: encoded("companies.validation.chooseRole"),
  chooseCardType: encoded("companies.validation.chooseCardType"),
  categoryNotOfCard: encoded("companies.validation.categoryNotOfCard"),
  chooseDocument: encoded("companies.validation.chooseDocument"),
  amberDays: encoded("companies.validation.amberDays"),
  nothingRequired: encoded("companies.validation.nothingRequired"),
  chooseGatePolicy: encoded("companies.validation.chooseGatePolicy"),
  inviteToken: encoded("companies.validation.inviteToken"),
} as const;

// ---------------------------------------------------------------------------------------------------
// Companies and their members

/** Who a colleague is in the company: owners also manage members; gate-keepers only work the gate. */
export const companyRoles = ["owner", "manager", "gatekeeper"] as const;
export type CompanyRole = (typeof companyRoles)[number];

/** What each role may do; the server checks the caller's current role on every call. */
const companyPermissions = {
  /** Members and colleague invites, renaming and deleting the company. */
  manageMembers: ["owner"],
  /** Sites, requirements, crew invites, the crew board and its exports, the change feed. */
  manageCrew: ["owner", "manager"],
  /** The site's gate: the expected-crew pack, checks and the register. */
  workGate: ["owner", "manager", "gatekeeper"],
} as const satisfies Record<string, readonly CompanyRole[]>;
export type CompanyPermission = keyof typeof companyPermissions;

export function roleMay(role: CompanyRole, permission: CompanyPermission): boolean {
  return (companyPermissions[permission] as readonly CompanyRole[]).includes(role);
}

/**
 * A Companies House number: 8 characters, either 8 digits or 2 letters and 6 digits (SC123456), kept in
 * capitals without spaces. Short numbers are not padded: the register prints them with their zeros.
 */
export function normalizeCompaniesHouseNumber(value: string): string | null {
  const compact = value.replace(/\s+/g, "").toUpperCase();
  return /^(?:\d{8}|[A-Z]{2}\d{6})$/.test(compact) ? compact : null;
}

const companyAddressSchema = z.object({
  line1: requiredText("companies.field.addressLine1", { maxLength: 120 }),
  line2: optionalText("companies.field.addressLine2", { maxLength: 120 }),
  town: requiredText("companies.field.town", { maxLength: 80 }),
  postcode: requiredUkPostcode("companies.field.postcode"),
});

export const companyInputSchema = z.object({
  name: requiredText("companies.field.name", { maxLength: 120 }),
  companies_house_number: optionalFormat(
    "companies.field.companiesHouseNumber",
    formatFromNormalizer(normalizeCompaniesHouseNumber, companyMessages.companiesHouseNumber),
  ),
  address: companyAddressSchema,
});
export type CompanyInput = z.output<typeof companyInputSchema>;
export type CompanyFormValues = z.input<typeof companyInputSchema>;

const companyRoleSchema = z.enum(companyRoles, { error: companyMessages.chooseRole });

export const colleagueInviteInputSchema = z.object({
  email: requiredEmail("companies.field.email"),
  role: companyRoleSchema,
});
export type ColleagueInviteInput = z.output<typeof colleagueInviteInputSchema>;

export const memberRoleInputSchema = z.object({ role: companyRoleSchema });

export const companySummarySchema = z.object({
  id,
  name: z.string(),
  companies_house_number: z.string().nullable(),
  address: z.object({
    line1: z.string(),
    line2: z.string().nullable(),
    town: z.string(),
    postcode: z.string(),
  }),
  /** The caller's role, read afresh on every call. */
  my_role: z.enum(companyRoles),
  plan: z.enum(["free", "paid"]),
  /** Crew members (joined, not left) across all sites, against the free plan's limit. */
  crew_count: z.number().int(),
  free_crew_limit: z.number().int(),
  created_at: instant,
});
export type CompanySummary = z.infer<typeof companySummarySchema>;
export const companyListSchema = z.object({ companies: z.array(companySummarySchema) });

const memberSchema = z.object({
  id,
  user_id: id,
  name: z.string(),
  email: z.string(),
  role: z.enum(companyRoles),
  joined_at: instant,
});
const colleagueInviteSchema = z.object({
  id,
  email: z.string(),
  role: z.enum(companyRoles),
  invited_at: instant,
  expires_at: instant,
});
export const membersViewSchema = z.object({
  members: z.array(memberSchema),
  invites: z.array(colleagueInviteSchema),
});
export type MembersView = z.infer<typeof membersViewSchema>;

/** A colleague invite addressed to the signed-in user's e-mail, accepted or declined in the app. */
export const myColleagueInvitesSchema = z.object({
  invites: z.array(
    colleagueInviteSchema.extend({ company_id: id, company_name: z.string(), invited_by: z.string() }),
  ),
});

// ---------------------------------------------------------------------------------------------------
// Sites and the gate policy

/** At the gate, a worker who is not green: let in with a warning, or refused. */
export const gatePolicies = ["warn", "block"] as const;
export type GatePolicy = (typeof gatePolicies)[number];

export const siteInputSchema = z
  .object({
    name: requiredText("companies.field.siteName", { maxLength: 120 }),
    postcode: requiredUkPostcode("companies.field.postcode"),
    starts_on: requiredDate("companies.field.startsOn"),
    ends_on: optionalDate("companies.field.endsOn"),
    gate_policy: z.enum(gatePolicies, { error: companyMessages.chooseGatePolicy }).default("warn"),
  })
  .refine((site) => !site.ends_on || site.ends_on >= site.starts_on, {
    message: companyMessages.endBeforeStart,
    path: ["ends_on"],
    when: whenFieldsValid("starts_on", "ends_on"),
  });
export type SiteInput = z.output<typeof siteInputSchema>;
export type SiteFormValues = z.input<typeof siteInputSchema>;

export const siteSchema = z.object({
  id,
  company_id: id,
  name: z.string(),
  postcode: z.string(),
  starts_on: isoDate,
  ends_on: isoDate.nullable(),
  gate_policy: z.enum(gatePolicies),
  /** Crew members who have joined and not left. */
  crew_count: z.number().int(),
});
export type Site = z.infer<typeof siteSchema>;
export const siteListSchema = z.object({ sites: z.array(siteSchema) });

// ---------------------------------------------------------------------------------------------------
// Requirements: per crew role (a job title), with a per-site override

/**
 * A document a role may need: a document type, or `right-to-work`, met by any right-to-work evidence (a share
 * code or a visa/BRP document, or the worker's right-to-work record of issue 52), or `competence-record`, met by
 * the worker's competence record (issue 53) once a supervisor has confirmed at least one of its entries.
 */
export const requiredDocumentKinds = [
  "right-to-work",
  "competence-record",
  ...documentTypes.filter((type) => type !== "other"),
] as const;
export type RequiredDocumentKind = (typeof requiredDocumentKinds)[number];

/** The default number of days before an expiry that shows amber on the board. */
export const DEFAULT_AMBER_DAYS = 30;
const MAX_AMBER_DAYS = 365;

/**
 * A card the role needs: a card type of the scheme catalogue, met by that card or any card above it on its
 * ladder (a CSCS Gold card meets a Skilled Worker requirement). `category_code` (CPCS "A58 …") is one of the
 * card type's categories: cards do not record their categories, so the board shows it for the manager to check.
 */
const cardRequirementSchema = z
  .object({
    card_type_id: z.string().refine((value) => findCardType(value) !== undefined, {
      message: companyMessages.chooseCardType,
    }),
    category_code: z.string().trim().max(80).nullish(),
  })
  .refine(
    (card) =>
      !card.category_code ||
      (findCardType(card.card_type_id)?.categoryCodes ?? []).includes(card.category_code),
    {
      message: companyMessages.categoryNotOfCard,
      path: ["category_code"],
      when: whenFieldsValid("card_type_id"),
    },
  );

/** Every card type that meets a requirement for `cardTypeId`: the card itself and every card above it. */
export function cardTypesMeeting(cardTypeId: string, allCardTypeIds: readonly string[]): string[] {
  return allCardTypeIds.filter((candidate) => cardTypesSatisfiedBy(candidate).includes(cardTypeId));
}

export const requirementSetSchema = z
  .object({
    cards: z.array(cardRequirementSchema).max(20).default([]),
    documents: z
      .array(z.enum(requiredDocumentKinds, { error: companyMessages.chooseDocument }))
      .max(10)
      .default([]),
    amber_days: z
      .number({ error: companyMessages.amberDays })
      .int(companyMessages.amberDays)
      .min(0, companyMessages.amberDays)
      .max(MAX_AMBER_DAYS, companyMessages.amberDays)
      .default(DEFAULT_AMBER_DAYS),
  })
  .refine((set) => set.cards.length + set.documents.length > 0, {
    message: companyMessages.nothingRequired,
    path: ["cards"],
  });
export type RequirementSet = z.output<typeof requirementSetSchema>;
export type RequirementSetFormValues = z.input<typeof requirementSetSchema>;

export const crewRoleInputSchema = z.intersection(
  z.object({ name: requiredText("companies.field.crewRoleName", { maxLength: 80 }) }),
  requirementSetSchema,
);
export type CrewRoleInput = z.output<typeof crewRoleInputSchema>;

const requirementSetViewSchema = z.object({
  cards: z.array(z.object({ card_type_id: z.string(), category_code: z.string().nullable() })),
  documents: z.array(z.enum(requiredDocumentKinds)),
  amber_days: z.number().int(),
});
export type RequirementSetView = z.infer<typeof requirementSetViewSchema>;

/** A crew role as the company set it, and as it applies on one site (the site's override when it has one). */
export const crewRoleSchema = requirementSetViewSchema.extend({
  id,
  name: z.string(),
  /** On a site: whether the site overrides the company's requirements for this role. */
  overridden: z.boolean(),
});
export type CrewRole = z.infer<typeof crewRoleSchema>;
export const crewRoleListSchema = z.object({ roles: z.array(crewRoleSchema) });

// ---------------------------------------------------------------------------------------------------
// Crew invites and consent

export const crewInviteInputSchema = z.object({
  role_id: z.uuid({ error: companyMessages.chooseRole }),
  /** With an e-mail the invite is sent there too; without, the manager passes the link or its QR code on. */
  email: optionalEmail("companies.field.email"),
  /** The e-mail's language: the worker's, when the manager knows it. */
  language: z.enum(languages).default("en"),
});
export type CrewInviteInput = z.output<typeof crewInviteInputSchema>;

/** How long a crew invite may be accepted. */
export const CREW_INVITE_DAYS = 14;

export const crewInviteCreatedSchema = z.object({
  id,
  /** The link to open (also drawn as a QR code); its token is shown only now. */
  url: z.string(),
  email: z.string().nullable(),
  expires_at: instant,
});
export type CrewInviteCreated = z.infer<typeof crewInviteCreatedSchema>;

/** The worker's side of an invite: the token from the link (in the body, never a URL path or query). */
export const crewInviteTokenSchema = z.object({
  token: z.string({ error: companyMessages.inviteToken }).min(20, companyMessages.inviteToken).max(200),
});

/** One record the company will see if the worker accepts: what the role needs, and whether the worker has it. */
const consentItemSchema = z.object({
  kind: z.enum(["card", "document"]),
  /** A card type id or a required document kind. */
  requirement: z.string(),
  label: messageRefSchema,
  category_code: z.string().nullable(),
  /** The worker's record that meets it (title as stored), or null when the worker has none yet. */
  my_record: z.object({ id, title: z.string(), expiry_date: isoDate.nullable() }).nullable(),
});

/**
 * Exactly what the company will see: the worker's name and photo, and the records that meet the role's
 * requirements: nothing else (no contact details, no other cards, no private details).
 */
export const consentPreviewSchema = z.object({
  invite_id: id,
  company_name: z.string(),
  companies_house_number: z.string().nullable(),
  site_name: z.string(),
  site_postcode: z.string(),
  role_name: z.string(),
  expires_at: instant,
  sees: z.object({
    name: z.string(),
    photo: z.boolean().describe("whether the worker has a profile photo the company will see"),
    items: z.array(consentItemSchema),
  }),
  /** What the company can never see, said plainly on the consent screen. */
  never_sees: z.array(messageRefSchema),
  /** Set when the invite can no longer be accepted (withdrawn, expired, already answered). */
  unavailable: messageRefSchema.nullable(),
});
export type ConsentPreview = z.infer<typeof consentPreviewSchema>;

/** A crew the worker belongs to (or was invited to by e-mail), with every look the company took. */
export const myCrewSchema = z.object({
  id,
  company_name: z.string(),
  site_name: z.string(),
  role_name: z.string(),
  state: z.enum(["invited", "joined", "left", "declined"]),
  joined_at: instant.nullable(),
  left_at: instant.nullable(),
  /** The company's looks at the worker's records, newest first (the same log as shares show). */
  views: z.array(
    z.object({
      id,
      viewed_at: instant,
      viewer_name: z.string().nullable(),
      viewer_company: z.string(),
    }),
  ),
});
export type MyCrew = z.infer<typeof myCrewSchema>;
export const myCrewListSchema = z.object({
  crews: z.array(myCrewSchema),
  /** Invites sent to the worker's e-mail that are still open, each previewed with its token-free id. */
  pending_invites: z.array(
    z.object({ id, company_name: z.string(), site_name: z.string(), role_name: z.string() }),
  ),
});

// ---------------------------------------------------------------------------------------------------
// The crew board

/**
 * A crew member's state on a site: green meets every requirement; amber meets them but something expires within
 * the role's amber days or has no photo of the card (only typed in); red misses or has an expired requirement.
 * Invited and declined are invites not (yet) accepted; left ended their consent.
 */
export const crewStatuses = ["green", "amber", "red", "invited", "declined", "left"] as const;
export type CrewStatus = (typeof crewStatuses)[number];

export const crewBoardSorts = ["status", "name", "role", "expiry"] as const;
export const CREW_BOARD_PAGE_SIZE = 50;
const MAX_CREW_BOARD_PAGE_SIZE = 200;

export const crewBoardQuerySchema = z.object({
  status: z.enum(crewStatuses).optional(),
  role_id: z.uuid().optional(),
  /** Part of a name (or the invited e-mail), case-insensitive. */
  q: z.string().trim().max(80).optional(),
  sort: z.enum(crewBoardSorts).default("status"),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_CREW_BOARD_PAGE_SIZE).default(CREW_BOARD_PAGE_SIZE),
});
export type CrewBoardQuery = z.output<typeof crewBoardQuerySchema>;

const crewBoardRowSchema = z.object({
  id: id.describe("the crew member's id (an invite's id while invited or declined)"),
  name: z.string().describe("the worker's name; the invited e-mail, masked, before they answer"),
  role_id: id,
  role_name: z.string(),
  status: z.enum(crewStatuses),
  /** Why not green: missing, expires in N days, expired, no photo of it: one reference each. */
  reasons: z.array(messageRefSchema),
  /** The first expiry among the required records, for sorting and the weekly e-mail. */
  next_expiry: isoDate.nullable(),
  has_photo: z.boolean(),
  joined_at: instant.nullable(),
  left_at: instant.nullable(),
});
export type CrewBoardRow = z.infer<typeof crewBoardRowSchema>;

export const crewBoardSchema = z.object({
  site: siteSchema,
  rows: z.array(crewBoardRowSchema),
  page: z.number().int(),
  page_size: z.number().int(),
  /** Rows matching the filters (for paging). */
  total: z.number().int(),
  /** The whole site's rows by status, whatever the filters. */
  counts: z.record(z.enum(crewStatuses), z.number().int()),
  /** Unacknowledged changes in the feed. */
  unacknowledged_changes: z.number().int(),
});
export type CrewBoard = z.infer<typeof crewBoardSchema>;

/** A competence entry as a company sees it on a crew member's look. */
const crewCompetenceEntrySchema = z.object({
  kind: z.enum(competenceKinds),
  title: z.string(),
  date: isoDate,
  hours: z.number(),
  confirmed: z.boolean(),
  /** "Confirmed by Sam Lee (s•••@acme.co.uk) on 5 Dec 2026", or "Not confirmed". */
  confirmation: messageRefSchema,
});

/** A live look at one crew member's required records (logged in the worker's view log). */
export const crewMemberRecordsSchema = z.object({
  id,
  name: z.string(),
  photo: z.string().nullable().describe("the worker's profile photo as a data: URL"),
  role_name: z.string(),
  status: z.enum(crewStatuses),
  reasons: z.array(messageRefSchema),
  items: z.array(
    z.object({
      kind: z.enum(["card", "document"]),
      requirement: z.string(),
      label: messageRefSchema,
      category_code: z.string().nullable(),
      record: z
        .object({
          title: z.string(),
          number: z.string().nullable(),
          expiry_date: isoDate.nullable(),
          verification: recordVerificationSchema.describe(
            "how far the record is verified (a photo, a named Smart Check), and who checked it when",
          ),
        })
        .nullable(),
      /**
       * The worker's right-to-work record (issue 52), on a `right-to-work` requirement the record meets: its
       * values as an engager must type them into GOV.UK, and the checks this company recorded against it.
       */
      right_to_work: z
        .object({ record: sharedRightToWorkSchema, receipts: z.array(receiptViewSchema) })
        .nullable(),
      /**
       * The worker's competence entries (issue 53), on a `competence-record` requirement: their facts and who
       * confirmed each (the supervisor's e-mail masked), never their evidence files.
       */
      competence: z.array(crewCompetenceEntrySchema).nullable(),
      status: z.enum(["green", "amber", "red"]),
      reason: messageRefSchema.nullable(),
    }),
  ),
});
export type CrewMemberRecords = z.infer<typeof crewMemberRecordsSchema>;

/** The words of each reason a crew member is not green; values name the record ({item}) and the days. */
export const crewReasonKeys = {
  missing: "companies.reason.missing",
  expiresIn: "companies.reason.expiresIn",
  expired: "companies.reason.expired",
  noPhoto: "companies.reason.noPhoto",
} as const satisfies Record<string, MessageKey>;

// ---------------------------------------------------------------------------------------------------
// The change feed

const crewChangeKinds = ["joined", "declined", "left", "renewed", "expired", "expiring"] as const;
export type CrewChangeKind = (typeof crewChangeKinds)[number];

/** The sentence of each change, with {name} (the worker) and, for a record, {item}. */
export const crewChangeKeys = {
  joined: "companies.change.joined",
  declined: "companies.change.declined",
  left: "companies.change.left",
  renewed: "companies.change.renewed",
  expired: "companies.change.expired",
  expiring: "companies.change.expiring",
} as const satisfies Record<CrewChangeKind, MessageKey>;

const crewChangeSchema = z.object({
  id,
  kind: z.enum(crewChangeKinds),
  /** The sentence: "Sam Smith's CPCS card was renewed". */
  text: messageRefSchema,
  crew_member_id: id.nullable(),
  happened_at: instant,
  acknowledged: z.boolean(),
});
export type CrewChange = z.infer<typeof crewChangeSchema>;

export const crewChangesQuerySchema = z.object({
  unacknowledged: z
    .enum(["true", "false"])
    .transform((value) => value === "true")
    .optional(),
  before: z.iso.datetime({ offset: true }).optional().describe("older than this, for the next page"),
});
export const crewChangeListSchema = z.object({ changes: z.array(crewChangeSchema) });
export const acknowledgeChangesInputSchema = z.object({ ids: z.array(z.uuid()).min(1).max(200) });

// ---------------------------------------------------------------------------------------------------
// The site's gate

/**
 * The gate phone's offline "expected crew" pack: every joined crew member's name, photo and status, signed by
 * the server with the gate signing keys (Ed25519, the same keys as offline gate codes) so a check with no signal
 * still shows who is expected, and the site's policy for anyone not green.
 */
export const expectedCrewPackSchema = z.object({
  /** base64url of the JSON the signature covers ({ v, kid, site_id, site_name, policy, iat, exp, crew }). */
  payload: z.string(),
  /** Ed25519 signature of the payload's text, base64url. */
  signature: z.string(),
  kid: z.string(),
  site_id: id,
  site_name: z.string(),
  gate_policy: z.enum(gatePolicies),
  issued_at: instant,
  expires_at: instant,
  crew: z.array(
    z.object({
      id,
      name: z.string(),
      role_name: z.string(),
      status: z.enum(["green", "amber", "red"]),
      reasons: z.array(messageRefSchema),
      photo: z.string().nullable().describe("a small profile photo as a data: URL"),
      /** The worker's gate record ids, so a scanned offline code is matched to the expected crew member. */
      record_ids: z.array(id),
    }),
  ),
});
export type ExpectedCrewPack = z.infer<typeof expectedCrewPackSchema>;

/** What the site's gate does with a crew member's status. */
const gateActions = ["let-in", "warn", "refuse"] as const;
export type GateAction = (typeof gateActions)[number];

/** Green is let in; anyone else is let in with a warning on a "warn" site, refused on a "block" site. */
export function gateActionFor(status: CrewStatus | null, policy: GatePolicy): GateAction {
  if (status === "green") return "let-in";
  return policy === "block" ? "refuse" : "warn";
}

export const siteGateCheckInputSchema = z.object({
  /** The QR code's code (live token or signed code), as the wallet check takes it. */
  token: z.string().min(1).max(1500),
});

export const siteGateCheckSchema = z.object({
  holder_name: z.string().nullable(),
  photo: z.string().nullable(),
  /** The holder's crew member on this site, or null when they are not in the site's crew. */
  crew_member_id: id.nullable(),
  role_name: z.string().nullable(),
  status: z.enum(crewStatuses).nullable(),
  reasons: z.array(messageRefSchema),
  gate_policy: z.enum(gatePolicies),
  action: z.enum(gateActions),
  message: messageRefSchema,
});
export type SiteGateCheck = z.infer<typeof siteGateCheckSchema>;

// ---------------------------------------------------------------------------------------------------
// Pricing

/** Crew members a company may have across its sites on the free plan (decision 0030). */
export const FREE_CREW_LIMIT = 10;
