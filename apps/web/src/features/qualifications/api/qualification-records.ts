import { type QualificationView as Qualification, qualificationsEndpoints } from "@siteready/domain";
import type { RecordCollection } from "../../../lib/record-collection.ts";
import { qualificationsQueryOptions } from "./get-qualifications.ts";

/** The worker's qualifications, saved and deleted through the shared record helpers. */
export const qualificationRecords: RecordCollection<Qualification> = {
  endpoints: qualificationsEndpoints,
  queryKey: qualificationsQueryOptions.queryKey,
};
