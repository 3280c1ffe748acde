import { randomUUID } from "node:crypto";
import { buffer } from "node:stream/consumers";
import {
  type ColleagueInviteInput,
  type CompanyInput,
  type CompanyPermission,
  type CompanyRole,
  type CompanySummary,
  type ConsentPreview,
  CREW_INVITE_DAYS,
  type CrewBoard,
  type CrewBoardQuery,
  type CrewChange,
  type CrewChangeKind,
  type CrewInviteCreated,
  type CrewInviteInput,
  type CrewMemberRecords,
  type CrewRole,
  type CrewRoleInput,
  type CrewStatus,
  cardTypesMeeting,
  crewChangeKeys,
  crewReasonKeys,
  crewStatuses as crewStatusList,
  type ExpectedCrewPack,
  FREE_CREW_LIMIT,
  type GatePolicy,
  gateActionFor,
  type MembersView,
  type MyCrew,
  type RequiredDocumentKind,
  type RequirementSet,
  type RequirementSetView,
  roleMay,
  type Site,
  type SiteGateCheck,
  type SiteInput,
} from "@siteready/domain/companies";
import { confirmedByWords } from "@siteready/domain/competence";
import { documentTypeKeys, documentTypes, isRightToWorkDocument } from "@siteready/domain/documents";
import type { RecordVerification } from "@siteready/domain/evidence";
import { type Language, type MessageKey, type MessageRef, messageRef } from "@siteready/domain/i18n";
import type { ReceiptInput, ReceiptView } from "@siteready/domain/right-to-work";
import { maskEmail } from "@siteready/domain/sharing";
import { cardSchemes, cardTypeWordKeys } from "@siteready/domain/skills-cards";
import type { GateSignInInput } from "@siteready/domain/wallet";
import type { FastifyBaseLogger } from "fastify";
import type { Mailer } from "../../adapters/mail/mailer.ts";
import type { Db } from "../../db/client.ts";
import { AppError, notFound, refused } from "../../lib/app-error.ts";
import { emailWords } from "../../lib/email-words.ts";
import type { FieldCipher } from "../../lib/field-encryption.ts";
import type { GateSigner } from "../../lib/gate-signing.ts";
import { deriveSecretToken, hashSecretToken } from "../../lib/secret-tokens.ts";
import type { CompanyPlans } from "../billing/billing.service.ts";
import { sharedCompetence } from "../competence/competence.service.ts";
import { createEvidenceService } from "../evidence/evidence.service.ts";
import type { FileService } from "../files/files.service.ts";
import { insertAuditEntries } from "../profile/profile.service.ts";
import { createRightToWorkService, rightToWorkAuditFields } from "../right-to-work/right-to-work.service.ts";
import type { createGateRegisterService } from "../wallet/gate-register.service.ts";
import type { createWalletService } from "../wallet/wallet.service.ts";
import {
  acknowledgeChanges,
  answerCrewInvite,
  type BoardRow,
  type CheckState,
  type CompanyRow,
  type CrewChangeValues,
  colleagueTaken,
  companyCrewCount,
  companyHeadcount,
  companyReceiptIds,
  countOwners,
  countUnacknowledged,
  crewBoard,
  crewInvitesToday,
  crewStatuses,
  deleteColleagueInvite,
  deleteColleagueInviteById,
  deleteCompany,
  deleteMember,
  deleteRequirementSet,
  deleteRole,
  deleteSite,
  effectiveRequirements,
  emailInCrew,
  expectedCrew,
  findColleagueInvite,
  findCrewInvite,
  findJoinedCrewMember,
  findJoinedCrewMemberByUser,
  findMember,
  findMembership,
  findRole,
  findSite,
  findUserContact,
  insertChanges,
  insertColleagueInvite,
  insertCompany,
  insertCrewInvite,
  insertCrewMember,
  insertMember,
  insertRecordView,
  insertRole,
  insertSite,
  leaveCrew,
  listChanges,
  listColleagueInvites,
  listColleagueInvitesTo,
  listCompaniesOf,
  listCrewInvitesTo,
  listCrewsOf,
  listMembers,
  listRecordViews,
  listRequirementSets,
  listRoles,
  listSites,
  lookedRecently,
  membershipsOf,
  type RequirementCheck,
  type RequirementValues,
  renameRole,
  requiredRecords,
  roleInUse,
  type SiteRow,
  saveChecks,
  saveRequirementSet,
  setCompanyPlan,
  setMemberRole,
  updateCompany,
  updateSite,
  workerRecords,
} from "./companies.repository.ts";

/** Companies a person may be a member of, and members plus open colleague invites a company may have. */
export const COMPANIES_PER_USER = 50;
export const MEMBERS_PER_COMPANY = 200;
/** Crew invites a company may send in a day. */
export const CREW_INVITES_PER_DAY = 2_000;
const COLLEAGUE_INVITE_DAYS = 14;
/** The expected-crew pack's photos: small, since a site's whole crew travels in one answer. */
const PACK_PHOTO_WIDTH = 160;
const LOOK_PHOTO_WIDTH = 320;
/** How long a gate phone may trust an expected-crew pack with no signal. */
const PACK_VALIDITY_HOURS = 24;

const isoDay = (at: Date) => at.toISOString().slice(0, 10);
const documentTypesMeeting = (kind: RequiredDocumentKind): string[] =>
  kind === "right-to-work" ? documentTypes.filter(isRightToWorkDocument) : [kind];
const allCardTypeIds = cardSchemes.map((cardType) => cardType.id);

/** A requirement's words: the card type's name, or the document's. */
export function requirementLabel(kind: "card" | "document", requirement: string): MessageRef {
  if (kind === "card") return messageRef(cardTypeWordKeys({ id: requirement }).name);
  if (requirement === "right-to-work") return messageRef("companies.document.rightToWork");
  if (requirement === "competence-record") return messageRef("companies.document.competenceRecord");
  return messageRef(documentTypeKeys[requirement as keyof typeof documentTypeKeys] ?? "documents.type.other");
}

/** Why a requirement is not met, in words; null when it is. */
function reasonOf(
  check: Pick<RequirementCheck, "kind" | "requirement" | "state" | "days">,
): MessageRef | null {
  const item = requirementLabel(check.kind, check.requirement);
  switch (check.state) {
    case "missing":
      return messageRef(crewReasonKeys.missing, { item });
    case "expired":
      return messageRef(crewReasonKeys.expired, { item });
    case "expiring":
      return messageRef(crewReasonKeys.expiresIn, { item, days: Math.max(0, check.days ?? 0) });
    case "not-verified":
      return messageRef(crewReasonKeys.noPhoto, { item });
    default:
      return null;
  }
}

