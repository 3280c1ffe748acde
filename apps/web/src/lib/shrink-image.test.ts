import { MAX_IMAGE_EDGE } from "@siteready/domain/files";
import { describe, expect, it } from "vitest";
import {
  fitWithin,
  needsShrinking,
  renamedFor,
  SEND_AS_IS_BYTES,
  shrinkImage,
  shrunkImageType,
} from "./shrink-image.ts";

describe("fitWithin", () => {
  it("brings the long edge down to 2000 px, keeping the shape, landscape or portrait", () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 2000, height: 1500 });
    expect(fitWithin(3024, 4032)).toEqual({ width: 1500, height: 2000 });
    expect(fitWithin(4096, 4096)).toEqual({ width: 2000, height: 2000 });
  });

  it("rounds to whole pixels and never goes below one", () => {
    expect(fitWithin(4001, 2999)).toEqual({ width: 2000, height: 1499 });
    expect(fitWithin(100_000, 10)).toEqual({ width: 2000, height: 1 });
  });

  it("never makes a small image larger", () => {
    expect(fitWithin(1200, 800)).toEqual({ width: 1200, height: 800 });
    expect(fitWithin(MAX_IMAGE_EDGE, 10)).toEqual({ width: MAX_IMAGE_EDGE, height: 10 });
  });
});

describe("needsShrinking", () => {
  it("shrinks a photo over 2000 px or over 1 MB, and leaves a small one alone", () => {
    expect(needsShrinking(4000, 3000, 200_000)).toBe(true);
    expect(needsShrinking(1800, 1200, SEND_AS_IS_BYTES + 1)).toBe(true);
    expect(needsShrinking(2000, 1500, SEND_AS_IS_BYTES)).toBe(false);
  });
});

describe("shrunkImageType and renamedFor", () => {
  it("keeps JPEG as JPEG, turns PNG and WebP into WebP, and leaves PDFs and the rest alone", () => {
    expect(shrunkImageType("image/jpeg")).toBe("image/jpeg");
    expect(shrunkImageType("image/png")).toBe("image/webp");
    expect(shrunkImageType("image/webp")).toBe("image/webp");
    expect(shrunkImageType("application/pdf")).toBeNull();
    expect(shrunkImageType("")).toBeNull();
  });

  it("names the file after its new type", () => {
    expect(renamedFor("card.png", "image/webp")).toBe("card.webp");
    expect(renamedFor("IMG_0042.JPEG", "image/jpeg")).toBe("IMG_0042.jpg");
    expect(renamedFor("photo", "image/jpeg")).toBe("photo.jpg");
  });
});

describe("shrinkImage", () => {
  it("sends a PDF as it is", async () => {
    const pdf = new File(["%PDF-1.4"], "certificate.pdf", { type: "application/pdf" });
    await expect(shrinkImage(pdf)).resolves.toBe(pdf);
  });
});
