import { QueryClient } from "@tanstack/react-query";

/** The api client already retries per the domain's policy, so TanStack Query must not retry on top of it. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
}
