import { vi } from "vitest";

/** Fetch stubs and readers shared by the web tests: answers in the server's JSON shape, calls by route. */

export function jsonResponse(status: number, body: unknown) {
  if (status === 204) return new Response(null, { status });
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

type Handler = (init: RequestInit | undefined, url: string) => Response | Promise<Response>;

/**
 * Stubs fetch with one handler per 'METHOD /path' (with the query string, or without it as a fallback);
 * anything else answers 404, so a missing stub shows up as a failure rather than a hang.
 */
export function stubApi(handlers: Record<string, Handler>) {
  return vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? "GET";
    const handler = handlers[`${method} ${url}`] ?? handlers[`${method} ${url.split("?")[0]}`];
    return handler ? handler(init, url) : jsonResponse(404, { code: "NOT_FOUND", message: "not stubbed" });
  });
}

type FetchSpy = { mock: { calls: unknown[][] } };

/** The JSON body of the n-th call of a fetch spy. */
export function sentBody(spy: FetchSpy, call = 0): unknown {
  const init = spy.mock.calls[call]?.[1] as RequestInit | undefined;
  return JSON.parse(String(init?.body));
}

/** The JSON body of the first call of a fetch spy to `method url`. */
export function bodySentTo(spy: FetchSpy, method: string, url: string): unknown {
  const call = spy.mock.calls.find(
    ([input, init]) =>
      String(input) === url && ((init as RequestInit | undefined)?.method ?? "GET") === method,
  );
  const init = call?.[1] as RequestInit | undefined;
  return init?.body === undefined ? undefined : JSON.parse(String(init.body));
}

/** Every call of a fetch spy as 'METHOD url' with its parsed JSON body. */
export function callsOf(spy: FetchSpy) {
  return spy.mock.calls.map(([input, init]) => {
    const request = init as RequestInit | undefined;
    return {
      call: `${request?.method ?? "GET"} ${String(input)}`,
      body: typeof request?.body === "string" ? (JSON.parse(request.body) as unknown) : undefined,
    };
  });
}
