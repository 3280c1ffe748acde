import { FeaturePage } from "../../components/feature-page.tsx";
import { CompetenceRecord } from "../../features/competence/components/competence-record.tsx";
import { useT } from "../../i18n/use-translation.ts";

/** /competence: my training, courses, toolbox talks and CPD, beside my projects history (issue 53). */
export function CompetencePage() {
  const { t } = useT();
  return (
    <FeaturePage title={t("competence.page.title")} intro={t("competence.page.intro")} width="2xl">
      <CompetenceRecord />
    </FeaturePage>
  );
}
