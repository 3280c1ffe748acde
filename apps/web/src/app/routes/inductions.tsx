import { FeaturePage } from "../../components/feature-page.tsx";
import { InductionList } from "../../features/inductions/components/induction-list.tsx";
import { useT } from "../../i18n/use-translation.ts";

/** /inductions: every site induction the worker has had, filled in by hand or from a photo of the paper record. */
export function InductionsPage() {
  const { t } = useT();
  return (
    <FeaturePage title={t("inductions.title")} intro={t("inductions.intro")} width="2xl">
      <InductionList />
    </FeaturePage>
  );
}
