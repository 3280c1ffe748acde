import { type RenewalStep, renewalsEndpoints, type WorkflowView } from "@siteready/domain/renewals";
import {
  hashKey,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/endpoint-client.ts";
import { renewalsQueryKeys } from "./get-renewals.ts";

function workflowQueryOptions(id: string) {
  return queryOptions({
    queryKey: renewalsQueryKeys.workflow(id),
    queryFn: ({ signal }) => callEndpoint(renewalsEndpoints.workflow, { params: { id } }, { signal }),
  });
}

export function useRenewalWorkflow(id: string) {
  return useQuery(workflowQueryOptions(id));
}

/**
 * Stores the workflow the server just answered, then refreshes the renewals lists and the profile (a completed
 * renewal changes the card's expiry) in the background, without refetching what was just stored.
 */
function workflowChanged(queryClient: QueryClient, workflow: WorkflowView) {
  const key = renewalsQueryKeys.workflow(workflow.id);
  queryClient.setQueryData(key, workflow);
  const savedHash = hashKey(key);
  void queryClient.invalidateQueries({
    queryKey: renewalsQueryKeys.all,
    predicate: (query) => query.queryHash !== savedHash,
  });
  void queryClient.invalidateQueries({ queryKey: ["profile"] });
}

/** Starts renewing a card (start_renewal done). 409 when one is in progress: details.workflow_id names it. */
export function useStartRenewal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cardId: string) =>
      callEndpoint(renewalsEndpoints.startWorkflow, { body: { card_id: cardId } }),
    onSuccess: (workflow) => workflowChanged(queryClient, workflow),
  });
}

/** Completes the workflow's next step with its metadata (the chosen month, the centre, the booking…). */
export function useCompleteRenewalStep(workflowId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ step, metadata }: { step: RenewalStep; metadata: Record<string, unknown> }) =>
      // Always a JSON body: the server rejects a JSON request with an empty one.
      callEndpoint(renewalsEndpoints.completeStep, { params: { id: workflowId, step }, body: { metadata } }),
    onSuccess: (result) => workflowChanged(queryClient, result.workflow),
  });
}
