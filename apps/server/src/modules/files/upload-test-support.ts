import sharp from "sharp";

/** Test fixtures for upload endpoints. */

/** A small opaque PNG (the server re-encodes it as JPEG, as it does every photo without transparency). */
export function pngImage(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .png()
    .toBuffer();
}

export const minimalPdf = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n" +
    "trailer<</Root 1 0 R>>\n%%EOF\n",
  "latin1",
);

/** A multipart body with one file in `field` (light-my-request streams FormData with its boundary). */
export function uploadForm(data: Buffer, fileName: string, field = "file"): FormData {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(data)]), fileName);
  return form;
}
