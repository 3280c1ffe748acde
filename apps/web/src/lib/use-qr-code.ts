import QRCode from "qrcode";
import { useEffect, useState } from "react";

/** A QR code of `text` as a PNG data URL, drawn on the device (works offline); undefined until drawn or for "". */
export function useQrCode(text: string) {
  const [dataUrl, setDataUrl] = useState<string>();
  useEffect(() => {
    if (!text) return setDataUrl(undefined);
    let current = true;
    QRCode.toDataURL(text, { errorCorrectionLevel: "M", margin: 2, width: 320 })
      .then((url) => current && setDataUrl(url))
      .catch((error: unknown) => console.warn("Could not draw the QR code", error));
    return () => {
      current = false;
    };
  }, [text]);
  return dataUrl;
}
