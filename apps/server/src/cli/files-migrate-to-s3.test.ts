import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDiskFileStorage } from "../adapters/files/file-storage.ts";
import { createS3FileStorage } from "../adapters/files/s3-file-storage.ts";
import { type LocalS3, startLocalS3 } from "../test-support/s3-server.ts";
import { migrateFilesToS3 } from "./files-migrate-to-s3.ts";

describe("npm run files:migrate-to-s3", () => {
  let s3: LocalS3;
  let dataDir: string;
  let env: Record<string, string>;

  beforeAll(async () => {
    s3 = await startLocalS3();
    dataDir = mkdtempSync(path.join(tmpdir(), "siteready-migrate-"));
    env = {
      ...s3.env,
      DATA_DIR: dataDir,
      AUTH_SECRET: "test-secret-that-is-at-least-32-characters-long",
      FIELD_ENCRYPTION_KEY: `${"0".repeat(63)}1`,
    };
  });
  afterAll(async () => {
    await s3.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("copies every file of the disk store into the bucket, and a second run copies nothing again", async () => {
    const disk = createDiskFileStorage(path.join(dataDir, "files"));
    const files = {
      "user-1/3f1c2a9e-0b7d-4b8e-9a55-5c2f1d7e8a10.jpg": Buffer.from([0xff, 0xd8, 0xff, 1, 2, 3]),
      "user-1/3f1c2a9e-0b7d-4b8e-9a55-5c2f1d7e8a10-thumbnail.webp": Buffer.from("thumb"),
      "user-2/a.pdf": Buffer.from("%PDF-1.4 …"),
    };
    for (const [key, data] of Object.entries(files)) await disk.put(key, data);

    expect(await migrateFilesToS3(env)).toEqual({
      exitCode: 0,
      message: `Copied 3 files to ${s3.bucket}; 0 were there already.`,
    });
    const bucket = createS3FileStorage({
      bucket: s3.bucket,
      endpoint: s3.endpoint,
      region: "us-east-1",
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
      forcePathStyle: true,
    });
    for (const [key, data] of Object.entries(files)) expect(await bucket.get(key), key).toEqual(data);
    // The disk store is left as it was.
    expect(await disk.get("user-2/a.pdf")).toEqual(files["user-2/a.pdf"]);

    expect((await migrateFilesToS3(env)).message).toBe(
      `Copied 0 files to ${s3.bucket}; 3 were there already.`,
    );
  });

  it("says what to set when there is no bucket", async () => {
    const {
      S3_BUCKET: _bucket,
      S3_ENDPOINT: _endpoint,
      S3_ACCESS_KEY_ID: _id,
      S3_SECRET_ACCESS_KEY: _secret,
      ...noS3
    } = env;
    expect(await migrateFilesToS3(noS3)).toMatchObject({ exitCode: 1 });
  });
});
