import type { RecordCollection } from "../../../lib/record-collection.ts";
import { documentsPath, documentsQueryOptions, type ProfileDocument } from "./get-documents.ts";

/** The worker's documents, saved and deleted through the shared record helpers. */
export const documentRecords: RecordCollection<ProfileDocument> = {
  path: documentsPath,
  queryKey: documentsQueryOptions.queryKey,
};
