import {
  APPLICATIONS_PER_DAY,
  applicationsLimitMessage,
  BLOCKS_PER_USER_LIMIT,
  blocksLimitMessage,
  GROUPS_PER_USER_LIMIT,
  groupsLimitMessage,
  NEW_CONVERSATIONS_PER_DAY,
  newConversationsLimitMessage,
  OCR_PHOTOS_WAITING_LIMIT,
  ocrQueueLimitMessage,
  PASSKEYS_PER_ACCOUNT_LIMIT,
  passkeysLimitMessage,
  RECORDS_PER_TYPE_LIMIT,
  RENEWALS_PER_CARD_LIMIT,
  REPORTS_PER_DAY,
  recordLimitMessage,
  renewalsLimitMessage,
  reportsLimitMessage,
  SENSITIVE_ACTIONS_PER_DAY,
  sensitiveActionsLimitMessage,
} from "@siteready/domain/limits";
import { MESSAGES_PER_MINUTE_LIMIT, messagingMessages } from "@siteready/domain/messages";
import { sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { passkeys } from "./db/schema/accounts.ts";
import { diggsListings, diggsReports } from "./db/schema/diggs.ts";
import { inductions, ocrJobs } from "./db/schema/inductions.ts";
import { jobApplications, jobs } from "./db/schema/jobs.ts";
import { contentReports, groupPosts } from "./db/schema/messages.ts";
import { documents, sensitiveFieldAudit, skillsCards } from "./db/schema/profile.ts";
import { projects } from "./db/schema/projects.ts";
import { renewalWorkflows } from "./db/schema/renewals.ts";
import { shares } from "./db/schema/sharing.ts";
import { jobSites } from "./db/schema/weather.ts";
import { morleyHouse } from "./modules/diggs/diggs-test-support.ts";
import { pngImage } from "./modules/files/upload-test-support.ts";
import {
  callerOf,
  isoDaysFromNow,
  sqlRows,
  type User,
  validBankDetails,
} from "./modules/profile/profile-test-support.ts";
import { personalDataParts } from "./server-modules.ts";
import { signedInUser } from "./test-support/auth-helpers.ts";
import { expectRefusedInWords } from "./test-support/limits.ts";
import { createTestAppWithPostcodes, type TestApp } from "./test-support/test-app.ts";

/**
 * Every table a user's own requests add rows to has a limit, so one account cannot fill the database for
 * everyone. Each module's personal data part (db/personal-data.ts) says, for each of its tables, its limit, that
 * it holds one row per user, or why its user cannot grow it; a new table with a foreign key to users fails the
 * first test until its part says which.
 */
const growthOf = new Map(personalDataParts.flatMap((part) => Object.entries(part.growth)));
const listed = () => [...growthOf.keys()];
const onePerUser = [...growthOf].flatMap(([table, growth]) =>
  "onePerUser" in growth ? [[table, growth.onePerUser] as const] : [],
);

/** Each table of the migrated database with a foreign key to users. */
async function tablesNamingAUser(testApp: TestApp): Promise<string[]> {
  const rows = await sqlRows(
    testApp.database.db,
    sql`select distinct source.relname as "table"
        from pg_constraint foreign_key
        join pg_class source on source.oid = foreign_key.conrelid
        where foreign_key.contype = 'f' and foreign_key.confrelid = 'users'::regclass`,
  );
  return rows.map((row) => String(row.table)).sort();
}

describe("every table a user can grow has a limit", () => {
  let testApp: TestApp;
  let found: string[];
  beforeAll(async () => {
    testApp = await createTestAppWithPostcodes();
    found = await tablesNamingAUser(testApp);
  });
  afterAll(() => testApp.close());

  it("lists each table with a foreign key to users once, with its limit or why it needs none", () => {
    expect(found.length).toBeGreaterThan(40);
    const unlisted = found.filter((table) => !listed().includes(table));
    expect(unlisted, "give these a limit, or say why they need none").toEqual([]);
    expect(listed().filter((table) => !found.includes(table))).toEqual([]);
    const declaredTwice = personalDataParts.flatMap((part) => Object.keys(part.growth));
    expect(new Set(declaredTwice).size).toBe(declaredTwice.length);
  });

  it("finds a new table that names a user until it is listed", async () => {
    const db = testApp.database.db;
    await db.execute(sql`create table site_diaries (
      id uuid primary key, author_id uuid references users (id) on delete cascade)`);
    try {
      const unlisted = (await tablesNamingAUser(testApp)).filter((table) => !listed().includes(table));
      expect(unlisted).toEqual(["site_diaries"]);
    } finally {
      await db.execute(sql`drop table site_diaries`);
    }
  });

  it("holds one row per user where it says so: the column naming the user is unique", async () => {
    for (const [table, column] of onePerUser) {
      const unique = await sqlRows(
        testApp.database.db,
        sql`select 1 from pg_index ix
            join pg_attribute attribute on attribute.attrelid = ix.indrelid and attribute.attnum = ix.indkey[0]
            where ix.indrelid = to_regclass(${table}) and ix.indisunique and ix.indnkeyatts = 1
              and attribute.attname = ${column}`,
      );
      expect(unique, `${table}.${column}`).toHaveLength(1);
    }
  });
});

describe("each limit, gone past", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestAppWithPostcodes({ ADMIN_EMAILS: "boss@example.com", OCR_WORKERS: "0" });
    const admin = await signedInUser(testApp.app, { email: "boss@example.com" });
    for (const feature of ["renewals", "sharingCenter", "diggs", "messages", "groups", "inductions"]) {
      const response = await call(admin, "PATCH", `/api/admin/features/${feature}`, { state: "enabled" });
      expect(response.statusCode).toBe(200);
    }
  });
  afterAll(() => testApp.close());
  const call = callerOf(() => testApp.app);
  const db = () => testApp.database.db;

  /** Writes `count` rows of `table` straight into the database, in one statement. */
  async function fill<T extends PgTable>(table: T, count: number, row: (index: number) => T["$inferInsert"]) {
    await db()
      .insert(table)
      .values(Array.from({ length: count }, (_, index) => row(index)));
  }

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
  const jobRow = (posterId: string) => ({
    posterId,
    title: job.title,
    description: job.description,
    trade: "Steel Fixer" as const,
    sitePostcode: job.site_postcode,
    rateType: "day_rate",
    ratePence: 20_000,
    contactPreference: "in_app",
  });
  const listingRow = (ownerId: string) => ({
    ownerId,
    title: morleyHouse.title,
    description: morleyHouse.description,
    postcode: morleyHouse.postcode,
    pricePerWeekPence: 60_000,
    priceBasis: "per_room",
    billsIncluded: true,
    roomType: "whole_house",
    beds: 4,
    vanParking: true,
    kitchen: true,
    washingMachine: true,
    wifi: true,
    mondayToFriday: false,
    minimumStayNights: 7,
    availableFrom: "2026-01-01",
  });
  // A card its scheme renews (a Labourer card is applied for new: issue 53's rules refuse its renewal).
  const card = (user: User) =>
    call(user, "POST", "/api/profile/skills-cards", {
      card_type: "cscs-skilled-worker",
      registration_number: "CSCS-NEW-1",
      expiry_date: isoDaysFromNow(60),
    });

  describe(`${RECORDS_PER_TYPE_LIMIT} records of a kind`, () => {
    // Rows are written as the table's columns; each kind's own table types them.
    const recordLimits: Array<{
      label: string;
      table: PgTable;
      row: (userId: string, index: number) => PgTable["$inferInsert"];
      add: (user: User) => ReturnType<typeof call>;
    }> = [
      {
        label: "documents",
        table: documents,
        row: (userId, index) => ({ userId, documentType: "other", documentNumber: `D${index}` }),
        add: (user) =>
          call(user, "POST", "/api/profile/documents", {
            document_type: "passport",
            expiry_date: isoDaysFromNow(900),
          }),
      },
      {
        label: "skills cards",
        table: skillsCards,
        row: (userId, index) => ({ userId, cardType: "cscs-labourer", registrationNumber: `C${index}` }),
        add: card,
      },
      {
        label: "projects",
        table: projects,
        row: (userId, index) => ({ userId, name: `Job ${index}`, startDate: "2020-01-01" }),
        add: (user) =>
          call(user, "POST", "/api/projects", { name: "Riverside flats", start_date: "2024-04-08" }),
      },
      {
        label: "shares",
        table: shares,
        row: (userId, index) => ({
          userId,
          tokenHash: `${userId}-${index}`,
          recipientLabel: "Site office",
          items: [],
          expiresAt: new Date(Date.now() + 86_400_000),
        }),
        add: async (user) => {
          const cardId = (await card(user)).json().id;
          return call(user, "POST", "/api/shares", {
            recipient_label: "Acme Build site office",
            items: [{ kind: "skills-card", id: cardId }],
          });
        },
      },
      {
        label: "inductions",
        table: inductions,
        row: (userId, index) => ({
          userId,
          siteName: `Site ${index}`,
          companyName: "Barratt",
          inductionDate: "2025-01-01",
          safetyBriefingCompleted: true,
        }),
        add: (user) =>
          call(user, "POST", "/api/inductions", {
            site_name: "Riverside Wharf Block C",
            company_name: "Barratt Construction Ltd",
            induction_date: "2026-03-12",
            safety_briefing_completed: true,
            ppe_requirements: ["hi_vis"],
          }),
      },
      {
        label: "weather sites",
        table: jobSites,
        row: (userId, index) => ({
          userId,
          label: `Yard ${index}`,
          postcode: `ZZ${index}`,
          latitude: 53.7,
          longitude: -1.6,
        }),
        add: (user) =>
          call(user, "POST", "/api/weather/sites", { label: "Morley yard", postcode: "LS27 9BB" }),
      },
      {
        label: "job posts",
        table: jobs,
        row: (userId) => jobRow(userId),
        add: (user) => call(user, "POST", "/api/jobs", job),
      },
      {
        label: "listings",
        table: diggsListings,
        row: (userId) => listingRow(userId),
        add: (user) => call(user, "POST", "/api/diggs/listings", morleyHouse),
      },
    ];
    for (const { label, table, row, add } of recordLimits) {
      it(`refuses the ${label} past ${RECORDS_PER_TYPE_LIMIT} in words`, async () => {
        const user = await signedInUser(testApp.app);
        await fill(table, RECORDS_PER_TYPE_LIMIT, (index) => row(user.userId, index));
        expectRefusedInWords(await add(user), 409, recordLimitMessage(label));
      });
    }
  });

  it(`refuses a group past ${GROUPS_PER_USER_LIMIT}, started or joined, in words`, async () => {
    const [user, host] = [await signedInUser(testApp.app), await signedInUser(testApp.app)];
    const open = (await call(host, "POST", "/api/groups", { name: "Block C crew" })).json();
    await db().execute(sql`
      with made as (
        insert into groups (name, invite_token)
        select 'Group ' || i, 'invite-' || gen_random_uuid() from generate_series(1, ${GROUPS_PER_USER_LIMIT}) i
        returning id)
      insert into group_members (group_id, user_id) select id, ${user.userId} from made`);
    expectRefusedInWords(
      await call(user, "POST", "/api/groups", { name: "One more" }),
      409,
      groupsLimitMessage,
    );
    const join = await call(user, "POST", `/api/groups/invite/${open.invite_token}/join`);
    expectRefusedInWords(join, 409, groupsLimitMessage);
  });

  it(`refuses a block past ${BLOCKS_PER_USER_LIMIT} in words`, async () => {
    const [user, other] = [await signedInUser(testApp.app), await signedInUser(testApp.app)];
    const conversation = (
      await call(user, "POST", "/api/conversations", { via: "email", email: other.email })
    ).json();
    await db().execute(sql`
      with blocked as (
        insert into users (name, email)
        select 'Someone ' || i, 'someone-' || gen_random_uuid() || '@example.com'
        from generate_series(1, ${BLOCKS_PER_USER_LIMIT}) i
        returning id)
      insert into user_blocks (blocker_id, blocked_id) select ${user.userId}, id from blocked`);
    const block = await call(user, "POST", `/api/conversations/${conversation.id}/block`);
    expectRefusedInWords(block, 409, blocksLimitMessage);
  });

  it(`refuses a new conversation past ${NEW_CONVERSATIONS_PER_DAY} in 24 hours in words, and opens one already there`, async () => {
    const [user, known, stranger] = [
      await signedInUser(testApp.app),
      await signedInUser(testApp.app),
      await signedInUser(testApp.app),
    ];
    const start = (other: User) =>
      call(user, "POST", "/api/conversations", { via: "email", email: other.email });
    expect((await start(known)).statusCode).toBe(200);
    await db().execute(sql`
      with made as (
        insert into conversations (pair_key)
        select 'pair-' || gen_random_uuid() from generate_series(2, ${NEW_CONVERSATIONS_PER_DAY}) i
        returning id)
      insert into conversation_participants (conversation_id, user_id) select id, ${user.userId} from made`);
    expectRefusedInWords(await start(stranger), 429, newConversationsLimitMessage);
    expect((await start(known)).statusCode).toBe(200);
  });

  it(`refuses a group post past ${MESSAGES_PER_MINUTE_LIMIT} a minute in words`, async () => {
    const user = await signedInUser(testApp.app);
    const group = (await call(user, "POST", "/api/groups", { name: "Block C crew" })).json();
    await fill(groupPosts, MESSAGES_PER_MINUTE_LIMIT, (index) => ({
      groupId: group.id,
      authorId: user.userId,
      body: `Post ${index}`,
    }));
    const post = await call(user, "POST", `/api/groups/${group.id}/posts`, { body: "Skip arrives 10am" });
    expectRefusedInWords(post, 429, messagingMessages.tooManyMessages);
  });

  it(`refuses a job application past ${APPLICATIONS_PER_DAY} in 24 hours in words`, async () => {
    const [user, poster] = [await signedInUser(testApp.app), await signedInUser(testApp.app)];
    const postedJobs = await db()
      .insert(jobs)
      .values(Array.from({ length: APPLICATIONS_PER_DAY + 1 }, () => jobRow(poster.userId)))
      .returning({ id: jobs.id });
    const [next, ...applied] = postedJobs;
    await fill(jobApplications, APPLICATIONS_PER_DAY, (index) => ({
      jobId: applied[index]?.id ?? "",
      applicantId: user.userId,
      message: "Ten years on groundworks.",
    }));
    const application = await call(user, "POST", `/api/jobs/${next?.id}/applications`, {
      message: "Ten years on groundworks, CSCS blue.",
    });
    expectRefusedInWords(application, 429, applicationsLimitMessage);
  });

  it(`refuses a report of a message past ${REPORTS_PER_DAY} in 24 hours in words`, async () => {
    const [user, other] = [await signedInUser(testApp.app), await signedInUser(testApp.app)];
    const conversation = (
      await call(user, "POST", "/api/conversations", { via: "email", email: other.email })
    ).json();
    const message = (
      await call(other, "POST", `/api/conversations/${conversation.id}/messages`, { body: "Something rude." })
    ).json();
    await fill(contentReports, REPORTS_PER_DAY, () => ({
      kind: "message",
      contentId: crypto.randomUUID(),
      reporterId: user.userId,
      reportedUserId: other.userId,
      reason: "Rude",
    }));
    const report = await call(user, "POST", `/api/messages/${message.id}/report`, { reason: "Rude" });
    expectRefusedInWords(report, 429, reportsLimitMessage);
  });

  it(`refuses a report of a listing past ${REPORTS_PER_DAY} in 24 hours in words`, async () => {
    const [user, owner] = [await signedInUser(testApp.app), await signedInUser(testApp.app)];
    const listings = await db()
      .insert(diggsListings)
      .values(Array.from({ length: REPORTS_PER_DAY + 1 }, () => listingRow(owner.userId)))
      .returning({ id: diggsListings.id });
    const [next, ...reported] = listings;
    await fill(diggsReports, REPORTS_PER_DAY, (index) => ({
      listingId: reported[index]?.id ?? "",
      reporterId: user.userId,
      reason: "Asked for a deposit by bank transfer.",
    }));
    const report = await call(user, "POST", `/api/diggs/listings/${next?.id}/reports`, {
      reason: "Asked for a deposit by bank transfer.",
    });
    expectRefusedInWords(report, 429, reportsLimitMessage);
  });

  it(`refuses a photo to read while ${OCR_PHOTOS_WAITING_LIMIT} wait, in words`, async () => {
    const user = await signedInUser(testApp.app);
    await fill(ocrJobs, OCR_PHOTOS_WAITING_LIMIT, () => ({ userId: user.userId, formType: "induction" }));
    const form = new FormData();
    form.append("form_type", "induction");
    form.append("image", new Blob([new Uint8Array(await pngImage())]), "sheet.png");
    expectRefusedInWords(await call(user, "POST", "/api/inductions/ocr", form), 429, ocrQueueLimitMessage);
  });

  it(`refuses a card's renewal past ${RENEWALS_PER_CARD_LIMIT} in words`, async () => {
    const user = await signedInUser(testApp.app);
    const cardId: string = (await card(user)).json().id;
    await fill(renewalWorkflows, RENEWALS_PER_CARD_LIMIT, () => ({
      userId: user.userId,
      cardId,
      completedAt: new Date(),
    }));
    const renewal = await call(user, "POST", "/api/renewals/workflows", { card_id: cardId });
    expectRefusedInWords(renewal, 409, renewalsLimitMessage);
  });

  it(`refuses a change of bank details past ${SENSITIVE_ACTIONS_PER_DAY} reveals in 24 hours in words, saving nothing`, async () => {
    const user = await signedInUser(testApp.app);
    expect((await call(user, "PUT", "/api/profile/bank-details", validBankDetails)).statusCode).toBe(200);
    await fill(sensitiveFieldAudit, SENSITIVE_ACTIONS_PER_DAY, () => ({
      userId: user.userId,
      actorUserId: user.userId,
      field: "account_number",
      action: "reveal",
    }));
    const change = await call(user, "PUT", "/api/profile/bank-details", {
      ...validBankDetails,
      account_number: "87654321",
    });
    expectRefusedInWords(change, 429, sensitiveActionsLimitMessage);
    const kept = (await call(user, "GET", "/api/profile/bank-details")).json();
    expect(kept.account_number).toBe("•••• 5678");
  });

  for (const [form, limit, payload] of [
    [
      "contact",
      10,
      { name: "Dana", email: "dana@example.com", topic: "general", message: "When is the app out?" },
    ],
    ["feedback", 30, { kind: "idea", message: "A night-shift mode, please." }],
  ] as const) {
    it(`refuses the ${form} form past ${limit} an hour from one sender`, async () => {
      const [user, other] = [await signedInUser(testApp.app), await signedInUser(testApp.app)];
      for (let sent = 0; sent < limit; sent += 1)
        expect((await call(user, "POST", `/api/${form}`, payload)).statusCode).toBe(201);
      const over = await call(user, "POST", `/api/${form}`, payload);
      expect(over.statusCode).toBe(429);
      expect(over.json().code).toBe("RATE_LIMITED");
      expect((await call(other, "POST", `/api/${form}`, payload)).statusCode).toBe(201);
    });
  }

  it(`refuses a passkey past ${PASSKEYS_PER_ACCOUNT_LIMIT} on one account in words`, async () => {
    const user = await signedInUser(testApp.app);
    await fill(passkeys, PASSKEYS_PER_ACCOUNT_LIMIT, (index) => ({
      userId: user.userId,
      name: `Phone ${index}`,
      publicKey: "pQECAyYgASFYIA",
      credentialID: `${user.userId}-${index}`,
      counter: 0,
      deviceType: "singleDevice",
      backedUp: false,
    }));
    const options = await call(user, "GET", "/api/auth/passkey/generate-register-options");
    expectRefusedInWords(options, 409, passkeysLimitMessage);
  });
});
