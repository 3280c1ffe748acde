import { QueryClient } from "@tanstack/react-query";

/**
 * The api client already retries per the domain's policy, so TanStack Query must not retry on top of it.
 * Requests always run ('always'), so with no connection a page says so at once (the api client refuses in
 * words) instead of waiting paused; only writes that can be queued opt into 'online' and wait for signal.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: true, networkMode: "always" },
      mutations: { retry: false, networkMode: "always" },
    },
  });
}
