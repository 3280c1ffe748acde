import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../test-support/auth-helpers.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";

const cvText =
  "Groundworker with eight years on housing sites in Leeds. CSCS blue card, CPCS A58 dumper, NRSWA. Can read drawings.";

async function enableCvOptimizer(testApp: TestApp) {
  const admin = await signedInUser(testApp.app, { email: "boss@example.com" });
  await testApp.app.inject({
    method: "PATCH",
    url: "/api/admin/features/cvOptimizer",
    headers: admin.headers,
    payload: { state: "enabled" },
  });
}

describe("AI CV optimizer", () => {
  let testApp: TestApp;
  let fakeAi: Server;
  let lastRequest: {
    authorization?: string;
    body?: { model: string; messages: Array<{ content: string }> };
  } = {};

  beforeAll(async () => {
    fakeAi = createServer((request, response) => {
      let raw = "";
      request.on("data", (chunk) => (raw += chunk));
      request.on("end", () => {
        lastRequest = { authorization: request.headers.authorization, body: JSON.parse(raw) };
        response.setHeader("content-type", "application/json");
        response.end(
          JSON.stringify({ choices: [{ message: { content: "Lead with your CPCS A58 ticket." } }] }),
        );
      });
    });
    await new Promise<void>((resolve) => fakeAi.listen(0, "127.0.0.1", resolve));
  });
  afterAll(async () => {
    await testApp?.close();
    await new Promise<void>((resolve) => fakeAi.close(() => resolve()));
  });

  it("is locked for a normal user while it is donate-to-unlock", async () => {
    testApp = await createTestApp({ ADMIN_EMAILS: "boss@example.com" });
    const worker = await signedInUser(testApp.app);
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/cv-optimizer/suggestions",
      headers: worker.headers,
      payload: { cv_text: cvText },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: "FEATURE_LOCKED",
      details: { feature: "cvOptimizer", state: "donateToUnlock" },
    });
  });

  it("once enabled, says clearly that the AI service is not configured", async () => {
    await enableCvOptimizer(testApp);
    const worker = await signedInUser(testApp.app);
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/cv-optimizer/suggestions",
      headers: worker.headers,
      payload: { cv_text: cvText },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      code: "NOT_CONFIGURED",
      message: "Grok AI service is not configured",
    });
    await testApp.close();
  });

  it("with a configured provider, returns its suggestions", async () => {
    const address = fakeAi.address();
    const port = typeof address === "object" && address ? address.port : 0;
    testApp = await createTestApp({
      ADMIN_EMAILS: "boss@example.com",
      GROK_API_KEY: "test-key",
      GROK_API_URL: `http://127.0.0.1:${port}/v1`,
    });
    await enableCvOptimizer(testApp);
    const worker = await signedInUser(testApp.app);
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/cv-optimizer/suggestions",
      headers: worker.headers,
      payload: { cv_text: cvText, target_role: "Plant operator" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ suggestions: "Lead with your CPCS A58 ticket." });
    expect(lastRequest.authorization).toBe("Bearer test-key");
    expect(lastRequest.body?.messages.at(-1)?.content).toContain("Target role: Plant operator");
  });

  it("checks the CV text", async () => {
    const worker = await signedInUser(testApp.app);
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/cv-optimizer/suggestions",
      headers: worker.headers,
      payload: { cv_text: "too short" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ cv_text: ["Paste at least 50 characters of your CV"] });
  });
});
