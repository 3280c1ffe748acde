import { prepareZXingModule, readBarcodes } from "zxing-wasm/reader";
import readerWasmUrl from "zxing-wasm/reader/zxing_reader.wasm?url";

/**
 * Reads the QR code in a camera frame or a photo: with the browser's own BarcodeDetector where it has one
 * (Android Chrome, Safari), else with ZXing compiled to WebAssembly (zxing-wasm). The .wasm file is served by
 * this app and precached by the service worker — never fetched from a CDN — so scanning works offline.
 */

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: ImageBitmapSource): Promise<DetectedBarcode[]>;
}
type BarcodeDetectorClass = {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
};

prepareZXingModule({
  overrides: {
    locateFile: (path: string, prefix: string) => (path.endsWith(".wasm") ? readerWasmUrl : prefix + path),
  },
});

let nativeDetector: Promise<BarcodeDetectorLike | null> | undefined;

function browserDetector(): Promise<BarcodeDetectorLike | null> {
  nativeDetector ??= (async () => {
    const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
    if (!Detector) return null;
    const formats: string[] = await Detector.getSupportedFormats().catch(() => []);
    return formats.includes("qr_code") ? new Detector({ formats: ["qr_code"] }) : null;
  })();
  return nativeDetector;
}

/** A video frame as pixels, for the WebAssembly reader. */
function frameOf(video: HTMLVideoElement): ImageData | null {
  const { videoWidth: width, videoHeight: height } = video;
  if (width === 0 || height === 0) return null;
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d", { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(video, 0, 0, width, height);
  return context.getImageData(0, 0, width, height);
}

/** The text of the first QR code in the frame or photo, or null when none is found. */
export async function readQrCode(source: HTMLVideoElement | Blob): Promise<string | null> {
  const detector = await browserDetector();
  if (detector) {
    const found = await detector.detect(source instanceof Blob ? await createImageBitmap(source) : source);
    return found[0]?.rawValue ?? null;
  }
  const input = source instanceof Blob ? source : frameOf(source);
  if (!input) return null;
  const [result] = await readBarcodes(input, { formats: ["QRCode"], tryHarder: true, maxNumberOfSymbols: 1 });
  return result?.isValid ? result.text : null;
}
