import sharp from "sharp";

/** A small card-shaped JPEG, made the way the server's own tests make images. */
export function cardPhoto(): Promise<Buffer> {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="856" height="540"><rect width="856" height="540" fill="#eef2f7"/><rect width="856" height="110" fill="#b91c1c"/><text x="40" y="300" font-size="60" font-family="sans-serif">CPCS TEST CARD</text></svg>';
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}
