import { TestCentreFinder } from "../../features/test-centres/components/test-centre-finder.tsx";
import { useT } from "../../i18n/use-translation.ts";

/** /test-centers: where to sit the CITB health, safety and environment test, nearest first. */
export function TestCentersPage() {
  const { t } = useT();
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-6 sm:py-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">{t("places.centres.title")}</h1>
        <p className="text-muted">{t("places.centres.intro")}</p>
      </header>
      <TestCentreFinder />
    </div>
  );
}
