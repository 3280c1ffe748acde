import sharp from "sharp";

/** A small card-shaped JPEG, made the way the server's own tests make images. */
export function cardPhoto(): Promise<Buffer> {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="856" height="540"><rect width="856" height="540" fill="#eef2f7"/><rect width="856" height="110" fill="#b91c1c"/><text x="40" y="300" font-size="60" font-family="sans-serif">CPCS TEST CARD</text></svg>';
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}

/**
 * A phone-camera-sized photo of a card (4000×3000, about 5 MB): a scene with sensor-like noise, saved at the
 * high quality phones use.
 */
export async function phonePhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="3000"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#8fb3d9"/><stop offset="1" stop-color="#c9b79c"/></linearGradient></defs><rect width="4000" height="3000" fill="url(#g)"/><rect x="600" y="700" width="2800" height="1700" rx="90" fill="#eef2f7"/><rect x="600" y="700" width="2800" height="380" rx="90" fill="#1d4ed8"/><text x="800" y="1500" font-size="220" font-family="sans-serif">CSCS SKILLED WORKER</text><text x="800" y="1900" font-size="160" font-family="monospace">REG 01234567</text></svg>`;
  const noise = await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: "#000000",
      noise: { type: "gaussian", mean: 128, sigma: 12 },
    },
  })
    .png()
    .toBuffer();
  return sharp(Buffer.from(svg))
    .composite([{ input: noise, blend: "overlay" }])
    .jpeg({ quality: 98 })
    .toBuffer();
}
