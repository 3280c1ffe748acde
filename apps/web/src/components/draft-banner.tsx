import { formatDate } from "@siteready/domain";
import { History } from "lucide-react";
import type { StoredDraft } from "../lib/use-form-draft.ts";
import { Button } from "./ui/button.tsx";

const twoDigits = (value: number) => String(value).padStart(2, "0");

/** '12 Mar 2026, 14:05' (en-GB) in the device's own time zone. */
export function formatDateTime(timestamp: number): string {
  const at = new Date(timestamp);
  const day = `${at.getFullYear()}-${twoDigits(at.getMonth() + 1)}-${twoDigits(at.getDate())}`;
  return `${formatDate(day)}, ${twoDigits(at.getHours())}:${twoDigits(at.getMinutes())}`;
}

interface DraftBannerProps {
  draft: StoredDraft | null;
  onRestore: () => void;
  onDiscard: () => void;
}

/** Offers back what the user typed on an earlier visit (spec §3 drafts). */
export function DraftBanner({ draft, onRestore, onDiscard }: DraftBannerProps) {
  if (!draft) return null;
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-lg border-2 border-accent bg-surface p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-start gap-2">
        <History aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <span>You have unsaved changes from {formatDateTime(draft.timestamp)}. Restore them?</span>
      </p>
      <div className="flex gap-2">
        <Button onClick={onRestore}>Restore</Button>
        <Button variant="secondary" onClick={onDiscard}>
          Discard
        </Button>
      </div>
    </div>
  );
}
