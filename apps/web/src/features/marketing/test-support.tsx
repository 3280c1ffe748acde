import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { createQueryClient } from "../../lib/query-client.ts";

/** Test helper: renders `element` at `url` inside a memory router and a fresh query client. */
export function renderAt(element: ReactNode, url = "/", seed: Array<[readonly unknown[], unknown]> = []) {
  const queryClient = createQueryClient();
  for (const [key, data] of seed) queryClient.setQueryData(key, data);
  const path = url.split("?")[0] ?? "/";
  const router = createMemoryRouter(
    [
      { path, element },
      { path: "*", element: <p>Elsewhere</p> },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, queryClient, router };
}

/** A fetch answer in the server's JSON shape. */
export function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

/** The JSON body of the n-th call of a fetch spy. */
export function sentBody(spy: { mock: { calls: unknown[][] } }, call = 0): unknown {
  const init = spy.mock.calls[call]?.[1] as RequestInit | undefined;
  return JSON.parse(String(init?.body));
}
