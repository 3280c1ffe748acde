import { Button } from "./button.tsx";
import { ErrorBox } from "./error-box.tsx";

/** The parts of a TanStack infinite query that "Show older" reads. */
interface OlderPages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  error: Error | null;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * "Show older …" for a list loaded a page at a time, newest first: the button while there are older ones, and
 * when a page fails to load, its error with Try Again (what is already loaded stays on screen).
 */
export function ShowOlder({
  pages,
  label,
  onShowOlder = () => void pages.fetchNextPage(),
  className = "self-center",
}: {
  pages: OlderPages;
  label: string;
  /** Instead of loading the next page straight away (to note where the reader was first, say). */
  onShowOlder?: () => void;
  className?: string;
}) {
  return (
    <>
      {pages.hasNextPage ? (
        <Button
          variant="secondary"
          className={className}
          busy={pages.isFetchingNextPage}
          onClick={onShowOlder}
        >
          {label}
        </Button>
      ) : null}
      {pages.isFetchNextPageError && pages.error ? (
        <ErrorBox error={pages.error} onRetry={() => void pages.fetchNextPage()} />
      ) : null}
    </>
  );
}
