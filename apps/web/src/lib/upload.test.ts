import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { FakeXhr } from "../test-support/fake-xhr.ts";
import { ApiError } from "./api-client.ts";
import { FILE_TOO_LARGE_MESSAGE, MAX_UPLOAD_BYTES, uploadFile } from "./upload.ts";

/** A declared upload of a record's photo, answering the record. */
const photoUpload = {
  route: {
    method: "POST",
    path: "/api/records/:id/photo",
    kind: "upload",
    params: z.object({ id: z.string() }),
    response: z.object({ id: z.string(), size: z.coerce.number() }),
  },
  params: { id: "record 1" },
} as const;
const upload = { route: { ...photoUpload.route, path: "/api/upload", params: undefined } } as const;

function photo(size = 2048, name = "card.jpg") {
  const file = new File(["x"], name, { type: "image/jpeg" });
  Object.defineProperty(file, "size", { value: size });
  return file;
}

beforeEach(() => {
  FakeXhr.install();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("uploadFile", () => {
  it("sends the file as 'file' to the declared path with the cookie, reports progress and resolves with the answer parsed", async () => {
    const onProgress = vi.fn();
    const file = photo();
    const done = uploadFile(photoUpload, file, onProgress);

    const request = FakeXhr.last();
    expect(request.method).toBe("POST");
    expect(request.url).toBe("/api/records/record%201/photo");
    expect(request.withCredentials).toBe(true);
    expect(request.headers).not.toHaveProperty("content-type");
    expect((request.body as FormData).get("file")).toBe(file);

    request.progress(512, 2048);
    request.progress(2048, 2048);
    request.respond(200, { id: "photo-1", size: "2048" });

    await expect(done).resolves.toEqual({ id: "photo-1", size: 2048 });
    expect(onProgress.mock.calls.map(([percent]) => percent)).toEqual([0, 25, 100, 100]);
  });

  it("sends the file in the field the upload names, beside the text fields given", () => {
    const file = photo();
    void uploadFile({ route: { ...upload.route, field: "image" } }, file, vi.fn(), undefined, {
      form: "induction",
    });
    const body = FakeXhr.last().body as FormData;
    expect(body.get("image")).toBe(file);
    expect(body.get("form")).toBe("induction");
  });

  it("rejects an answer its declaration does not describe", async () => {
    const done = uploadFile(upload, photo(), vi.fn());
    FakeXhr.last().respond(200, { name: "not a record" });
    await expect(done).rejects.toThrow();
  });

  it("rejects a file over 10MB without sending anything", async () => {
    const onProgress = vi.fn();
    const rejected = uploadFile(upload, photo(MAX_UPLOAD_BYTES + 1), onProgress);

    await expect(rejected).rejects.toBeInstanceOf(ApiError);
    await expect(rejected).rejects.toThrow(FILE_TOO_LARGE_MESSAGE);
    expect(FakeXhr.instances).toHaveLength(0);
    expect(onProgress).not.toHaveBeenCalled();
  });

  it("accepts a file of exactly 10MB", () => {
    void uploadFile(upload, photo(MAX_UPLOAD_BYTES), vi.fn());
    expect(FakeXhr.instances).toHaveLength(1);
  });

  it("rejects with the server's message and status", async () => {
    const done = uploadFile(upload, photo(), vi.fn());
    FakeXhr.last().respond(415, {
      code: "UNSUPPORTED_MEDIA_TYPE",
      category: "validation",
      severity: "low",
      message: "Invalid file type. Only JPEG, PNG, and WebP images are supported.",
      errorId: "err-1",
    });

    const error = await done.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 415,
      message: "Invalid file type. Only JPEG, PNG, and WebP images are supported.",
      errorId: "err-1",
    });
  });

  it("rejects with the catalogue's message when the network fails or the upload is cancelled", async () => {
    const failed = uploadFile(upload, photo(), vi.fn());
    FakeXhr.last().fail();
    await expect(failed).rejects.toThrow(
      "Unable to connect to server. Please check your internet connection.",
    );

    const controller = new AbortController();
    const cancelled = uploadFile(upload, photo(), vi.fn(), controller.signal);
    controller.abort();
    await expect(cancelled).rejects.toThrow("Request was cancelled.");
  });
});
