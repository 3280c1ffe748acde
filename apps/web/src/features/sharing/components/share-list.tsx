import { formatDateIn } from "@siteready/domain/i18n";
import { shownShareItem } from "@siteready/domain/record-words";
import {
  type ShareDetail,
  type ShareSummary,
  shareEventKeys,
  shareStateKeys,
} from "@siteready/domain/sharing";
import { Ban, Eye, QrCode, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { RichMessage } from "../../../i18n/rich-message.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { useAcknowledgeFirstView, useAskToDelete, useRevokeShare } from "../api/change-share.ts";
import { useShareDetail } from "../api/get-shares.ts";
import { ShareLinkPanel } from "./share-link-panel.tsx";
import { shareTime } from "./share-time.ts";
import { ShareViewLog } from "./share-view-log.tsx";

function ShareLog({ id }: { id: string }) {
  const { t } = useT();
  const detail = useShareDetail(id);
  if (detail.isPending) return <p className="text-muted">{t("sharing.loadingViews")}</p>;
  if (!detail.data) return <ErrorBox error={detail.error} onRetry={() => void detail.refetch()} />;
  return (
    <div className="flex flex-col gap-3">
      <ShareViewLog views={detail.data.views} />
      <ShareEvents share={detail.data} />
    </div>
  );
}

/**
 * The share's other events (codes sent, wrong codes, lock-outs, delete requests) and the button that asks the
 * recipient to delete their copy: a request, logged and (with their address) e-mailed.
 */
function ShareEvents({ share }: { share: ShareDetail }) {
  const { t, language } = useT();
  const ask = useAskToDelete();
  return (
    <div className="flex flex-col gap-2">
      {share.events.length > 0 ? (
        <>
          <h4 className="font-semibold">{t("sharing.events")}</h4>
          <ol aria-label={t("sharing.events")} className="flex flex-col gap-1">
            {share.events.map((event) => (
              <li key={`${event.kind}-${event.at}`} className="text-sm">
                <span className="font-medium">{shareTime(event.at, language)}</span>
                {" · "}
                {t(shareEventKeys[event.kind])}
              </li>
            ))}
          </ol>
        </>
      ) : null}
      <Button
        variant="secondary"
        className="self-start"
        busy={ask.isPending}
        onClick={() => ask.mutate(share.id)}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        {t("sharing.askDelete")}
      </Button>
      {ask.error ? <ErrorBox error={ask.error} /> : null}
    </div>
  );
}

/** The in-app notice of a share's first view (an e-mail too, if the worker asked for one). */
export function FirstViewNotices({ shares }: { shares: ShareSummary[] }) {
  const { t, language } = useT();
  const acknowledge = useAcknowledgeFirstView();
  const unseen = shares.filter((share) => share.first_view_unseen && share.first_viewed_at);
  if (unseen.length === 0) return null;
  return (
    <ul aria-label={t("sharing.newViews")} className="flex flex-col gap-2">
      {unseen.map((share) => (
        <li
          key={share.id}
          role="status"
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border-2 border-accent bg-surface p-3"
        >
          <span>
            <RichMessage
              id="sharing.firstOpened"
              values={{
                recipient: share.recipient_label,
                when: shareTime(share.first_viewed_at ?? share.created_at, language),
              }}
              tags={{ b: (words) => <strong>{words}</strong> }}
            />
          </span>
          <Button
            variant="secondary"
            busy={acknowledge.isPending}
            onClick={() => acknowledge.mutate(share.id)}
          >
            {t("sharing.gotIt")}
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** The share's controls as facts: views used of its limit, the code's address, the delete-by date. */
function ShareControlFacts({ share }: { share: ShareSummary }) {
  const { t, language } = useT();
  const facts = [
    share.max_views !== null
      ? t("sharing.viewsUsed", { used: share.views_used, max: share.max_views })
      : null,
    share.verify_recipient && share.recipient_email
      ? t("sharing.codeTo", { email: share.recipient_email })
      : null,
    share.delete_by ? t("sharing.deleteBy", { date: formatDateIn(share.delete_by, language) }) : null,
    share.delete_requested_at
      ? t("sharing.deleteAsked", { when: shareTime(share.delete_requested_at, language) })
      : null,
  ].filter((fact): fact is string => fact !== null);
  if (facts.length === 0) return null;
  return (
    <ul className="flex flex-col gap-0.5 text-sm">
      {facts.map((fact) => (
        <li key={fact}>{fact}</li>
      ))}
    </ul>
  );
}

function ShareCard({ share }: { share: ShareSummary }) {
  const { t, language } = useT();
  const [open, setOpen] = useState<"link" | "log" | null>(null);
  const revoke = useRevokeShare();
  const active = share.state === "active";
  const toggle = (panel: "link" | "log") => setOpen(open === panel ? null : panel);
  const headingId = `share-${share.id}`;

  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="flex flex-col gap-3 rounded-xl border border-border p-4"
      >
        <header className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 id={headingId} className="text-lg font-bold">
            {share.recipient_label}
          </h3>
          <span
            className={`rounded-full border-2 px-2.5 py-0.5 text-sm font-semibold ${active ? "border-urgency-valid" : "border-urgency-unknown"}`}
          >
            {t(shareStateKeys[share.state])}
          </span>
        </header>
        <p className="text-sm text-muted">
          {active
            ? t("sharing.ends", { when: shareTime(share.expires_at, language) })
            : t("sharing.made", { when: shareTime(share.created_at, language) })}
          {share.has_pin ? ` · ${t("sharing.pinSet")}` : ""}
          {share.end_when_card_expires ? ` · ${t("sharing.endsIfCardExpires")}` : ""}
        </p>
        <ShareControlFacts share={share} />
        <ul aria-label={t("sharing.sharedItems")} className="flex flex-wrap gap-2">
          {share.items.map((item) => (
            <li key={`${item.kind}-${item.label}`} className="rounded-md bg-surface-muted px-2 py-1 text-sm">
              {shownShareItem(item, t)}
            </li>
          ))}
        </ul>
        <p className="font-medium">
          {share.view_count === 0
            ? t("sharing.notOpened")
            : t("sharing.openedTimes", { count: share.view_count })}
        </p>
        <div className="flex flex-wrap gap-2">
          {active ? (
            <Button variant="secondary" aria-expanded={open === "link"} onClick={() => toggle("link")}>
              <QrCode aria-hidden="true" className="size-4" />
              {t("sharing.linkAndQr")}
            </Button>
          ) : null}
          <Button variant="secondary" aria-expanded={open === "log"} onClick={() => toggle("log")}>
            <Eye aria-hidden="true" className="size-4" />
            {t("sharing.whoLooked")}
          </Button>
          {share.state !== "revoked" ? (
            <Button variant="danger" busy={revoke.isPending} onClick={() => revoke.mutate(share.id)}>
              <Ban aria-hidden="true" className="size-4" />
              {t("sharing.revoke")}
              <span className="sr-only"> {t("sharing.revokeOf", { recipient: share.recipient_label })}</span>
            </Button>
          ) : null}
        </div>
        {revoke.error ? <ErrorBox error={revoke.error} /> : null}
        {open === "link" && active ? <ShareLinkPanel share={share} /> : null}
        {open === "log" ? <ShareLog id={share.id} /> : null}
      </article>
    </li>
  );
}

/** My shares, each with its state, what it holds, its views and a one-tap revoke. */
export function ShareList({ shares }: { shares: ShareSummary[] }) {
  const { t } = useT();
  if (shares.length === 0) {
    return <p className="text-muted">{t("sharing.nothingShared")}</p>;
  }
  return (
    <ul aria-label={t("sharing.myShares")} className="flex flex-col gap-4">
      {shares.map((share) => (
        <ShareCard key={share.id} share={share} />
      ))}
    </ul>
  );
}
