import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";
import { useT } from "../../../i18n/use-translation.ts";

interface PaginationProps {
  page: number;
  /** Known when every match is counted; otherwise `hasMore` says whether a next page has anything. */
  totalPages?: number;
  hasMore?: boolean;
  onChange: (page: number) => void;
  /** What is being paged, for screen readers: 'Job results pages'. */
  label: string;
}

/**
 * Previous / Next with 'Page 2 of 5' between: big targets, no tiny page numbers to miss with a gloved thumb.
 * Without a total (searches that never count every match) it says 'Page 2' and offers 'More results'.
 */
export function Pagination({ page, totalPages, hasMore, onChange, label }: PaginationProps) {
  const { t } = useT();
  const more = totalPages === undefined ? Boolean(hasMore) : page < totalPages;
  if (page <= 1 && !more) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-5" />
        {t("jobs.pages.previous")}
        <span className="sr-only"> {t("jobs.pages.previousHidden")}</span>
      </Button>
      <p className="whitespace-nowrap font-medium">
        {totalPages === undefined
          ? t("jobs.pages.page", { page })
          : t("jobs.pages.pageOf", { page, total: totalPages })}
      </p>
      <Button variant="secondary" disabled={!more} onClick={() => onChange(page + 1)}>
        {totalPages === undefined ? (
          t("jobs.pages.more")
        ) : (
          <>
            {t("jobs.pages.next")}
            <span className="sr-only"> {t("jobs.pages.nextHidden")}</span>
          </>
        )}
        <ChevronRight aria-hidden="true" className="size-5" />
      </Button>
    </nav>
  );
}
