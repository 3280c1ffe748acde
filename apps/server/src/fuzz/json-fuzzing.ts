import { documentInputSchema } from "@siteready/domain/documents";
import {
  bankDetailsInputSchema,
  nextOfKinInputSchema,
  personalDetailsInputSchema,
  taxDetailsInputSchema,
} from "@siteready/domain/profile";
import { qualificationInputSchema } from "@siteready/domain/qualifications";
import { skillsCardInputSchema } from "@siteready/domain/skills-cards";
import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { z } from "zod";
import { signedInUser, testOrigin } from "../test-support/auth-helpers.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import { onPostgresServer } from "../test-support/test-database.ts";

/**
 * Property-based fuzzing of every endpoint that takes a JSON body: hostile, malformed and merely odd bodies
 * must never make the server answer 500 or above. Fixed seed, so a failure is reproducible; the counter-example
 * fast-check prints is the body to turn into a focused test. Split over three test files (the OpenAPI endpoints
 * in two halves) so they run on both workers in parallel.
 */
const SEED = 20_261_122;
/**
 * 300 bodies per endpoint on the embedded database (`npm test`). CI's second run on PostgreSQL (TEST_DATABASE_URL)
 * is there for what PostgreSQL does differently, which the first 100 of the same seeded bodies reach as well (a
 * body the validation lets through meets the database in both); all 300 again there took about five minutes of a
 * core beside the browser suite.
 */
const RUNS_PER_ENDPOINT = onPostgresServer ? 100 : 300;

/** Field names of a domain schema as a form would send them (before transforms). */
function fieldNames(schema: z.ZodType): string[] {
  const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Record<string, unknown>;
  const names = new Set<string>();
  const visit = (node: unknown) => {
    if (!node || typeof node !== "object") return;
    const record = node as Record<string, unknown>;
    if (record.properties && typeof record.properties === "object") {
      for (const name of Object.keys(record.properties)) names.add(name);
    }
    for (const key of ["anyOf", "oneOf", "allOf"]) {
      if (Array.isArray(record[key])) for (const child of record[key]) visit(child);
    }
  };
  visit(json);
  return [...names];
}

const hostileText = fc.oneof(
  fc.string(),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom(
    "",
    "   ",
    "\u0000",
    "Sam\u0000",
    "tab\tand\nnewline",
    "<script>alert(1)</script>",
    "<img src=x onerror=alert(1)>",
    "javascript:alert(1)",
    "'; drop table users; --",
    "\ud800",
    "0",
    "-1",
    "1e309",
    "NaN",
    "2026-02-30",
    "9999-12-31",
    "0001-01-01",
    "SW1A 1AA",
    "07700 900123",
    "+447700900123",
    "12-34-56",
    "AB123456C",
    "self_employed",
    "employee",
    "https://evil.example/",
    "/dashboard",
    `${"a".repeat(9_000)}@example.com`,
    "x".repeat(70_000),
  ),
  fc.emailAddress(),
  fc.uuid(),
  fc
    .date({ noInvalidDate: true, min: new Date("1900-01-01"), max: new Date("2100-01-01") })
    .map((date) => date.toISOString().slice(0, 10)),
);

const { value: hostileValue } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", maxDepth: 3 },
    hostileText,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 12 }), tie("value"), { maxKeys: 3 }),
  ),
}));

const deepNesting = `{"a":${"[".repeat(100_000)}${"]".repeat(100_000)}}`;

/** Raw request bodies: objects with the endpoint's own field names, any JSON at all, and broken JSON. */
function bodies(fields: readonly string[]): fc.Arbitrary<string> {
  const knownFields = fc.record(Object.fromEntries(fields.map((name) => [name, hostileValue])), {
    requiredKeys: [],
  });
  const withExtras = fc
    .tuple(knownFields, fc.dictionary(fc.string({ maxLength: 12 }), hostileValue, { maxKeys: 2 }))
    .map(([known, extra]) => ({ ...extra, ...known }));
  return fc.oneof(
    { arbitrary: withExtras.map((body) => JSON.stringify(body)), weight: 8 },
    { arbitrary: fc.jsonValue({ maxDepth: 4 }).map((body) => JSON.stringify(body)), weight: 2 },
    {
      arbitrary: fc.constantFrom(
        "null",
        "[]",
        '"text"',
        "{",
        '{"a":',
        deepNesting,
        '{"__proto__":{"admin":true}}',
        '{"constructor":{"prototype":{"admin":true}}}',
      ),
      weight: 1,
    },
  );
}

export interface Endpoint {
  method: "POST" | "PUT" | "PATCH";
  url: string;
  fields: readonly string[];
  /** Auth endpoints are called signed out (sign-out would end the fuzzing session). */
  signedOut?: boolean;
}

const anyId = "7d4f3a2b-1c0e-4f5a-9b8c-6d5e4f3a2b1c";

