import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "./db/client.ts";
import { pngImage, uploadForm } from "./modules/files/upload-test-support.ts";
import { validPersonalDetails } from "./modules/profile/profile-test-support.ts";
import { signedInUser } from "./test-support/auth-helpers.ts";
import { databaseUrlFor } from "./test-support/database-template.ts";
import { eventReader, sendMessage } from "./test-support/live-events.ts";
import { type LocalS3, startLocalS3 } from "./test-support/s3-server.ts";
import { createTestApp, type TestApp } from "./test-support/test-app.ts";

/**
 * Two instances as two machines behind a load balancer: each its own DATA_DIR, one database and one bucket
 * between them. On TEST_DATABASE_URL each has its own connection pool to the one PostgreSQL database (as CI
 * runs it); on PGlite they share the one embedded database, which is all PGlite can offer.
 */
describe("two instances on one database and one bucket", () => {
  let s3: LocalS3;
  let first: TestApp;
  let second: TestApp;
  let secondDatabase: Database;

  beforeAll(async () => {
    s3 = await startLocalS3();
    first = await createTestApp({ ...s3.env, ADMIN_EMAILS: "boss@example.com" });
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (serverUrl) {
      const result = await first.database.db.execute(sql`select current_database() as name`);
      const name = (result as unknown as { rows: Array<{ name: string }> }).rows[0]?.name ?? "";
      secondDatabase = await openDatabase({ databaseUrl: databaseUrlFor(serverUrl, name), pgliteDir: "" });
    } else {
      secondDatabase = first.database;
    }
    second = await createTestApp(s3.env, { database: secondDatabase });
  });
  afterAll(async () => {
    await second.close();
    if (secondDatabase !== first.database) await secondDatabase.close();
    await first.close();
    await s3.close();
  });

  it("serves a photo uploaded through one instance from the other, each size of it", async () => {
    expect(first.config.dataDir).not.toBe(second.config.dataDir);
    const user = await signedInUser(first.app);
    await first.app.inject({
      method: "PUT",
      url: "/api/profile/personal-details",
      headers: user.headers,
      payload: validPersonalDetails,
    });
    const uploaded = await first.app.inject({
      method: "POST",
      url: "/api/profile/personal-details/photo",
      headers: user.headers,
      payload: uploadForm(await pngImage(400, 300), "me.png"),
    });
    expect(uploaded.statusCode).toBe(200);
    const { photo_url: photoUrl, photo_thumbnail_url: thumbnailUrl } = uploaded.json() as {
      photo_url: string;
      photo_thumbnail_url: string;
    };
    const fromFirst = await first.app.inject({ method: "GET", url: photoUrl, headers: user.headers });
    expect(fromFirst.statusCode).toBe(200);
    // Signed in on the first instance, served by the second: the session and the bytes are shared.
    for (const url of [photoUrl, thumbnailUrl, `${photoUrl.replace(/\?.*$/, "")}/image?w=160`]) {
      const fromSecond = await second.app.inject({ method: "GET", url, headers: user.headers });
      expect(fromSecond.statusCode, url).toBe(200);
      expect(fromSecond.headers["content-length"], url).toBe(String(fromSecond.rawPayload.length));
    }
    const original = await second.app.inject({ method: "GET", url: photoUrl, headers: user.headers });
    expect(original.rawPayload.equals(fromFirst.rawPayload)).toBe(true);
  });

  it("delivers a message sent through one instance to a live stream open on the other", async () => {
    const admin = await signedInUser(first.app, { email: "boss@example.com" });
    await first.app.inject({
      method: "PATCH",
      url: "/api/admin/features/messages",
      headers: admin.headers,
      payload: { state: "enabled" },
    });
    const alice = await signedInUser(first.app);
    const bob = await signedInUser(second.app);
    const secondUrl = await second.app.listen({ port: 0, host: "127.0.0.1" });
    const stream = await fetch(`${secondUrl}/api/live`, { headers: { cookie: bob.cookie } });
    const bobEvents = eventReader(stream.body as ReadableStream<Uint8Array>);

    const id = await sendMessage(first.app, alice, bob, "Crane's here at eight");
    expect(await bobEvents()).toEqual({ kind: "conversation", id });
  });
});
