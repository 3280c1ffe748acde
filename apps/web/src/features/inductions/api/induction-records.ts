import { type InductionView as Induction, inductionsEndpoints } from "@siteready/domain/inductions";
import type { RecordCollection } from "../../../lib/record-collection.ts";
import { inductionsQueryOptions } from "./get-inductions.ts";

/** The worker's inductions, saved and deleted through the shared record helpers. */
export const inductionRecords: RecordCollection<Induction> = {
  endpoints: inductionsEndpoints,
  queryKey: inductionsQueryOptions.queryKey,
};
