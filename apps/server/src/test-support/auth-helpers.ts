import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";

export const testOrigin = "http://localhost:3000";

/** The cookie header a browser would send back after this response. */
export function cookieFrom(response: LightMyRequestResponse): string {
  const setCookie = response.headers["set-cookie"];
  const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return cookies.map((cookie) => cookie.split(";")[0]).join("; ");
}

/**
 * A password on the million-password leaked list (line 70,532 of SecLists' top-1M list) that zxcvbn rates strong and
 * the domain's rule accepts: only the server's leaked-password filter refuses it.
 */
export const leakedListPassword = "lk9slwGh3x";

let counter = 0;
export function uniqueEmail(prefix = "worker") {
  counter += 1;
  return `${prefix}.${Date.now()}.${counter}@example.com`;
}

export async function signUp(
  app: FastifyInstance,
  overrides: Partial<{
    firstName: string;
    lastName: string;
    email: string;
    password: string;
    acceptTerms: boolean | undefined;
  }> = {},
  origin = testOrigin,
) {
  const body = {
    firstName: "Sam",
    lastName: "O'Neill",
    email: uniqueEmail(),
    password: "hard-hat-42",
    acceptTerms: true,
    ...overrides,
  };
  const response = await app.inject({
    method: "POST",
    url: "/api/auth/sign-up/email",
    headers: { origin },
    payload: body,
  });
  return { response, cookie: cookieFrom(response), email: body.email, password: body.password };
}

/** A signed-up user's cookie and id, ready to call protected endpoints. */
export async function signedInUser(
  app: FastifyInstance,
  overrides: Parameters<typeof signUp>[1] = {},
  origin = testOrigin,
) {
  const { response, cookie, email, password } = await signUp(app, overrides, origin);
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  const userId = (response.json() as { user: { id: string } }).user.id;
  return { cookie, email, password, userId, headers: { cookie, origin } };
}

export type SignedInUser = Awaited<ReturnType<typeof signedInUser>>;

/**
 * A test's calls to an app that may not exist yet (`app` is read at each call, so they can be made in a
 * describe block before its beforeAll): `inject`, and `getOk(user, url)`, which expects 200 and gives the JSON.
 */
export function callsTo(app: () => FastifyInstance) {
  const inject: FastifyInstance["inject"] = (...args: Parameters<FastifyInstance["inject"]>) =>
    app().inject(...args);
  return {
    inject,
    async getOk<T>(user: SignedInUser, url: string): Promise<T> {
      const response = await app().inject({ method: "GET", url, headers: user.headers });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as T;
    },
  };
}
