import { FeaturePage } from "../../components/feature-page.tsx";
import { InductionList } from "../../features/inductions/components/induction-list.tsx";

/** /inductions: every site induction the worker has had, filled in by hand or from a photo of the paper record. */
export function InductionsPage() {
  return (
    <FeaturePage
      title="Inductions"
      intro="Your site inductions, newest first. Keep the record of each one with you, and we remind you before a site wants you to re-induct."
      width="2xl"
    >
      <InductionList />
    </FeaturePage>
  );
}
