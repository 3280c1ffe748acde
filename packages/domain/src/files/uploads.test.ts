import { describe, expect, it } from "vitest";
import { FILE_TOO_LARGE_MESSAGE, MAX_UPLOAD_BYTES, MAX_UPLOAD_LABEL } from "./uploads.ts";

describe("upload limit", () => {
  it("is 10MB, said in the spec's words", () => {
    expect(MAX_UPLOAD_BYTES).toBe(10_485_760);
    expect(MAX_UPLOAD_LABEL).toBe("10MB");
    expect(FILE_TOO_LARGE_MESSAGE).toBe("File too large. Maximum size is 10MB.");
  });
});
