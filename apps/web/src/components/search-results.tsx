import { Info, SearchX } from "lucide-react";
import { type ReactNode, type RefObject, useId } from "react";
import { EmptyState } from "./ui/empty-state.tsx";
import { ErrorBox } from "./ui/error-box.tsx";

interface SearchQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  /** The previous answer shown while the next one loads. */
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

interface SearchResultsProps<Item extends { id: string }> {
  heading: string;
  /** Given when the page moves focus to the heading (a new page of results). */
  headingRef?: RefObject<HTMLHeadingElement | null>;
  search: SearchQuery;
  /** Shown while the first answer loads. */
  loading: ReactNode;
  /** The answer, once it is in: what was found, and a notice from the server (a place it could not find). */
  answer:
    | {
        items: Item[];
        notice: string | null;
        /** How many were found and near where (a live status line). */
        summary: ReactNode;
        /** False on a later page with nothing on it, which says so in `summary` instead. */
        emptyShown?: boolean;
      }
    | undefined;
  /** What an empty search says, and the ways on (fewer filters, adding one's own). */
  empty: { title: string; description: string; actions: ReactNode };
  listLabel: string;
  renderItem: (item: Item) => ReactNode;
  /** Below the results: the pages. */
  footer?: ReactNode;
}

/** A search's results under their heading: loading, error, what was found and near where, or what to try. */
export function SearchResults<Item extends { id: string }>({
  heading,
  headingRef,
  search,
  loading,
  answer,
  empty,
  listLabel,
  renderItem,
  footer,
}: SearchResultsProps<Item>) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      {headingRef ? (
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="scroll-mt-4 text-xl font-bold">
          {heading}
        </h2>
      ) : (
        <h2 id={headingId} className="text-xl font-bold">
          {heading}
        </h2>
      )}
      {search.isPending ? loading : null}
      {search.isError ? <ErrorBox error={search.error} onRetry={() => void search.refetch()} /> : null}
      {answer ? (
        <div aria-busy={search.isPlaceholderData || undefined} className="flex flex-col gap-4">
          {answer.summary}
          {answer.notice ? (
            <p className="flex items-start gap-2 rounded-lg border-2 border-urgency-warning bg-surface p-3">
              <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-urgency-warning" />
              <span>{answer.notice}</span>
            </p>
          ) : null}
          {answer.items.length === 0 && answer.emptyShown !== false ? (
            <EmptyState icon={SearchX} headingLevel={3} title={empty.title} description={empty.description}>
              {empty.actions}
            </EmptyState>
          ) : (
            <ul aria-label={listLabel} className="flex flex-col gap-4">
              {answer.items.map((item) => (
                <li key={item.id}>{renderItem(item)}</li>
              ))}
            </ul>
          )}
          {footer}
        </div>
      ) : null}
    </section>
  );
}
