import type { ReactNode } from "react";
import { renderInApp } from "../../test-support/render.tsx";

/** Test helper: renders `element` at `url` inside a memory router and a fresh query client. */
export function renderAt(element: ReactNode, url = "/", seed: Array<[readonly unknown[], unknown]> = []) {
  return renderInApp(element, { url, seed });
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
