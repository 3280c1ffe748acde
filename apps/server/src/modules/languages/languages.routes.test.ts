import { apiErrorBodySchema } from "@siteready/domain/errors";
import { LANGUAGE_COOKIE } from "@siteready/domain/i18n";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser, testOrigin } from "../../test-support/auth-helpers.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";

describe("the worker's language (issue #38)", () => {
  let testApp: TestApp;
  let worker: Awaited<ReturnType<typeof signedInUser>>;

  beforeAll(async () => {
    testApp = await createTestApp();
    worker = await signedInUser(testApp.app);
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const saveLanguage = (language: unknown, headers: Record<string, string> = worker.headers) =>
    testApp.app.inject({ method: "PUT", url: "/api/account/language", headers, payload: { language } });

  it("is kept on the account and comes back with the session", async () => {
    const saved = await saveLanguage("bg");
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ language: "bg" });
    // The device follows, so its next page opens in Bulgarian before any script runs.
    expect(saved.headers["set-cookie"]).toContain(`${LANGUAGE_COOKIE}=bg`);
    const session = await testApp.app.inject({
      method: "GET",
      url: "/api/auth/get-session",
      headers: worker.headers,
    });
    expect(session.json().user.language).toBe("bg");

    // Signing in on another device sets its language too.
    const signIn = await testApp.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { origin: testOrigin },
      payload: { email: worker.email, password: worker.password },
    });
    expect(signIn.statusCode).toBe(200);
    expect(String(signIn.headers["set-cookie"])).toContain(`${LANGUAGE_COOKIE}=bg`);
  });

  it("is one of the five languages", async () => {
    const refused = await saveLanguage("de");
    expect(refused.statusCode).toBe(400);
  });

  it("answers a stranger in the browser's language, and in the chosen one over it", async () => {
    const inPolish = await saveLanguage("pl", {
      origin: testOrigin,
      "accept-language": "pl-PL,pl;q=0.9,en;q=0.5",
    });
    expect(inPolish.statusCode).toBe(401);
    expect(inPolish.json()).toMatchObject({
      code: "UNAUTHENTICATED",
      message: "Musisz się zalogować. Zaloguj się ponownie.",
    });
    const chosen = await saveLanguage("pl", {
      origin: testOrigin,
      "accept-language": "pl",
      cookie: `${LANGUAGE_COOKIE}=lt`,
    });
    expect(chosen.json().message).toBe("Reikia prisijungti. Prisijunkite dar kartą.");
    const english = await saveLanguage("pl", { origin: testOrigin });
    expect(english.json().message).toBe("Authentication required. Please sign in again.");
  });

  it("words the validation messages of a sign-up in the person's language", async () => {
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      headers: { origin: testOrigin, "accept-language": "ro" },
      payload: {
        firstName: "",
        lastName: "Popescu",
        email: "not-an-address",
        password: "x",
        acceptTerms: true,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toMatchObject({
      firstName: ["Câmpul „Prenume” este obligatoriu"],
      email: ["Scrie o adresă de e-mail corectă"],
      password: ["Parola trebuie să aibă cel puțin 6 caractere"],
    });
  });

  it("sends a form's field errors by key and worded in Polish, the label too (issue 49)", async () => {
    const response = await testApp.app.inject({
      method: "PUT",
      url: "/api/profile/next-of-kin",
      headers: { ...worker.headers, cookie: `${worker.headers.cookie}; ${LANGUAGE_COOKIE}=pl` },
      payload: { first_name: " ", last_name: "Nowak", relationship: "Siostra", mobile_number: "0770090012" },
    });
    expect(response.statusCode).toBe(400);
    const body = apiErrorBodySchema.parse(response.json());
    expect(body.fieldErrors).toEqual({
      first_name: ["Pole „Imię” jest wymagane"],
      mobile_number: [
        "Wpisz poprawny numer telefonu. Brytyjskie numery komórkowe zaczynają się od 07 i mają 11 cyfr; ten ma 10 cyfr.",
      ],
    });
    expect(body.fieldErrorRefs?.first_name).toEqual([
      { key: "validation.required", values: { label: { key: "field.firstName" } } },
    ]);
    expect(body.fieldErrorRefs?.mobile_number?.[0]?.key).toBe("validation.phone.because");
  });
});
