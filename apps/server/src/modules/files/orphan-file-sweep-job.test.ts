import { mkdtempSync, rmSync, utimesSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDiskFileStorage, type FileStorage } from "../../adapters/files/file-storage.ts";
import type { Database } from "../../db/client.ts";
import { users } from "../../db/schema/accounts.ts";
import { storedFiles } from "../../db/schema/profile.ts";
import { createTestDatabase } from "../../test-support/test-database.ts";
import { runOrphanFileSweepJob } from "./orphan-file-sweep-job.ts";

describe("the orphan file sweep", () => {
  let database: Database;
  let storage: FileStorage;
  let root: string;
  let userId: string;
  const now = new Date();
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);

  async function putFile(key: string, writtenAt: Date) {
    await storage.put(key, Buffer.from(`bytes of ${key}`));
    utimesSync(path.join(root, key), writtenAt, writtenAt);
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    root = mkdtempSync(path.join(tmpdir(), "siteready-sweep-"));
    storage = createDiskFileStorage(root);
    const [user] = await database.db
      .insert(users)
      .values({ name: "Sam", email: `sweep.${Date.now()}@example.com` })
      .returning({ id: users.id });
    if (!user) throw new Error("no user");
    userId = user.id;
  });
  afterAll(async () => {
    await database?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("deletes old bytes no file row points at, and keeps referenced files and uploads still in progress", async () => {
    const kept = `${userId}/kept.jpg`;
    const keptThumbnail = `${userId}/kept-thumbnail.webp`;
    const crashedUpload = `${userId}/crashed.jpg`;
    const uploadInProgress = `${userId}/in-progress.jpg`;
    await database.db.insert(storedFiles).values({
      userId,
      storageKey: kept,
      thumbnailKey: keptThumbnail,
      mimeType: "image/jpeg",
      sizeBytes: 10,
      originalName: "card.jpg",
    });
    await putFile(kept, hoursAgo(48));
    await putFile(keptThumbnail, hoursAgo(48));
    await putFile(crashedUpload, hoursAgo(3));
    await putFile(uploadInProgress, new Date(now.getTime() - 60_000));

    expect(await runOrphanFileSweepJob({ db: database.db, storage, now })).toEqual({ removed: 1 });

    expect(await storage.get(crashedUpload)).toBeNull();
    expect(String(await storage.get(kept))).toBe(`bytes of ${kept}`);
    expect(await storage.get(keptThumbnail)).not.toBeNull();
    expect(await storage.get(uploadInProgress)).not.toBeNull();
  });
});
