import { type CrewRoleInput, companiesEndpoints } from "@siteready/domain/companies";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/endpoint-client.ts";

/** Where a role's requirements apply: the whole company, or one site (its override where it has one). */
export interface RequirementsScope {
  companyId: string;
  siteId?: string | undefined;
}

const rolesKey = ({ companyId, siteId }: RequirementsScope) => [
  "companies",
  companyId,
  "crew-roles",
  siteId ?? "company",
];

/** The crew roles with their cards, documents and amber days, as the company set them or as they apply on a site. */
export function useCrewRoles(scope: RequirementsScope) {
  const { companyId, siteId } = scope;
  return useQuery({
    queryKey: rolesKey(scope),
    queryFn: async ({ signal }) =>
      (siteId
        ? await callEndpoint(companiesEndpoints.siteCrewRoles, { params: { companyId, siteId } }, { signal })
        : await callEndpoint(companiesEndpoints.crewRoles, { params: { companyId } }, { signal })
      ).roles,
  });
}

/** Adds a crew role, or changes the role `id`, for the whole company. */
export function useSaveCrewRole(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string | undefined; input: CrewRoleInput }) =>
      id
        ? callEndpoint(
            companiesEndpoints.updateCrewRole,
            { params: { companyId, roleId: id }, body: input },
            { retry: true },
          )
        : callEndpoint(companiesEndpoints.createCrewRole, { params: { companyId }, body: input }),
    // Every site's view of the roles follows the company's.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["companies", companyId, "crew-roles"] }),
  });
}

/**
 * Sets a site's own requirements for the role `id`. It takes the role form's values, the role's name included,
 * and sends only the requirements: the name stays the company's.
 */
export function useOverrideSiteRole(companyId: string, siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      input: { name: _companyName, ...requirements },
    }: {
      id?: string | undefined;
      input: CrewRoleInput;
    }) =>
      callEndpoint(
        companiesEndpoints.overrideSiteCrewRole,
        { params: { companyId, siteId, roleId: String(id) }, body: requirements },
        { retry: true },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rolesKey({ companyId, siteId }) }),
  });
}

/** Goes back to the company's requirements for a role on a site. */
export function useClearSiteOverride(companyId: string, siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (roleId: string) =>
      callEndpoint(
        companiesEndpoints.clearSiteCrewRoleOverride,
        { params: { companyId, siteId, roleId } },
        { retry: true },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rolesKey({ companyId, siteId }) }),
  });
}
