import { type AgentReportInput, adminEndpoints, type agentReportFilterSchema } from "@siteready/domain/admin";
import type { FeatureFlag, UserType } from "@siteready/domain/features";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { callEndpoint } from "../../../lib/endpoint-client.ts";

/** Admin → Users, Reports and Health: reads and actions against /api/admin (issue 20). */

const usersKey = ["admin", "users"] as const;
const auditKey = ["admin", "audit-log"] as const;
const reportsKey = ["admin", "reports"] as const;

export function useAdminUsers(search: string) {
  return useQuery({
    queryKey: [...usersKey, search],
    queryFn: ({ signal }) => callEndpoint(adminEndpoints.users, { query: { q: search } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAuditLog() {
  return useQuery({
    queryKey: auditKey,
    queryFn: ({ signal }) => callEndpoint(adminEndpoints.auditLog, {}, { signal }),
  });
}

type UserAction =
  | { kind: "role"; userId: string; role: UserType }
  | { kind: "suspend"; userId: string; reason: string }
  | { kind: "unsuspend"; userId: string }
  | { kind: "end-sessions"; userId: string };

function requestFor(action: UserAction) {
  const params = { id: action.userId };
  switch (action.kind) {
    case "role":
      return callEndpoint(adminEndpoints.setRole, { params, body: { role: action.role } });
    case "suspend":
      return callEndpoint(adminEndpoints.suspend, { params, body: { reason: action.reason } });
    case "unsuspend":
      return callEndpoint(adminEndpoints.unsuspend, { params, body: {} });
    case "end-sessions":
      return callEndpoint(adminEndpoints.endSessions, { params, body: {} });
  }
}

export function useUserAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestFor,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: usersKey }),
        queryClient.invalidateQueries({ queryKey: auditKey }),
      ]),
  });
}

export type ReportFilter = z.input<typeof agentReportFilterSchema>;

export function useAgentReports(filter: ReportFilter) {
  // A filter left empty ("all") is not sent.
  const query = Object.fromEntries(Object.entries(filter).filter(([, value]) => value)) as ReportFilter;
  return useQuery({
    queryKey: [...reportsKey, filter],
    queryFn: ({ signal }) => callEndpoint(adminEndpoints.reports, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** An admin posts a report from the browser (an automated agent posts with its bearer token). */
export function usePostAgentReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (report: AgentReportInput) => callEndpoint(adminEndpoints.postReport, { body: report }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportsKey }),
  });
}

const healthQueryOptions = queryOptions({
  queryKey: ["admin", "health"],
  queryFn: ({ signal }) => callEndpoint(adminEndpoints.health, {}, { signal }),
  // §9: the health check runs every 10 s; opening the tab always asks again.
  refetchInterval: 10_000,
  staleTime: 0,
});

export function useHealthReport() {
  return useQuery(healthQueryOptions);
}

const flagsKey = ["admin", "flags"] as const;

export function useAdminFlags() {
  return useQuery({
    queryKey: flagsKey,
    queryFn: ({ signal }) => callEndpoint(adminEndpoints.flags, {}, { signal }),
  });
}

export function useSaveFlag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, flag }: { name: string; flag: FeatureFlag }) =>
      callEndpoint(adminEndpoints.saveFlag, { params: { name }, body: flag }, { retry: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["admin", "flags"] }),
  });
}

export function useResetFlag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      callEndpoint(adminEndpoints.resetFlag, { params: { name } }, { retry: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["admin", "flags"] }),
  });
}

export function useFlagEvaluation(email: string) {
  return useQuery({
    queryKey: [...flagsKey, "evaluate", email],
    queryFn: ({ signal }) => callEndpoint(adminEndpoints.evaluateFlags, { query: { email } }, { signal }),
    enabled: email.length >= 3,
  });
}
