import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "../../db/schema/accounts.ts";
import { cvSettings } from "../../db/schema/cv.ts";
import { inductions } from "../../db/schema/inductions.ts";
import { sensitiveFieldAudit, skillsCards, storedFiles } from "../../db/schema/profile.ts";
import { projects } from "../../db/schema/work.ts";
import { signedInUser } from "../../test-support/auth-helpers.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
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

describe("export and account deletion", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  const call = callerOf(() => testApp.app);
  const userFolder = (userId: string) => path.join(testApp.config.dataDir, "files", userId);

  async function fillProfile(user: User) {
    await call(user, "PUT", "/api/profile/personal-details", validPersonalDetails);
    await call(user, "POST", "/api/profile/personal-details/photo", uploadForm(await pngImage(), "me.png"));
    const card = (
      await call(user, "POST", "/api/profile/skills-cards", {
        card_type: "cscs-labourer",
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
    expect(data.account).toMatchObject({ id: user.userId, email: user.email });
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
    });
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
    expect(readdirSync(userFolder(user.userId)).length).toBeGreaterThan(0);

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
    for (const table of [
      "personal_details",
      "documents",
      "bank_details",
      "tax_details",
      "sensitive_field_audit",
    ]) {
      const rows = await sqlRows(
        db,
        sql`select count(*)::int as count from ${sql.identifier(table)} where user_id = ${user.userId}`,
      );
      expect(rows[0]?.count, table).toBe(0);
    }
    expect(existsSync(userFolder(user.userId))).toBe(false);

    const afterwards = await call(user, "GET", "/api/core-data?route=dashboard-data");
    expect(afterwards.statusCode).toBe(401);

    // Nobody else is touched.
    // Photo and card side with thumbnails, plus the PDF without one.
    expect(readdirSync(userFolder(bystander.userId))).toHaveLength(5);
    expect((await call(bystander, "GET", "/api/core-data?route=dashboard-data")).statusCode).toBe(200);
  });
});
