import { existsSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDiskFileStorage } from "../../adapters/files/file-storage.ts";
import { signedInUser } from "../../test-support/auth-helpers.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { createFileService, type FileService } from "./files.service.ts";
import { minimalPdf, pngImage } from "./upload-test-support.ts";

describe("files", () => {
  let testApp: TestApp;
  let files: FileService;
  let filesRoot: string;
  beforeAll(async () => {
    testApp = await createTestApp();
    filesRoot = path.join(testApp.config.dataDir, "files");
    files = createFileService({ db: testApp.database.db, storage: createDiskFileStorage(filesRoot) });
  });
  afterAll(() => testApp.close());

  it("serves the owner's image and its thumbnail with private caching, nosniff and inline disposition", async () => {
    const owner = await signedInUser(testApp.app);
    const stored = await files.saveUpload(owner.userId, await pngImage(), "My Card.png", "image");
    expect(stored.storageKey).toMatch(new RegExp(`^${owner.userId}/${stored.id}\\.jpg$`));

    const original = await testApp.app.inject({ url: `/api/files/${stored.id}`, headers: owner.headers });
    expect(original.statusCode).toBe(200);
    expect(original.headers["content-type"]).toBe("image/jpeg");
    expect(original.headers["cache-control"]).toBe("private, max-age=3600");
    expect(original.headers["x-content-type-options"]).toBe("nosniff");
    expect(original.headers["content-disposition"]).toMatch(/^inline; filename="My Card\.jpg"/);
    expect(original.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));

    const thumbnail = await testApp.app.inject({
      url: `/api/files/${stored.id}/thumbnail`,
      headers: owner.headers,
    });
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers["content-type"]).toBe("image/webp");
    expect(thumbnail.rawPayload.subarray(8, 12).toString("latin1")).toBe("WEBP");
  });

  it("sends PDFs as attachments, without a thumbnail", async () => {
    const owner = await signedInUser(testApp.app);
    const stored = await files.saveUpload(owner.userId, minimalPdf, "passport.pdf", "image-or-pdf");
    const response = await testApp.app.inject({ url: `/api/files/${stored.id}`, headers: owner.headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="passport\.pdf"/);
    expect(response.rawPayload.equals(minimalPdf)).toBe(true);

    const thumbnail = await testApp.app.inject({
      url: `/api/files/${stored.id}/thumbnail`,
      headers: owner.headers,
    });
    expect(thumbnail.statusCode).toBe(404);
  });

  it("answers 404 for another user's file, an unknown id or a malformed id, and 401 when signed out", async () => {
    const owner = await signedInUser(testApp.app);
    const stranger = await signedInUser(testApp.app);
    const stored = await files.saveUpload(owner.userId, await pngImage(), "photo.png", "image");

    for (const url of [`/api/files/${stored.id}`, `/api/files/${stored.id}/thumbnail`]) {
      const response = await testApp.app.inject({ url, headers: stranger.headers });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe("The requested resource was not found.");
    }
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid", "..%2F..%2Fsecrets.json"]) {
      const response = await testApp.app.inject({ url: `/api/files/${id}`, headers: owner.headers });
      expect(response.statusCode).toBe(404);
    }
    const signedOut = await testApp.app.inject({ url: `/api/files/${stored.id}` });
    expect(signedOut.statusCode).toBe(401);
  });

  it("deletes a file's row and bytes, only for its owner", async () => {
    const owner = await signedInUser(testApp.app);
    const stranger = await signedInUser(testApp.app);
    const stored = await files.saveUpload(owner.userId, await pngImage(), "photo.png", "image");
    const onDisk = path.join(filesRoot, stored.storageKey);
    expect(existsSync(onDisk)).toBe(true);

    expect(await files.deleteFile(stranger.userId, stored.id)).toBe(false);
    expect(existsSync(onDisk)).toBe(true);

    expect(await files.deleteFile(owner.userId, stored.id)).toBe(true);
    expect(existsSync(onDisk)).toBe(false);
    expect(existsSync(path.join(filesRoot, stored.thumbnailKey ?? "missing"))).toBe(false);
    const response = await testApp.app.inject({ url: `/api/files/${stored.id}`, headers: owner.headers });
    expect(response.statusCode).toBe(404);
  });
});
