interface LoadingScreenProps {
  message: string;
  /** The initialisation error, shown under the spinner as a warning (§2, §8). */
  warning?: string | undefined;
}

/** A centred spinner with a message; used at start-up and while a lazy page loads. */
export function LoadingScreen({ message, warning }: LoadingScreenProps) {
  return (
    <div
      className="flex min-h-[60dvh] flex-col items-center justify-center gap-4 p-6 text-center"
      role="status"
      aria-live="polite"
    >
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-border border-t-accent"
      />
      <p className="text-lg font-medium">{message}</p>
      {warning ? <p className="max-w-md text-sm text-danger">{warning}</p> : null}
    </div>
  );
}
