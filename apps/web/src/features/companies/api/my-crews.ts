import { companiesEndpoints } from "@siteready/domain/companies";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/endpoint-client.ts";

const myCrewsQueryOptions = queryOptions({
  queryKey: ["my-crews"],
  queryFn: ({ signal }) => callEndpoint(companiesEndpoints.myCrews, {}, { signal }),
  // A company's looks arrive while the page is open, as a share's views do.
  refetchInterval: 30_000,
});

/** The crews I joined, left or was invited to by e-mail, each with the company's looks at my records. */
export function useMyCrews() {
  return useQuery(myCrewsQueryOptions);
}

/** An invite, by the link's token or (sent to my e-mail) by its id. */
export type InviteRef = { token: string } | { inviteId: string };

/** Exactly what the company will see if I accept: read before consenting. */
export function useConsentPreview(invite: InviteRef) {
  return useQuery({
    queryKey: ["my-crews", "preview", invite],
    queryFn: ({ signal }) =>
      "token" in invite
        ? callEndpoint(companiesEndpoints.previewCrewInvite, { body: invite }, { signal, retry: true })
        : callEndpoint(companiesEndpoints.previewMyCrewInvite, { params: invite }, { signal }),
    retry: false,
  });
}

/** Accepts or declines an invite; my crews follow. */
export function useAnswerInvite(invite: InviteRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (answer: "accept" | "decline") => {
      if ("token" in invite) {
        const endpoint =
          answer === "accept" ? companiesEndpoints.acceptCrewInvite : companiesEndpoints.declineCrewInvite;
        await callEndpoint(endpoint, { body: invite });
      } else {
        const endpoint =
          answer === "accept"
            ? companiesEndpoints.acceptMyCrewInvite
            : companiesEndpoints.declineMyCrewInvite;
        await callEndpoint(endpoint, { params: invite, body: {} });
      }
      return answer;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myCrewsQueryOptions.queryKey }),
  });
}

/** Leaves a crew: the company's access ends at once (safe to repeat on a poor signal). */
export function useLeaveCrew() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (crewId: string) =>
      callEndpoint(companiesEndpoints.leaveCrew, { params: { crewId }, body: {} }, { retry: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myCrewsQueryOptions.queryKey }),
  });
}
