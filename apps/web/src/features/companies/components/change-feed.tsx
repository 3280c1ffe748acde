import { formatDateIn } from "@siteready/domain/i18n";
import { Check } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { type SiteRef, useAcknowledgeChanges, useCrewChanges } from "../api/crew-board.ts";

/**
 * The site's change feed, newest first ("Sam's CPCS card has expired", "left the crew"): each change not yet
 * seen stands out until a manager marks it seen, one at a time or all at once.
 */
export function ChangeFeed({ site }: { site: SiteRef }) {
  const { t, word, language } = useT();
  const changes = useCrewChanges(site);
  const acknowledge = useAcknowledgeChanges(site);
  if (changes.isPending) return <p className="text-muted">{t("companies.loading")}</p>;
  if (!changes.data) return <ErrorBox error={changes.error} onRetry={() => void changes.refetch()} />;
  const unseen = changes.data.filter((change) => !change.acknowledged).map((change) => change.id);
  return (
    <div className="flex flex-col gap-3">
      <p role="status">{t("companies.feed.unseen", { count: unseen.length })}</p>
      {unseen.length > 1 ? (
        <Button
          variant="secondary"
          className="self-start"
          busy={acknowledge.isPending}
          onClick={() => acknowledge.mutate(unseen)}
        >
          {t("companies.feed.acknowledgeAll")}
        </Button>
      ) : null}
      {acknowledge.error ? <ErrorBox error={acknowledge.error} /> : null}
      {changes.data.length === 0 ? (
        <p className="text-muted">{t("companies.feed.none")}</p>
      ) : (
        <ol aria-label={t("companies.feed.label")} className="flex flex-col gap-2">
          {changes.data.map((change) => (
            <li
              key={change.id}
              data-acknowledged={change.acknowledged}
              className={`flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3 ${change.acknowledged ? "border-border" : "border-2 border-accent bg-surface"}`}
            >
              <div className="flex min-w-0 flex-col">
                <p id={`change-${change.id}`} className={change.acknowledged ? "" : "font-semibold"}>
                  {word(change.text)}
                </p>
                <p className="text-sm text-muted">
                  {formatDateIn(change.happened_at.slice(0, 10), language)}
                </p>
              </div>
              {change.acknowledged ? (
                <span className="inline-flex items-center gap-1 text-sm text-muted">
                  <Check aria-hidden="true" className="size-4" />
                  {t("companies.feed.seen")}
                </span>
              ) : (
                <Button
                  variant="secondary"
                  aria-describedby={`change-${change.id}`}
                  busy={acknowledge.isPending}
                  onClick={() => acknowledge.mutate([change.id])}
                >
                  {t("companies.feed.acknowledge")}
                </Button>
              )}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
