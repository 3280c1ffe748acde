import { History } from "lucide-react";
import { useFormatDateTime } from "../i18n/moment-in.ts";
import { useT } from "../i18n/use-translation.ts";
import type { StoredDraft } from "../lib/use-form-draft.ts";
import { Button } from "./ui/button.tsx";

interface DraftBannerProps {
  draft: StoredDraft | null;
  onRestore: () => void;
  onDiscard: () => void;
}

/** Offers back what the user typed on an earlier visit (spec §3 drafts). */
export function DraftBanner({ draft, onRestore, onDiscard }: DraftBannerProps) {
  const { t } = useT();
  const formatDateTime = useFormatDateTime();
  if (!draft) return null;
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-lg border-2 border-accent bg-surface p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-start gap-2">
        <History aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <span>{t("shell.draft.restoreQuestion", { when: formatDateTime(draft.timestamp) })}</span>
      </p>
      <div className="flex gap-2">
        <Button onClick={onRestore}>{t("shell.draft.restore")}</Button>
        <Button variant="secondary" onClick={onDiscard}>
          {t("shell.draft.discard")}
        </Button>
      </div>
    </div>
  );
}
