import sharp from "sharp";

// Writes the PNG app icons (manifest and Apple touch icon) from the SVG logo: node scripts/make-app-icons.mjs
const out = new URL("../apps/web/public", import.meta.url).pathname;
// Full-bleed square (maskable safe zone: the glyph sits in the middle 80%).
const square = (pad) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#f97316"/><g transform="translate(${pad} ${pad}) scale(${(64 - 2 * pad) / 64})"><path d="M14 40h36v6H14zM20 22h24l4 14H16z" fill="#111827"/></g></svg>`,
  );
const rounded = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#f97316"/><path d="M14 40h36v6H14zM20 22h24l4 14H16z" fill="#111827"/></svg>`,
);
await sharp(rounded, { density: 600 }).resize(192, 192).png().toFile(`${out}/icon-192.png`);
await sharp(rounded, { density: 1200 }).resize(512, 512).png().toFile(`${out}/icon-512.png`);
await sharp(square(8), { density: 1200 }).resize(512, 512).png().toFile(`${out}/icon-maskable-512.png`);
await sharp(square(4), { density: 600 }).resize(180, 180).png().toFile(`${out}/apple-touch-icon.png`);
