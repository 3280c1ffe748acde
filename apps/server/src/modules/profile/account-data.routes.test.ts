import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { CURRENT_TERMS_VERSION } from "@siteready/domain/accounts";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { passkeys, sessions, users } from "../../db/schema/accounts.ts";
import { cvSettings } from "../../db/schema/cv.ts";
import { inductions } from "../../db/schema/inductions.ts";
import { sensitiveFieldAudit, skillsCards, storedFiles } from "../../db/schema/profile.ts";
import { projects } from "../../db/schema/projects.ts";
import { signedInUser } from "../../test-support/auth-helpers.ts";
import { signedStripeEvent } from "../../test-support/fake-stripe.ts";
import { type FakeServer, startFakePostcodesIo } from "../../test-support/location-fakes.ts";
import { countStatements } from "../../test-support/statement-counter.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { morleyHouse } from "../diggs/diggs-test-support.ts";
import { minimalPdf, pngImage, uploadForm } from "../files/upload-test-support.ts";
import {
  callerOf,
  fieldErrorsOf,
  isoDaysFromNow,
  readZipEntry,
  sqlRows,
  type User,
  validBankDetails,
  validEmployeeTax,
  validPersonalDetails,
} from "./profile-test-support.ts";

const webhookSecret = "whsec_test_secret_for_the_export";

