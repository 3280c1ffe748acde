import type {
  AdminFlags,
  AdminUser,
  AgentReport,
  AgentReportInput,
  AuditEntry,
  agentReportFilterSchema,
  agentReportListSchema,
  FeatureFlag,
  HealthReport,
  UserFlagEvaluation,
  UserType,
} from "@siteready/domain";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client.ts";

/** Admin → Users, Reports and Health: reads and actions against /api/admin (issue 20). */

const usersKey = ["admin", "users"] as const;
const auditKey = ["admin", "audit-log"] as const;
const reportsKey = ["admin", "reports"] as const;

export function useAdminUsers(search: string) {
  return useQuery({
    queryKey: [...usersKey, search],
    queryFn: ({ signal }) =>
      api.request<AdminUser[]>(`/api/admin/users?q=${encodeURIComponent(search)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAuditLog() {
  return useQuery({
    queryKey: auditKey,
    queryFn: ({ signal }) => api.request<AuditEntry[]>("/api/admin/audit-log", { signal }),
  });
}

type UserAction =
  | { kind: "role"; userId: string; role: UserType }
  | { kind: "suspend"; userId: string; reason: string }
  | { kind: "unsuspend"; userId: string }
  | { kind: "end-sessions"; userId: string };

function requestFor(action: UserAction) {
  const base = `/api/admin/users/${action.userId}`;
  switch (action.kind) {
    case "role":
      return api.request<void>(`${base}/role`, { method: "PUT", body: { role: action.role } });
    case "suspend":
      return api.request<void>(`${base}/suspend`, { method: "POST", body: { reason: action.reason } });
    case "unsuspend":
      return api.request<void>(`${base}/unsuspend`, { method: "POST", body: {} });
    case "end-sessions":
      return api.request<void>(`${base}/end-sessions`, { method: "POST", body: {} });
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
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filter)) if (value) params.set(name, value);
  const query = params.toString();
  return useQuery({
    queryKey: [...reportsKey, filter],
    queryFn: ({ signal }) =>
      api.request<z.infer<typeof agentReportListSchema>>(`/api/admin/reports${query ? `?${query}` : ""}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function usePostAgentReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (report: AgentReportInput) =>
      api.request<AgentReport>("/api/notion-reports", { method: "POST", body: report }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportsKey }),
  });
}

const healthQueryOptions = queryOptions({
  queryKey: ["admin", "health"],
  queryFn: ({ signal }) => api.request<HealthReport>("/api/admin/health", { signal }),
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
    queryFn: ({ signal }) => api.request<AdminFlags>("/api/admin/flags", { signal }),
  });
}

export function useSaveFlag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, flag }: { name: string; flag: FeatureFlag }) =>
      api.request<void>(`/api/admin/flags/${name}`, { method: "PUT", body: flag, retry: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["admin", "flags"] }),
  });
}

export function useResetFlag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      api.request<void>(`/api/admin/flags/${name}`, { method: "DELETE", retry: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["admin", "flags"] }),
  });
}

export function useFlagEvaluation(email: string) {
  return useQuery({
    queryKey: [...flagsKey, "evaluate", email],
    queryFn: ({ signal }) =>
      api.request<UserFlagEvaluation>(`/api/admin/flags/evaluate?email=${encodeURIComponent(email)}`, {
        signal,
      }),
    enabled: email.length >= 3,
  });
}