/** Endpoints whose bodies are checked inside the route (profile records) or by better-auth's proxy. */
export const endpointsOutsideOpenApi: Endpoint[] = [
  { method: "PUT", url: "/api/profile/personal-details", fields: fieldNames(personalDetailsInputSchema) },
  { method: "PUT", url: "/api/profile/next-of-kin", fields: fieldNames(nextOfKinInputSchema) },
  { method: "PUT", url: "/api/profile/bank-details", fields: fieldNames(bankDetailsInputSchema) },
  { method: "PUT", url: "/api/profile/tax-details", fields: fieldNames(taxDetailsInputSchema) },
  { method: "POST", url: "/api/profile/bank-details/reveal", fields: ["field", "password"] },
  { method: "POST", url: "/api/profile/documents", fields: fieldNames(documentInputSchema) },
  { method: "PUT", url: `/api/profile/documents/${anyId}`, fields: fieldNames(documentInputSchema) },
  { method: "POST", url: "/api/profile/skills-cards", fields: fieldNames(skillsCardInputSchema) },
  { method: "PUT", url: `/api/profile/skills-cards/${anyId}`, fields: fieldNames(skillsCardInputSchema) },
  { method: "POST", url: "/api/profile/qualifications", fields: fieldNames(qualificationInputSchema) },
  {
    method: "PUT",
    url: `/api/profile/qualifications/${anyId}`,
    fields: fieldNames(qualificationInputSchema),
  },
  ...(
    [
      [
        "/api/auth/sign-up/email",
        ["firstName", "lastName", "email", "password", "acceptTerms", "name", "image"],
      ],
      ["/api/auth/sign-in/email", ["email", "password", "rememberMe", "callbackURL"]],
      ["/api/auth/request-password-reset", ["email", "redirectTo"]],
      ["/api/auth/reset-password", ["token", "newPassword"]],
      ["/api/auth/sign-in/social", ["provider", "callbackURL", "errorCallbackURL", "idToken"]],
      ["/api/auth/sign-out", ["everywhere"]],
      ["/api/auth/update-user", ["name", "image", "firstName"]],
    ] as const
  ).map(([url, fields]): Endpoint => ({ method: "POST", url, fields, signedOut: true })),
];

/** Every operation of the OpenAPI document that declares a JSON body, path parameters filled in. */
export function endpointsFromOpenApi(app: TestApp["app"]): Endpoint[] {
  const document = (
    app as unknown as { swagger(): { paths: Record<string, Record<string, OpenApiOperation>> } }
  ).swagger();
  const endpoints: Endpoint[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const schema = operation.requestBody?.content?.["application/json"]?.schema;
      if (!schema) continue;
      endpoints.push({
        method: method.toUpperCase() as Endpoint["method"],
        url: path.replace(/\{[^}]+\}/g, anyId),
        fields: Object.keys(schema.properties ?? {}),
      });
    }
  }
  return endpoints;
}

/** Every other endpoint of a selection, starting at the first (0) or the second (1): half of the fuzzing work. */
export function everyOther(
  start: 0 | 1,
  select: (app: TestApp["app"]) => Endpoint[],
): (app: TestApp["app"]) => Endpoint[] {
  return (app) => select(app).filter((_, index) => index % 2 === start);
}

interface OpenApiOperation {
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

/**
 * An app with a signed-in admin and every feature that ships locked switched on: who may call a route is
 * checked before what it is sent, so this way every route reads what the fuzzers send it.
 */
export async function appWithEverythingUnlocked() {
  const testApp = await createTestApp({ ADMIN_EMAILS: "fuzz.admin@example.com" });
  const admin = await signedInUser(testApp.app, { email: "fuzz.admin@example.com" });
  const unlocked = await testApp.app.inject({
    method: "POST",
    url: "/api/admin/features/switch-on-finished",
    headers: admin.headers,
    payload: {},
  });
  expect(unlocked.statusCode).toBe(200);
  return { testApp, admin };
}

/**
 * Registers the suite for one group of endpoints: one app and one signed-in admin for the whole file (so
 * admin routes check their bodies too), then RUNS_PER_ENDPOINT bodies per endpoint, none answered with 5xx.
 */
export function fuzzEndpoints(select: (app: TestApp["app"]) => Endpoint[]) {
  let testApp: TestApp;
  let admin: Awaited<ReturnType<typeof signedInUser>>;
  const endpoints: Endpoint[] = [];

  beforeAll(async () => {
    ({ testApp, admin } = await appWithEverythingUnlocked());
    endpoints.push(...select(testApp.app));
  });
  afterAll(() => testApp.close());

  it(`answers ${RUNS_PER_ENDPOINT} generated bodies per endpoint without a single 5xx`, async () => {
    expect(endpoints.length).toBeGreaterThan(0);
    const answered = new Map<string, number>();
    for (const endpoint of endpoints) {
      const label = `${endpoint.method} ${endpoint.url}`;
      await fc.assert(
        fc.asyncProperty(bodies(endpoint.fields), async (payload) => {
          const response = await testApp.app.inject({
            method: endpoint.method,
            url: endpoint.url,
            headers: {
              "content-type": "application/json",
              origin: testOrigin,
              ...(endpoint.signedOut ? {} : { cookie: admin.cookie }),
            },
            payload,
          });
          answered.set(label, (answered.get(label) ?? 0) + 1);
          // An outside service not set up here (payments) answers 503 NOT_CONFIGURED by design: not a crash.
          const notConfigured = response.statusCode === 503 && response.json().code === "NOT_CONFIGURED";
          if (response.statusCode >= 500 && !notConfigured) {
            throw new Error(`${label} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
          }
          // Every refusal is in the catalogue's shape, with a message for people.
          if (response.statusCode >= 400) expect(response.json().message).toEqual(expect.any(String));
        }),
        { seed: SEED, numRuns: RUNS_PER_ENDPOINT },
      );
    }
    for (const endpoint of endpoints) {
      expect(answered.get(`${endpoint.method} ${endpoint.url}`)).toBeGreaterThanOrEqual(RUNS_PER_ENDPOINT);
    }
    // Generous for a loaded 2-core machine (on PostgreSQL beside the browser suite, half the endpoints took over
    // 240 s once the right-to-work endpoints came); the run time itself is not what this test is about.
  }, 480_000);
  return { endpoints: () => endpoints, app: () => testApp.app };
}
