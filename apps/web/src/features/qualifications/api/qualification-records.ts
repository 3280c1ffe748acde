import type { QualificationView as Qualification } from "@siteready/domain";
import type { RecordCollection } from "../../../lib/record-collection.ts";
import { qualificationsPath, qualificationsQueryOptions } from "./get-qualifications.ts";

/** The worker's qualifications, saved and deleted through the shared record helpers. */
export const qualificationRecords: RecordCollection<Qualification> = {
  path: qualificationsPath,
  queryKey: qualificationsQueryOptions.queryKey,
};