const needsCompetenceRecord = (requirement: { kind: string; requirement: string }) =>
  requirement.kind === "document" && requirement.requirement === "competence-record";

/**
 * The worker's competence entries as a company sees them on a crew role that needs the record (issue 53): the
 * facts and, in words, who confirmed each (the supervisor's e-mail masked) or that no one has; no evidence files.
 */
async function crewCompetence(db: Db, userId: string, at: Date): Promise<CrewCompetenceEntry[]> {
  return (await sharedCompetence(db, userId, at)).map((entry) => ({
    kind: entry.kind,
    title: entry.title,
    date: entry.date,
    hours: entry.hours,
    confirmed: entry.confirmed_by !== null,
    confirmation: entry.confirmed_by
      ? confirmedByWords(entry.confirmed_by)
      : messageRef("competence.confirmation.notConfirmedShort"),
  }));
}
type CrewCompetenceEntry = NonNullable<CrewMemberRecords["items"][number]["competence"]>[number];

const reasonsOf = (checks: RequirementCheck[]) => checks.flatMap((check) => reasonOf(check) ?? []);

function requirementValues(set: RequirementSet): RequirementValues[] {
  return [
    ...set.cards.map((card) => ({
      kind: "card" as const,
      requirement: card.card_type_id,
      categoryCode: card.category_code ?? null,
      acceptedTypes: cardTypesMeeting(card.card_type_id, allCardTypeIds),
    })),
    ...set.documents.map((document) => ({
      kind: "document" as const,
      requirement: document,
      categoryCode: null,
      acceptedTypes: documentTypesMeeting(document),
    })),
  ];
}

type RequirementSetRows = Awaited<ReturnType<typeof listRequirementSets>>[number];

function setView(set: RequirementSetRows | undefined): RequirementSetView {
  return {
    cards: (set?.requirements ?? [])
      .filter((requirement) => requirement.kind === "card")
      .map((requirement) => ({
        card_type_id: requirement.requirement,
        category_code: requirement.categoryCode,
      })),
    documents: (set?.requirements ?? [])
      .filter((requirement) => requirement.kind === "document")
      .map((requirement) => requirement.requirement as RequiredDocumentKind),
    amber_days: set?.amberDays ?? 0,
  };
}

function companyView(company: CompanyRow, role: CompanyRole, crewCount: number): CompanySummary {
  return {
    id: company.id,
    name: company.name,
    companies_house_number: company.companiesHouseNumber,
    address: {
      line1: company.addressLine1,
      line2: company.addressLine2,
      town: company.town,
      postcode: company.postcode,
    },
    my_role: role,
    plan: company.plan === "paid" ? "paid" : "free",
    crew_count: crewCount,
    free_crew_limit: FREE_CREW_LIMIT,
    created_at: company.createdAt.toISOString(),
  };
}

function siteView(site: SiteRow, crewCount: number): Site {
  return {
    id: site.id,
    company_id: site.companyId,
    name: site.name,
    postcode: site.postcode,
    starts_on: site.startsOn,
    ends_on: site.endsOn,
    gate_policy: site.gatePolicy as GatePolicy,
    crew_count: crewCount,
  };
}

const siteValues = (input: SiteInput) => ({
  name: input.name,
  postcode: input.postcode,
  startsOn: input.starts_on,
  endsOn: input.ends_on ?? null,
  gatePolicy: input.gate_policy,
});

type WalletService = ReturnType<typeof createWalletService>;
type GateRegister = ReturnType<typeof createGateRegisterService>;

/**
 * Contractors (issue 50, decision 0030). Every company call reads the caller's membership afresh (no role is kept
 * between calls): not a member, 404 for anything of the company; a role short of the call, 403. A crew member's
 * records are read live from the worker's own cards and documents, only those the role requires, each look
 * logged for the worker, and none once they left.
 */
/** Companies' plans as billing sets them from Stripe's events and checks who may buy one (decision 0030). */
export const companyPlans: CompanyPlans = {
  async ownedBy(db, companyId, userId) {
    return (await findMembership(db, companyId, userId))?.role === "owner";
  },
  set: setCompanyPlan,
};

