import { createPublicKey, verify } from "node:crypto";
import path from "node:path";
import { catalogues } from "@siteready/domain/catalogues";
import { companiesEndpoints, companiesPlainRoutes, companyMessages } from "@siteready/domain/companies";
import { wordMessage } from "@siteready/domain/i18n";
import { eq } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFileStorage } from "../../adapters/files/storage-from-config.ts";
import { createOutboxMailer } from "../../adapters/mail/mailer.ts";
import { changeChannels, createChangeWatch } from "../../db/change-watch.ts";
import { companies, companyMembers, crewInvites, crewMembers } from "../../db/schema/companies.ts";
import { personalDetails } from "../../db/schema/profile.ts";
import { registerErrorHandler } from "../../lib/error-handler.ts";
import { fieldCipherOfKey } from "../../lib/field-encryption.ts";
import { createGateSigner } from "../../lib/gate-signing.ts";
import { signedInUser } from "../../test-support/auth-helpers.ts";
import { readOutbox } from "../../test-support/outbox.ts";
import { pdfFonts, pdfText } from "../../test-support/pdf-text.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { createAccessService } from "../access/access.service.ts";
import { createAuth } from "../accounts/auth.ts";
import { registerRouteGuards } from "../accounts/route-guards.ts";
import { createSessionGuard } from "../accounts/session-guard.ts";
import { createEvidenceService } from "../evidence/evidence.service.ts";
import { createFileService } from "../files/files.service.ts";
import { pngImage, uploadForm } from "../files/upload-test-support.ts";
import {
  callerOf,
  isoDaysFromNow,
  readZipEntry,
  type User,
  validPersonalDetails,
} from "../profile/profile-test-support.ts";
import { createGateRegisterService } from "../wallet/gate-register.service.ts";
import { createWalletService } from "../wallet/wallet.service.ts";
import { refreshCrewChanges, sendExpiryDigests } from "./companies.jobs.ts";
import { companiesRoutes } from "./companies.routes.ts";
import { createCompaniesService } from "./companies.service.ts";

const address = { line1: "1 Wharf Road", town: "Leeds", postcode: "LS1 4AP" };
const plantOperator = {
  name: "Plant operator",
  cards: [
    { card_type_id: "cscs-skilled-worker" },
    { card_type_id: "cpcs-competent-operator", category_code: "A58 Excavator 360° below 10 tonnes" },
  ],
  amber_days: 30,
};

/** A refusal at the gate as the phone sends it; the site it names is replaced by the site's own name. */
const signInOf = (clientId: string) => ({
  client_id: clientId,
  site: "whatever the phone says",
  holder_name: "Łukasz Żółć",
  card_title: "CPCS",
  scheme: "CPCS",
  card_number: "CPCS-1",
  expiry_date: null,
  outcome: "amber",
  reason: "check",
  code_kind: "live",
  decision: "refused",
  refusal_reason: "card-expired",
  note: null,
  scanned_at: new Date().toISOString(),
});

/**
 * The companies routes on a second instance of the same database whose clock is `clock` (the renewals tests'
 * way): sessions made on the main app work here too, and the board judges the crew on the moved day.
 */
async function appWithClock(testApp: TestApp, clock: () => Date): Promise<FastifyInstance> {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app, { databaseAvailable: async () => true });
  app.decorateRequest("user", null);
  const db = testApp.database.db;
  const mailer = { destination: "nowhere", send: async () => undefined };
  const auth = createAuth({ config: testApp.config, db, mailer, logger: app.log });
  const guard = createSessionGuard(auth, createChangeWatch(testApp.database, changeChannels.sessions));
  registerRouteGuards(app, {
    access: createAccessService(db, createChangeWatch(testApp.database, changeChannels.accessSettings)),
    guard,
  });
  const { storage } = createFileStorage({
    s3: undefined,
    diskRoot: path.join(testApp.config.dataDir, "files"),
  });
  const files = createFileService({ db, storage });
  const signer = createGateSigner(testApp.config.gateSigningKeys);
  const secret = testApp.config.authSecret;
  const publicUrl = testApp.config.publicUrl;
  const companies = createCompaniesService({
    db,
    secret,
    publicUrl,
    mailer,
    logger: app.log,
    signer,
    files,
    wallet: createWalletService({
      db,
      secret,
      publicUrl,
      signer,
      files,
      evidence: createEvidenceService({ db, mailer, publicUrl, logger: app.log }),
      now: clock,
    }),
    gateRegister: createGateRegisterService(db),
    cipher: fieldCipherOfKey(testApp.config.fieldEncryptionKey),
    now: clock,
  });
  await app.register(companiesRoutes, { companies, now: clock, guard });
  await app.ready();
  return app;
}

