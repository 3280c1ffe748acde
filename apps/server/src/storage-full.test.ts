import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pngImage, uploadForm } from "./modules/files/upload-test-support.ts";
import { validPersonalDetails } from "./modules/profile/profile-test-support.ts";
import { signedInUser } from "./test-support/auth-helpers.ts";
import { startFullBucket } from "./test-support/s3-server.ts";
import { createTestApp, type TestApp } from "./test-support/test-app.ts";

describe("when the file storage is full", () => {
  let full: Awaited<ReturnType<typeof startFullBucket>>;
  let testApp: TestApp;

  beforeAll(async () => {
    full = await startFullBucket();
    testApp = await createTestApp({
      S3_BUCKET: "full",
      S3_ENDPOINT: full.endpoint,
      S3_ACCESS_KEY_ID: "key",
      S3_SECRET_ACCESS_KEY: "secret",
      S3_FORCE_PATH_STYLE: "true",
    });
  });
  afterAll(async () => {
    await testApp.close();
    await full.close();
  });

  it("an upload answers 507 'Storage is full …', and health says so while readiness stays up", async () => {
    const user = await signedInUser(testApp.app);
    await testApp.app.inject({
      method: "PUT",
      url: "/api/profile/personal-details",
      headers: user.headers,
      payload: validPersonalDetails,
    });
    const upload = await testApp.app.inject({
      method: "POST",
      url: "/api/profile/personal-details/photo",
      headers: user.headers,
      payload: uploadForm(await pngImage(), "me.png"),
    });
    expect(upload.statusCode).toBe(507);
    expect(upload.json()).toMatchObject({
      code: "STORAGE_FULL",
      message: "Storage is full, so this was not saved. Please try again later; we have been told.",
    });
    const health = await testApp.app.inject({ method: "GET", url: "/api/health" });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: "degraded", database: "up", storage: "full" });
    // Reads still work, so a load balancer keeps the instance.
    const ready = await testApp.app.inject({ method: "GET", url: "/api/health/ready" });
    expect(ready.statusCode).toBe(200);
  });
});