export function createCompaniesService({
  db,
  secret,
  publicUrl,
  mailer,
  logger,
  signer,
  files,
  wallet,
  gateRegister,
  cipher,
  now = () => new Date(),
}: {
  db: Db;
  secret: string;
  publicUrl: string;
  mailer: Mailer;
  /** Opens the worker's right-to-work record for a crew role that needs it (issue 52). */
  cipher: FieldCipher;
  logger: FastifyBaseLogger;
  signer: GateSigner;
  files: FileService;
  wallet: WalletService;
  gateRegister: GateRegister;
  now?: () => Date;
}) {
  const inviteToken = (inviteId: string) => deriveSecretToken(secret, "crew-invite", inviteId);
  const evidence = createEvidenceService({ db, mailer, publicUrl, logger });
  const rightToWork = createRightToWorkService({ db, cipher, mailer, publicUrl, logger, now });

  /** The caller's membership with a role that may `permission`; 404 for a non-member, 403 for a role short of it. */
  async function membership(userId: string, companyId: string, permission: CompanyPermission) {
    const found = await findMembership(db, companyId, userId);
    if (!found) throw refused(404, "companies.error.companyNotFound");
    if (!roleMay(found.role, permission)) throw refused(403, "companies.error.notAllowed");
    return found;
  }

  /** The company's site, after the caller's role is checked; another company's site is 404. */
  async function siteOf(userId: string, companyId: string, siteId: string, permission: CompanyPermission) {
    const found = await membership(userId, companyId, permission);
    const site = await findSite(db, companyId, siteId);
    if (!site) throw notFound();
    return { ...found, site: site.site, siteCrewCount: site.crewCount };
  }

  async function membersView(companyId: string): Promise<MembersView> {
    const [members, invites] = await Promise.all([
      listMembers(db, companyId),
      listColleagueInvites(db, companyId),
    ]);
    return {
      members: members.map((member) => ({
        id: member.id,
        user_id: member.userId,
        name: member.name,
        email: member.email,
        role: member.role as CompanyRole,
        joined_at: member.createdAt.toISOString(),
      })),
      invites: invites.map((invite) => ({
        id: invite.id,
        email: invite.email,
        role: invite.role as CompanyRole,
        invited_at: invite.createdAt.toISOString(),
        expires_at: invite.expiresAt.toISOString(),
      })),
    };
  }

  async function rolesView(
    companyId: string,
    siteId: string | null,
    onlyRoleId?: string,
  ): Promise<CrewRole[]> {
    const roles = (await listRoles(db, companyId)).filter((role) => !onlyRoleId || role.id === onlyRoleId);
    const sets = await listRequirementSets(
      db,
      roles.map((role) => role.id),
      siteId,
    );
    return roles.map((role) => {
      const override =
        siteId === null ? undefined : sets.find((set) => set.roleId === role.id && set.siteId === siteId);
      const company = sets.find((set) => set.roleId === role.id && set.siteId === null);
      return {
        id: role.id,
        name: role.name,
        overridden: override !== undefined,
        ...setView(override ?? company),
      };
    });
  }

  async function roleOf(companyId: string, roleId: string) {
    const role = await findRole(db, companyId, roleId);
    if (!role) throw notFound();
    return role;
  }

  /** Joined crew across the company's sites against the free plan's limit. */
  async function assertCrewRoom(company: CompanyRow, crewCount: number) {
    if (company.plan !== "paid" && crewCount >= FREE_CREW_LIMIT)
      throw refused(409, "companies.error.freeLimit", { limit: FREE_CREW_LIMIT });
  }

  async function userContact(userId: string) {
    const contact = await findUserContact(db, userId);
    if (!contact) throw notFound();
    return contact;
  }

  function changeView(change: Awaited<ReturnType<typeof listChanges>>[number]): CrewChange {
    const { item, ...values } = change.values;
    return {
      id: change.id,
      kind: change.kind as CrewChangeKind,
      text: messageRef(crewChangeKeys[change.kind as CrewChangeKind], {
        ...values,
        ...(typeof item === "string" ? { item: messageRef(item as MessageKey) } : {}),
      }),
      crew_member_id: change.crewMemberId,
      happened_at: change.happenedAt.toISOString(),
      acknowledged: change.acknowledgedAt !== null,
    };
  }

  async function myCrewView(userId: string, crewId: string): Promise<MyCrew> {
    const [crew] = await myCrews(userId, crewId);
    if (!crew) throw notFound();
    return crew;
  }

  async function myCrews(userId: string, crewId?: string): Promise<MyCrew[]> {
    const crews = await listCrewsOf(db, userId, crewId);
    const views = await listRecordViews(
      db,
      crews.map((crew) => crew.member.id),
    );
    return crews.map(({ member, companyName, siteName, roleName }) => ({
      id: member.id,
      company_name: companyName,
      site_name: siteName,
      role_name: roleName,
      state: member.state === "left" ? "left" : "joined",
      joined_at: member.joinedAt.toISOString(),
      left_at: member.leftAt?.toISOString() ?? null,
      views: views
        .filter((view) => view.crewMemberId === member.id)
        .map((view) => ({
          id: view.id,
          viewed_at: view.viewedAt.toISOString(),
          viewer_name: view.viewerName,
          viewer_company: companyName,
        })),
    }));
  }

  type FoundInvite = NonNullable<Awaited<ReturnType<typeof findCrewInvite>>>;

  /** Why an invite can no longer be answered, or null while it can. */
  function unavailableReason(invite: FoundInvite["invite"], at: Date): MessageKey | null {
    if (invite.state === "withdrawn") return "companies.error.inviteWithdrawn";
    if (invite.state !== "open") return "companies.error.inviteAnswered";
    if (invite.expiresAt <= at) return "companies.error.inviteExpired";
    return null;
  }

  async function inviteByToken(token: string) {
    const found = await findCrewInvite(db, { tokenHash: hashSecretToken(token) });
    if (!found) throw refused(404, "companies.error.inviteNotFound");
    return found;
  }

  /** An invite sent to the caller's own e-mail; anyone else's is 404. */
  async function inviteToMe(userId: string, inviteId: string) {
    const [found, contact] = await Promise.all([findCrewInvite(db, { id: inviteId }), userContact(userId)]);
    if (!found || found.invite.email === null || found.invite.email !== contact.email.toLowerCase())
      throw refused(404, "companies.error.inviteNotFound");
    return found;
  }

  async function preview(userId: string, found: FoundInvite): Promise<ConsentPreview> {
    const at = now();
    const [requirements, records, contact, rightToWorkRoute] = await Promise.all([
      effectiveRequirements(db, found.invite.siteId, found.invite.roleId),
      workerRecords(db, userId),
      userContact(userId),
      rightToWork.holders([userId]).then((holders) => holders.get(userId)),
    ]);
    const competence = requirements.some(needsCompetenceRecord) ? await sharedCompetence(db, userId, at) : [];
    const unavailable = unavailableReason(found.invite, at);
    return {
      invite_id: found.invite.id,
      company_name: found.company.name,
      companies_house_number: found.company.companiesHouseNumber,
      site_name: found.site.name,
      site_postcode: found.site.postcode,
      role_name: found.roleName,
      expires_at: found.invite.expiresAt.toISOString(),
      sees: {
        name: contact.name,
        photo: contact.photoFileId !== null,
        items: requirements.map((requirement) => {
          const meeting = records
            .filter(
              (record) => record.kind === requirement.kind && requirement.acceptedTypes.includes(record.type),
            )
            .sort((a, b) => (b.expiry_date ?? "9999").localeCompare(a.expiry_date ?? "9999"));
          const best = meeting[0];
          // A right-to-work record meets the requirement as a right-to-work document does (issue 52); the
          // competence record meets its requirement once a supervisor confirmed an entry (issue 53).
          const record =
            best ??
            ((requirement.requirement === "right-to-work" && rightToWorkRoute) ||
            (needsCompetenceRecord(requirement) && competence.some((entry) => entry.confirmed_by))
              ? { id: userId, type: requirement.requirement, expiry_date: null }
              : undefined);
          return {
            kind: requirement.kind as "card" | "document",
            requirement: requirement.requirement,
            label: requirementLabel(requirement.kind as "card" | "document", requirement.requirement),
            category_code: requirement.categoryCode,
            my_record: record ? { id: record.id, title: record.type, expiry_date: record.expiry_date } : null,
          };
        }),
      },
      never_sees: [
        messageRef("companies.consent.neverContact"),
        messageRef("companies.consent.neverOtherRecords"),
        messageRef("companies.consent.neverPrivate"),
        messageRef("companies.consent.neverCopies"),
      ],
      unavailable: unavailable ? messageRef(unavailable) : null,
    };
  }

  /**
   * Joining a crew whose role needs right-to-work evidence lets the company see it, as a share of it would: the
   * same step-up first (decision 0027), whichever way the invite came.
   */
  async function accept(
    userId: string,
    found: FoundInvite,
    confirmItsYou: () => Promise<void>,
  ): Promise<MyCrew> {
    const at = now();
    const unavailable = unavailableReason(found.invite, at);
    if (unavailable) throw refused(409, unavailable);
    const needs = await effectiveRequirements(db, found.invite.siteId, found.invite.roleId);
    if (needs.some((need) => need.kind === "document" && need.acceptedTypes.some(isRightToWorkDocument)))
      await confirmItsYou();
    await assertCrewRoom(found.company, await companyCrewCount(db, found.company.id));
    const contact = await userContact(userId);
    const crewId = await db.transaction(async (tx) => {
      if (!(await answerCrewInvite(tx, found.invite.id, "accepted", at)))
        throw refused(409, "companies.error.inviteAnswered");
      const member = await insertCrewMember(tx, {
        companyId: found.company.id,
        siteId: found.invite.siteId,
        roleId: found.invite.roleId,
        userId,
        inviteId: found.invite.id,
        joinedAt: at,
      });
      if (!member) throw refused(409, "companies.error.alreadyInCrew", { email: contact.email });
      // Where the worker stands on joining, so the change feed's next run reports any change from now on.
      const [standing] = await crewStatuses(tx, [member.id], at.toISOString().slice(0, 10));
      if (standing) {
        const start = { ...standing, site_id: found.invite.siteId, name: contact.name, checks: null };
        await saveChecks(tx, member.id, changesSince(start, at).checks);
      }
      await insertChanges(tx, [
        {
          siteId: found.invite.siteId,
          crewMemberId: member.id,
          userId,
          kind: "joined",
          values: { name: contact.name },
          happenedAt: at,
        },
      ]);
      return member.id;
    });
    return myCrewView(userId, crewId);
  }

  async function decline(userId: string, found: FoundInvite) {
    const at = now();
    const unavailable = unavailableReason(found.invite, at);
    if (unavailable) throw refused(409, unavailable);
    const contact = await userContact(userId);
    await db.transaction(async (tx) => {
      if (!(await answerCrewInvite(tx, found.invite.id, "declined", at)))
        throw refused(409, "companies.error.inviteAnswered");
      await insertChanges(tx, [
        {
          siteId: found.invite.siteId,
          inviteId: found.invite.id,
          userId,
          kind: "declined",
          values: { name: contact.name },
          happenedAt: at,
        },
      ]);
    });
  }

  function boardRowView(row: BoardRow): CrewBoard["rows"][number] {
    const isInvite = row.status === "invited" || row.status === "declined";
    return {
      id: row.id,
      // An invited e-mail before the worker answers: enough to recognise, not to harvest.
      name: isInvite ? maskEmail(row.email ?? "") : row.name,
      role_id: row.role_id,
      role_name: row.role_name,
      status: row.status,
      reasons: reasonsOf(row.checks_now),
      next_expiry: row.next_expiry,
      has_photo: row.has_photo,
      joined_at: row.joined_at ? new Date(row.joined_at).toISOString() : null,
      left_at: row.left_at ? new Date(row.left_at).toISOString() : null,
    };
  }

  async function photoDataUrl(userId: string, fileId: string | null, width: 160 | 320) {
    if (!fileId) return null;
    try {
      const photo = await files.readImageAtWidth(userId, fileId, width);
      const bytes = Buffer.isBuffer(photo.body) ? photo.body : await buffer(photo.body);
      return `data:${photo.mimeType};base64,${bytes.toString("base64")}`;
    } catch {
      return null;
    }
  }

  async function sendCrewInviteEmail(
    email: string,
    language: Language,
    words: { company: string; site: string; role: string },
    url: string,
  ) {
    const { say } = emailWords(language);
    try {
      await mailer.send({
        to: email,
        language,
        subject: say("companies.email.crewInviteSubject", words),
        text: [
          say("companies.email.crewInviteBody", words),
          "",
          `${say("companies.email.crewInviteAction")}: ${url}`,
        ].join("\n"),
      });
    } catch (error) {
      // The invite stands: its link and QR code work; the manager can pass them on.
      logger.warn({ err: error }, "could not e-mail a crew invite");
    }
  }

  async function board(
    siteId: string,
    site: SiteRow,
    siteCrewCount: number,
    query: CrewBoardQuery,
  ): Promise<CrewBoard> {
    const at = now();
    const [page, unacknowledged] = await Promise.all([
      crewBoard(db, siteId, query, at, isoDay(at)),
      countUnacknowledged(db, siteId),
    ]);
    const counts = Object.fromEntries(
      crewStatusList.map((status) => [status, page.counts[status] ?? 0]),
    ) as Record<CrewStatus, number>;
    return {
      site: siteView(site, siteCrewCount),
      rows: page.rows.map(boardRowView),
      page: query.page,
      page_size: query.page_size,
      total: page.total,
      counts,
      unacknowledged_changes: unacknowledged,
    };
  }

  /**
   * A joined crew member whose role here needs right to work, for an owner or manager of the company (issue 52):
   * anyone else, another site's member or a role that does not need it, is 404 (403 for a member short of the
   * role, as every crew look).
   */
  async function crewNeedingRightToWork(userId: string, companyId: string, siteId: string, crewId: string) {
    const { company } = await siteOf(userId, companyId, siteId, "manageCrew");
    const found = await findJoinedCrewMember(db, siteId, crewId);
    if (!found) throw notFound();
    const needs = await effectiveRequirements(db, siteId, found.member.roleId);
    if (!needs.some((need) => need.kind === "document" && need.requirement === "right-to-work"))
      throw notFound();
    return { company, workerId: found.member.userId };
  }

  /** The right-to-work receipts this company recorded for the worker, newest first. */
  async function companyReceipts(companyId: string, workerId: string): Promise<ReceiptView[]> {
    const found = await Promise.all(
      (await companyReceiptIds(db, companyId, workerId)).map((id) =>
        rightToWork.receiptForEngager(id, { companyId }),
      ),
    );
    return found.flatMap((each) => (each ? [each.receipt] : []));
  }

  return {
    // --- companies and members -------------------------------------------------------------------
    async list(userId: string) {
      const rows = await listCompaniesOf(db, userId);
      return rows.map((row) => companyView(row.company, row.role as CompanyRole, row.crewCount));
    },

    async create(userId: string, input: CompanyInput) {
      if ((await membershipsOf(db, userId)) >= COMPANIES_PER_USER)
        throw refused(409, "companies.error.tooManyCompanies", { limit: COMPANIES_PER_USER });
      const company = await db.transaction((tx) => insertCompany(tx, userId, input));
      return companyView(company, "owner", 0);
    },

    async get(userId: string, companyId: string) {
      const found = await membership(userId, companyId, "workGate");
      return companyView(found.company, found.role, found.crewCount);
    },

    async update(userId: string, companyId: string, input: CompanyInput) {
      await membership(userId, companyId, "manageMembers");
      await updateCompany(db, companyId, input);
      // Read again: the answer shows the company as saved.
      const found = await membership(userId, companyId, "manageMembers");
      return companyView(found.company, found.role, found.crewCount);
    },

    async remove(userId: string, companyId: string) {
      const found = await membership(userId, companyId, "manageMembers");
      // Its subscription would go on charging the owner for a company that is gone.
      if (found.company.plan === "paid")
        throw new AppError(409, "CONFLICT", { key: "companies.error.cancelPlanFirst" });
      await deleteCompany(db, companyId);
    },

    async members(userId: string, companyId: string) {
      await membership(userId, companyId, "manageMembers");
      return membersView(companyId);
    },

    async inviteColleague(userId: string, companyId: string, input: ColleagueInviteInput) {
      const { company } = await membership(userId, companyId, "manageMembers");
      const email = input.email.toLowerCase();
      if (await colleagueTaken(db, companyId, email))
        throw refused(409, "companies.error.alreadyColleague", { email });
      if ((await companyHeadcount(db, companyId)) >= MEMBERS_PER_COMPANY)
        throw refused(409, "companies.error.tooManyMembers", { limit: MEMBERS_PER_COMPANY });
      const at = now();
      await insertColleagueInvite(db, {
        companyId,
        email,
        role: input.role,
        invitedByUserId: userId,
        expiresAt: new Date(at.getTime() + COLLEAGUE_INVITE_DAYS * 86_400_000),
      });
      const inviter = await userContact(userId);
      // The colleague's language is not known yet: the inviter's is the best guess.
      const { say, language } = emailWords(inviter.language);
      const words = {
        company: company.name,
        inviter: inviter.name,
        role: say(`companies.role.${input.role}`),
      };
      try {
        await mailer.send({
          to: email,
          language,
          subject: say("companies.email.colleagueInviteSubject", words),
          text: [
            say("companies.email.colleagueInviteBody", words),
            "",
            `${say("companies.email.colleagueInviteAction")}: ${publicUrl}/companies`,
          ].join("\n"),
        });
      } catch (error) {
        logger.warn({ err: error }, "could not e-mail a colleague invite");
      }
      return membersView(companyId);
    },

    async withdrawColleagueInvite(userId: string, companyId: string, inviteId: string) {
      await membership(userId, companyId, "manageMembers");
      if (!(await deleteColleagueInvite(db, companyId, inviteId))) throw notFound();
    },

    async changeMemberRole(userId: string, companyId: string, memberId: string, role: CompanyRole) {
      await membership(userId, companyId, "manageMembers");
      await db.transaction(async (tx) => {
        const member = await findMember(tx, companyId, memberId);
        if (!member) throw notFound();
        if (member.role === "owner" && role !== "owner" && (await countOwners(tx, companyId)) <= 1)
          throw refused(409, "companies.error.lastOwner");
        await setMemberRole(tx, memberId, role);
      });
      return membersView(companyId);
    },

    /** An owner removes anyone; any member may remove themselves (leave); the last owner stays. */
    async removeMember(userId: string, companyId: string, memberId: string) {
      const found = await findMembership(db, companyId, userId);
      if (!found) throw refused(404, "companies.error.companyNotFound");
      await db.transaction(async (tx) => {
        const member = await findMember(tx, companyId, memberId);
        if (!member) throw notFound();
        if (member.userId !== userId && !roleMay(found.role, "manageMembers"))
          throw refused(403, "companies.error.notAllowed");
        if (member.role === "owner" && (await countOwners(tx, companyId)) <= 1)
          throw refused(409, "companies.error.lastOwner");
        await deleteMember(tx, memberId);
      });
    },

    async myColleagueInvites(userId: string) {
      const contact = await userContact(userId);
      const rows = await listColleagueInvitesTo(db, contact.email.toLowerCase(), now());
      return rows.map(({ invite, companyName, invitedBy }) => ({
        id: invite.id,
        email: invite.email,
        role: invite.role as CompanyRole,
        invited_at: invite.createdAt.toISOString(),
        expires_at: invite.expiresAt.toISOString(),
        company_id: invite.companyId,
        company_name: companyName,
        invited_by: invitedBy,
      }));
    },

    async answerColleagueInvite(userId: string, inviteId: string, answer: "accept" | "decline") {
      const [invite, contact] = await Promise.all([findColleagueInvite(db, inviteId), userContact(userId)]);
      if (!invite || invite.email !== contact.email.toLowerCase())
        throw refused(404, "companies.error.inviteNotFound");
      if (invite.expiresAt <= now()) throw refused(409, "companies.error.inviteExpired");
      if (answer === "decline") {
        await deleteColleagueInviteById(db, inviteId);
        return null;
      }
      if ((await membershipsOf(db, userId)) >= COMPANIES_PER_USER)
        throw refused(409, "companies.error.tooManyCompanies", { limit: COMPANIES_PER_USER });
      await db.transaction(async (tx) => {
        await insertMember(tx, invite.companyId, userId, invite.role as CompanyRole);
        await deleteColleagueInviteById(tx, inviteId);
      });
      const found = await membership(userId, invite.companyId, "workGate");
      return companyView(found.company, found.role, found.crewCount);
    },

    // --- sites -----------------------------------------------------------------------------------
    async sites(userId: string, companyId: string) {
      await membership(userId, companyId, "workGate");
      return (await listSites(db, companyId)).map((row) => siteView(row.site, row.crewCount));
    },

    async createSite(userId: string, companyId: string, input: SiteInput) {
      await membership(userId, companyId, "manageCrew");
      return siteView(await insertSite(db, companyId, siteValues(input)), 0);
    },

    async site(userId: string, companyId: string, siteId: string) {
      const { site, siteCrewCount } = await siteOf(userId, companyId, siteId, "workGate");
      return siteView(site, siteCrewCount);
    },

    async updateSite(userId: string, companyId: string, siteId: string, input: SiteInput) {
      await siteOf(userId, companyId, siteId, "manageCrew");
      await updateSite(db, siteId, siteValues(input));
      const { site, siteCrewCount } = await siteOf(userId, companyId, siteId, "manageCrew");
      return siteView(site, siteCrewCount);
    },

    async deleteSite(userId: string, companyId: string, siteId: string) {
      await siteOf(userId, companyId, siteId, "manageCrew");
      await deleteSite(db, siteId);
    },

    // --- requirements --------------------------------------------------------------------------
    async roles(userId: string, companyId: string) {
      await membership(userId, companyId, "manageCrew");
      return rolesView(companyId, null);
    },

    async createRole(userId: string, companyId: string, input: CrewRoleInput) {
      await membership(userId, companyId, "manageCrew");
      const role = await db.transaction(async (tx) => {
        const created = await insertRole(tx, companyId, input.name);
        await saveRequirementSet(tx, created.id, null, input.amber_days, requirementValues(input));
        return created;
      });
      const [view] = await rolesView(companyId, null, role.id);
      if (!view) throw notFound();
      return view;
    },

    async updateRole(userId: string, companyId: string, roleId: string, input: CrewRoleInput) {
      await membership(userId, companyId, "manageCrew");
      await roleOf(companyId, roleId);
      await db.transaction(async (tx) => {
        await renameRole(tx, roleId, input.name);
        await saveRequirementSet(tx, roleId, null, input.amber_days, requirementValues(input));
      });
      const [view] = await rolesView(companyId, null, roleId);
      if (!view) throw notFound();
      return view;
    },

    async deleteRole(userId: string, companyId: string, roleId: string) {
      await membership(userId, companyId, "manageCrew");
      await roleOf(companyId, roleId);
      if (await roleInUse(db, roleId)) throw refused(409, "companies.error.roleInUse");
      await deleteRole(db, roleId);
    },

    async siteRoles(userId: string, companyId: string, siteId: string) {
      await siteOf(userId, companyId, siteId, "manageCrew");
      return rolesView(companyId, siteId);
    },

    async overrideSiteRole(
      userId: string,
      companyId: string,
      siteId: string,
      roleId: string,
      input: RequirementSet,
    ) {
      await siteOf(userId, companyId, siteId, "manageCrew");
      await roleOf(companyId, roleId);
      await db.transaction((tx) =>
        saveRequirementSet(tx, roleId, siteId, input.amber_days, requirementValues(input)),
      );
      const [view] = await rolesView(companyId, siteId, roleId);
      if (!view) throw notFound();
      return view;
    },

    async clearSiteRoleOverride(userId: string, companyId: string, siteId: string, roleId: string) {
      await siteOf(userId, companyId, siteId, "manageCrew");
      await roleOf(companyId, roleId);
      if (!(await deleteRequirementSet(db, roleId, siteId))) throw notFound();
    },

    // --- crew invites and consent ----------------------------------------------------------------
    async inviteCrew(
      userId: string,
      companyId: string,
      siteId: string,
      input: CrewInviteInput,
    ): Promise<CrewInviteCreated> {
      const { company, crewCount, site } = await siteOf(userId, companyId, siteId, "manageCrew");
      const role = await roleOf(companyId, input.role_id);
      await assertCrewRoom(company, crewCount);
      if ((await crewInvitesToday(db, companyId)) >= CREW_INVITES_PER_DAY)
        throw new AppError(
          429,
          "RATE_LIMITED",
          messageRef("companies.error.tooManyInvites", { limit: CREW_INVITES_PER_DAY }),
        );
      const email = input.email?.toLowerCase() ?? null;
      if (email && (await emailInCrew(db, siteId, email)))
        throw refused(409, "companies.error.alreadyInCrew", { email });
      const at = now();
      const id = randomUUID();
      const token = inviteToken(id);
      const expiresAt = new Date(at.getTime() + CREW_INVITE_DAYS * 86_400_000);
      const saved = await insertCrewInvite(db, {
        id,
        companyId,
        siteId,
        roleId: role.id,
        tokenHash: hashSecretToken(token),
        email,
        language: input.language,
        invitedByUserId: userId,
        expiresAt,
      });
      if (!saved) throw refused(409, "companies.error.alreadyInvited", { email: email ?? "" });
      const url = `${publicUrl}/crew-invite#${token}`;
      if (email) {
        await sendCrewInviteEmail(
          email,
          input.language,
          { company: company.name, site: site.name, role: role.name },
          url,
        );
      }
      return { id, url, email, expires_at: expiresAt.toISOString() };
    },

    async withdrawCrewInvite(userId: string, companyId: string, siteId: string, inviteId: string) {
      await siteOf(userId, companyId, siteId, "manageCrew");
      const found = await findCrewInvite(db, { id: inviteId });
      if (!found || found.invite.siteId !== siteId) throw notFound();
      if (!(await answerCrewInvite(db, inviteId, "withdrawn", now())))
        throw refused(409, "companies.error.inviteAnswered");
    },

    previewByToken: async (userId: string, token: string) => preview(userId, await inviteByToken(token)),
    acceptByToken: async (userId: string, token: string, confirmItsYou: () => Promise<void>) =>
      accept(userId, await inviteByToken(token), confirmItsYou),
    declineByToken: async (userId: string, token: string) => decline(userId, await inviteByToken(token)),
    previewMine: async (userId: string, inviteId: string) =>
      preview(userId, await inviteToMe(userId, inviteId)),
    acceptMine: async (userId: string, inviteId: string, confirmItsYou: () => Promise<void>) =>
      accept(userId, await inviteToMe(userId, inviteId), confirmItsYou),
    declineMine: async (userId: string, inviteId: string) =>
      decline(userId, await inviteToMe(userId, inviteId)),

    async myCrews(userId: string) {
      const contact = await userContact(userId);
      const [crews, invites] = await Promise.all([
        myCrews(userId),
        listCrewInvitesTo(db, contact.email.toLowerCase(), now()),
      ]);
      return {
        crews,
        pending_invites: invites.map((invite) => ({
          id: invite.id,
          company_name: invite.companyName,
          site_name: invite.siteName,
          role_name: invite.roleName,
        })),
      };
    },

    /** Leaving ends the company's access at once: its calls for the worker's records answer 404 from now on. */
    async leave(userId: string, crewId: string) {
      const at = now();
      const contact = await userContact(userId);
      await db.transaction(async (tx) => {
        const left = await leaveCrew(tx, userId, crewId, at);
        if (!left) throw notFound();
        await insertChanges(tx, [
          {
            siteId: left.siteId,
            crewMemberId: left.id,
            userId,
            kind: "left",
            values: { name: contact.name },
            happenedAt: at,
          },
        ]);
      });
      return myCrewView(userId, crewId);
    },

    // --- the board and the feed ------------------------------------------------------------------
    async board(userId: string, companyId: string, siteId: string, query: CrewBoardQuery) {
      const { site, siteCrewCount } = await siteOf(userId, companyId, siteId, "manageCrew");
      return board(siteId, site, siteCrewCount, query);
    },

    /** Every row of the board as filtered and sorted (the CSV and PDF), with the site. */
    async boardForExport(
      userId: string,
      companyId: string,
      siteId: string,
      query: Omit<CrewBoardQuery, "page" | "page_size">,
    ) {
      const { site, siteCrewCount } = await siteOf(userId, companyId, siteId, "manageCrew");
      return board(siteId, site, siteCrewCount, { ...query, page: 1, page_size: 100_000 });
    },

    /** A live look at a crew member's required records, logged for the worker; 404 once they left. */
    async crewMemberRecords(
      userId: string,
      companyId: string,
      siteId: string,
      crewId: string,
    ): Promise<CrewMemberRecords> {
      await siteOf(userId, companyId, siteId, "manageCrew");
      const found = await findJoinedCrewMember(db, siteId, crewId);
      if (!found) throw notFound();
      const at = now();
      const [records, [status]] = await Promise.all([
        requiredRecords(db, crewId),
        crewStatuses(db, [crewId], isoDay(at)),
      ]);
      if (!(await lookedRecently(db, crewId, userId, at))) await insertRecordView(db, crewId, userId, at);
      // A right-to-work document shown to a company goes in the worker's audit log, as one shown through a share;
      // so do the right-to-work record's share code and date of birth (issue 52).
      const rightToWorkDocuments = records.filter(
        (record) => record.record_type && isRightToWorkDocument(record.record_type),
      );
      const needsRightToWork = records.some(
        (record) => record.kind === "document" && record.requirement === "right-to-work",
      );
      const rightToWorkRecord = needsRightToWork ? await rightToWork.sharedView(found.member.userId) : null;
      const shownFields = [
        ...rightToWorkDocuments.map(() => "right_to_work_document"),
        ...(rightToWorkRecord?.view.share_code ? [rightToWorkAuditFields.share_code] : []),
        ...(rightToWorkRecord?.view.date_of_birth ? [rightToWorkAuditFields.date_of_birth] : []),
      ];
      if (shownFields.length > 0) {
        await insertAuditEntries(
          db,
          found.member.userId,
          shownFields.map((field) => ({
            actorUserId: userId,
            field,
            action: "shared_view" as const,
            ipAddress: null,
            createdAt: at,
          })),
        );
      }
      const competence = records.some(needsCompetenceRecord)
        ? await crewCompetence(db, found.member.userId, at)
        : null;
      const rightToWorkItem = rightToWorkRecord
        ? {
            record: rightToWorkRecord.view,
            receipts: await companyReceipts(companyId, found.member.userId),
          }
        : null;
      const checks = status?.checks_now ?? [];
      const verifications = await evidence.verifications(
        records.flatMap((record) =>
          record.record_id && record.record_type
            ? [
                {
                  id: record.record_id,
                  facts: { number: record.number, expiry_date: record.expiry_date, type: record.record_type },
                  hasPhoto: record.has_photo === true,
                },
              ]
            : [],
        ),
      );
      return {
        id: crewId,
        name: found.name,
        photo: await photoDataUrl(found.member.userId, found.photoFileId, LOOK_PHOTO_WIDTH),
        role_name: found.roleName,
        status: status?.status ?? "green",
        reasons: reasonsOf(checks),
        items: records.map((record, index) => {
          const check = checks[index];
          const reason = check ? reasonOf(check) : null;
          const state: CheckState = check?.state ?? "missing";
          return {
            kind: record.kind,
            requirement: record.requirement,
            label: requirementLabel(record.kind, record.requirement),
            category_code: record.category_code,
            record:
              record.record_type === null || record.record_id === null
                ? null
                : {
                    title: record.record_type,
                    number: record.number,
                    expiry_date: record.expiry_date,
                    verification: verifications.get(record.record_id) as RecordVerification,
                  },
            right_to_work:
              record.kind === "document" && record.requirement === "right-to-work" ? rightToWorkItem : null,
            competence: needsCompetenceRecord(record) ? competence : null,
            status: state === "ok" ? "green" : state === "missing" || state === "expired" ? "red" : "amber",
            reason,
          };
        }),
      };
    },

    /**
     * A company records the right-to-work check it did on a crew member whose role needs it (issue 52), in the
     * company's name, by the member who recorded it; the worker sees it on their record.
     */
    async recordRightToWorkReceipt(
      userId: string,
      companyId: string,
      siteId: string,
      crewId: string,
      input: ReceiptInput,
    ): Promise<ReceiptView> {
      const { company, workerId } = await crewNeedingRightToWork(userId, companyId, siteId, crewId);
      return rightToWork.recordReceipt(workerId, input, {
        via: "company",
        companyId,
        recordedBy: userId,
        organisation: company.name,
      });
    },

    /**
     * What the PDF of one of this company's receipts for the crew member holds: the receipt, the evidence it was
     * for, and the record's photos while the worker keeps it (each read as stored), audited for the worker. Any
     * other receipt is 404.
     */
    async rightToWorkReceiptContents(
      userId: string,
      companyId: string,
      siteId: string,
      crewId: string,
      receiptId: string,
    ) {
      const { workerId } = await crewNeedingRightToWork(userId, companyId, siteId, crewId);
      const found = await rightToWork.receiptForEngager(receiptId, { companyId });
      if (!found || found.workerId !== workerId) throw notFound();
      // The PDF shows the share code and date of birth again: each download is in the worker's audit log.
      const shownFields = [
        ...(found.evidence.share_code ? [rightToWorkAuditFields.share_code] : []),
        ...(found.evidence.date_of_birth ? [rightToWorkAuditFields.date_of_birth] : []),
      ];
      await insertAuditEntries(
        db,
        workerId,
        shownFields.map((field) => ({
          actorUserId: userId,
          field,
          action: "shared_view" as const,
          ipAddress: null,
          createdAt: now(),
        })),
      );
      const [contact, record] = await Promise.all([userContact(workerId), rightToWork.sharedView(workerId)]);
      const photos = await Promise.all(
        (record?.images ?? []).map(async (image) => {
          try {
            const file = await files.readFile(workerId, image.fileId, "original");
            return Buffer.isBuffer(file.body) ? file.body : await buffer(file.body);
          } catch {
            return null;
          }
        }),
      );
      return {
        workerName: contact.name,
        receipt: found.receipt,
        evidence: found.evidence,
        photos: photos.filter((photo): photo is Buffer => photo !== null),
      };
    },

    async changes(
      userId: string,
      companyId: string,
      siteId: string,
      options: { unacknowledged?: boolean; before?: string },
    ) {
      await siteOf(userId, companyId, siteId, "manageCrew");
      const rows = await listChanges(db, siteId, {
        ...(options.unacknowledged !== undefined ? { unacknowledged: options.unacknowledged } : {}),
        ...(options.before ? { before: new Date(options.before) } : {}),
      });
      return rows.map(changeView);
    },

    async acknowledge(userId: string, companyId: string, siteId: string, ids: string[]) {
      await siteOf(userId, companyId, siteId, "manageCrew");
      return acknowledgeChanges(db, siteId, ids, now());
    },

    // --- the site's gate ---------------------------------------------------------------------------
    async expectedCrewPack(userId: string, companyId: string, siteId: string): Promise<ExpectedCrewPack> {
      const { site } = await siteOf(userId, companyId, siteId, "workGate");
      const at = now();
      const crew = await expectedCrew(db, siteId);
      const statuses = new Map(
        (
          await crewStatuses(
            db,
            crew.map((member) => member.id),
            isoDay(at),
          )
        ).map((status) => [status.id, status]),
      );
      const members = [];
      for (const member of crew) {
        const status = statuses.get(member.id);
        members.push({
          id: member.id,
          name: member.name,
          role_name: member.roleName,
          status: (status?.status === "red" || status?.status === "amber" ? status.status : "green") as
            | "green"
            | "amber"
            | "red",
          reasons: reasonsOf(status?.checks_now ?? []),
          photo: await photoDataUrl(member.userId, member.photoFileId, PACK_PHOTO_WIDTH),
          record_ids: member.recordIds,
        });
      }
      const expiresAt = new Date(at.getTime() + PACK_VALIDITY_HOURS * 3_600_000);
      const policy = site.gatePolicy as GatePolicy;
      const content = {
        v: 1,
        site_id: site.id,
        site_name: site.name,
        policy,
        iat: Math.floor(at.getTime() / 1000),
        exp: Math.floor(expiresAt.getTime() / 1000),
        crew: members,
      };
      const payload = Buffer.from(JSON.stringify(content)).toString("base64url");
      const { kid, signature } = signer.signText(payload);
      return {
        payload,
        signature,
        kid,
        site_id: site.id,
        site_name: site.name,
        gate_policy: policy,
        issued_at: at.toISOString(),
        expires_at: expiresAt.toISOString(),
        crew: members,
      };
    },

    /** A scanned code against the site's crew: who it is, their status here, and what the site's policy says. */
    async gateCheck(
      userId: string,
      companyId: string,
      siteId: string,
      token: string,
    ): Promise<SiteGateCheck> {
      const { site } = await siteOf(userId, companyId, siteId, "workGate");
      const holder = await wallet.identify(token);
      const policy = site.gatePolicy as GatePolicy;
      const member = await findJoinedCrewMemberByUser(db, siteId, holder.userId);
      const [status] = member ? await crewStatuses(db, [member.id], isoDay(now())) : [];
      const crewStatus = status?.status ?? null;
      const action = gateActionFor(crewStatus, policy);
      const role = member ? await findJoinedCrewMember(db, siteId, member.id) : null;
      return {
        holder_name: holder.holderName,
        photo: holder.holderPhoto,
        crew_member_id: member?.id ?? null,
        role_name: role?.roleName ?? null,
        status: crewStatus,
        reasons: reasonsOf(status?.checks_now ?? []),
        gate_policy: policy,
        action,
        message: messageRef(
          member === null
            ? "companies.gate.notInCrew"
            : action === "let-in"
              ? "companies.gate.letIn"
              : action === "warn"
                ? "companies.gate.warn"
                : "companies.gate.refuse",
        ),
      };
    },

    async addSignIns(userId: string, companyId: string, siteId: string, signIns: GateSignInInput[]) {
      const { site } = await siteOf(userId, companyId, siteId, "workGate");
      return gateRegister.addForSite(userId, { id: site.id, name: site.name }, signIns);
    },

    async signIns(userId: string, companyId: string, siteId: string) {
      await siteOf(userId, companyId, siteId, "workGate");
      return gateRegister.listForSite(siteId);
    },
  };
}

