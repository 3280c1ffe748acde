import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";

interface PaginationProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** What is being paged, for screen readers: 'Job results pages'. */
  label: string;
}

/** Previous / Next with 'Page 2 of 5' between: big targets, no tiny page numbers to miss with a gloved thumb. */
export function Pagination({ page, totalPages, onChange, label }: PaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-5" />
        Previous<span className="sr-only"> page</span>
      </Button>
      <p className="font-medium">
        Page {page} of {totalPages}
      </p>
      <Button variant="secondary" disabled={page >= totalPages} onClick={() => onChange(page + 1)}>
        Next<span className="sr-only"> page</span>
        <ChevronRight aria-hidden="true" className="size-5" />
      </Button>
    </nav>
  );
}
