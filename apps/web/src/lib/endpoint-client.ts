import {
  type Endpoint,
  type EndpointInput,
  type EndpointOutput,
  endpointUrl,
} from "@siteready/domain/endpoint";
import { createApiClient, type RequestOptions } from "./api-client.ts";

/** The app's API client (retries, step-up, error mapping), called only through `callEndpoint` (decision 0024). */
const api = createApiClient();

/** A create (a POST answering 201) is sent with an Idempotency-Key (decision 0026). */
const isCreate = (endpoint: Endpoint) => endpoint.method === "POST" && endpoint.status === 201;

/**
 * The server keeps the keys of a signed-in caller only: there a create is retried after a server failure like a
 * read, since a repeat of one that was saved gets what was saved.
 */
const keysKept = (endpoint: Endpoint) =>
  endpoint.access.level === "signed-in" || endpoint.access.level === "admin";

/** The declarations of the endpoints the app's frame calls, loaded with the first such call (frame-endpoints.ts). */
export const frameEndpoints = () => import("./frame-endpoints.ts");

/**
 * Calls an endpoint declared in @siteready/domain (decision 0024): the URL, method and body come from the
 * declaration and the answer has the declared type, so a feature writes no path and names no answer type. The
 * server registers its route from the same declaration and checks every answer against its schema.
 */
export function callEndpoint<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  options: Pick<RequestOptions, "signal" | "retry"> = {},
): Promise<EndpointOutput<E>> {
  const sent = input as { params?: Record<string, string>; query?: unknown; body?: unknown };
  return api.request<EndpointOutput<E>>(endpointUrl(endpoint, sent), {
    ...options,
    ...(isCreate(endpoint) ? { idempotent: true, retry: options.retry ?? keysKept(endpoint) } : {}),
    method: endpoint.method,
    ...(endpoint.body ? { body: sent.body } : {}),
  });
}
