import {
  type ColleagueInviteInput,
  type CompanyInput,
  companiesEndpoints,
  type SiteInput,
} from "@siteready/domain/companies";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/endpoint-client.ts";

const companiesQueryOptions = queryOptions({
  queryKey: ["companies"],
  queryFn: async ({ signal }) => (await callEndpoint(companiesEndpoints.companies, {}, { signal })).companies,
});

/** The companies I am a member of, with my role in each (read afresh: a role can change mid-session). */
export function useCompanies() {
  return useQuery(companiesQueryOptions);
}

/** Creates a company with me as its owner; the list shows it at once. */
export function useCreateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input }: { id?: string | undefined; input: CompanyInput }) =>
      callEndpoint(companiesEndpoints.createCompany, { body: input }),
    onSuccess: (company) => {
      queryClient.setQueryData(companiesQueryOptions.queryKey, (companies) => [
        ...(companies ?? []),
        company,
      ]);
    },
  });
}

const membersKey = (companyId: string) => ["companies", companyId, "members"];

/** The company's members and open colleague invites (owners only). */
export function useMembers(companyId: string, enabled: boolean) {
  return useQuery({
    queryKey: membersKey(companyId),
    queryFn: ({ signal }) => callEndpoint(companiesEndpoints.members, { params: { companyId } }, { signal }),
    enabled,
  });
}

/** Invites a colleague by e-mail with a role; the members list answers with the invite in it. */
export function useInviteColleague(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input }: { id?: string | undefined; input: ColleagueInviteInput }) =>
      callEndpoint(companiesEndpoints.inviteColleague, { params: { companyId }, body: input }),
    onSuccess: (members) => queryClient.setQueryData(membersKey(companyId), members),
  });
}

export const sitesQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: ["companies", companyId, "sites"],
    queryFn: async ({ signal }) =>
      (await callEndpoint(companiesEndpoints.sites, { params: { companyId } }, { signal })).sites,
  });

/** The company's sites (any member: a gate-keeper picks the site to work). */
export function useSites(companyId: string) {
  return useQuery(sitesQueryOptions(companyId));
}

/** Adds a site, or changes the site `id`; the sites list follows. */
export function useSaveSite(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string | undefined; input: SiteInput }) =>
      id
        ? callEndpoint(
            companiesEndpoints.updateSite,
            { params: { companyId, siteId: id }, body: input },
            { retry: true },
          )
        : callEndpoint(companiesEndpoints.createSite, { params: { companyId }, body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["companies", companyId] }),
  });
}

const colleagueInvitesKey = ["colleague-invites"];

/** Invites to join a company sent to my e-mail, still open. */
export function useMyColleagueInvites() {
  return useQuery({
    queryKey: colleagueInvitesKey,
    queryFn: async ({ signal }) =>
      (await callEndpoint(companiesEndpoints.myColleagueInvites, {}, { signal })).invites,
  });
}

/** Joins the company as the invite's role, or declines; my companies and invites follow. */
export function useAnswerColleagueInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ inviteId, answer }: { inviteId: string; answer: "accept" | "decline" }) =>
      answer === "accept"
        ? callEndpoint(companiesEndpoints.acceptColleagueInvite, { params: { inviteId }, body: {} })
        : callEndpoint(companiesEndpoints.declineColleagueInvite, { params: { inviteId }, body: {} }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: colleagueInvitesKey }),
        queryClient.invalidateQueries({ queryKey: companiesQueryOptions.queryKey }),
      ]),
  });
}
