import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changeChannels, createChangeWatch } from "../../db/change-watch.ts";
import { sessions } from "../../db/schema/accounts.ts";
import { createFieldCipher, fieldKeyId } from "../../lib/field-encryption.ts";
import { signedInUser } from "../../test-support/auth-helpers.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { pngImage, uploadForm } from "../files/upload-test-support.ts";
import { createDefaultSchemeRuleSource } from "../scheme-rules/scheme-rule-source.ts";
import { createDashboardService } from "./dashboard.service.ts";
import {
  isoDaysFromNow,
  validBankDetails,
  validEmployeeTax,
  validNextOfKin,
  validPersonalDetails,
} from "./profile-test-support.ts";

type User = Awaited<ReturnType<typeof signedInUser>>;

describe("core-data (dashboard)", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  const call = (user: User, method: "GET" | "POST" | "PUT", url: string, payload?: object | FormData) =>
    testApp.app.inject({
      method,
      url,
      headers: user.headers,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const dashboard = async (user: User) => {
    const response = await call(user, "GET", "/api/core-data?route=dashboard-data");
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it("answers 401 with the catalogue message when signed out, and 400 for an unknown route", async () => {
    const signedOut = await testApp.app.inject({ url: "/api/core-data?route=dashboard-data" });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().message).toBe("Authentication required. Please sign in again.");

    const user = await signedInUser(testApp.app);
    const unknown = await call(user, "GET", "/api/core-data?route=everything");
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors).toHaveProperty("route");
    expect((await call(user, "GET", "/api/core-data")).statusCode).toBe(400);
  });

  it("needs the session cookie: better-auth's bearer plugin is off, so a bearer token alone is 401", async () => {
    const user = await signedInUser(testApp.app);
    const [session] = await testApp.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, user.userId));
    const cookieValue = decodeURIComponent(user.cookie.split("=")[1] ?? "");
    for (const token of [session?.token, cookieValue]) {
      const response = await testApp.app.inject({
        url: "/api/core-data?route=dashboard-data",
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(401);
    }
  });

  it("starts empty, and completion rises per section as the spec's §9 rules say", async () => {
    const user = await signedInUser(testApp.app);
    const empty = await dashboard(user);
    expect(empty.completionData).toEqual({
      personalDetails: 0,
      nextOfKin: 0,
      documents: 0,
      skillsCards: 0,
      qualifications: 0,
      bankDetails: 0,
      taxDetails: 0,
    });
    expect(empty).toMatchObject({
      overallCompletion: 0,
      expiringSoon: [],
      profileImage: null,
      lastUpdated: null,
      profile: {
        personal_details: { first_name: null },
        documents: [],
        skills_cards: [],
        qualifications: [],
        bank_details: { has_account_number: false },
        tax_details: { employment_type: null },
      },
    });

    // 7 of the 9 personal fields (no phone, no date of birth; country defaults): 78%.
    const { phone: _phone, date_of_birth: _dob, ...withoutOptional } = validPersonalDetails;
    await call(user, "PUT", "/api/profile/personal-details", withoutOptional);
    expect((await dashboard(user)).completionData.personalDetails).toBe(78);
    await call(user, "PUT", "/api/profile/personal-details", validPersonalDetails);
    expect((await dashboard(user)).completionData.personalDetails).toBe(100);

    // Next of kin without e-mail: 4 of 5.
    const { email: _email, ...kinWithoutEmail } = validNextOfKin;
    await call(user, "PUT", "/api/profile/next-of-kin", kinWithoutEmail);
    expect((await dashboard(user)).completionData.nextOfKin).toBe(80);

    // Documents: all or nothing on a passport with an expiry date.
    await call(user, "POST", "/api/profile/documents", {
      document_type: "driving_licence",
      expiry_date: isoDaysFromNow(400),
    });
    expect((await dashboard(user)).completionData.documents).toBe(0);
    await call(user, "POST", "/api/profile/documents", {
      document_type: "passport",
      expiry_date: isoDaysFromNow(2000),
    });
    expect((await dashboard(user)).completionData.documents).toBe(100);

    // Skills cards: the share with type, registration number, expiry and both photos (an IOSH certificate has no
    // expiry).
    const card = await call(user, "POST", "/api/profile/skills-cards", {
      card_type: "cscs-labourer",
      registration_number: "C1",
      expiry_date: isoDaysFromNow(500),
    });
    await call(user, "POST", "/api/profile/skills-cards", {
      card_type: "iosh-working-safely",
      registration_number: "I1",
    });
    expect((await dashboard(user)).completionData.skillsCards).toBe(0);
    for (const side of ["front", "back"]) {
      await call(
        user,
        "POST",
        `/api/profile/skills-cards/${card.json().id}/photos/${side}`,
        uploadForm(await pngImage(), `${side}.png`),
      );
    }
    expect((await dashboard(user)).completionData.skillsCards).toBe(50);

    await call(user, "POST", "/api/profile/qualifications", {
      type: "NVQ Level 2",
      issuing_authority: "City & Guilds",
      issue_date: "2020-01-01",
    });
    await call(user, "PUT", "/api/profile/bank-details", validBankDetails);
    await call(user, "PUT", "/api/profile/tax-details", validEmployeeTax);

    const full = await dashboard(user);
    expect(full.completionData).toEqual({
      personalDetails: 100,
      nextOfKin: 80,
      documents: 100,
      skillsCards: 50,
      qualifications: 100,
      bankDetails: 100,
      taxDetails: 100,
    });
    // (100 + 80 + 100 + 50 + 100 + 100 + 100) / 7 = 90
    expect(full.overallCompletion).toBe(90);
    expect(full.profile.bank_details).toMatchObject({ account_number: "•••• 5678", sort_code: "••-••-56" });
    expect(full.profile.tax_details).toMatchObject({ ni_number: "•••• 456C" });
    expect(JSON.stringify(full)).not.toContain("12345678");
    expect(full.profile.documents).toHaveLength(2);
    expect(typeof full.lastUpdated).toBe("string");
    expect(full.expiringSoon).toEqual([]);
  });

  it("lists expired, urgent and warning items soonest first, a card in 20 days marked urgent", async () => {
    const user = await signedInUser(testApp.app);
    const card = (
      await call(user, "POST", "/api/profile/skills-cards", {
        card_type: "cscs-labourer",
        registration_number: "C1",
        expiry_date: isoDaysFromNow(20),
      })
    ).json();
    const document = (
      await call(user, "POST", "/api/profile/documents", {
        document_type: "passport",
        expiry_date: isoDaysFromNow(-3),
      })
    ).json();
    const qualification = (
      await call(user, "POST", "/api/profile/qualifications", {
        type: "First Aid at Work",
        issuing_authority: "St John Ambulance",
        issue_date: "2024-01-01",
        expiry_date: isoDaysFromNow(60),
      })
    ).json();
    await call(user, "POST", "/api/profile/skills-cards", {
      card_type: "cscs-labourer",
      registration_number: "C2",
      expiry_date: isoDaysFromNow(200),
    });

    const { expiringSoon } = await dashboard(user);
    expect(expiringSoon).toEqual([
      {
        kind: "document",
        id: document.id,
        title: "Passport",
        type: "passport",
        expiry_date: isoDaysFromNow(-3),
        urgency: { status: "expired", days_left: -3, label: "Expired 3 days ago" },
      },
      {
        kind: "skills_card",
        id: card.id,
        title: "CSCS Labourer (Green)",
        type: "cscs-labourer",
        expiry_date: isoDaysFromNow(20),
        urgency: { status: "urgent", days_left: 20, label: "Expires in 20 days" },
      },
      {
        kind: "qualification",
        id: qualification.id,
        title: "First Aid at Work",
        type: null,
        expiry_date: isoDaysFromNow(60),
        urgency: { status: "warning", days_left: 60, label: "Expires in 60 days" },
      },
    ]);
  });

  it("shows every section exactly as the section's own endpoint does, files and photos included", async () => {
    const user = await signedInUser(testApp.app);
    await call(user, "PUT", "/api/profile/personal-details", validPersonalDetails);
    await call(user, "POST", "/api/profile/personal-details/photo", uploadForm(await pngImage(), "me.png"));
    await call(user, "PUT", "/api/profile/next-of-kin", validNextOfKin);
    const passport = (
      await call(user, "POST", "/api/profile/documents", {
        document_type: "passport",
        expiry_date: isoDaysFromNow(30),
      })
    ).json();
    await call(
      user,
      "POST",
      `/api/profile/documents/${passport.id}/file`,
      uploadForm(await pngImage(), "p.png"),
    );
    await call(user, "POST", "/api/profile/documents", {
      document_type: "driving_licence",
      expiry_date: isoDaysFromNow(400),
    });
    const card = (
      await call(user, "POST", "/api/profile/skills-cards", {
        card_type: "cscs-labourer",
        registration_number: "C1",
        expiry_date: isoDaysFromNow(-10),
      })
    ).json();
    await call(
      user,
      "POST",
      `/api/profile/skills-cards/${card.id}/photos/back`,
      uploadForm(await pngImage(), "b.png"),
    );
    await call(user, "POST", "/api/profile/qualifications", {
      type: "NVQ Level 2",
      issuing_authority: "City & Guilds",
      issue_date: "2020-01-01",
    });
    await call(user, "PUT", "/api/profile/bank-details", validBankDetails);
    await call(user, "PUT", "/api/profile/tax-details", validEmployeeTax);

    const { profile } = await dashboard(user);
    const section = async (path: string) => (await call(user, "GET", `/api/profile/${path}`)).json();
    expect(profile).toEqual({
      personal_details: await section("personal-details"),
      next_of_kin: await section("next-of-kin"),
      documents: await section("documents"),
      skills_cards: await section("skills-cards"),
      qualifications: await section("qualifications"),
      bank_details: await section("bank-details"),
      tax_details: await section("tax-details"),
    });
    expect(profile.documents.map((document: { file_url: unknown }) => document.file_url !== null)).toEqual([
      true,
      false,
    ]);
    expect(profile.skills_cards[0]).toMatchObject({
      front_image_url: null,
      back_image_url: expect.any(String),
      back_thumbnail_url: expect.any(String),
    });
  });

  it("answers 404 for the profile image until a photo is uploaded, then its avatar-size URL", async () => {
    const user = await signedInUser(testApp.app);
    const none = await call(user, "GET", "/api/core-data?route=profile-image&userId=current");
    expect(none.statusCode).toBe(404);

    const uploaded = await call(
      user,
      "POST",
      "/api/profile/personal-details/photo",
      uploadForm(await pngImage(), "me.png"),
    );
    const photoUrl = uploaded.json().photo_url as string;
    const thumbnailUrl = uploaded.json().photo_thumbnail_url as string;
    const image = await call(user, "GET", "/api/core-data?route=profile-image&userId=current");
    expect(image.statusCode).toBe(200);
    expect(image.json()).toEqual({ profileImageUrl: thumbnailUrl });
    expect((await call(user, "GET", thumbnailUrl)).statusCode).toBe(200);
    expect((await dashboard(user)).profileImage).toBe(photoUrl);

    const other = await signedInUser(testApp.app);
    const someoneElse = await call(other, "GET", `/api/core-data?route=profile-image&userId=${user.userId}`);
    expect(someoneElse.statusCode).toBe(404);
  });

  describe("kept in memory per worker", () => {
    const firstName = async (user: User) => (await dashboard(user)).profile.personal_details.first_name;
    /**
     * Resolves once a notice sent now has come back to a listener of our own: the notices of earlier writes,
     * sent before it, have reached the app's listener too (on PostgreSQL they arrive after the commit).
     */
    async function earlierNoticesDelivered() {
      const marker = `delivered-${randomUUID()}`;
      let arrived: () => void = () => {};
      const arrival = new Promise<void>((resolve) => {
        arrived = resolve;
      });
      const stop = await testApp.database.listen(changeChannels.profiles, (payload) => {
        if (payload === marker) arrived();
      });
      await testApp.database.db.execute(sql`select pg_notify(${changeChannels.profiles}, ${marker})`);
      await arrival;
      await stop();
    }
    const setFirstNameInDatabase = (user: User, name: string) =>
      testApp.database.db.execute(
        sql`update personal_details set first_name = ${name} where user_id = ${user.userId}`,
      );

    it("answers from memory until the database announces a change to that worker's profile", async () => {
      const user = await signedInUser(testApp.app);
      await call(user, "PUT", "/api/profile/personal-details", validPersonalDetails);
      await earlierNoticesDelivered();
      expect(await firstName(user)).toBe(validPersonalDetails.first_name);

      // A change the database does not announce (its trigger off) is not seen: the dashboard is kept...
      await testApp.database.db.execute(sql`alter table personal_details disable trigger user`);
      try {
        await setFirstNameInDatabase(user, "Unannounced");
      } finally {
        await testApp.database.db.execute(sql`alter table personal_details enable trigger user`);
      }
      expect(await firstName(user)).toBe(validPersonalDetails.first_name);

      // ...until a notice names the worker.
      await testApp.database.db.execute(sql`select pg_notify(${changeChannels.profiles}, ${user.userId})`);
      await expect.poll(() => firstName(user)).toBe("Unannounced");
    });

    it("shows a change made elsewhere (another instance, a background job) once its notice arrives", async () => {
      const user = await signedInUser(testApp.app);
      await call(user, "PUT", "/api/profile/personal-details", validPersonalDetails);
      expect(await firstName(user)).toBe(validPersonalDetails.first_name);
      await setFirstNameInDatabase(user, "Elsewhere");
      await expect.poll(() => firstName(user)).toBe("Elsewhere");

      // A stored file is part of it too: a thumbnail made after the upload shows.
      const fileKey = `dashboard-test/${user.userId}`;
      await testApp.database.db.execute(
        sql`insert into stored_files (user_id, storage_key, mime_type, size_bytes, original_name)
            values (${user.userId}, ${fileKey}, 'image/png', 1, 'passport.png')`,
      );
      await testApp.database.db.execute(
        sql`insert into documents (user_id, document_type, file_id)
            select ${user.userId}, 'passport', id from stored_files where storage_key = ${fileKey}`,
      );
      const documentThumbnail = async () => (await dashboard(user)).profile.documents[0]?.thumbnail_url;
      await expect.poll(documentThumbnail).toBeNull();
      await testApp.database.db.execute(
        sql`update stored_files set thumbnail_key = ${`${fileKey}.thumb`} where storage_key = ${fileKey}`,
      );
      await expect.poll(documentThumbnail).toMatch(/^\/api\/files\/.+\/thumbnail$/);
    });

    it("shows the worker's own change on their very next request, and nobody else's copy changes", async () => {
      const user = await signedInUser(testApp.app);
      const other = await signedInUser(testApp.app);
      await call(other, "PUT", "/api/profile/personal-details", {
        ...validPersonalDetails,
        first_name: "Other",
      });
      expect(await firstName(other)).toBe("Other");
      expect((await dashboard(user)).profile.skills_cards).toEqual([]);

      // With the table's notice off, only this instance's own bookkeeping can make the change show.
      await testApp.database.db.execute(sql`alter table skills_cards disable trigger user`);
      try {
        const card = await call(user, "POST", "/api/profile/skills-cards", {
          card_type: "cscs-labourer",
          registration_number: "NEXT-1",
          expiry_date: isoDaysFromNow(10),
        });
        expect(card.statusCode).toBe(201);
      } finally {
        await testApp.database.db.execute(sql`alter table skills_cards enable trigger user`);
      }
      const next = await dashboard(user);
      expect(
        next.profile.skills_cards.map((each: { registration_number: string }) => each.registration_number),
      ).toEqual(["NEXT-1"]);
      expect(next.expiringSoon).toHaveLength(1);
      expect(await firstName(other)).toBe("Other");
    });

    it("works urgency out afresh on a new day, and answers the same day from memory", async () => {
      const user = await signedInUser(testApp.app);
      const cardExpiry = isoDaysFromNow(10);
      await call(user, "POST", "/api/profile/skills-cards", {
        card_type: "cscs-labourer",
        registration_number: "DAY-1",
        expiry_date: cardExpiry,
      });
      const watch = createChangeWatch(testApp.database, changeChannels.profiles);
      await watch.start();
      const { fieldEncryptionKey } = testApp.config;
      let clock = new Date(`${isoDaysFromNow(0)}T08:00:00Z`);
      const service = createDashboardService({
        db: testApp.database.db,
        cipher: createFieldCipher({
          current: { id: fieldKeyId(fieldEncryptionKey), key: fieldEncryptionKey },
        }),
        now: () => clock,
        schemeRules: createDefaultSchemeRuleSource(),
        profileChanges: watch,
      });
      try {
        const morning = await service.dashboardData(user.userId);
        expect(morning.expiringSoon.map((item) => item.urgency.days_left)).toEqual([10]);
        clock = new Date(`${isoDaysFromNow(0)}T20:00:00Z`);
        expect(await service.dashboardData(user.userId)).toBe(morning);

        clock = new Date(`${isoDaysFromNow(1)}T08:00:00Z`);
        const nextDay = await service.dashboardData(user.userId);
        expect(nextDay.expiringSoon).toEqual([
          expect.objectContaining({
            expiry_date: cardExpiry,
            urgency: expect.objectContaining({ days_left: 9 }),
          }),
        ]);
      } finally {
        await watch.stop();
      }
    });
  });
});
