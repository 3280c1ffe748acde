import {
  type CompetenceEntryInput,
  type CompetenceEntryView,
  type ConfirmationRequestInput,
  competenceEndpoints,
} from "@siteready/domain/competence";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/endpoint-client.ts";

const competenceQueryOptions = queryOptions({
  queryKey: ["competence"],
  queryFn: async ({ signal }): Promise<CompetenceEntryView[]> =>
    (await callEndpoint(competenceEndpoints.list, {}, { signal })).entries,
});

/** My competence record, latest first. */
export function useCompetence() {
  return useQuery(competenceQueryOptions);
}

/** Puts a changed entry in the list at once (or adds it). */
export function useShowEntry() {
  const queryClient = useQueryClient();
  return (entry: CompetenceEntryView) =>
    queryClient.setQueryData(competenceQueryOptions.queryKey, (entries) =>
      entries?.some((each) => each.id === entry.id)
        ? entries.map((each) => (each.id === entry.id ? entry : each))
        : [entry, ...(entries ?? [])],
    );
}

/** A change (PUT) is safe to repeat on a poor signal; an addition (POST) is not. */
export function useSaveCompetenceEntry() {
  const show = useShowEntry();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string | undefined; input: CompetenceEntryInput }) =>
      id
        ? callEndpoint(competenceEndpoints.update, { params: { id }, body: input }, { retry: true })
        : callEndpoint(competenceEndpoints.create, { body: input }),
    onSuccess: show,
  });
}

export function useDeleteCompetenceEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(competenceEndpoints.remove, { params: { id } }),
    onSuccess: (_, id) =>
      queryClient.setQueryData(competenceQueryOptions.queryKey, (entries) =>
        entries?.filter((entry) => entry.id !== id),
      ),
  });
}

/** E-mails a supervisor the link (never retried: a repeat would send a second e-mail). */
export function useAskToConfirm() {
  const show = useShowEntry();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string | undefined; input: ConfirmationRequestInput }) =>
      callEndpoint(competenceEndpoints.askToConfirm, { params: { id: id ?? "" }, body: input }),
    onSuccess: show,
  });
}

export function useRemoveEvidence() {
  const show = useShowEntry();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(competenceEndpoints.removeEvidence, { params: { id } }),
    onSuccess: show,
  });
}

/** The supervisor's page: what they are asked to confirm (a used or expired link answers 410 in words). */
export function useSupervisorView(token: string) {
  return useQuery({
    queryKey: ["competence-confirmation", token],
    queryFn: () => callEndpoint(competenceEndpoints.supervisorView, { body: { token } }),
    enabled: token !== "",
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useSupervisorAnswer() {
  return useMutation({
    mutationFn: (body: { token: string; name: string; decision: "confirm" | "decline" }) =>
      callEndpoint(competenceEndpoints.supervisorAnswer, { body }),
  });
}
