import type { RenewalStep, StepResult, WorkflowView } from "@siteready/domain";

/** What every step form gets from the workflow panel. */
export interface StepFormProps {
  workflow: WorkflowView;
  onCompleted: (result: StepResult) => void;
}

/** The headings the steps carry on the page, in the words people on site use. */
export const stepHeadings: Record<RenewalStep, string> = {
  start_renewal: "Start the renewal",
  select_month: "Choose the month to renew",
  find_test_center: "Find a CITB test centre",
  book_test: "Book your CITB test",
  complete_renewal: "Record your new card",
};
