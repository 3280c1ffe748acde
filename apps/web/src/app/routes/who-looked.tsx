import { LooksTimeline } from "../../features/evidence/components/looks-timeline.tsx";
import { useT } from "../../i18n/use-translation.ts";

/** /who-looked: every check of the worker's cards, Smart Check answer, share view and company look, newest first. */
export function WhoLookedPage() {
  const { t } = useT();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 sm:py-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">{t("evidence.looks.title")}</h1>
        <p className="text-muted">{t("evidence.looks.intro")}</p>
      </header>
      <LooksTimeline />
    </div>
  );
}
