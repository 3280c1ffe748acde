import type { DocumentView as ProfileDocument } from "@siteready/domain";
import type { RecordCollection } from "../../../lib/record-collection.ts";
import { documentsPath, documentsQueryOptions } from "./get-documents.ts";

/** The worker's documents, saved and deleted through the shared record helpers. */
export const documentRecords: RecordCollection<ProfileDocument> = {
  path: documentsPath,
  queryKey: documentsQueryOptions.queryKey,
};
