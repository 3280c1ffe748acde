import { existsSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDiskFileStorage } from "../../adapters/files/file-storage.ts";
import { signedInUser } from "../../test-support/auth-helpers.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { createFileService, type FileService } from "./files.service.ts";
import { runOrphanFileSweepJob } from "./orphan-file-sweep-job.ts";
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

  it("serves a photo at a smaller width as WebP, made once and kept beside it, to its owner only", async () => {
    const owner = await signedInUser(testApp.app);
    const stranger = await signedInUser(testApp.app);
    const stored = await files.saveUpload(owner.userId, await pngImage(1600, 1200), "site.png", "image");
    const get = (query: string, user = owner) =>
      testApp.app.inject({ url: `/api/files/${stored.id}/image${query}`, headers: user.headers });

    const small = await get("?w=320");
    expect(small.statusCode).toBe(200);
    expect(small.headers["content-type"]).toBe("image/webp");
    expect(small.headers["cache-control"]).toBe("private, max-age=3600");
    expect(small.headers["content-disposition"]).toMatch(/^inline; filename="site-320\.webp"/);
    const meta = await sharp(small.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 320, 240]);
    const kept = path.join(filesRoot, `${owner.userId}/${stored.id}-w320.webp`);
    expect(existsSync(kept)).toBe(true);
    expect((await get("?w=320")).rawPayload.equals(small.rawPayload)).toBe(true);

    // Never larger than the photo itself.
    expect((await sharp((await get("?w=1280")).rawPayload).metadata()).width).toBe(1280);
    const tiny = await files.saveUpload(owner.userId, await pngImage(100, 80), "tiny.png", "image");
    const notEnlarged = await testApp.app.inject({
      url: `/api/files/${tiny.id}/image?w=640`,
      headers: owner.headers,
    });
    expect((await sharp(notEnlarged.rawPayload).metadata()).width).toBe(100);

    // Only the fixed widths: anything else is refused with words, never resized to order.
    for (const query of ["", "?w=500", "?w=4000", "?w=0", "?w=abc"]) {
      const refused = await get(query);
      expect(refused.statusCode, query).toBe(400);
      expect(JSON.stringify(refused.json())).toContain("Width must be one of 160, 320, 640, 960, 1280.");
    }

    expect((await get("?w=320", stranger)).statusCode).toBe(404);
    const pdf = await files.saveUpload(owner.userId, minimalPdf, "doc.pdf", "image-or-pdf");
    const pdfImage = await testApp.app.inject({
      url: `/api/files/${pdf.id}/image?w=320`,
      headers: owner.headers,
    });
    expect(pdfImage.statusCode).toBe(404);
    expect((await testApp.app.inject({ url: `/api/files/${stored.id}/image?w=320` })).statusCode).toBe(401);

    // The sweep of orphaned bytes keeps a copy while its photo exists; deleting the photo removes its copies.
    const old = new Date(Date.now() + 2 * 60 * 60 * 1000);
    await runOrphanFileSweepJob({
      db: testApp.database.db,
      storage: createDiskFileStorage(filesRoot),
      now: old,
    });
    expect(existsSync(kept)).toBe(true);
    expect(await files.deleteFile(owner.userId, stored.id)).toBe(true);
    expect(existsSync(kept)).toBe(false);
  });
});
