import { InductionList } from "../../features/inductions/components/induction-list.tsx";

/** /inductions: every site induction the worker has had, filled in by hand or from a photo of the paper record. */
export function InductionsPage() {
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-6 sm:py-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">Inductions</h1>
        <p className="text-muted">
          Your site inductions, newest first. Keep the record of each one with you, and we remind you before a
          site wants you to re-induct.
        </p>
      </header>
      <InductionList />
    </div>
  );
}
