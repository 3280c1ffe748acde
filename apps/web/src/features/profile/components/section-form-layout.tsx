import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { CompletionMeter } from "../../../components/ui/completion-meter.tsx";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { SavedMark } from "../../../components/ui/saved-notice.tsx";
import { useT } from "../../../i18n/use-translation.ts";

interface SectionPageProps {
  title: string;
  description: ReactNode;
  children: ReactNode;
  /** The section's completion (spec §9), when known. */
  completion?: number | undefined;
}

/** The frame of every profile section page: heading, what the section is for, and how complete it is. */
export function SectionPage({ title, description, children, completion }: SectionPageProps) {
  const { t } = useT();
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-6 sm:py-8">
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold">{title}</h1>
        <div className="text-muted">{description}</div>
        {completion !== undefined ? (
          <CompletionMeter percent={completion} label={t("profile.completion", { section: title })} />
        ) : null}
      </header>
      {children}
    </div>
  );
}

/**
 * The form's Save button: stuck to the bottom of the screen on phones, where a thumb reaches it, and in the
 * flow on wider screens. 'Saved' is announced politely after a successful save, beside the button, which keeps
 * the focus: the form stays where it is.
 */
export function SaveBar({ busy, saved }: { busy: boolean; saved: boolean }) {
  const { t } = useT();
  return (
    <div className="sticky bottom-0 z-10 -mx-4 flex items-center gap-4 border-t border-border bg-bg px-4 py-3 sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:px-0">
      <Button type="submit" busy={busy} className="flex-1 sm:flex-none sm:px-8">
        {t("profile.save")}
      </Button>
      <p role="status" className="flex min-w-16 items-center gap-1 font-medium">
        {saved && !busy ? <SavedMark /> : null}
      </p>
    </div>
  );
}

/** Grey blocks in the shape of a form while a section loads (DESIGN.md: skeletons, not spinners). */
function SectionSkeleton() {
  const { t } = useT();
  return (
    <div role="status" aria-label={t("profile.loadingDetails")} className="flex animate-pulse flex-col gap-5">
      {[0, 1, 2, 3].map((row) => (
        <div key={row} className="flex flex-col gap-2">
          <div className="h-4 w-32 rounded bg-surface-muted" />
          <div className="h-11 w-full rounded-lg bg-surface-muted" />
        </div>
      ))}
    </div>
  );
}

/** A section's saved data: a skeleton while it loads, the error box (with Try Again) if it cannot load. */
export function SectionContent<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <SectionSkeleton />;
  if (query.isError) return <ErrorBox error={query.error} onRetry={() => void query.refetch()} />;
  return children(query.data);
}
