import type { QualificationView as Qualification } from "@siteready/domain/profile";
import { qualificationsEndpoints } from "@siteready/domain/records";
import type { RecordCollection } from "../../../lib/record-collection.ts";
import { qualificationsQueryOptions } from "./get-qualifications.ts";

/** The worker's qualifications, saved and deleted through the shared record helpers. */
export const qualificationRecords: RecordCollection<Qualification> = {
  endpoints: qualificationsEndpoints,
  queryKey: qualificationsQueryOptions.queryKey,
};
