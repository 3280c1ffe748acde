import type { ShareSummary } from "@siteready/domain/sharing";
import { Copy, Share2 } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { useQrCode } from "../../../lib/use-qr-code.ts";

/**
 * The share's link three ways: copied, sent through the phone's own share sheet (Web Share API, where the
 * browser has it), or scanned from the QR code on screen.
 */
export function ShareLinkPanel({ share }: { share: ShareSummary }) {
  const { t } = useT();
  const recipient = share.recipient_label;
  const qrCode = useQrCode(share.url);
  const inputId = useId();
  const [copied, setCopied] = useState<"copied" | "failed" | null>(null);
  const canShare = typeof navigator.share === "function";

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(share.url);
      setCopied("copied");
    } catch {
      setCopied("failed");
    }
  };
  const shareLink = () =>
    navigator
      .share({ title: t("sharing.link.shareTitle", { recipient }), url: share.url })
      .catch((error: unknown) => {
        // Closing the share sheet is not an error worth showing.
        if (!(error instanceof DOMException && error.name === "AbortError")) setCopied("failed");
      });

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <label htmlFor={inputId} className="font-medium">
          {t("sharing.link.label")}
        </label>
        <input
          id={inputId}
          readOnly
          value={share.url}
          onFocus={(event) => event.currentTarget.select()}
          className="min-h-11 w-full rounded-lg border border-border bg-surface-muted px-3 font-mono text-sm"
        />
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => void copy()}>
            <Copy aria-hidden="true" className="size-4" />
            {t("sharing.link.copy")}
          </Button>
          {canShare ? (
            <Button variant="secondary" onClick={() => void shareLink()}>
              <Share2 aria-hidden="true" className="size-4" />
              {t("sharing.link.send")}
            </Button>
          ) : null}
        </div>
        <p role="status" className="min-h-6 text-sm">
          {copied === "copied"
            ? t("sharing.link.copied")
            : copied === "failed"
              ? t("sharing.link.copyFailed")
              : null}
        </p>
        {share.has_pin ? <p className="text-sm text-muted">{t("sharing.link.pinSeparately")}</p> : null}
      </div>
      {qrCode ? (
        <img
          src={qrCode}
          alt={t("sharing.link.qrAlt", { recipient })}
          data-testid="share-qr-code"
          className="size-44 self-center rounded-lg border border-border bg-white sm:self-start"
        />
      ) : null}
    </div>
  );
}
