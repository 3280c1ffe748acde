import { useT } from "../../../i18n/use-translation.ts";

/** Grey shapes where the counts and the list will be, so the page does not jump when the data arrives. */
export function RenewalsSkeleton() {
  const { t } = useT();
  return (
    <div aria-busy="true" className="flex flex-col gap-6">
      <p role="status" className="sr-only">
        {t("renewals.loadingRenewals")}
      </p>
      <div aria-hidden="true" className="flex animate-pulse flex-col gap-6">
        <div className="flex flex-wrap gap-2">
          {[0, 1, 2, 3, 4, 5].map((key) => (
            <div key={key} className="h-11 w-24 rounded-full bg-surface-muted" />
          ))}
        </div>
        <div className="h-6 w-48 rounded bg-surface-muted" />
        {[0, 1, 2].map((key) => (
          <div key={key} className="h-36 rounded-xl bg-surface-muted" />
        ))}
        <div className="h-64 rounded-xl bg-surface-muted" />
      </div>
    </div>
  );
}