export type CompaniesService = ReturnType<typeof createCompaniesService>;

/** The change-feed entries for a batch (the job): what changed in each requirement since it last looked. */
export function changesSince(
  member: {
    id: string;
    user_id: string;
    site_id: string;
    name: string;
    checks: Record<string, { expiry: string | null; state: string }> | null;
    checks_now: RequirementCheck[];
  },
  at: Date,
): { changes: CrewChangeValues[]; checks: Record<string, { expiry: string | null; state: string }> } {
  const checks = Object.fromEntries(
    member.checks_now.map((check) => [
      `${check.kind}:${check.requirement}`,
      { expiry: check.expiry, state: check.state },
    ]),
  );
  if (member.checks === null) return { changes: [], checks };
  const changes: CrewChangeValues[] = [];
  for (const check of member.checks_now) {
    const before = member.checks[`${check.kind}:${check.requirement}`];
    if (!before) continue;
    const item = requirementLabel(check.kind, check.requirement).key;
    const base = { siteId: member.site_id, crewMemberId: member.id, userId: member.user_id, happenedAt: at };
    const renewed = check.expiry !== null && before.expiry !== null && check.expiry > before.expiry;
    if (renewed || (before.state === "missing" && check.state !== "missing")) {
      changes.push({ ...base, kind: "renewed", values: { name: member.name, item } });
    } else if (check.state === "expired" && before.state !== "expired") {
      changes.push({ ...base, kind: "expired", values: { name: member.name, item } });
    } else if (check.state === "expiring" && before.state === "ok") {
      changes.push({
        ...base,
        kind: "expiring",
        values: { name: member.name, item, days: Math.max(0, check.days ?? 0) },
      });
    }
  }
  return { changes, checks };
}
