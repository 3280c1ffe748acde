import {
  type CrewStatus,
  companiesEndpoints,
  type GateAction,
  type GatePolicy,
  gateActionFor,
  roleMay,
  type SignedCrewPack,
} from "@siteready/domain/companies";
import type { MessageRef } from "@siteready/domain/i18n";
import { queryOptions, useQueries, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/endpoint-client.ts";
import { sitesQueryOptions, useCompanies } from "./companies.ts";
import type { SiteRef } from "./crew-board.ts";

/** A site whose gate I work, with its company's name. */
export interface GateSite extends SiteRef {
  companyName: string;
  siteName: string;
}

/** Every site of every company where my role works the gate (owner, manager, gate-keeper). */
export function useGateSites(): GateSite[] {
  const companies = useCompanies();
  const gateCompanies = (companies.data ?? []).filter((company) => roleMay(company.my_role, "workGate"));
  const sites = useQueries({ queries: gateCompanies.map((company) => sitesQueryOptions(company.id)) });
  return gateCompanies.flatMap((company, index) =>
    (sites[index]?.data ?? []).map((site) => ({
      companyId: company.id,
      siteId: site.id,
      companyName: company.name,
      siteName: site.name,
    })),
  );
}

/**
 * The site's expected crew, kept on the phone (lib/offline-copy.ts keeps the 'expected-crew' root) so a scan
 * with no signal still shows who is expected, with their photo; refreshed whenever there is signal.
 */
const expectedCrewQueryOptions = ({ companyId, siteId }: SiteRef) =>
  queryOptions({
    queryKey: ["expected-crew", companyId, siteId],
    queryFn: ({ signal }) =>
      callEndpoint(companiesEndpoints.expectedCrewPack, { params: { companyId, siteId } }, { signal }),
    gcTime: Number.POSITIVE_INFINITY,
    staleTime: 5 * 60 * 1000,
  });

export function useExpectedCrew(site: SiteRef | null) {
  return useQuery({
    ...expectedCrewQueryOptions(site ?? { companyId: "", siteId: "" }),
    enabled: site !== null,
  });
}

/** What the site's gate says of the person scanned: who they are in the crew and what to do. */
export interface SiteVerdict {
  holderName: string | null;
  photo: string | null;
  roleName: string | null;
  status: CrewStatus | null;
  reasons: MessageRef[];
  policy: GatePolicy;
  action: GateAction;
  /** Whether the kept pack answered (no signal), rather than the server. */
  fromPack: boolean;
}

/**
 * The person a signed code names, found by their record in the kept pack as the server signed it
 * (`verifyExpectedCrewPack`); not in the crew when absent.
 */
export function verdictFromPack(pack: SignedCrewPack, recordId: string | null): SiteVerdict {
  const member = recordId ? pack.crew.find((each) => each.record_ids.includes(recordId)) : undefined;
  return {
    holderName: member?.name ?? null,
    photo: member?.photo ?? null,
    roleName: member?.role_name ?? null,
    status: member?.status ?? null,
    reasons: member?.reasons ?? [],
    policy: pack.policy,
    action: gateActionFor(member?.status ?? null, pack.policy),
    fromPack: true,
  };
}

/** The server's check of a scanned code against the site's crew and its warn/block policy. */
export async function checkAtSite({ companyId, siteId }: SiteRef, token: string): Promise<SiteVerdict> {
  const check = await callEndpoint(
    companiesEndpoints.siteGateCheck,
    { params: { companyId, siteId }, body: { token } },
    { retry: false },
  );
  return {
    holderName: check.holder_name,
    photo: check.photo,
    roleName: check.role_name,
    status: check.status,
    reasons: check.reasons,
    policy: check.gate_policy,
    action: check.action,
    fromPack: false,
  };
}
