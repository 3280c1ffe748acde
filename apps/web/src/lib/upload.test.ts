import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeXhr } from "../test-support/fake-xhr.ts";
import { ApiError } from "./api-client.ts";
import { FILE_TOO_LARGE_MESSAGE, MAX_UPLOAD_BYTES, uploadFile } from "./upload.ts";

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
  it("sends the file as 'file' with the cookie, reports progress and resolves with the JSON answer", async () => {
    const onProgress = vi.fn();
    const file = photo();
    const done = uploadFile<{ id: string }>("/api/profile/personal-details/photo", file, onProgress);

    const request = FakeXhr.last();
    expect(request.method).toBe("POST");
    expect(request.url).toBe("/api/profile/personal-details/photo");
    expect(request.withCredentials).toBe(true);
    expect(request.headers).not.toHaveProperty("content-type");
    expect((request.body as FormData).get("file")).toBe(file);

    request.progress(512, 2048);
    request.progress(2048, 2048);
    request.respond(200, { id: "photo-1" });

    await expect(done).resolves.toEqual({ id: "photo-1" });
    expect(onProgress.mock.calls.map(([percent]) => percent)).toEqual([0, 25, 100, 100]);
  });

  it("rejects a file over 10MB without sending anything", async () => {
    const onProgress = vi.fn();
    const rejected = uploadFile("/api/upload", photo(MAX_UPLOAD_BYTES + 1), onProgress);

    await expect(rejected).rejects.toBeInstanceOf(ApiError);
    await expect(rejected).rejects.toThrow(FILE_TOO_LARGE_MESSAGE);
    expect(FakeXhr.instances).toHaveLength(0);
    expect(onProgress).not.toHaveBeenCalled();
  });

  it("accepts a file of exactly 10MB", () => {
    void uploadFile("/api/upload", photo(MAX_UPLOAD_BYTES), vi.fn());
    expect(FakeXhr.instances).toHaveLength(1);
  });

  it("rejects with the server's message and status", async () => {
    const done = uploadFile("/api/upload", photo(), vi.fn());
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
    const failed = uploadFile("/api/upload", photo(), vi.fn());
    FakeXhr.last().fail();
    await expect(failed).rejects.toThrow(
      "Unable to connect to server. Please check your internet connection.",
    );

    const controller = new AbortController();
    const cancelled = uploadFile("/api/upload", photo(), vi.fn(), controller.signal);
    controller.abort();
    await expect(cancelled).rejects.toThrow("Request was cancelled.");
  });
});
