import QRCode from "qrcode";
import { useEffect, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { groupActions, useGroupAction } from "../api/groups.ts";

/** Admins' invite: a link to share and its QR code to scan on site; a new link cancels the old one. */
export function InvitePanel({
  groupId,
  token,
  requiresApproval,
}: {
  groupId: string;
  token: string;
  requiresApproval: boolean;
}) {
  const url = `${window.location.origin}/groups?token=${encodeURIComponent(token)}`;
  const [qr, setQr] = useState<string>();
  const [copied, setCopied] = useState(false);
  const action = useGroupAction();
  const { t } = useT();

  useEffect(() => {
    let current = true;
    QRCode.toDataURL(url, { errorCorrectionLevel: "M", margin: 2, width: 240 }).then(
      (data) => current && setQr(data),
      () => current && setQr(undefined),
    );
    return () => {
      current = false;
    };
  }, [url]);

  return (
    <section
      aria-labelledby="invite-heading"
      className="flex flex-col gap-3 rounded-lg border border-border p-4"
    >
      <h3 id="invite-heading" className="text-lg font-semibold">
        {t("groups.invite.title")}
      </h3>
      <p className="text-sm text-muted">
        {t("groups.invite.share")}{" "}
        {requiresApproval ? t("groups.invite.approval") : t("groups.invite.anyone")}
      </p>
      <TextField
        label={t("groups.invite.link")}
        readOnly
        value={url}
        onFocus={(event) => event.target.select()}
      />
      <span className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          onClick={() =>
            void navigator.clipboard?.writeText(url).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {copied ? t("groups.invite.copied") : t("groups.invite.copy")}
        </Button>
        <Button
          variant="secondary"
          busy={action.isPending}
          onClick={() => action.mutate(groupActions.newInviteLink(groupId))}
        >
          {t("groups.invite.newLink")}
        </Button>
      </span>
      {qr ? (
        <img src={qr} alt={t("groups.invite.qr")} className="size-48 self-start rounded bg-white" />
      ) : null}
    </section>
  );
}
