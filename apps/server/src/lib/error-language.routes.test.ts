import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../test-support/auth-helpers.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";

/**
 * Issue 49: an error answer is worded from its key in the request's language, never by matching English, and
 * carries the key and values (messageRef) for a reader who words it themselves.
 */
describe("error answers in the request's language", () => {
  let testApp: TestApp;
  let admin: Awaited<ReturnType<typeof signedInUser>>;
  const polish = { "accept-language": "pl" };

  beforeAll(async () => {
    testApp = await createTestApp({ ADMIN_EMAILS: "boss@example.com" });
    admin = await signedInUser(testApp.app, { email: "boss@example.com" });
  });
  afterAll(() => testApp.close());

  it("says a 404 in Polish, with the catalogue's key", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/api/no-such-route", headers: polish });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      code: "NOT_FOUND",
      message: "Nie znaleziono tego, czego szukasz.",
      messageRef: { key: "error.notFound" },
    });
  });

  it("says a service's own refusal in Polish with its count as a value, not baked into English", async () => {
    const badLine = "Bad Postcode,1 Street,NOPE,53.79,-1.54,Operatives,,false";
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/admin/test-centres/import",
      headers: { ...admin.headers, ...polish, "content-type": "text/csv" },
      payload: [
        "name,address,postcode,latitude,longitude,test_types,booking_url,is_demo",
        badLine,
        badLine,
      ].join("\n"),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message:
        "W pliku są 2 problemy, więc niczego nie zaimportowano. Popraw je i zaimportuj plik jeszcze raz.",
      messageRef: { key: "places.import.failedMany", values: { count: 2 } },
    });
  });

  it("says the framework's refusals in Polish: a body that is not JSON, and one sent as something else", async () => {
    const broken = await testApp.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { ...polish, "content-type": "application/json" },
      payload: '{"name": "Ann", ',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({
      message: "Nieprawidłowe dane",
      messageRef: { key: "error.validation" },
    });

    const xml = await testApp.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { ...polish, "content-type": "application/xml" },
      payload: "<name>Ann</name>",
    });
    expect(xml.statusCode).toBe(400);
    expect(xml.json()).toMatchObject({
      message: "Wyślij dane w formacie JSON (Content-Type: application/json)",
      messageRef: { key: "error.wrongContentType" },
    });
  });

  it("keeps English for an English reader, the spec's exact words", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/api/no-such-route" });
    expect(response.json().message).toBe("The requested resource was not found.");
  });
});
