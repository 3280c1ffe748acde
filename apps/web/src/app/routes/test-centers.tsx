import { TestCentreFinder } from "../../features/test-centres/components/test-centre-finder.tsx";

/** /test-centers: where to sit the CITB health, safety and environment test, nearest first. */
export function TestCentersPage() {
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-6 sm:py-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">Test centres</h1>
        <p className="text-muted">
          Find a CITB health, safety and environment test centre near you. Most card renewals need a pass from
          the last two years.
        </p>
      </header>
      <TestCentreFinder />
    </div>
  );
}
