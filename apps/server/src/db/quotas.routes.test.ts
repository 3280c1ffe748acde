import {
  RECORDS_PER_TYPE_LIMIT,
  recordLimitMessage,
  STORAGE_BYTES_LIMIT,
  storageLimitMessage,
} from "@siteready/domain/limits";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pngImage, uploadForm } from "../modules/files/upload-test-support.ts";
import { callerOf } from "../modules/profile/profile-test-support.ts";
import { signedInUser } from "../test-support/auth-helpers.ts";
import { expectRefusedInWords } from "../test-support/limits.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import { qualifications, storedFiles } from "./schema/profile.ts";

/** Per-user limits, so one account cannot fill the database or the disk for everyone. */
describe("per-user quotas", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());
  const call = callerOf(() => testApp.app);
  const qualification = { type: "NVQ Level 2", issuing_authority: "City & Guilds", issue_date: "2020-06-01" };

  it(`refuses a record past ${RECORDS_PER_TYPE_LIMIT} of a kind, in words, and keeps the others`, async () => {
    const user = await signedInUser(testApp.app);
    await testApp.database.db.insert(qualifications).values(
      Array.from({ length: RECORDS_PER_TYPE_LIMIT - 1 }, (_, index) => ({
        userId: user.userId,
        type: `Course ${index}`,
      })),
    );
    const last = await call(user, "POST", "/api/profile/qualifications", qualification);
    expect(last.statusCode).toBe(201);
    const overLimit = await call(user, "POST", "/api/profile/qualifications", qualification);
    expectRefusedInWords(overLimit, 409, recordLimitMessage("qualifications"));
    const list = await call(user, "GET", "/api/profile/qualifications");
    expect(list.json()).toHaveLength(RECORDS_PER_TYPE_LIMIT);
    // Another user is not affected.
    const other = await signedInUser(testApp.app);
    expect((await call(other, "POST", "/api/profile/qualifications", qualification)).statusCode).toBe(201);
  });

  it("refuses an upload that would take a user past their storage, in words", async () => {
    const user = await signedInUser(testApp.app);
    await testApp.database.db.insert(storedFiles).values({
      userId: user.userId,
      storageKey: `${user.userId}/already-full.pdf`,
      mimeType: "application/pdf",
      sizeBytes: STORAGE_BYTES_LIMIT - 100,
      originalName: "big.pdf",
    });
    const photo = await call(
      user,
      "POST",
      "/api/profile/personal-details/photo",
      uploadForm(await pngImage(), "me.png"),
    );
    expectRefusedInWords(photo, 413, storageLimitMessage);
    const details = await call(user, "GET", "/api/profile/personal-details");
    expect(details.json().photo_url).toBeNull();
  });
});
