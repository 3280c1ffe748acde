import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { AppError } from "../../lib/app-error.ts";
import { detectFileKind, MAX_UPLOAD_BYTES, processUpload } from "./upload-processing.ts";

const imageMessage = "Invalid file type. Only JPEG, PNG, and WebP images are supported.";
const imageOrPdfMessage = "Invalid file type. Only JPEG, PNG, WebP images and PDF files are supported.";

const solid = (width: number, height: number, channels: 3 | 4 = 3, alpha = 1) =>
  sharp({ create: { width, height, channels, background: { r: 200, g: 60, b: 40, alpha } } });

/** A photo-like image (a gradient), so encoders cannot shrink it to nothing. */
const gradientSvg = (width: number, height: number) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <defs><linearGradient id="g"><stop offset="0" stop-color="#0a5"/><stop offset="1" stop-color="#f80"/></linearGradient></defs>
      <rect width="100%" height="100%" fill="url(#g)"/><circle cx="30%" cy="40%" r="20%" fill="#236"/>
    </svg>`,
  );

const minimalPdf = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n" +
    "trailer<</Root 1 0 R>>\n%%EOF\n",
  "latin1",
);

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe("detectFileKind", () => {
  it("recognises JPEG, PNG, WebP and PDF by content", async () => {
    expect(await detectFileKind(await solid(8, 8).jpeg().toBuffer())).toBe("image/jpeg");
    expect(await detectFileKind(await solid(8, 8).png().toBuffer())).toBe("image/png");
    expect(await detectFileKind(await solid(8, 8).webp().toBuffer())).toBe("image/webp");
    expect(await detectFileKind(minimalPdf)).toBe("application/pdf");
  });

  it("returns null for other content, including other image formats", async () => {
    expect(await detectFileKind(Buffer.from("just some text, honestly a photo"))).toBeNull();
    expect(await detectFileKind(Buffer.alloc(0))).toBeNull();
    expect(await detectFileKind(await solid(8, 8).gif().toBuffer())).toBeNull();
    expect(await detectFileKind(await solid(8, 8).tiff().toBuffer())).toBeNull();
  });

  it("ignores the name: a PNG called photo.jpg is still a PNG", async () => {
    const upload = { name: "photo.jpg", data: await solid(8, 8).png().toBuffer() };
    expect(await detectFileKind(upload.data)).toBe("image/png");
  });
});

describe("processUpload limits and types", () => {
  it("rejects more than 10MB with 413 before looking at the content", async () => {
    const jpeg = await solid(8, 8).jpeg().toBuffer();
    const oversized = Buffer.concat([jpeg, Buffer.alloc(11 * 1024 * 1024 - jpeg.length)]);
    const error = await rejection(processUpload(oversized, { accept: "image" }));
    expect(error.status).toBe(413);
    expect(error.code).toBe("PAYLOAD_TOO_LARGE");
    expect(error.message).toBe("File too large. Maximum size is 10MB.");
  });

  it("accepts a file of exactly 10MB as far as size goes", async () => {
    const pdf = Buffer.concat([minimalPdf, Buffer.alloc(MAX_UPLOAD_BYTES - minimalPdf.length, 0x20)]);
    const result = await processUpload(pdf, { accept: "image-or-pdf" });
    expect(result.sizeBytes).toBe(MAX_UPLOAD_BYTES);
  });

  it("rejects a text file named photo.jpg with the 415 message for images", async () => {
    const upload = { name: "photo.jpg", data: Buffer.from("This is not a picture.\n") };
    const error = await rejection(processUpload(upload.data, { accept: "image" }));
    expect(error.status).toBe(415);
    expect(error.code).toBe("UNSUPPORTED_MEDIA_TYPE");
    expect(error.message).toBe(imageMessage);

    const orPdf = await rejection(processUpload(upload.data, { accept: "image-or-pdf" }));
    expect(orPdf.message).toBe(imageOrPdfMessage);
  });

  it("accepts a PDF for image-or-pdf unchanged and without a thumbnail, and rejects it for image", async () => {
    const result = await processUpload(minimalPdf, { accept: "image-or-pdf" });
    expect(result).toEqual({
      mimeType: "application/pdf",
      extension: "pdf",
      data: minimalPdf,
      sizeBytes: minimalPdf.length,
    });

    const error = await rejection(processUpload(minimalPdf, { accept: "image" }));
    expect(error.status).toBe(415);
    expect(error.message).toBe(imageMessage);
  });

  it("rejects an image that has the right magic bytes but is corrupt", async () => {
    const jpeg = await sharp(gradientSvg(400, 300)).jpeg().toBuffer();
    const truncated = jpeg.subarray(0, 200);
    const error = await rejection(processUpload(truncated, { accept: "image" }));
    expect(error.status).toBe(415);
    expect(error.message).toBe(imageMessage);
  });

  it("rejects a small file that decodes to a huge image (decompression bomb)", async () => {
    const bomb = await solid(11_000, 10_000).png().toBuffer();
    expect(bomb.length).toBeLessThan(MAX_UPLOAD_BYTES);
    const error = await rejection(processUpload(bomb, { accept: "image" }));
    expect(error.status).toBe(413);
    expect(error.code).toBe("PAYLOAD_TOO_LARGE");
  });
});

describe("processUpload images", () => {
  it("strips EXIF including GPS, and applies the EXIF orientation to the pixels", async () => {
    const withGps = await sharp(gradientSvg(400, 200))
      .withExif({
        IFD0: { Make: "TraceableCam", Model: "Serial 12345" },
        IFD3: {
          GPSLatitudeRef: "N",
          GPSLatitude: "51/1 30/1 1234/100",
          GPSLongitudeRef: "W",
          GPSLongitude: "0/1 7/1 3900/100",
        },
      })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    // The fixture really does carry EXIF with a GPS IFD (tag 0x8825, little-endian) and orientation 6.
    const before = await sharp(withGps).metadata();
    expect(before.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    expect(before.exif?.toString("latin1")).toContain("TraceableCam");
    expect(before.orientation).toBe(6);

    const result = await processUpload(withGps, { accept: "image" });
    const after = await sharp(result.data).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(result.data.includes(Buffer.from("TraceableCam"))).toBe(false);
    // Orientation 6 means "rotate 90° clockwise": the 400×200 landscape becomes 200×400 portrait.
    expect([result.width, result.height]).toEqual([200, 400]);
    expect([after.width, after.height]).toEqual([200, 400]);
    expect((await sharp(result.thumbnail?.data).metadata()).exif).toBeUndefined();
  });

  it("keeps a photo's pixels exactly when asked (lossless, for OCR), still upright and without its EXIF", async () => {
    const photo = await sharp(gradientSvg(400, 200))
      .withExif({ IFD0: { Make: "TraceableCam" } })
      .withMetadata({ orientation: 6 })
      .jpeg({ quality: 75 })
      .toBuffer();
    const result = await processUpload(photo, { accept: "image", lossless: true });
    expect(result).toMatchObject({ mimeType: "image/png", extension: "png", width: 200, height: 400 });
    expect(result.thumbnail).toBeUndefined();
    expect(result.data.includes(Buffer.from("TraceableCam"))).toBe(false);
    // The same pixels as the sent JPEG decoded and turned upright: nothing lost to another JPEG round.
    const sent = await sharp(photo).rotate().raw().toBuffer();
    const kept = await sharp(result.data).raw().toBuffer();
    expect(kept.equals(sent)).toBe(true);
  });

  it("re-encodes a JPEG as JPEG with a smaller WebP thumbnail", async () => {
    const photo = await sharp(gradientSvg(1200, 900)).jpeg({ quality: 95 }).toBuffer();
    const result = await processUpload(photo, { accept: "image" });
    expect(result).toMatchObject({ mimeType: "image/jpeg", extension: "jpg", width: 1200, height: 900 });
    expect(result.sizeBytes).toBe(result.data.length);
    expect(await detectFileKind(result.data)).toBe("image/jpeg");

    const thumbnail = result.thumbnail;
    expect(thumbnail?.mimeType).toBe("image/webp");
    const thumbnailMeta = await sharp(thumbnail?.data).metadata();
    expect(thumbnailMeta.format).toBe("webp");
    expect([thumbnailMeta.width, thumbnailMeta.height]).toEqual([320, 240]);
    expect(thumbnail?.data.length).toBeLessThan(result.data.length);
  });

  it("shrinks the long edge to 2000 px and never enlarges a small image", async () => {
    const large = await sharp(gradientSvg(3000, 1500)).jpeg().toBuffer();
    const shrunk = await processUpload(large, { accept: "image" });
    expect([shrunk.width, shrunk.height]).toEqual([2000, 1000]);

    const tall = await sharp(gradientSvg(1000, 4000)).png().toBuffer();
    const shrunkTall = await processUpload(tall, { accept: "image" });
    expect([shrunkTall.width, shrunkTall.height]).toEqual([500, 2000]);

    const small = await sharp(gradientSvg(120, 80)).jpeg().toBuffer();
    const kept = await processUpload(small, { accept: "image" });
    expect([kept.width, kept.height]).toEqual([120, 80]);
    const thumbnailMeta = await sharp(kept.thumbnail?.data).metadata();
    expect([thumbnailMeta.width, thumbnailMeta.height]).toEqual([120, 80]);
  });

  it("turns opaque PNG and WebP into JPEG", async () => {
    const png = await sharp(gradientSvg(300, 200)).png().toBuffer();
    expect((await processUpload(png, { accept: "image" })).mimeType).toBe("image/jpeg");

    // An alpha channel with every pixel opaque, as screenshots often have.
    const opaqueRgba = await solid(300, 200, 4, 1).png().toBuffer();
    expect((await sharp(opaqueRgba).metadata()).hasAlpha).toBe(true);
    expect((await processUpload(opaqueRgba, { accept: "image" })).mimeType).toBe("image/jpeg");

    const webp = await sharp(gradientSvg(300, 200)).webp().toBuffer();
    const fromWebp = await processUpload(webp, { accept: "image-or-pdf" });
    expect(fromWebp).toMatchObject({ mimeType: "image/jpeg", extension: "jpg", width: 300, height: 200 });
  });

  it("keeps PNG for images with real transparency, and the thumbnail keeps it too", async () => {
    const transparent = await solid(300, 200, 4, 0.3).png().toBuffer();
    const result = await processUpload(transparent, { accept: "image" });
    expect(result).toMatchObject({ mimeType: "image/png", extension: "png", width: 300, height: 200 });
    expect((await sharp(result.data).metadata()).hasAlpha).toBe(true);
    expect((await sharp(result.thumbnail?.data).metadata()).hasAlpha).toBe(true);
  });

  it("processes a PNG named .jpg as a PNG, by its content", async () => {
    const upload = { name: "selfie.jpg", data: await solid(300, 200, 4, 0).png().toBuffer() };
    const result = await processUpload(upload.data, { accept: "image" });
    expect(result.mimeType).toBe("image/png");
  });
});
