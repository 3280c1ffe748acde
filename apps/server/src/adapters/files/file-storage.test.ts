import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { text } from "node:stream/consumers";
import { CreateBucketCommand } from "@aws-sdk/client-s3";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { StorageFullError } from "../../lib/app-error.ts";
import { type LocalS3, startFullBucket, startLocalS3 } from "../../test-support/s3-server.ts";
import { createDiskFileStorage, type FileStorage, InvalidFileKeyError } from "./file-storage.ts";
import { createS3FileStorage } from "./s3-file-storage.ts";

let sandbox: string;
let root: string;
let storage: FileStorage;

beforeEach(async () => {
  sandbox = await mkdtemp(path.join(tmpdir(), "siteready-files-"));
  root = path.join(sandbox, "data", "files");
  storage = createDiskFileStorage(root);
});

afterEach(async () => {
  await rm(sandbox, { recursive: true, force: true });
});

const bytes = (text: string) => Buffer.from(text, "utf8");

/**
 * What every FileStorage promises, run against the disk and against a real S3-compatible server (s3rver), so
 * moving a store from one to the other changes nothing a caller sees.
 */
function storageContract(name: string, make: () => FileStorage) {
  describe(`${name}: the FileStorage contract`, () => {
    let storage: FileStorage;
    beforeEach(() => {
      storage = make();
    });

    it("stores, replaces and reads back bytes, whole or as a stream with its length", async () => {
      const data = Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x01, 0x02]);
      await storage.put("user-1/3f1c2a9e-0b7d-4b8e-9a55-5c2f1d7e8a10.jpg", data);
      expect(await storage.get("user-1/3f1c2a9e-0b7d-4b8e-9a55-5c2f1d7e8a10.jpg")).toEqual(data);
      await storage.put("user-1/a.txt", bytes("first"));
      await storage.put("user-1/a.txt", bytes("second"));
      const opened = await storage.open("user-1/a.txt");
      expect(opened?.sizeBytes).toBe(6);
      if (!opened) throw new Error("the stored file did not open");
      expect(await text(opened.body)).toBe("second");
      expect(await storage.open("user-1/missing.txt")).toBeNull();
    });

    it("lists every stored key with when it was written", async () => {
      const before = Date.now() - 5_000;
      await storage.put("user-1/a.jpg", bytes("a"));
      await storage.put("user-2/thumbs/b.webp", bytes("b"));
      const listed: Array<{ key: string; modifiedAt: Date }> = [];
      for await (const file of storage.list()) listed.push(file);
      expect(listed.map((file) => file.key).sort()).toEqual(["user-1/a.jpg", "user-2/thumbs/b.webp"]);
      for (const file of listed) expect(file.modifiedAt.getTime()).toBeGreaterThan(before);
    });

    it("answers null for a missing key, or a key that names a folder", async () => {
      expect(await storage.get("user-1/missing.jpg")).toBeNull();
      await storage.put("user-1/a.jpg", bytes("a"));
      expect(await storage.get("user-1")).toBeNull();
      expect(await storage.get("user-1/a.jpg/b.jpg")).toBeNull();
    });

    it("deletes one file, and deleting a missing file is not an error", async () => {
      await storage.put("user-1/a.jpg", bytes("a"));
      await storage.put("user-1/b.jpg", bytes("b"));
      await storage.delete("user-1/a.jpg");
      expect(await storage.get("user-1/a.jpg")).toBeNull();
      expect(await storage.get("user-1/b.jpg")).toEqual(bytes("b"));
      await expect(storage.delete("user-1/a.jpg")).resolves.toBeUndefined();
      await expect(storage.delete("nobody/none.jpg")).resolves.toBeUndefined();
    });

    it("deletes everything under a folder prefix and nothing else", async () => {
      await storage.put("user-1/a.jpg", bytes("a"));
      await storage.put("user-1/thumbs/a.webp", bytes("t"));
      await storage.put("user-10/a.jpg", bytes("other user"));
      await storage.put("user-2/a.jpg", bytes("other user"));

      await storage.deletePrefix("user-1/");
      expect(await storage.get("user-1/a.jpg")).toBeNull();
      expect(await storage.get("user-1/thumbs/a.webp")).toBeNull();
      expect(await storage.get("user-10/a.jpg")).toEqual(bytes("other user"));
      expect(await storage.get("user-2/a.jpg")).toEqual(bytes("other user"));

      // Without the trailing slash it still means the folder, never a name prefix.
      await storage.deletePrefix("user-2");
      expect(await storage.get("user-2/a.jpg")).toBeNull();
      expect(await storage.get("user-10/a.jpg")).toEqual(bytes("other user"));

      await expect(storage.deletePrefix("nobody/")).resolves.toBeUndefined();
    });

    it("refuses to delete the whole store", async () => {
      await storage.put("user-1/a.jpg", bytes("a"));
      for (const prefix of ["", "/", "."]) {
        await expect(storage.deletePrefix(prefix)).rejects.toThrow(InvalidFileKeyError);
      }
      expect(await storage.get("user-1/a.jpg")).toEqual(bytes("a"));
    });

    it("refuses keys that would escape the root or mean something to a file system", async () => {
      for (const key of [
        "../secrets.json",
        "user-1/../../secrets.json",
        "..",
        "/etc/passwd",
        "user-1\\..\\a",
        "user-1//a.jpg",
        ".hidden",
        "user-1/a.jpg\u0000.png",
      ]) {
        await expect(storage.put(key, bytes("x")), key).rejects.toThrow(InvalidFileKeyError);
        await expect(storage.get(key), key).rejects.toThrow(InvalidFileKeyError);
        await expect(storage.open(key), key).rejects.toThrow(InvalidFileKeyError);
      }
    });
  });
}

