import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../../db/schema/accounts.ts";
import { signedInUser } from "../../test-support/auth-helpers.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { pngImage, uploadForm } from "../files/upload-test-support.ts";
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

    // Skills cards: the share with type, registration number and expiry (an IOSH certificate has none).
    await call(user, "POST", "/api/profile/skills-cards", {
      card_type: "cscs-labourer",
      registration_number: "C1",
      expiry_date: isoDaysFromNow(500),
    });
    await call(user, "POST", "/api/profile/skills-cards", {
      card_type: "iosh-working-safely",
      registration_number: "I1",
    });
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
        expiry_date: isoDaysFromNow(-3),
        urgency: { status: "expired", days_left: -3, label: "Expired 3 days ago" },
      },
      {
        kind: "skills_card",
        id: card.id,
        title: "CSCS Labourer (Green)",
        expiry_date: isoDaysFromNow(20),
        urgency: { status: "urgent", days_left: 20, label: "Expires in 20 days" },
      },
      {
        kind: "qualification",
        id: qualification.id,
        title: "First Aid at Work",
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
});
