import { apiErrorBodySchema } from "@siteready/domain/errors";
import { requiredUkPostcode } from "@siteready/domain/fields";
import { LANGUAGE_COOKIE } from "@siteready/domain/i18n";
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError } from "./app-error.ts";
import { registerErrorHandler } from "./error-handler.ts";

/** Characters that break JSON or HTML written naively. */
const quoted = 'Already "taken" \\ here\n\u2028 \ud800 😀 </script>';

describe("the error handler", () => {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  beforeAll(async () => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app, { databaseAvailable: async () => true });
    app.post("/validated", { schema: { body: z.object({ postcode: requiredUkPostcode() }) } }, async () => ({
      ok: true,
    }));
    // A shape described without words of ours: zod's own English must not reach the reader.
    app.post("/undescribed", { schema: { body: z.object({ count: z.number() }) } }, async () => ({
      ok: true,
    }));
    app.get("/crash", async () => {
      throw new Error("connection string postgres://secret@db leaked");
    });
    app.get("/quoted", async () => {
      // A value written by a person (an admin's reason) goes out as typed, in the message and in its reference.
      throw new AppError(409, "CONFLICT", {
        key: "accounts.server.accountSuspendedBecause",
        values: { reason: quoted },
      });
    });
    app.get("/locked", async () => {
      throw new AppError(403, "FEATURE_LOCKED", undefined, { details: { state: "donateToUnlock" } });
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it("returns per-field messages on a 400", async () => {
    const response = await app.inject({ method: "POST", url: "/validated", payload: { postcode: "x" } });
    expect(response.statusCode).toBe(400);
    const body = apiErrorBodySchema.parse(response.json());
    expect(body.category).toBe("validation");
    expect(body.fieldErrors).toEqual({ postcode: ["Please enter a valid UK postcode"] });
    expect(body.fieldErrorRefs).toEqual({ postcode: [{ key: "validation.postcode" }] });
  });

  it("words the field errors in the request's language, and sends them by key too (issue 49)", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/validated",
      headers: { cookie: `${LANGUAGE_COOKIE}=pl` },
      payload: { postcode: " " },
    });
    const body = apiErrorBodySchema.parse(response.json());
    expect(body.fieldErrors).toEqual({ postcode: ["Pole „Kod pocztowy” jest wymagane"] });
    expect(body.fieldErrorRefs).toEqual({
      postcode: [{ key: "validation.required", values: { label: { key: "field.postcode" } } }],
    });
  });

  it("answers a field error it has no words for with 'check this field', never zod's English", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/undescribed",
      headers: { "accept-language": "bg" },
      payload: { count: "many" },
    });
    const body = apiErrorBodySchema.parse(response.json());
    expect(body.fieldErrors).toEqual({ count: ["Провери това поле"] });
    expect(body.fieldErrorRefs).toEqual({ count: [{ key: "validation.invalidValue" }] });
  });

  it("answers malformed JSON with a 400 in the same shape", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/validated",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(response.statusCode).toBe(400);
    expect(apiErrorBodySchema.parse(response.json()).message).toBe("Invalid request data");
  });

  it("never shows internals on a 500", async () => {
    const response = await app.inject({ method: "GET", url: "/crash" });
    expect(response.statusCode).toBe(500);
    const body = apiErrorBodySchema.parse(response.json());
    expect(body.message).toBe("Server error. Please try again later.");
    expect(response.body).not.toContain("postgres://");
    expect(body.errorId).toBeTruthy();
  });

  it("carries details of an application error such as a locked feature's state", async () => {
    const response = await app.inject({ method: "GET", url: "/locked" });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: "FEATURE_LOCKED",
      category: "authorization",
      severity: "medium",
      message: "Access denied. You do not have permission for this action.",
      details: { state: "donateToUnlock" },
    });
  });

  it("writes a plain error body byte for byte as JSON.stringify would, as JSON in UTF-8", async () => {
    const response = await app.inject({ method: "GET", url: "/quoted" });
    expect(response.statusCode).toBe(409);
    expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
    const body = apiErrorBodySchema.parse(response.json());
    expect(body.message).toContain(`Reason: ${quoted} If you think`);
    expect(body.messageRef).toEqual({
      key: "accounts.server.accountSuspendedBecause",
      values: { reason: quoted },
    });
    expect(Object.keys(body)).toEqual(["code", "category", "severity", "message", "errorId", "messageRef"]);
    expect(response.body).toBe(JSON.stringify(body));
  });
});
