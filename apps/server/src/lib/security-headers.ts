import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyReply, FastifyRequest } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

/**
 * The headers helmet sets, worked out once. Its options hold no per-request values (no nonces, no
 * functions), so every response gets the same headers; @fastify/helmet rebuilt helmet's middleware, CSP
 * parsing included, on every request.
 */
function helmetHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader(name: string, value: number | string | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, collector as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** The Content-Security-Policy the built web app satisfies: everything from our own origin, nothing inline. */
function documentPolicy(https: boolean) {
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      // WebAssembly (the gate check's QR reader, zxing-wasm) may be compiled; no other eval.
      scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", "data:", "blob:"],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      ...(https ? { upgradeInsecureRequests: [] } : {}),
    },
  };
}

/** Browser features the app may use (photos, location for distances); the others it could be asked for are off
 * (only features Chromium recognises: an unknown one is a console error on every page). */
const permissionsPolicy =
  "camera=(self), geolocation=(self), microphone=(), payment=(), usb=(), serial=(), midi=()";

/** JSON, including types such as application/problem+json. */
const jsonContentType = /^application\/(?:[\w.-]+\+)?json\b/;

/**
 * Security headers by what an answer is: the function returned sets them on an answer about to be sent (app.ts
 * calls it from its one onSend hook).
 *
 * - A **document** (a page, a file, an image, a PDF: anything a browser may show) gets helmet's full set: the
 *   app's CSP, COOP, Permissions-Policy and the rest.
 * - A **JSON answer** is data the app's own scripts read, never a page: it gets the set OWASP's REST Security
 *   Cheat Sheet gives for APIs: a CSP that allows nothing (`default-src 'none'; frame-ancestors 'none'`),
 *   `nosniff`, no framing, no cross-origin reads (CORP), and HSTS over https. The document-only headers
 *   (COOP, Origin-Agent-Cluster, Permissions-Policy, Referrer-Policy, the legacy X-XSS-Protection,
 *   X-Download-Options, X-DNS-Prefetch-Control, X-Permitted-Cross-Domain-Policies) do nothing for data: a
 *   referrer policy governs the requests a document makes, and the next hop of a redirect, which is why a
 *   redirect keeps the full set. Most requests are JSON, and each header costs fastify and Node about 3,000
 *   instructions on every answer (decision 0007, "Per-request work").
 *
 * Chosen when the answer is sent, by its content type, so a page served under /api (the digest's unsubscribe
 * page) is a document and an error from a page route is JSON. A route that sets its own CSP (the API docs page)
 * keeps it. Every answer also carries its request id.
 */
export function securityHeaders({ publicUrl }: { publicUrl: string }) {
  const https = publicUrl.startsWith("https:");
  const document: Record<string, string> = {
    ...helmetHeaders({
      contentSecurityPolicy: documentPolicy(https),
      crossOriginEmbedderPolicy: false,
      hsts: https,
    }),
    "permissions-policy": permissionsPolicy,
  };
  const { "content-security-policy": _, ...documentKeepingItsPolicy } = document;
  const data = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    referrerPolicy: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    xFrameOptions: { action: "deny" },
    hsts: https,
  });

  return (request: FastifyRequest, reply: FastifyReply) => {
    const contentType = reply.getHeader("content-type");
    const redirect = reply.statusCode >= 300 && reply.statusCode < 400;
    const json = typeof contentType === "string" && jsonContentType.test(contentType);
    if (json && !redirect) reply.headers(data);
    else reply.headers(reply.hasHeader("content-security-policy") ? documentKeepingItsPolicy : document);
    reply.header("x-request-id", request.id);
  };
}
