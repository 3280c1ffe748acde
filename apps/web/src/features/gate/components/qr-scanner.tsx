import type { MessageKey } from "@siteready/domain/i18n";
import { Camera, CameraOff, ImageUp } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { useT } from "../../../i18n/use-translation.ts";

const SCAN_EVERY_MS = 250;

/** The QR reader (with ZXing's WebAssembly glue) loads when the first scan starts, not with the page. */
const readQrCode = async (source: HTMLVideoElement | Blob) =>
  (await import("../api/read-qr-code.ts")).readQrCode(source);

/**
 * Scans a QR code with the phone's back camera (a frame is read four times a second until a code is found), or
 * from a photo when there is no camera or it is refused. `onScanned` gets the code's text.
 */
export function QrScanner({ onScanned, paused }: { onScanned: (text: string) => void; paused: boolean }) {
  const video = useRef<HTMLVideoElement>(null);
  const [cameraOn, setCameraOn] = useState(false);
  const [message, setMessage] = useState<MessageKey | null>(null);
  const { t } = useT();
  const scanned = useRef(onScanned);
  scanned.current = onScanned;

  useEffect(() => {
    if (!cameraOn || paused) return;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const scan = async () => {
      const element = video.current;
      if (stopped || !element) return;
      const text = await readQrCode(element).catch(() => null);
      if (stopped) return;
      if (text) scanned.current(text);
      else timer = setTimeout(scan, SCAN_EVERY_MS);
    };
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: "environment" }, audio: false })
      .then(async (camera) => {
        stream = camera;
        if (stopped || !video.current) return;
        video.current.srcObject = camera;
        await video.current.play();
        void scan();
      })
      .catch(() => {
        setCameraOn(false);
        setMessage("gate.scanner.cameraFailed");
      });
    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [cameraOn, paused]);

  async function scanPhoto(file: File) {
    setMessage(null);
    const text = await readQrCode(file).catch(() => null);
    if (text) onScanned(text);
    else setMessage("gate.scanner.noCode");
  }

  return (
    <div className="flex flex-col gap-3">
      {cameraOn ? (
        <>
          <video
            ref={video}
            muted
            playsInline
            aria-label={t("gate.scanner.view")}
            className="aspect-square w-full max-w-md self-center rounded-xl bg-black object-cover"
          />
          <Button variant="secondary" onClick={() => setCameraOn(false)}>
            <CameraOff aria-hidden="true" className="size-5" />
            {t("gate.scanner.stop")}
          </Button>
        </>
      ) : (
        <Button onClick={() => setCameraOn(true)} disabled={!navigator.mediaDevices?.getUserMedia}>
          <Camera aria-hidden="true" className="size-5" />
          {t("gate.scanner.start")}
        </Button>
      )}
      <div>
        <input
          id="gate-scan-photo"
          type="file"
          accept="image/*"
          capture="environment"
          className="peer sr-only"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = "";
            if (file) void scanPhoto(file);
          }}
        />
        <label
          htmlFor="gate-scan-photo"
          className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-border px-4 font-semibold peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus"
        >
          <ImageUp aria-hidden="true" className="size-5" />
          {t("gate.scanner.photo")}
        </label>
      </div>
      {message ? (
        <p role="alert" className="font-medium text-danger">
          {t(message)}
        </p>
      ) : null}
    </div>
  );
}
