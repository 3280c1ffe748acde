import type { InductionView as Induction } from "@siteready/domain";
import type { RecordCollection } from "../../../lib/record-collection.ts";
import { inductionsPath, inductionsQueryOptions } from "./get-inductions.ts";

/** The worker's inductions, saved and deleted through the shared record helpers. */
export const inductionRecords: RecordCollection<Induction> = {
  path: inductionsPath,
  queryKey: inductionsQueryOptions.queryKey,
};