describe("companies, crews by consent and the crew board", () => {
  let testApp: TestApp;
  let owner: User;
  let manager: User;
  let gatekeeper: User;
  let worker: User;
  let decliner: User;
  let otherOwner: User;
  let companyId: string;
  let otherCompanyId: string;
  let siteId: string;
  let otherSiteId: string;
  let roleId: string;
  let crewId: string;
  let cpcsCardId: string;
  let acceptToken: string;
  const call = callerOf(() => testApp.app);
  const tokenOf = (url: string) => new URL(url).hash.slice(1);
  const site = () => `/api/companies/${companyId}/sites/${siteId}`;
  const english = (ref: Parameters<typeof wordMessage>[0]) => wordMessage(ref, catalogues.en, "en");

  beforeAll(async () => {
    testApp = await createTestApp();
    [owner, manager, gatekeeper, worker, decliner, otherOwner] = await Promise.all([
      signedInUser(testApp.app, { firstName: "Olive", lastName: "Owner" }),
      signedInUser(testApp.app, { firstName: "Mo", lastName: "Manager" }),
      signedInUser(testApp.app, { firstName: "Gail", lastName: "Gate" }),
      signedInUser(testApp.app, { firstName: "Łukasz", lastName: "Żółć" }),
      signedInUser(testApp.app, { firstName: "Dee", lastName: "Cline" }),
      signedInUser(testApp.app, { firstName: "Other", lastName: "Owner" }),
    ]);
    // The worker: a photo, a CSCS Skilled Worker card with its photo, a CPCS card expiring in 10 days, no photo.
    await call(worker, "PUT", "/api/profile/personal-details", {
      ...validPersonalDetails,
      first_name: "Łukasz",
      last_name: "Żółć",
      email: worker.email,
    });
    await call(worker, "POST", "/api/profile/personal-details/photo", uploadForm(await pngImage(), "me.png"));
    const cscs = await call(worker, "POST", "/api/profile/skills-cards", {
      card_type: "cscs-skilled-worker",
      registration_number: "CSCS-1",
      expiry_date: isoDaysFromNow(400),
    });
    await call(
      worker,
      "POST",
      `/api/profile/skills-cards/${cscs.json().id}/photos/front`,
      uploadForm(await pngImage(), "front.png"),
    );
    const cpcs = await call(worker, "POST", "/api/profile/skills-cards", {
      card_type: "cpcs-competent-operator",
      registration_number: "CPCS-1",
      expiry_date: isoDaysFromNow(10),
    });
    cpcsCardId = cpcs.json().id;
  });
  afterAll(async () => testApp.close());

  describe("a company", () => {
    it("is made by any signed-in user, who becomes its owner; a wrong Companies House number is refused", async () => {
      const wrong = await call(owner, "POST", "/api/companies", {
        name: "Acme Build",
        companies_house_number: "1234",
        address,
      });
      expect(wrong.statusCode).toBe(400);
      expect(JSON.stringify(wrong.json())).toContain(
        english({ key: "companies.validation.companiesHouseNumber" }),
      );
      expect(companyMessages.companiesHouseNumber).toContain("companies.validation.companiesHouseNumber");

      const made = await call(owner, "POST", "/api/companies", {
        name: "Acme Build",
        companies_house_number: "sc 123456",
        address,
      });
      expect(made.statusCode).toBe(201);
      expect(made.json()).toMatchObject({
        companies_house_number: "SC123456",
        my_role: "owner",
        plan: "free",
      });
      companyId = made.json().id;
      const other = await call(otherOwner, "POST", "/api/companies", { name: "Other Ltd", address });
      otherCompanyId = other.json().id;
      expect((await call(owner, "GET", "/api/companies")).json().companies).toHaveLength(1);
    });

    it("invites colleagues by e-mail with a role; the same e-mail twice answers 409 in words", async () => {
      for (const [colleague, role] of [
        [manager, "manager"],
        [gatekeeper, "gatekeeper"],
      ] as const) {
        const invited = await call(owner, "POST", `/api/companies/${companyId}/colleague-invites`, {
          email: colleague.email,
          role,
        });
        expect(invited.statusCode).toBe(201);
      }
      const again = await call(owner, "POST", `/api/companies/${companyId}/colleague-invites`, {
        email: manager.email.toUpperCase(),
        role: "manager",
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().messageRef.key).toBe("companies.error.alreadyColleague");
      expect(readOutbox(testApp.config.dataDir).some((mail) => mail.includes("Acme Build invites you"))).toBe(
        true,
      );

      // Only the invited e-mail's account sees and accepts it.
      const [invite] = (await call(manager, "GET", "/api/colleague-invites")).json().invites;
      expect((await call(worker, "POST", `/api/colleague-invites/${invite.id}/accept`)).statusCode).toBe(404);
      expect((await call(manager, "POST", `/api/colleague-invites/${invite.id}/accept`)).json().my_role).toBe(
        "manager",
      );
      const [gateInvite] = (await call(gatekeeper, "GET", "/api/colleague-invites")).json().invites;
      await call(gatekeeper, "POST", `/api/colleague-invites/${gateInvite.id}/accept`);
      const members = (await call(owner, "GET", `/api/companies/${companyId}/members`)).json();
      expect(members.members.map((member: { role: string }) => member.role).sort()).toEqual([
        "gatekeeper",
        "manager",
        "owner",
      ]);
    });

    it("keeps its last owner", async () => {
      const members = (await call(owner, "GET", `/api/companies/${companyId}/members`)).json().members;
      const me = members.find((member: { user_id: string }) => member.user_id === owner.userId);
      const demoted = await call(owner, "PUT", `/api/companies/${companyId}/members/${me.id}/role`, {
        role: "manager",
      });
      expect(demoted.statusCode).toBe(409);
      expect(demoted.json().messageRef.key).toBe("companies.error.lastOwner");
    });
  });

  describe("sites and requirements", () => {
    it("refuses a site that ends before it starts, and makes one that does not", async () => {
      const base = { name: "Wharf Road", postcode: "e1 6an", starts_on: "2026-01-10" };
      const wrong = await call(manager, "POST", `/api/companies/${companyId}/sites`, {
        ...base,
        ends_on: "2026-01-09",
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().fieldErrorRefs.ends_on[0].key).toBe("companies.validation.endBeforeStart");
      const made = await call(manager, "POST", `/api/companies/${companyId}/sites`, {
        ...base,
        ends_on: "2027-12-31",
        gate_policy: "block",
      });
      expect(made.statusCode).toBe(201);
      expect(made.json()).toMatchObject({ postcode: "E1 6AN", gate_policy: "block" });
      siteId = made.json().id;
      const other = await call(otherOwner, "POST", `/api/companies/${otherCompanyId}/sites`, base);
      otherSiteId = other.json().id;
    });

    it("takes roles with cards from the catalogue, and a site's own override", async () => {
      const unknown = await call(manager, "POST", `/api/companies/${companyId}/crew-roles`, {
        name: "Plant operator",
        cards: [{ card_type_id: "no-such-card" }],
      });
      expect(unknown.statusCode).toBe(400);
      const made = await call(manager, "POST", `/api/companies/${companyId}/crew-roles`, plantOperator);
      expect(made.statusCode).toBe(201);
      roleId = made.json().id;
      expect(made.json()).toMatchObject({ overridden: false, amber_days: 30, documents: [] });

      const override = await call(manager, "PUT", `${site()}/crew-roles/${roleId}`, {
        ...plantOperator,
        documents: ["right-to-work"],
      });
      expect(override.json()).toMatchObject({ overridden: true, documents: ["right-to-work"] });
      const cleared = await call(manager, "DELETE", `${site()}/crew-roles/${roleId}`);
      expect(cleared.statusCode).toBe(204);
      const onSite = (await call(manager, "GET", `${site()}/crew-roles`)).json().roles;
      expect(onSite[0]).toMatchObject({ overridden: false, documents: [] });
    });
  });

  describe("joining a crew by consent", () => {
    let declineToken: string;

    it("invites by link and e-mail; the same e-mail twice to the site answers 409, not a second invite", async () => {
      const invite = await call(manager, "POST", `${site()}/crew-invites`, {
        role_id: roleId,
        email: worker.email,
        language: "pl",
      });
      expect(invite.statusCode).toBe(201);
      acceptToken = tokenOf(invite.json().url);
      const again = await call(manager, "POST", `${site()}/crew-invites`, {
        role_id: roleId,
        email: worker.email,
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().messageRef).toEqual({
        key: "companies.error.alreadyInvited",
        values: { email: worker.email.toLowerCase() },
      });
      const polish = readOutbox(testApp.config.dataDir).find((mail) =>
        mail.includes("zaprasza Cię do ekipy"),
      );
      expect(polish).toContain(acceptToken);
      const second = await call(manager, "POST", `${site()}/crew-invites`, {
        role_id: roleId,
        email: decliner.email,
      });
      declineToken = tokenOf(second.json().url);
    });

    it("shows the worker exactly what the company will see before consenting", async () => {
      const preview = await call(worker, "POST", "/api/crew-invites/preview", { token: acceptToken });
      expect(preview.statusCode).toBe(200);
      const body = preview.json();
      expect(body).toMatchObject({
        company_name: "Acme Build",
        role_name: "Plant operator",
        unavailable: null,
      });
      expect(body.sees.name).toBe("Łukasz Żółć");
      expect(body.sees.photo).toBe(true);
      expect(body.sees.items.map((item: { requirement: string }) => item.requirement)).toEqual([
        "cscs-skilled-worker",
        "cpcs-competent-operator",
      ]);
      expect(body.sees.items.every((item: { my_record: unknown }) => item.my_record !== null)).toBe(true);
      expect(body.never_sees.length).toBeGreaterThan(0);
      const wrong = await call(worker, "POST", "/api/crew-invites/preview", { token: "x".repeat(40) });
      expect(wrong.statusCode).toBe(404);
      expect(wrong.json().messageRef.key).toBe("companies.error.inviteNotFound");
      expect((await call(worker, "POST", "/api/crew-invites/preview", { token: "short" })).statusCode).toBe(
        400,
      );
    });

    it("lets one worker accept and the other decline; an answered invite cannot be answered again", async () => {
      const accepted = await call(worker, "POST", "/api/crew-invites/accept", { token: acceptToken });
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json()).toMatchObject({ company_name: "Acme Build", state: "joined", views: [] });
      crewId = accepted.json().id;
      // The site counts its joined crew.
      const sites = (await call(manager, "GET", `/api/companies/${companyId}/sites`)).json();
      const listed = (Array.isArray(sites) ? sites : sites.sites).find(
        (each: { id: string }) => each.id === siteId,
      );
      expect(listed.crew_count).toBe(1);
      expect((await call(manager, "GET", site())).json().crew_count).toBe(1);
      const declined = await call(decliner, "POST", "/api/crew-invites/decline", { token: declineToken });
      expect(declined.statusCode).toBe(204);
      const twice = await call(worker, "POST", "/api/crew-invites/accept", { token: acceptToken });
      expect(twice.statusCode).toBe(409);
      expect(twice.json().messageRef.key).toBe("companies.error.inviteAnswered");
    });

    it("says so when an invite was withdrawn or has expired", async () => {
      const withdrawn = await call(manager, "POST", `${site()}/crew-invites`, { role_id: roleId });
      await call(manager, "POST", `${site()}/crew-invites/${withdrawn.json().id}/withdraw`);
      const late = await call(decliner, "POST", "/api/crew-invites/accept", {
        token: tokenOf(withdrawn.json().url),
      });
      expect(late.statusCode).toBe(409);
      expect(late.json().messageRef.key).toBe("companies.error.inviteWithdrawn");

      const expiring = await call(manager, "POST", `${site()}/crew-invites`, { role_id: roleId });
      await testApp.database.db
        .update(crewInvites)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(crewInvites.id, expiring.json().id));
      const expired = await call(decliner, "POST", "/api/crew-invites/accept", {
        token: tokenOf(expiring.json().url),
      });
      expect(expired.statusCode).toBe(409);
      expect(expired.json().messageRef.key).toBe("companies.error.inviteExpired");
      const preview = await call(decliner, "POST", "/api/crew-invites/preview", {
        token: tokenOf(expiring.json().url),
      });
      expect(preview.json().unavailable.key).toBe("companies.error.inviteExpired");
    });
  });

  describe("the crew board", () => {
    it("shows each worker against the role: amber with its reasons, declined, and counts", async () => {
      const board = (await call(manager, "GET", `${site()}/board`)).json();
      expect(board.counts).toMatchObject({ amber: 1, declined: 1, green: 0, red: 0, left: 0 });
      const row = board.rows.find((candidate: { id: string }) => candidate.id === crewId);
      expect(row).toMatchObject({
        name: "Łukasz Żółć",
        status: "amber",
        has_photo: true,
        role_name: "Plant operator",
      });
      // One reason per requirement, the most pressing: the CPCS card (no photo either) expires in 10 days.
      expect(row.reasons.map((reason: { key: string }) => reason.key)).toEqual([
        "companies.reason.expiresIn",
      ]);
      expect(
        row.reasons.find((reason: { key: string }) => reason.key === "companies.reason.expiresIn").values
          .days,
      ).toBe(10);
      const declined = board.rows.find((candidate: { status: string }) => candidate.status === "declined");
      expect(declined.name).toMatch(/^\w•••@example\.com$/);
    });

    it("filters, searches, sorts and pages in the query", async () => {
      const amber = (await call(manager, "GET", `${site()}/board?status=amber`)).json();
      expect(amber.rows.map((row: { id: string }) => row.id)).toEqual([crewId]);
      expect(amber.total).toBe(1);
      const search = (await call(manager, "GET", `${site()}/board?q=${encodeURIComponent("żółć")}`)).json();
      expect(search.rows).toHaveLength(1);
      const nobody = (await call(manager, "GET", `${site()}/board?q=${encodeURIComponent("%")}`)).json();
      expect(nobody.rows).toHaveLength(0);
      const paged = (await call(manager, "GET", `${site()}/board?sort=name&page=2&page_size=1`)).json();
      expect(paged).toMatchObject({ page: 2, page_size: 1, total: 2 });
      expect(paged.rows).toHaveLength(1);
      expect((await call(manager, "GET", `${site()}/board?page=0`)).statusCode).toBe(400);
      expect((await call(manager, "GET", `${site()}/board?status=purple`)).statusCode).toBe(400);
    });

    it("turns red once a card passes its expiry (clock moved), and the change feed says so", async () => {
      const later = new Date(Date.now() + 12 * 86_400_000);
      // Where the worker stood was recorded on joining: the job's first run finds what changed since.
      const clocked = await appWithClock(testApp, () => later);
      try {
        const board = (
          await clocked.inject({ method: "GET", url: `${site()}/board`, headers: manager.headers })
        ).json();
        const row = board.rows.find((candidate: { id: string }) => candidate.id === crewId);
        expect(row.status).toBe("red");
        expect(row.reasons.map((reason: { key: string }) => reason.key)).toContain(
          "companies.reason.expired",
        );
      } finally {
        await clocked.close();
      }
      await refreshCrewChanges(testApp.database.db, later);
      const feed = (await call(manager, "GET", `${site()}/changes`)).json().changes;
      expect(feed.map((change: { kind: string }) => change.kind)).toEqual(
        expect.arrayContaining(["expired", "joined", "declined"]),
      );
      const expired = feed.find((change: { kind: string }) => change.kind === "expired");
      expect(english(expired.text)).toBe(
        "Łukasz Żółć's CPCS Competent Operator (Blue) has expired".replace(
          "CPCS Competent Operator (Blue)",
          english({ key: "skillsCard.type.cpcs-competent-operator.name" }),
        ),
      );
      const acknowledged = await call(manager, "POST", `${site()}/changes/acknowledge`, {
        ids: [expired.id],
      });
      expect(acknowledged.json()).toEqual({ acknowledged: 1 });
      const open = (await call(manager, "GET", `${site()}/changes?unacknowledged=true`)).json().changes;
      expect(open.some((change: { id: string }) => change.id === expired.id)).toBe(false);
    });

    it("renewing the card shows in the feed and the board turns back", async () => {
      await call(worker, "PUT", `/api/profile/skills-cards/${cpcsCardId}`, {
        card_type: "cpcs-competent-operator",
        registration_number: "CPCS-1",
        expiry_date: isoDaysFromNow(900),
      });
      await refreshCrewChanges(testApp.database.db, new Date());
      const feed = (await call(manager, "GET", `${site()}/changes`)).json().changes;
      expect(feed.map((change: { kind: string }) => change.kind)).toContain("renewed");
      const row = (await call(manager, "GET", `${site()}/board`))
        .json()
        .rows.find((candidate: { id: string }) => candidate.id === crewId);
      expect(row.reasons.map((reason: { key: string }) => reason.key)).toEqual(["companies.reason.noPhoto"]);
    });

    it("reads the worker's required records live, logging each look where the worker sees it", async () => {
      const look = await call(manager, "GET", `${site()}/crew/${crewId}`);
      expect(look.statusCode).toBe(200);
      expect(look.json().photo).toMatch(/^data:image\//);
      expect(look.json().items.map((item: { record: { number: string } }) => item.record.number)).toEqual([
        "CSCS-1",
        "CPCS-1",
      ]);
      const mine = (await call(worker, "GET", "/api/my-crews")).json();
      expect(mine.crews[0].views).toHaveLength(1);
      expect(mine.crews[0].views[0]).toMatchObject({ viewer_company: "Acme Build" });
    });

    it("exports CSV with formula-looking names made text, and a PDF with Unicode names in embedded fonts", async () => {
      // The profile form refuses such a name; an account's own name (or an older record) may still hold one.
      await testApp.database.db
        .update(personalDetails)
        .set({ firstName: "=HYPERLINK(1)" })
        .where(eq(personalDetails.userId, worker.userId));
      const csv = await call(manager, "GET", `${site()}/board.csv`);
      expect(csv.statusCode).toBe(200);
      expect(csv.headers["content-type"]).toContain("text/csv");
      expect(csv.body).toContain("'=HYPERLINK(1) Żółć");
      expect(csv.body).not.toMatch(/(^|,)=HYPERLINK/m);
      await testApp.database.db
        .update(personalDetails)
        .set({ firstName: "Łukasz" })
        .where(eq(personalDetails.userId, worker.userId));
      const pdf = await call(manager, "GET", `${site()}/board.pdf`);
      expect(pdf.statusCode).toBe(200);
      expect(await pdfText(pdf.rawPayload)).toContain("Łukasz Żółć");
      const fonts = await pdfFonts(pdf.rawPayload);
      expect(fonts.length).toBeGreaterThan(0);
      expect(fonts.every((font) => font.embedded)).toBe(true);
    });
  });

  describe("the site's gate", () => {
    it("gives a gate-keeper the expected crew, signed with the gate keys, with the photo", async () => {
      const pack = await call(gatekeeper, "GET", `${site()}/gate/expected-crew`);
      expect(pack.statusCode).toBe(200);
      const body = pack.json();
      expect(body.gate_policy).toBe("block");
      expect(body.crew[0]).toMatchObject({ name: "Łukasz Żółć", status: "amber" });
      expect(body.crew[0].photo).toMatch(/^data:image\//);
      const { keys } = (await call(null, "GET", "/api/gate/keys")).json();
      const key = keys.find((candidate: { kid: string }) => candidate.kid === body.kid);
      const publicKey = createPublicKey({
        key: Buffer.concat([
          Buffer.from("302a300506032b6570032100", "hex"),
          Buffer.from(key.public_key, "base64url"),
        ]),
        format: "der",
        type: "spki",
      });
      expect(
        verify(null, Buffer.from(body.payload), publicKey, Buffer.from(body.signature, "base64url")),
      ).toBe(true);
      expect(JSON.parse(Buffer.from(body.payload, "base64url").toString()).crew[0].name).toBe("Łukasz Żółć");
    });

    it("checks a scanned code against the crew and applies the site's block policy", async () => {
      const code = await call(worker, "GET", `/api/wallet/items/skills-card/${cpcsCardId}/live-code`);
      const check = await call(gatekeeper, "POST", `${site()}/gate/checks`, {
        token: tokenOf(code.json().url),
      });
      expect(check.statusCode).toBe(200);
      expect(check.json()).toMatchObject({
        crew_member_id: crewId,
        status: "amber",
        gate_policy: "block",
        action: "refuse",
        message: { key: "companies.gate.refuse" },
      });
      const forged = await call(gatekeeper, "POST", `${site()}/gate/checks`, {
        token: "t.forged-token-of-twenty-chars",
      });
      expect(forged.statusCode).toBe(404);
    });

    it("keeps the register as the site's", async () => {
      const saved = await call(gatekeeper, "POST", `${site()}/gate/sign-ins`, {
        sign_ins: [signInOf("7f1c7c1e-4b1e-4c59-9f58-5d8c1b2a3c4d")],
      });
      expect(saved.json()).toEqual({ saved: 1 });
      const register = (await call(manager, "GET", `${site()}/gate/sign-ins`)).json();
      expect(register.sign_ins).toHaveLength(1);
      expect(register.sign_ins[0]).toMatchObject({ site: "Wharf Road", checked_by: expect.any(String) });
    });
  });

  describe("who may do what", () => {
    it("gives a gate-keeper only the gate, a manager not the members", async () => {
      expect((await call(gatekeeper, "GET", `${site()}/board`)).statusCode).toBe(403);
      expect((await call(gatekeeper, "GET", `/api/companies/${companyId}/sites`)).statusCode).toBe(200);
      expect((await call(manager, "GET", `/api/companies/${companyId}/members`)).statusCode).toBe(403);
      expect((await call(manager, "DELETE", `/api/companies/${companyId}`)).statusCode).toBe(403);
    });

    it("reads a demoted manager's role afresh on the next call", async () => {
      expect((await call(manager, "GET", `${site()}/board`)).statusCode).toBe(200);
      await testApp.database.db
        .update(companyMembers)
        .set({ role: "gatekeeper" })
        .where(eq(companyMembers.userId, manager.userId));
      const next = await call(manager, "GET", `${site()}/board`);
      expect(next.statusCode).toBe(403);
      expect(next.json().messageRef.key).toBe("companies.error.notAllowed");
      await testApp.database.db
        .update(companyMembers)
        .set({ role: "manager" })
        .where(eq(companyMembers.userId, manager.userId));
    });

    it("answers 404 to another company for every company endpoint (IDOR across two companies)", async () => {
      const ids: Record<string, string> = {
        companyId,
        siteId,
        roleId,
        crewId,
        inviteId: crewId,
        memberId: crewId,
      };
      const bodies: Record<string, unknown> = {
        updateCompany: { name: "Mine now", address },
        inviteColleague: { email: "someone@example.com", role: "manager" },
        changeMemberRole: { role: "owner" },
        createSite: { name: "X", postcode: "E1 6AN", starts_on: "2026-01-01" },
        updateSite: { name: "X", postcode: "E1 6AN", starts_on: "2026-01-01" },
        createCrewRole: plantOperator,
        updateCrewRole: plantOperator,
        overrideSiteCrewRole: plantOperator,
        inviteCrew: { role_id: roleId },
        acknowledgeCrewChanges: { ids: [crewId] },
        siteGateCheck: { token: "t.whatever-token-of-twenty" },
        addSiteSignIns: { sign_ins: [{ ...signInOf("0b9f3a52-5c1d-4b8e-9a53-3f0c2d1e4a5b") }] },
      };
      const companyPaths = Object.entries(companiesEndpoints).filter(([, endpoint]) =>
        endpoint.path.includes(":companyId"),
      );
      expect(companyPaths.length).toBeGreaterThan(25);
      const leaks: string[] = [];
      for (const [name, endpoint] of companyPaths) {
        // A stranger on the first company's ids, and the other company's owner naming them under their own company.
        const urls = [endpoint.path.replace(/:(\w+)/g, (_match, param: string) => ids[param] ?? crewId)];
        // With an id below the company's, also under the other company's own id.
        if (/:(?!companyId)\w+/.test(endpoint.path))
          urls.push(
            endpoint.path.replace(/:(\w+)/g, (_match, param: string) =>
              param === "companyId" ? otherCompanyId : (ids[param] ?? crewId),
            ),
          );
        for (const url of urls) {
          const response = await call(
            otherOwner,
            endpoint.method,
            url,
            endpoint.method === "GET" || endpoint.method === "DELETE"
              ? undefined
              : ((bodies[name] ?? {}) as object),
          );
          if (response.statusCode !== 404) leaks.push(`${name} ${url} ${response.statusCode}`);
        }
      }
      for (const route of Object.values(companiesPlainRoutes)) {
        const url = route.path.replace(":companyId", companyId).replace(":siteId", siteId);
        const response = await call(otherOwner, "GET", url);
        if (response.statusCode !== 404) leaks.push(`${url} ${response.statusCode}`);
        const mixed = route.path.replace(":companyId", otherCompanyId).replace(":siteId", siteId);
        if ((await call(otherOwner, "GET", mixed)).statusCode !== 404) leaks.push(mixed);
      }
      expect(leaks).toEqual([]);
      // And the other company's site is not the first company's either.
      expect(
        (await call(owner, "GET", `/api/companies/${companyId}/sites/${otherSiteId}/board`)).statusCode,
      ).toBe(404);
    });
  });

  describe("the worker's side and the free plan", () => {
    it("keeps each worker to their own crews and invites", async () => {
      expect((await call(decliner, "POST", `/api/my-crews/${crewId}/leave`)).statusCode).toBe(404);
      const invite = await call(manager, "POST", `${site()}/crew-invites`, {
        role_id: roleId,
        email: decliner.email,
      });
      const pending = (await call(decliner, "GET", "/api/my-crews")).json().pending_invites;
      expect(pending.map((item: { id: string }) => item.id)).toContain(invite.json().id);
      expect((await call(worker, "GET", `/api/my-crews/invites/${invite.json().id}`)).statusCode).toBe(404);
      expect(
        (await call(worker, "POST", `/api/my-crews/invites/${invite.json().id}/accept`)).statusCode,
      ).toBe(404);
      const preview = await call(decliner, "GET", `/api/my-crews/invites/${invite.json().id}`);
      expect(preview.json()).toMatchObject({ company_name: "Acme Build", unavailable: null });
      expect(preview.json().sees.items[0].my_record).toBeNull();
      await call(manager, "POST", `${site()}/crew-invites/${invite.json().id}/withdraw`);
    });

    it("keeps a free company to 10 crew members, saying so in words", async () => {
      const sites = [];
      for (let number = 0; number < 10; number += 1) {
        const made = await call(otherOwner, "POST", `/api/companies/${otherCompanyId}/sites`, {
          name: `Site ${number}`,
          postcode: "E1 6AN",
          starts_on: "2026-01-01",
        });
        sites.push(made.json().id as string);
      }
      const role = await call(
        otherOwner,
        "POST",
        `/api/companies/${otherCompanyId}/crew-roles`,
        plantOperator,
      );
      await testApp.database.db.insert(crewMembers).values(
        sites.map((siteOfCrew) => ({
          companyId: otherCompanyId,
          siteId: siteOfCrew,
          roleId: role.json().id,
          userId: worker.userId,
        })),
      );
      const refused = await call(
        otherOwner,
        "POST",
        `/api/companies/${otherCompanyId}/sites/${otherSiteId}/crew-invites`,
        {
          role_id: role.json().id,
        },
      );
      expect(refused.statusCode).toBe(409);
      expect(refused.json().messageRef).toEqual({ key: "companies.error.freeLimit", values: { limit: 10 } });
      await testApp.database.db.delete(crewMembers).where(eq(crewMembers.companyId, otherCompanyId));
    });
  });

  describe("leaving and deleting", () => {
    it("ends the company's access at once when the worker leaves, and the board says left", async () => {
      const left = await call(worker, "POST", `/api/my-crews/${crewId}/leave`);
      expect(left.json()).toMatchObject({ state: "left" });
      expect((await call(manager, "GET", `${site()}/crew/${crewId}`)).statusCode).toBe(404);
      const board = (await call(manager, "GET", `${site()}/board?status=left`)).json();
      expect(board.rows.map((row: { id: string }) => row.id)).toEqual([crewId]);
      const pack = (await call(gatekeeper, "GET", `${site()}/gate/expected-crew`)).json();
      expect(pack.crew).toEqual([]);
      const feed = (await call(manager, "GET", `${site()}/changes`)).json().changes;
      expect(feed.map((change: { kind: string }) => change.kind)).toContain("left");
      expect((await call(worker, "POST", `/api/my-crews/${crewId}/leave`)).statusCode).toBe(404);
    });

    it("e-mails managers weekly what expires in the next 30 days, once a week, in their language", async () => {
      // A second crew member with a required card expiring in 20 days.
      const invite = await call(manager, "POST", `${site()}/crew-invites`, { role_id: roleId });
      await call(decliner, "POST", "/api/profile/skills-cards", {
        card_type: "cscs-skilled-worker",
        registration_number: "CSCS-9",
        expiry_date: isoDaysFromNow(20),
      });
      await call(decliner, "POST", "/api/crew-invites/accept", { token: tokenOf(invite.json().url) });
      await call(manager, "PUT", "/api/account/language", { language: "ro" });
      const before = readOutbox(testApp.config.dataDir).length;
      const first = await sendExpiryDigests(
        testApp.database.db,
        mailerOf(testApp),
        testApp.config.publicUrl,
        new Date(),
      );
      expect(first.sent).toBe(2);
      const again = await sendExpiryDigests(
        testApp.database.db,
        mailerOf(testApp),
        testApp.config.publicUrl,
        new Date(),
      );
      expect(again.sent).toBe(0);
      const digests = readOutbox(testApp.config.dataDir).slice(before);
      expect(digests.some((mail) => mail.includes("Dee Cline") && mail.includes("expiră"))).toBe(true);
      expect(digests.some((mail) => mail.includes("Dee Cline") && mail.includes("expires"))).toBe(true);
    });

    it("puts the worker's crews and the company's looks in the worker's data export", async () => {
      const response = await call(worker, "GET", "/api/profile/export");
      const data = readZipEntry(response.rawPayload, "siteready-data.json")?.toString("utf8") ?? "";
      expect(data).toContain('"crews"');
      expect(data).toContain("Acme Build");
      const owners = readZipEntry(
        (await call(owner, "GET", "/api/profile/export")).rawPayload,
        "siteready-data.json",
      );
      expect(owners?.toString("utf8")).toContain('"company_memberships"');
    });

    it("ends every access when the company is deleted: crews see it gone", async () => {
      expect((await call(owner, "DELETE", `/api/companies/${companyId}`)).statusCode).toBe(204);
      expect((await call(manager, "GET", `${site()}/board`)).statusCode).toBe(404);
      expect((await call(worker, "GET", "/api/my-crews")).json().crews).toEqual([]);
      expect((await call(owner, "GET", "/api/companies")).json().companies).toEqual([]);
    });

    it("takes a company with its only owner's account", async () => {
      const deleted = await call(otherOwner, "DELETE", "/api/account", { confirm: "DELETE MY ACCOUNT" });
      expect(deleted.statusCode).toBe(204);
      const left = await testApp.database.db.select().from(companies).where(eq(companies.id, otherCompanyId));
      expect(left).toEqual([]);
    });
  });
});

/** A mailer writing to the test app's outbox, as the app's own does, for running the weekly job directly. */
function mailerOf(testApp: TestApp) {
  return createOutboxMailer({
    outboxDir: path.join(testApp.config.dataDir, "outbox"),
    from: "SiteReady <noreply@example.com>",
    logger: testApp.app.log,
  });
}
