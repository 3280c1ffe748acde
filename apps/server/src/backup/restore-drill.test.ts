import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { count } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { backup } from "../cli/backup.ts";
import { restore } from "../cli/restore.ts";
import { type Database, openDatabase } from "../db/client.ts";
import { users } from "../db/schema/accounts.ts";
import { storedFiles } from "../db/schema/profile.ts";
import { projects } from "../db/schema/projects.ts";
import { pngImage, uploadForm } from "../modules/files/upload-test-support.ts";
import { type SignedInUser, signedInUser } from "../test-support/auth-helpers.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import { diskDatabaseFromTemplate, diskDatabaseTestTimeoutMs } from "../test-support/test-database.ts";

/**
 * The restore drill of docs/operations.md, on the embedded database: a running server is backed up, more is
 * written, the backup is restored, and a server started on the restored folder has exactly what the backup had.
 */
describe("restore drill", () => {
  const root = mkdtempSync(path.join(tmpdir(), "siteready-drill-"));
  const dataDir = path.join(root, "data");
  const backupDir = path.join(root, "backup");
  // What the CLIs see in their environment: the server's DATA_DIR.
  const env = {
    DATA_DIR: dataDir,
    AUTH_SECRET: "test-secret-that-is-at-least-32-characters-long",
    FIELD_ENCRYPTION_KEY: `${"0".repeat(63)}1`,
  };
  let database: Database | undefined;
  let testApp: TestApp | undefined;
  afterAll(async () => {
    await testApp?.close();
    await database?.close();
    rmSync(root, { recursive: true, force: true });
  });

  async function startServer(open: () => Promise<Database>) {
    database = await open();
    testApp = await createTestApp({ DATA_DIR: dataDir }, { database });
    return testApp;
  }
  async function stopServer() {
    await testApp?.close();
    await database?.close();
    testApp = undefined;
    database = undefined;
  }
  const call = (app: TestApp, user: SignedInUser, method: "GET" | "POST", url: string, payload?: unknown) =>
    app.app.inject({
      method,
      url,
      headers: user.headers,
      ...(payload === undefined ? {} : { payload: payload as string }),
    });
  async function counts(app: TestApp) {
    const [[people], [files], [works]] = await Promise.all([
      app.database.db.select({ n: count() }).from(users),
      app.database.db.select({ n: count() }).from(storedFiles),
      app.database.db.select({ n: count() }).from(projects),
    ]);
    return { users: people?.n, files: files?.n, projects: works?.n };
  }

  it(
    "backs up a running server, and a server started on the restore has the backup's records and files, not what came after",
    async () => {
      let app = await startServer(() => diskDatabaseFromTemplate(dataDir));
      const worker = await signedInUser(app.app);
      expect(
        (
          await call(app, worker, "POST", "/api/projects", {
            name: "Riverside flats",
            start_date: "2024-03-04",
          })
        ).statusCode,
      ).toBe(201);
      const firstPhoto = await call(
        app,
        worker,
        "POST",
        "/api/profile/personal-details/photo",
        uploadForm(await pngImage(), "me.png"),
      );
      expect(firstPhoto.statusCode).toBe(200);
      const photoUrl = firstPhoto.json().photo_url as string;
      const photoBytes = (await call(app, worker, "GET", photoUrl)).rawPayload;
      const backedUp = await counts(app);

      const made = await backup([backupDir], env);
      expect(made).toMatchObject({ exitCode: 0 });
      expect(made.message).toContain("made by the running server");

      // After the backup: another project, a new photo (the first one's file is deleted), another person.
      await call(app, worker, "POST", "/api/projects", {
        name: "Hospital car park",
        start_date: "2025-01-06",
      });
      const secondPhoto = await call(
        app,
        worker,
        "POST",
        "/api/profile/personal-details/photo",
        uploadForm(await pngImage(80, 80), "me2.png"),
      );
      expect(secondPhoto.json().photo_url).not.toBe(photoUrl);
      expect((await call(app, worker, "GET", photoUrl)).statusCode).toBe(404);
      await signedInUser(app.app);
      expect(await counts(app)).not.toEqual(backedUp);

      const refused = await restore([backupDir], env);
      expect(refused.exitCode).toBe(1);
      expect(refused.message).toMatch(/is running .*stop it first/);

      await stopServer();
      const restored = await restore([backupDir], env);
      expect(restored.exitCode).toBe(0);
      const previous = /kept in (\S+);/.exec(restored.message)?.[1] ?? "";
      expect(readdirSync(previous)).toContain("db");

      app = await startServer(() => openDatabase({ pgliteDir: path.join(dataDir, "db") }));
      expect(await counts(app)).toEqual(backedUp);
      // The worker's session was in the backup: still signed in, with the first project and photo only.
      const list = await call(app, worker, "GET", "/api/projects");
      expect(list.statusCode).toBe(200);
      expect((list.json().projects as Array<{ name: string }>).map((project) => project.name)).toEqual([
        "Riverside flats",
      ]);
      const details = await call(app, worker, "GET", "/api/profile/personal-details");
      expect(details.json().photo_url).toBe(photoUrl);
      const photo = await call(app, worker, "GET", photoUrl);
      expect(photo.statusCode).toBe(200);
      expect(photo.rawPayload.equals(photoBytes)).toBe(true);
    },
    diskDatabaseTestTimeoutMs,
  );
});
