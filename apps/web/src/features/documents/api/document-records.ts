import type { DocumentView as ProfileDocument } from "@siteready/domain/profile";
import { documentsEndpoints } from "@siteready/domain/records";
import type { RecordCollection } from "../../../lib/record-collection.ts";
import { documentsQueryOptions } from "./get-documents.ts";

/** The worker's documents, saved and deleted through the shared record helpers. */
export const documentRecords: RecordCollection<ProfileDocument> = {
  endpoints: documentsEndpoints,
  queryKey: documentsQueryOptions.queryKey,
};