describe("export and account deletion", () => {
  let testApp: TestApp;
  let postcodes: FakeServer;
  let admin: User;
  beforeAll(async () => {
    postcodes = await startFakePostcodesIo();
    testApp = await createTestApp({
      ADMIN_EMAILS: "boss@example.com",
      POSTCODES_IO_URL: postcodes.baseUrl,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
    });
    admin = await signedInUser(testApp.app, { email: "boss@example.com" });
  });
  afterAll(async () => {
    await testApp.close();
    await postcodes.close();
  });

  const call = callerOf(() => testApp.app);
  const userFolder = (userId: string) => path.join(testApp.config.dataDir, "files", userId);

  async function fillProfile(user: User) {
    await call(user, "PUT", "/api/profile/personal-details", validPersonalDetails);
    await call(user, "POST", "/api/profile/personal-details/photo", uploadForm(await pngImage(), "me.png"));
    const card = (
      await call(user, "POST", "/api/profile/skills-cards", {
        card_type: "cscs-skilled-worker",
        registration_number: "C1",
        expiry_date: isoDaysFromNow(100),
      })
    ).json();
    await call(
      user,
      "POST",
      `/api/profile/skills-cards/${card.id}/photos/front`,
      uploadForm(await pngImage(), "f.png"),
    );
    const document = (
      await call(user, "POST", "/api/profile/documents", {
        document_type: "passport",
        expiry_date: isoDaysFromNow(900),
      })
    ).json();
    await call(
      user,
      "POST",
      `/api/profile/documents/${document.id}/file`,
      uploadForm(minimalPdf, "passport.pdf"),
    );
    await call(user, "PUT", "/api/profile/bank-details", validBankDetails);
    await call(user, "PUT", "/api/profile/tax-details", validEmployeeTax);
  }

  const exportedData = async (user: User) => {
    const response = await call(user, "GET", "/api/profile/export");
    expect(response.statusCode).toBe(200);
    const data = JSON.parse(
      readZipEntry(response.rawPayload, "siteready-data.json")?.toString("utf8") ?? "{}",
    );
    return { zip: response.rawPayload, data };
  };

  /** Switches on the areas that ship "donate to unlock". */
  async function unlockEverything() {
    for (const feature of ["renewals", "sharingCenter", "diggs", "messages", "groups"]) {
      const response = await call(admin, "PATCH", `/api/admin/features/${feature}`, { state: "enabled" });
      expect(response.statusCode).toBe(200);
    }
  }

  /**
   * `user` uses every area beyond the profile through the API: a renewal, reminder settings and a calendar
   * feed, a share someone viewed, a job posted and one applied to, a saved site, a listing with a photo and a
   * report, a conversation with `other` (and blocks them), messaging settings, a group and posts, a content
   * report, a contact message, feedback and a donation. `other` does things of their own around them, which
   * the user's export must not carry. Returns what the export is checked against.
   */
  async function fillEveryArea(user: User, other: User) {
    await unlockEverything();
    const expect201 = (response: { statusCode: number; body: string }) => {
      expect(response.statusCode, response.body).toBe(201);
      return JSON.parse(response.body);
    };

    // Renewals and reminders.
    const card = expect201(
      await call(user, "POST", "/api/profile/skills-cards", {
        card_type: "cscs-skilled-worker",
        registration_number: "CSCS-EXPORT-1",
        expiry_date: isoDaysFromNow(60),
      }),
    );
    const workflow = expect201(await call(user, "POST", "/api/renewals/workflows", { card_id: card.id }));
    await call(user, "PUT", "/api/reminders/settings", { enabled: true, thresholds: [60, 7] });
    const feed = await call(user, "POST", "/api/reminders/calendar-token");
    const calendarFeedUrl: string = feed.json().calendar_feed_url;

    // A share, opened and named by its viewer.
    const share = expect201(
      await call(user, "POST", "/api/shares", {
        recipient_label: "Acme Build site office",
        items: [{ kind: "skills-card", id: card.id }],
      }),
    );
    const shareToken = new URL(share.url).hash.slice(1);
    const shown = await testApp.app.inject({
      method: "POST",
      url: "/api/shared/view",
      payload: { token: shareToken },
    });
    expect(shown.statusCode).toBe(200);
    await testApp.app.inject({
      method: "POST",
      url: "/api/shared/viewer",
      payload: {
        token: shareToken,
        view_id: shown.json().view_id,
        viewer_name: "Pat Gateman",
        viewer_company: "Acme",
      },
    });

    // Jobs: one posted (the other applies to it), one of the other's applied to.
    const job = {
      title: "Steel fixer for podium slab",
      trade: "Steel Fixer",
      description: "Fixing rebar for a podium slab in Leeds city centre. Own tools.",
      site_postcode: "LS1 4DY",
      rate_type: "day_rate",
      rate: "200",
      required_card_types: [],
      contact_preference: "in_app",
    };
    const myJob = expect201(await call(user, "POST", "/api/jobs", job));
    const theirJob = expect201(
      await call(other, "POST", "/api/jobs", { ...job, title: "Groundworker wanted" }),
    );
    expect201(
      await call(user, "POST", `/api/jobs/${theirJob.id}/applications`, {
        message: "Ten years on groundworks, CSCS blue.",
      }),
    );
    expect201(
      await call(other, "POST", `/api/jobs/${myJob.id}/applications`, {
        message: "The other applicant's private cover note.",
      }),
    );
    expect201(await call(user, "POST", "/api/weather/sites", { label: "Morley yard", postcode: "LS27 9BB" }));

    // Diggs: a listing with a photo, and a report of the other's listing.
    const myListing = expect201(await call(user, "POST", "/api/diggs/listings", morleyHouse));
    expect201(
      await call(
        user,
        "POST",
        `/api/diggs/listings/${myListing.id}/photos`,
        uploadForm(await pngImage(), "house.png"),
      ),
    );
    const theirListing = expect201(
      await call(other, "POST", "/api/diggs/listings", { ...morleyHouse, title: "Room in Bradford" }),
    );
    const reported = await call(user, "POST", `/api/diggs/listings/${theirListing.id}/reports`, {
      reason: "Asked for a deposit by bank transfer.",
    });
    expect(reported.statusCode).toBe(204);

    // Messages: a conversation both write in; the user deletes one of theirs, the other deletes one of theirs,
    // the user reports one and then blocks the other. The other also talks to someone else.
    const conversation = await call(user, "POST", "/api/conversations", { via: "email", email: other.email });
    expect(conversation.statusCode).toBe(200);
    const conversationId: string = conversation.json().id;
    const send = async (from: User, body: string) =>
      expect201(await call(from, "POST", `/api/conversations/${conversationId}/messages`, { body }))
        .id as string;
    await send(user, "Is the start still Monday at 7?");
    const regretted = await send(user, "Words the user took back.");
    await send(other, "Yes, bring your CSCS card.");
    const withdrawn = await send(other, "Words the other took back.");
    const abusive = await send(other, "Something worth reporting.");
    expect((await call(user, "DELETE", `/api/messages/${regretted}`)).statusCode).toBe(204);
    expect((await call(other, "DELETE", `/api/messages/${withdrawn}`)).statusCode).toBe(204);
    expect((await call(user, "POST", `/api/messages/${abusive}/report`, { reason: "Rude" })).statusCode).toBe(
      204,
    );
    expect((await call(user, "POST", `/api/conversations/${conversationId}/block`)).statusCode).toBe(200);
    await call(user, "PUT", "/api/messaging/settings", { read_receipts: false, digest_hours: 4 });
    const third = await signedInUser(testApp.app);
    const elsewhere = await call(other, "POST", "/api/conversations", { via: "email", email: third.email });
    expect201(
      await call(other, "POST", `/api/conversations/${elsewhere.json().id}/messages`, {
        body: "A conversation the user is not in.",
      }),
    );

    // Groups: the user's group, their post, and the other's post in it.
    const group = expect201(
      await call(user, "POST", "/api/groups", { name: "Block C crew", description: "Riverside" }),
    );
    expect201(await call(user, "POST", `/api/groups/${group.id}/posts`, { body: "Skip arrives 10am" }));
    await call(other, "POST", `/api/groups/invite/${group.invite_token}/join`);
    expect201(
      await call(other, "POST", `/api/groups/${group.id}/posts`, { body: "The other's group post." }),
    );

    // The marketing pages, signed in.
    expect201(
      await call(user, "POST", "/api/contact", {
        name: "Dana Export",
        email: "dana@example.com",
        topic: "data_privacy",
        message: "Please tell me what you hold about me.",
      }),
    );
    expect201(
      await call(user, "POST", "/api/feedback", { kind: "idea", message: "A night-shift mode, please." }),
    );

    // A £5 donation, as Stripe's webhook reports it.
    const donation = signedStripeEvent(webhookSecret, "checkout.session.completed", {
      id: `cs_test_donation_${user.userId}`,
      object: "checkout.session",
      mode: "payment",
      customer: `cus_${user.userId}`,
      payment_status: "paid",
      amount_total: 500,
      currency: "gbp",
      created: Math.floor(Date.parse("2026-02-01T12:00:00Z") / 1000),
      metadata: { userId: user.userId, purpose: "donation" },
    });
    const webhook = await testApp.app.inject({
      method: "POST",
      url: "/api/stripe/webhook",
      headers: { "content-type": "application/json", "stripe-signature": donation.signature },
      payload: donation.payload,
    });
    expect(webhook.statusCode).toBe(200);

    return {
      cardId: card.id as string,
      workflowId: workflow.id as string,
      calendarFeedUrl,
      shareId: share.id as string,
      shareToken,
      myJobId: myJob.id as string,
      theirJobId: theirJob.id as string,
      myListingId: myListing.id as string,
      theirListingId: theirListing.id as string,
      conversationId,
      abusiveMessageId: abusive,
      groupId: group.id as string,
      inviteToken: group.invite_token as string,
    };
  }

  it("exports a zip with siteready-data.json (sections in clear, audit log) and every uploaded file", async () => {
    const user = await signedInUser(testApp.app);
    await fillProfile(user);
    const fileRows = await testApp.database.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.userId, user.userId));
    expect(fileRows).toHaveLength(3);

    const response = await call(user, "GET", "/api/profile/export");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/zip");
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="siteready-data-\d{4}-\d{2}-\d{2}\.zip"/,
    );
    const zip = response.rawPayload;
    expect(zip.subarray(0, 2).toString("latin1")).toBe("PK");
    expect(zip.includes(Buffer.from("siteready-data.json"))).toBe(true);

    const json = readZipEntry(zip, "siteready-data.json");
    expect(json).not.toBeNull();
    const data = JSON.parse(json?.toString("utf8") ?? "{}");
    expect(data.account).toMatchObject({
      id: user.userId,
      email: user.email,
      // What was agreed at sign-up, and when.
      terms_accepted_version: CURRENT_TERMS_VERSION,
      terms_accepted_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      // The language chosen in the app; none yet for this account.
      language: null,
    });
    expect(data.personal_details).toMatchObject({ first_name: "Sam", postcode: "LS1 4AP" });
    expect(data.bank_details).toMatchObject({ account_number: "12345678", sort_code: "123456" });
    expect(data.tax_details).toMatchObject({ employment_type: "employee", ni_number: "AB123456C" });
    expect(data.skills_cards).toHaveLength(1);
    expect(data.documents[0]).toMatchObject({ document_type: "passport", file_mime_type: "application/pdf" });
    expect(data.audit_log[0]).toMatchObject({ action: "export", field: "all" });
    expect(data.files).toHaveLength(3);
    // A fresh account's sections are empty, not missing; the CV settings are the defaults it would see.
    expect(data.inductions).toEqual([]);
    expect(data.projects).toEqual([]);
    expect(data.cv_settings).toMatchObject({ summary: "", show_email: true, right_to_work: false });
    for (const section of ["renewal_workflows", "shares", "jobs_posted", "conversations", "group_posts"]) {
      expect(data[section], section).toEqual([]);
    }
    expect(data.reminder_settings).toBeNull();
    expect(data.billing).toMatchObject({ stripe_customer_id: null, payments: [] });

    for (const file of fileRows) {
      const name = `files/${path.basename(file.storageKey)}`;
      expect(zip.includes(Buffer.from(name))).toBe(true);
      expect(data.files.map((entry: { path: string }) => entry.path)).toContain(name);
      const bytes = readZipEntry(zip, name);
      expect(bytes?.length).toBe(file.sizeBytes);
    }
    const pdfRow = fileRows.find((file) => file.mimeType === "application/pdf");
    expect(readZipEntry(zip, `files/${path.basename(pdfRow?.storageKey ?? "")}`)?.equals(minimalPdf)).toBe(
      true,
    );

    const audit = await testApp.database.db
      .select()
      .from(sensitiveFieldAudit)
      .where(eq(sensitiveFieldAudit.userId, user.userId));
    expect(audit.filter((entry) => entry.action === "export")).toHaveLength(1);
  });

  it("exports the inductions, projects and CV settings too", async () => {
    const user = await signedInUser(testApp.app);
    const db = testApp.database.db;
    await db.insert(inductions).values({
      userId: user.userId,
      siteName: "Leeds Dock",
      companyName: "Acme Build",
      inductionDate: "2026-01-05",
      safetyBriefingCompleted: true,
      ppeRequirements: ["hard_hat"],
    });
    await db.insert(projects).values({
      userId: user.userId,
      name: "Leeds Dock tower",
      company: "Acme Build",
      startDate: "2025-06-01",
    });
    await db
      .insert(cvSettings)
      .values({ userId: user.userId, summary: "Steel fixer, 10 years", showPhone: false, rightToWork: true });

    const response = await call(user, "GET", "/api/profile/export");
    const data = JSON.parse(
      readZipEntry(response.rawPayload, "siteready-data.json")?.toString("utf8") ?? "{}",
    );
    expect(data.inductions).toEqual([
      expect.objectContaining({
        site_name: "Leeds Dock",
        company_name: "Acme Build",
        induction_date: "2026-01-05",
        safety_briefing_completed: true,
      }),
    ]);
    expect(data.projects).toEqual([
      expect.objectContaining({ name: "Leeds Dock tower", company: "Acme Build", start_date: "2025-06-01" }),
    ]);
    expect(data.cv_settings).toEqual({
      summary: "Steel fixer, 10 years",
      show_email: true,
      show_phone: false,
      show_town: true,
      include_driving_licence: true,
      right_to_work: true,
      ai_consent_at: null,
    });
  });

  it("exports everything else the person has in the app, and nothing private of anyone else's", async () => {
    const user = await signedInUser(testApp.app, { firstName: "Dana", lastName: "Export" });
    const other = await signedInUser(testApp.app, { firstName: "Bob", lastName: "Mason" });
    const made = await fillEveryArea(user, other);
    await testApp.database.db.insert(passkeys).values({
      userId: user.userId,
      name: "Work phone",
      publicKey: "a-public-key-nobody-needs",
      credentialID: `credential-${user.userId}`,
      counter: 0,
      deviceType: "singleDevice",
      backedUp: false,
    });
    const { zip, data } = await exportedData(user);

    expect(data.renewal_workflows).toEqual([
      expect.objectContaining({
        id: made.workflowId,
        card: expect.objectContaining({ id: made.cardId, card_type: "cscs-skilled-worker" }),
        completed_at: null,
        steps: expect.arrayContaining([expect.objectContaining({ step: "start_renewal", completed: true })]),
      }),
    ]);
    expect(data.reminder_settings).toMatchObject({
      enabled: true,
      thresholds: [60, 7],
      calendar_feed_enabled: true,
    });
    expect(data.reminders_sent).toEqual([]);

    expect(data.shares).toEqual([
      expect.objectContaining({
        id: made.shareId,
        recipient_label: "Acme Build site office",
        items: [{ kind: "skills-card", id: made.cardId }],
        has_pin: false,
        revoked_at: null,
        view_count: 1,
        views: [
          expect.objectContaining({ viewer_name: "Pat Gateman", viewer_company: "Acme", downloads: 0 }),
        ],
      }),
    ]);

    expect(data.jobs_posted).toEqual([
      expect.objectContaining({
        id: made.myJobId,
        title: "Steel fixer for podium slab",
        site_postcode: "LS1 4DY",
        status: "open",
        applicant_count: 1,
      }),
    ]);
    expect(data.job_applications).toEqual([
      expect.objectContaining({
        message: "Ten years on groundworks, CSCS blue.",
        status: "applied",
        job: expect.objectContaining({ id: made.theirJobId, title: "Groundworker wanted" }),
      }),
    ]);
    expect(data.saved_sites).toEqual([
      expect.objectContaining({ label: "Morley yard", postcode: "LS27 9BB" }),
    ]);

    // The listing's photo is one of the exported files, and the listing names its place in the zip.
    expect(data.diggs_listings).toEqual([
      expect.objectContaining({ id: made.myListingId, title: "Crew house in Morley", postcode: "LS27 9BB" }),
    ]);
    const [photo] = data.diggs_listings[0].photos;
    expect(data.diggs_listings[0].photos).toHaveLength(1);
    expect(photo.path).toMatch(/^files\//);
    expect(data.files).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: photo.file_id, path: photo.path })]),
    );
    const [photoRow] = await testApp.database.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.id, photo.file_id));
    expect(readZipEntry(zip, photo.path)?.length).toBe(photoRow?.sizeBytes);
    expect(data.diggs_reports).toEqual([
      expect.objectContaining({
        listing_id: made.theirListingId,
        listing_title: "Room in Bradford",
        reason: "Asked for a deposit by bank transfer.",
      }),
    ]);

    // The conversation as the user sees it: the other's display name, both sides' messages, and deleted
    // messages without words on either side (deleting erases them).
    expect(data.conversations).toHaveLength(1);
    const [conversation] = data.conversations;
    expect(conversation).toMatchObject({ id: made.conversationId, other: { name: "Bob M." }, blocked: true });
    expect(
      conversation.messages.map((message: { body: string | null; is_mine: boolean; deleted: boolean }) => [
        message.is_mine,
        message.body,
        message.deleted,
      ]),
    ).toEqual([
      [true, "Is the start still Monday at 7?", false],
      [true, null, true],
      [false, "Yes, bring your CSCS card.", false],
      [false, null, true],
      [false, "Something worth reporting.", false],
    ]);
    expect(data.blocked_people).toEqual([{ name: "Bob M.", blocked_at: expect.any(String) }]);
    expect(data.messaging_settings).toEqual({ read_receipts: false, digest_hours: 4 });
    expect(data.content_reports).toEqual([
      expect.objectContaining({
        kind: "message",
        content_id: made.abusiveMessageId,
        reason: "Rude",
        status: "open",
      }),
    ]);

    expect(data.groups).toEqual([
      expect.objectContaining({ id: made.groupId, name: "Block C crew", my_role: "admin", status: "active" }),
    ]);
    expect(data.group_posts).toEqual([
      expect.objectContaining({
        group_id: made.groupId,
        group_name: "Block C crew",
        body: "Skip arrives 10am",
      }),
    ]);

    expect(data.contact_messages).toEqual([
      expect.objectContaining({ topic: "data_privacy", message: "Please tell me what you hold about me." }),
    ]);
    expect(data.feedback).toEqual([
      expect.objectContaining({ kind: "idea", message: "A night-shift mode, please." }),
    ]);
    expect(data.billing).toMatchObject({
      stripe_customer_id: `cus_${user.userId}`,
      payments: [
        {
          kind: "donation",
          amount_pence: 500,
          currency: "gbp",
          stripe_reference: `cs_test_donation_${user.userId}`,
          paid_at: "2026-02-01T12:00:00.000Z",
        },
      ],
    });
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.sessions[0]).not.toHaveProperty("token");
    expect(data.sign_in_methods).toEqual([
      expect.objectContaining({ provider: "credential", name: null }),
      expect.objectContaining({ provider: "passkey", name: "Work phone" }),
    ]);
    expect(JSON.stringify(data)).not.toContain("a-public-key-nobody-needs");

    // Nothing of anyone else's they could not see, and no live secret: share link, calendar feed, invite link.
    const json = JSON.stringify(data);
    for (const secretOrPrivate of [
      other.email,
      "The other applicant's private cover note.",
      "Words the other took back.",
      "Words the user took back.",
      "A conversation the user is not in.",
      "The other's group post.",
      made.shareToken,
      new URL(made.calendarFeedUrl).pathname.split("/").pop()?.replace(".ics", "") ?? "calendar token",
      made.inviteToken,
    ]) {
      expect(json).not.toContain(secretOrPrivate);
    }

    // The other's export holds their side, not the user's deleted words nor the user's group post.
    const { data: theirs } = await exportedData(other);
    expect(theirs.job_applications).toEqual([
      expect.objectContaining({ message: "The other applicant's private cover note." }),
    ]);
    const theirJson = JSON.stringify(theirs);
    expect(theirJson).not.toContain("Words the user took back.");
    expect(theirJson).not.toContain("Ten years on groundworks");
    expect(theirs.group_posts).toEqual([expect.objectContaining({ body: "The other's group post." })]);
    expect(theirs.blocked_people).toEqual([]);
  });

  it("refuses to delete without the exact confirmation and keeps everything", async () => {
    const user = await signedInUser(testApp.app);
    for (const body of [undefined, {}, { confirm: "delete my account" }]) {
      const response = await call(user, "DELETE", "/api/account", body);
      expect(response.statusCode).toBe(400);
      expect(fieldErrorsOf(response)).toEqual({ confirm: ["Type DELETE MY ACCOUNT to confirm"] });
    }
    const rows = await testApp.database.db.select().from(users).where(eq(users.id, user.userId));
    expect(rows).toHaveLength(1);
  });

  it("deletes the account, every row and file of it, and ends the session", async () => {
    const user = await signedInUser(testApp.app);
    const bystander = await signedInUser(testApp.app);
    await fillProfile(user);
    await fillProfile(bystander);
    const made = await fillEveryArea(user, bystander);
    expect(readdirSync(userFolder(user.userId)).length).toBeGreaterThan(0);
    const aloneIn = await call(user, "POST", "/api/groups", { name: "Only me" });
    expect(aloneIn.statusCode).toBe(201);

    const response = await call(user, "DELETE", "/api/account", { confirm: "DELETE MY ACCOUNT" });
    expect(response.statusCode).toBe(204);
    const cleared = [response.headers["set-cookie"]].flat().join("\n");
    expect(cleared).toMatch(/siteready\.session_token=;[^\n]*Max-Age=0/);

    const db = testApp.database.db;
    const count = async (query: Promise<Array<{ count: number }>>) => Number((await query)[0]?.count);
    const counted = { count: sql<number>`count(*)` };
    expect(await count(db.select(counted).from(users).where(eq(users.id, user.userId)))).toBe(0);
    expect(await count(db.select(counted).from(skillsCards).where(eq(skillsCards.userId, user.userId)))).toBe(
      0,
    );
    expect(await count(db.select(counted).from(storedFiles).where(eq(storedFiles.userId, user.userId)))).toBe(
      0,
    );
    expect(await count(db.select(counted).from(sessions).where(eq(sessions.userId, user.userId)))).toBe(0);
    // Every table that names a user, by each column that does, and the rows that hang off the user's own.
    const rowsNaming: Array<[table: string, column: string, id: string]> = [
      ...[
        "personal_details",
        "next_of_kin",
        "documents",
        "qualifications",
        "bank_details",
        "tax_details",
        "sensitive_field_audit",
        "accounts",
        "inductions",
        "ocr_jobs",
        "projects",
        "job_sites",
        "cv_settings",
        "renewal_workflows",
        "reminder_settings",
        "reminder_deliveries",
        "shares",
        "billing_accounts",
        "payments",
        "contact_messages",
        "feedback_entries",
        "conversation_participants",
        "messaging_settings",
        "group_members",
      ].map((table): [string, string, string] => [table, "user_id", user.userId]),
      ["jobs", "poster_id", user.userId],
      ["job_applications", "applicant_id", user.userId],
      ["job_applications", "job_id", made.myJobId],
      ["diggs_listings", "owner_id", user.userId],
      ["diggs_listing_photos", "listing_id", made.myListingId],
      ["diggs_reports", "reporter_id", user.userId],
      ["share_views", "share_id", made.shareId],
      ["messages", "sender_id", user.userId],
      ["user_blocks", "blocker_id", user.userId],
      ["user_blocks", "blocked_id", user.userId],
      ["group_posts", "author_id", user.userId],
      ["groups", "created_by", user.userId],
      ["content_reports", "reporter_id", user.userId],
      ["content_reports", "reported_user_id", user.userId],
      ["sensitive_field_audit", "actor_user_id", user.userId],
      ["admin_audit_log", "target_user_id", user.userId],
    ];
    for (const [table, column, id] of rowsNaming) {
      const rows = await sqlRows(
        db,
        sql`select count(*)::int as count from ${sql.identifier(table)} where ${sql.identifier(column)} = ${id}`,
      );
      expect(rows[0]?.count, `${table}.${column}`).toBe(0);
    }
    expect(existsSync(userFolder(user.userId))).toBe(false);

    const afterwards = await call(user, "GET", "/api/core-data?route=dashboard-data");
    expect(afterwards.statusCode).toBe(401);

    // Their groups are left as leaving leaves them: the one the bystander joined is handed over to them, and
    // the one the user was alone in goes.
    const handedOver = await call(bystander, "GET", `/api/groups/${made.groupId}`);
    expect(handedOver.json().group).toMatchObject({ name: "Block C crew", my_role: "admin" });
    const alone = await sqlRows(
      db,
      sql`select count(*)::int as count from groups where id = ${aloneIn.json().id}`,
    );
    expect(alone[0]?.count).toBe(0);

    // Nobody else is touched.
    // Photo and card side with thumbnails, plus the PDF without one.
    expect(readdirSync(userFolder(bystander.userId))).toHaveLength(5);
    expect((await call(bystander, "GET", "/api/core-data?route=dashboard-data")).statusCode).toBe(200);
    const { data: theirs } = await exportedData(bystander);
    expect(theirs.diggs_listings).toEqual([expect.objectContaining({ id: made.theirListingId })]);
    expect(theirs.jobs_posted).toEqual([
      expect.objectContaining({ id: made.theirJobId, applicant_count: 0 }),
    ]);
    expect(theirs.group_posts).toEqual([expect.objectContaining({ body: "The other's group post." })]);
  });

  it("writes a big export a page at a time: every message in order, the logs whole, the same JSON", async () => {
    const user = await signedInUser(testApp.app, { email: "chatty@example.com" });
    const { db } = testApp.database;
    const me = user.userId;
    // Four conversations, most recent first: 3 messages, then 1,203 (more than two pages), none, 7. Messages
    // come three to a timestamp, so only their ids order them within one.
    const sizes = [3, 1203, 0, 7];
    for (const [index, size] of sizes.entries()) {
      await db.execute(sql`
        with other as (
          insert into users (name, first_name, last_name, email, email_verified)
          values ('Pal ' || ${index}, 'Pal', 'Number' || ${index}, 'pal' || ${index} || '@example.com', true)
          returning id
        ), conversation as (
          insert into conversations (pair_key, last_message_at)
          select least(${me}::text, id::text) || ':' || greatest(${me}::text, id::text),
                 now() - make_interval(hours => ${index}) from other
          returning id
        ), members as (
          insert into conversation_participants (conversation_id, user_id)
          select conversation.id, ${me}::uuid from conversation
          union all select conversation.id, other.id from conversation, other
        )
        insert into messages (conversation_id, sender_id, body, created_at)
        select conversation.id, case when k % 2 = 0 then ${me}::uuid else other.id end, 'Message ' || k,
               now() - interval '10 days' + make_interval(secs => k / 3)
        from conversation, other, generate_series(1, ${size}) k`);
    }
    // An hour apart: a day holds fewer reveals than the daily limit, so the export is not refused.
    await db.execute(sql`
      insert into sensitive_field_audit (user_id, actor_user_id, field, action, created_at)
      select ${me}::uuid, ${me}::uuid, 'account_number', 'reveal', now() - make_interval(hours => k)
      from generate_series(1, 1100) k`);
    await db.execute(sql`
      insert into reminder_deliveries (user_id, item_kind, item_id, expiry_date, threshold_days, sent_at)
      select ${me}::uuid, 'skills_card', gen_random_uuid(), current_date - 400, 0, now() - make_interval(days => k / 4)
      from generate_series(1, 650) k`);

    const counter = countStatements(testApp.database);
    const response = await call(user, "GET", "/api/profile/export");
    expect(response.statusCode).toBe(200);
    const text = readZipEntry(response.rawPayload, "siteready-data.json")?.toString("utf8") ?? "";
    const data = JSON.parse(text);
    // Written piece by piece, the same text JSON.stringify writes.
    expect(text).toBe(`${JSON.stringify(data, null, 2)}\n`);

    const expected = await sqlRows(
      db,
      sql`select m.id, m.conversation_id from messages m
          join conversation_participants p on p.conversation_id = m.conversation_id and p.user_id = ${me}
          order by m.created_at, m.id`,
    );
    const exported = data.conversations as Array<{ id: string; messages: Array<{ id: string }> }>;
    expect(exported.map((conversation) => conversation.messages.length)).toEqual(sizes);
    for (const conversation of exported) {
      expect(conversation.messages.map((message) => message.id)).toEqual(
        expected.filter((row) => row.conversation_id === conversation.id).map((row) => row.id),
      );
    }
    // The whole log (and the export's own entry first), newest first.
    expect(data.audit_log).toHaveLength(1101);
    expect(data.audit_log[0]).toMatchObject({ action: "export", field: "all" });
    const times = (rows: Array<Record<string, string>>, key: string) => rows.map((row) => row[key] ?? "");
    expect(times(data.audit_log, "created_at")).toEqual(times(data.audit_log, "created_at").sort().reverse());
    expect(data.reminders_sent).toHaveLength(650);
    expect(times(data.reminders_sent, "sent_at")).toEqual(
      times(data.reminders_sent, "sent_at").sort().reverse(),
    );

    // Read in pages of 500: no statement brings the person's whole history (the daily limit's count brings a number).
    const pagesOf = (table: string) =>
      counter.sent.filter(
        (statement) =>
          new RegExp(`from "${table}"`).test(statement.text) && !statement.text.startsWith("select count(*)"),
      );
    expect(pagesOf("messages").length).toBeGreaterThanOrEqual(3);
    expect(pagesOf("sensitive_field_audit").length).toBeGreaterThanOrEqual(3);
    expect(pagesOf("reminder_deliveries")).toHaveLength(2);
    for (const statement of [...pagesOf("sensitive_field_audit"), ...pagesOf("reminder_deliveries")]) {
      expect(statement.text).toMatch(/limit \$\d+$/);
    }
  });
});
