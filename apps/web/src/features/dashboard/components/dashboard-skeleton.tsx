import { useT } from "../../../i18n/use-translation.ts";

/** Grey shapes where the dashboard will be, so the page does not jump when the data arrives. */
export function DashboardSkeleton() {
  const { t } = useT();
  return (
    <div aria-busy="true" className="flex flex-col gap-6">
      <p role="status" className="sr-only">
        {t("dashboard.loading")}
      </p>
      <div aria-hidden="true" className="flex animate-pulse flex-col gap-6">
        <div className="flex items-center gap-4">
          <div className="size-16 rounded-full bg-surface-muted" />
          <div className="h-6 w-40 rounded bg-surface-muted" />
        </div>
        <div className="h-40 rounded-xl bg-surface-muted" />
        <div className="h-32 rounded-xl bg-surface-muted" />
        <div className="grid gap-4 sm:grid-cols-2">
          {[0, 1, 2, 3].map((key) => (
            <div key={key} className="h-20 rounded-xl bg-surface-muted" />
          ))}
        </div>
      </div>
    </div>
  );
}