storageContract("disk", () => storage);

let s3: LocalS3;
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(() => s3.close());
let bucketCount = 0;
let s3Storage: FileStorage;
beforeEach(async () => {
  // A fresh bucket per test, as the disk gets a fresh folder.
  bucketCount += 1;
  const bucket = `contract-${bucketCount}`;
  const made = createS3FileStorage({ ...s3Settings(s3), bucket });
  await made.client.send(new CreateBucketCommand({ Bucket: bucket }));
  s3Storage = made;
});
storageContract("S3", () => s3Storage);

function s3Settings(server: LocalS3) {
  return {
    bucket: server.bucket,
    endpoint: server.endpoint,
    region: "us-east-1",
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    forcePathStyle: true,
  };
}

describe("disk file storage", () => {
  it("stores and reads back bytes, creating folders as needed", async () => {
    const data = Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x01, 0x02]);
    await storage.put("user-1/3f1c2a9e-0b7d-4b8e-9a55-5c2f1d7e8a10.jpg", data);
    expect(await storage.get("user-1/3f1c2a9e-0b7d-4b8e-9a55-5c2f1d7e8a10.jpg")).toEqual(data);
    expect(await readFile(path.join(root, "user-1", "3f1c2a9e-0b7d-4b8e-9a55-5c2f1d7e8a10.jpg"))).toEqual(
      data,
    );
  });

  it("replaces an existing file and leaves no temporary files behind", async () => {
    await storage.put("user-1/a.jpg", bytes("first"));
    await storage.put("user-1/a.jpg", bytes("second"));
    expect(await storage.get("user-1/a.jpg")).toEqual(bytes("second"));
    expect(await readdir(path.join(root, "user-1"))).toEqual(["a.jpg"]);
  });

  it("keeps the old file intact when several writers race on one key", async () => {
    const versions = Array.from({ length: 20 }, (_, index) => Buffer.alloc(64 * 1024, index));
    await Promise.all(versions.map((version) => storage.put("user-1/race.jpg", version)));
    const stored = await storage.get("user-1/race.jpg");
    // Whole files only: one writer's bytes, never a mix or a truncation.
    expect(versions.some((version) => stored?.equals(version))).toBe(true);
    expect(await readdir(path.join(root, "user-1"))).toEqual(["race.jpg"]);
  });

  it("refuses keys that would escape the root", async () => {
    const outside = path.join(sandbox, "data", "secrets.json");
    await mkdir(path.dirname(outside), { recursive: true });
    await writeFile(outside, "{}");
    const badKeys = [
      "../secrets.json",
      "user-1/../../secrets.json",
      "..",
      outside,
      "/etc/passwd",
      "user-1\\..\\..\\secrets.json",
      "user-1//a.jpg",
      "user-1/./a.jpg",
      ".hidden",
      "user-1/a.jpg\u0000.png",
      "C:/windows/a.jpg",
    ];
    for (const key of badKeys) {
      await expect(storage.put(key, bytes("x")), key).rejects.toThrow(InvalidFileKeyError);
      await expect(storage.get(key), key).rejects.toThrow(InvalidFileKeyError);
      await expect(storage.delete(key), key).rejects.toThrow(InvalidFileKeyError);
      await expect(storage.deletePrefix(key), key).rejects.toThrow(InvalidFileKeyError);
    }
    expect(await readFile(outside, "utf8")).toBe("{}");
    expect(await readdir(path.join(sandbox, "data"))).toEqual(["secrets.json"]);
  });
});

describe("a full bucket", () => {
  it("turns the service's 'storage full' answer into StorageFullError", async () => {
    const full = await startFullBucket();
    try {
      const bucket = createS3FileStorage({ ...s3Settings(s3), endpoint: full.endpoint });
      await expect(bucket.put("user-1/a.jpg", bytes("a"))).rejects.toThrow(StorageFullError);
    } finally {
      await full.close();
    }
  });
});
