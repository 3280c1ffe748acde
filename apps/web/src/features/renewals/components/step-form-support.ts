import type { MessageKey } from "@siteready/domain/i18n";
import type { RenewalStep, StepResult, WorkflowView } from "@siteready/domain/renewals";

/** What every step form gets from the workflow panel. */
export interface StepFormProps {
  workflow: WorkflowView;
  onCompleted: (result: StepResult) => void;
}

/** The headings the steps carry on the page, in the words people on site use (catalogue keys). */
export const stepHeadings: Record<RenewalStep, MessageKey> = {
  start_renewal: "renewals.step.start_renewal",
  select_month: "renewals.step.select_month",
  find_test_center: "renewals.step.find_test_center",
  book_test: "renewals.step.book_test",
  complete_renewal: "renewals.step.complete_renewal",
};
