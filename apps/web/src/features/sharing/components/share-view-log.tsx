import type { ShareViewEntry } from "@siteready/domain/sharing";
import { useT } from "../../../i18n/use-translation.ts";
import { shareTime } from "./share-time.ts";

/** Every view of one share: when, on what, who (if they said), and PDF downloads. */
export function ShareViewLog({ views }: { views: ShareViewEntry[] }) {
  const { t, language } = useT();
  if (views.length === 0) return <p className="text-muted">{t("sharing.views.none")}</p>;
  return (
    <ol aria-label={t("sharing.views.label")} className="flex flex-col gap-2">
      {views.map((view) => (
        <li key={view.id} className="rounded-lg border border-border p-3">
          <p className="font-semibold">{shareTime(view.viewed_at, language)}</p>
          <p>
            {[view.viewer_name, view.viewer_company].filter(Boolean).join(", ") ||
              t("sharing.views.anonymous")}
          </p>
          <p className="text-sm text-muted">
            {view.device}
            {view.downloads > 0 ? ` · ${t("sharing.views.downloaded", { count: view.downloads })}` : ""}
          </p>
        </li>
      ))}
    </ol>
  );
}
