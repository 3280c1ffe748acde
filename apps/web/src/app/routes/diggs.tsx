import { DiggsBoard } from "../../features/diggs/components/diggs-board.tsx";

/** /diggs (titled Accommodation): rooms and houses near a site, listed by people on SiteReady. */
export function DiggsPage() {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 sm:py-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">Accommodation</h1>
        <p className="text-muted">
          Find a room or a house for the crew near the site you are working on, priced per person per week so
          you can compare — or list your own.
        </p>
      </header>
      <DiggsBoard />
    </div>
  );
}
