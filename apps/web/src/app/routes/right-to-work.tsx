import { FeaturePage } from "../../components/feature-page.tsx";
import { RightToWorkSection } from "../../features/right-to-work/components/right-to-work-section.tsx";
import { useT } from "../../i18n/use-translation.ts";

/** /right-to-work: the worker's proof of the right to work, kept to share in one tap, and engagers' receipts. */
export function RightToWorkPage() {
  const { t } = useT();
  return (
    <FeaturePage title={t("rightToWork.page.title")} intro={t("rightToWork.page.intro")} width="2xl">
      <p className="rounded-lg border border-border bg-surface p-4">{t("rightToWork.page.whoChecks")}</p>
      <RightToWorkSection />
    </FeaturePage>
  );
}
