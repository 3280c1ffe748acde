import { type SchemeRuleEdit, schemeRuleAdminEndpoints } from "@siteready/domain/scheme-rules";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/endpoint-client.ts";

/** Admin → Renewal rules (issue 53): the rules in force, an edit of one, and putting the shipped one back. */

const rulesKey = ["admin", "scheme-rules"] as const;

export function useSchemeRules() {
  return useQuery({
    queryKey: rulesKey,
    queryFn: ({ signal }) => callEndpoint(schemeRuleAdminEndpoints.list, {}, { signal }),
  });
}

export function useSaveSchemeRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ cardType, edit }: { cardType: string; edit: SchemeRuleEdit }) =>
      callEndpoint(schemeRuleAdminEndpoints.save, { params: { cardType }, body: edit }, { retry: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rulesKey }),
  });
}

export function useResetSchemeRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cardType: string) =>
      callEndpoint(schemeRuleAdminEndpoints.reset, { params: { cardType } }, { retry: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rulesKey }),
  });
}
