/**
 * Grey shapes in the page frame where a page will be — a title, a line of text and a few cards — while its
 * code, the sign-in check or the feature catalogue arrives. The page does not jump when it comes, and nothing
 * spins across the whole screen. The message is the one of §2 for that wait, read out and shown small.
 */
export function PageSkeleton({ message }: { message: string }) {
  return (
    <div aria-busy="true" className="mx-auto flex w-full max-w-5xl flex-col gap-6 p-4 sm:p-6">
      <p role="status" aria-live="polite" className="text-sm text-muted">
        {message}
      </p>
      <div
        aria-hidden="true"
        data-testid="page-skeleton"
        className="flex animate-pulse flex-col gap-6 motion-reduce:animate-none"
      >
        <div className="h-8 w-2/3 max-w-sm rounded bg-surface-muted" />
        <div className="h-4 w-full max-w-xl rounded bg-surface-muted" />
        <div className="grid gap-4 sm:grid-cols-2">
          {[0, 1, 2, 3].map((key) => (
            <div key={key} className="h-28 rounded-xl bg-surface-muted" />
          ))}
        </div>
      </div>
    </div>
  );
}
