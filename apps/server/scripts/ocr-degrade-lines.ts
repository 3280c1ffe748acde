/**
 * Makes text2image's training pages look like a phone photo of a form, after our flattening to 1400 px width
 * (ocr-train-handwriting.sh; docs/decisions/0018-ocr-real-photos.md, sixth pass). Each page is, in order:
 * scaled down by 0.3-0.6 (text2image draws capitals ~40 px high; in the corpus's 960 × 1280 photos a
 * handwritten capital is ~12-20 px, ~25-40 px after our flattening to 1400 px width), blurred (gaussian σ 0.4-1.4
 * at the small size), lit unevenly (a linear gradient and a soft round shadow, up to 20% darker), the ink lifted
 * off black by up to 40, given grain, round-tripped through JPEG at quality 60-85, then scaled back up to its
 * own size and written grey over the input. The page keeps its size, so text2image's .box file (the characters' boxes) stays valid.
 * Seeded per page (SEED and the file's position in the list), so the same inputs give the same images.
 * These ranges made the sixth pass's candidate A2; a harder set (×0.25-0.5, ink 20-110, shadow up to 40%, gradient
 * up to 30%: A3) read no better (decision 0018).
 *
 * Usage: tsx ocr-degrade-lines.ts SEED page.tif [page.tif ...]
 */
import { readFileSync, writeFileSync } from "node:fs";
import sharp from "sharp";

const [seedArg = "1", ...files] = process.argv.slice(2);
sharp.concurrency(1);
sharp.cache(false);

const generator = (seed: number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/** One page, degraded, as raw grey bytes of its own size. */
async function degrade(input: Buffer, page: number, random: () => number): Promise<Buffer> {
  const between = (low: number, high: number) => low + random() * (high - low);
  // A standard normal from two uniforms (Box-Muller), for the grain.
  const normal = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  const { width, height } = await sharp(input, { page }).metadata();
  if (!width || !height) throw new Error("a page without a size");
  const factor = between(0.3, 0.6);
  const small = { width: Math.round(width * factor), height: Math.round(height * factor) };
  const { data } = await sharp(input, { page })
    .greyscale()
    .resize(small.width, small.height, { kernel: "linear", fit: "fill" })
    .blur(between(0.4, 1.4))
    .raw()
    .toBuffer({ resolveWithObject: true });

  // Light: darker towards one side and under a soft round shadow; ink lifted a little off black; grain.
  const angle = between(0, 2 * Math.PI);
  const [dx, dy] = [Math.cos(angle), Math.sin(angle)];
  const gradient = between(0.05, 0.25);
  const shadow = {
    x: random() * small.width,
    y: random() * small.height,
    r: between(0.3, 0.8) * small.width,
  };
  const shadowDepth = between(0, 0.2);
  const ink = between(0, 40);
  const grain = between(3, 12);
  const diagonal = Math.hypot(small.width, small.height);
  for (let y = 0; y < small.height; y++) {
    for (let x = 0; x < small.width; x++) {
      const i = y * small.width + x;
      const along = ((x - small.width / 2) * dx + (y - small.height / 2) * dy) / diagonal + 0.5;
      const fromShadow = Math.hypot(x - shadow.x, y - shadow.y) / shadow.r;
      const light = (1 - gradient * along) * (1 - shadowDepth * Math.exp(-fromShadow * fromShadow));
      const value = (ink + ((data[i] as number) / 255) * (255 - ink)) * light + grain * normal();
      data[i] = Math.max(0, Math.min(255, Math.round(value)));
    }
  }
  const jpeg = await sharp(data, { raw: { width: small.width, height: small.height, channels: 1 } })
    .jpeg({ quality: Math.round(between(60, 85)) })
    .toBuffer();
  return sharp(jpeg).greyscale().resize(width, height, { kernel: "cubic", fit: "fill" }).raw().toBuffer();
}

for (const [index, file] of files.entries()) {
  const input = readFileSync(file);
  const { width, height, pages = 1 } = await sharp(input).metadata();
  if (!width || !height) throw new Error(`${file}: no size`);
  const degraded: Buffer[] = [];
  for (let page = 0; page < pages; page++) {
    degraded.push(
      await degrade(input, page, generator(Number(seedArg) * 7919 + index * 104729 + page * 131)),
    );
  }
  // text2image writes one TIFF of many pages (the .box file numbers them): written back the same way.
  const output = await sharp(Buffer.concat(degraded), {
    raw: { width, height: height * pages, channels: 1, pageHeight: height },
  })
    .toColourspace("b-w")
    .tiff({ compression: "lzw", xres: 300 / 25.4, yres: 300 / 25.4 })
    .toBuffer();
  writeFileSync(file, output);
}
