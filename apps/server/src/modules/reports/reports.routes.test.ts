import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agentReports } from "../../db/schema/admin.ts";
import { signedInUser, testOrigin } from "../../test-support/auth-helpers.ts";
import { startFakeNotion } from "../../test-support/fake-notion.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { createNotionForwarder } from "./notion-forwarder.ts";

const REPORTS_API_TOKEN = "reports-token-that-is-at-least-32-chars";
const report = {
  agent_name: "nightly-backup",
  message: "Backed up 1,204 records",
  status: "Success",
  category: "Performance",
  metadata: { durationMs: 5400 },
};
const quietLogger = { warn: () => undefined, error: () => undefined };

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let tries = 0; tries < 100; tries++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("the condition was not met in time");
}

describe("agent reports", () => {
  let notion: Awaited<ReturnType<typeof startFakeNotion>>;
  let testApp: TestApp;
  let admin: Awaited<ReturnType<typeof signedInUser>>;

  beforeAll(async () => {
    notion = await startFakeNotion();
    testApp = await createTestApp({
      ADMIN_EMAILS: "boss@example.com",
      REPORTS_API_TOKEN,
      NOTION_TOKEN: "secret_notion_token",
      NOTION_DATABASE_ID: "f3c1e0c2-8d1f-4a7e-9d55-7f1f0c1a2b3c",
      NOTION_API_URL: notion.baseUrl,
    });
    admin = await signedInUser(testApp.app, { email: "boss@example.com" });
  });
  afterAll(async () => {
    await testApp.close();
    await notion.close();
  });

  const post = (headers: Record<string, string>, payload: object = report) =>
    testApp.app.inject({ method: "POST", url: "/api/notion-reports", headers, payload });
  const list = (query = "") =>
    testApp.app.inject({ method: "GET", url: `/api/admin/reports${query}`, headers: admin.headers });
  const stored = async (id: string) =>
    (await testApp.database.db.select().from(agentReports).where(eq(agentReports.id, id)))[0];

  it("stores a report from an agent's token at once and copies it to the Notion database", async () => {
    const response = await post({ authorization: `Bearer ${REPORTS_API_TOKEN}` });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      agent_name: "nightly-backup",
      status: "Success",
      forwardState: "stored",
    });

    const forwarded = await eventually(
      () => stored(response.json().id),
      (row) => row?.forwardState === "forwarded",
    );
    expect(forwarded?.notionPageId).toBe("page-1");
    expect(notion.calls).toHaveLength(1);
    expect(notion.calls[0]).toMatchObject({
      path: "/v1/pages",
      authorization: "Bearer secret_notion_token",
      body: {
        parent: { database_id: "f3c1e0c2-8d1f-4a7e-9d55-7f1f0c1a2b3c" },
        properties: {
          Name: { title: [{ text: { content: "nightly-backup" } }] },
          Status: { select: { name: "Success" } },
          Category: { select: { name: "Performance" } },
        },
      },
    });
  });

  it("retries a report Notion refuses 3 times, then marks it failed with the reason", async () => {
    notion.status = 500;
    const callsBefore = notion.calls.length;
    const response = await post(admin.headers, { ...report, status: "Failed", agent_name: "deploy-bot" });
    expect(response.statusCode).toBe(201);
    const id = response.json().id as string;
    // The app's own forwarder tries at once; the retries wait 1 s, 2 s and 4 s. A second forwarder (as another
    // instance would) with a clock an hour ahead takes each retry as it falls due.
    await eventually(
      () => stored(id),
      (row) => row?.forwardAttempts === 1 && row.claimedAt === null,
    );
    const otherInstance = createNotionForwarder({
      db: testApp.database.db,
      notion: { token: "secret_notion_token", databaseId: "db", apiUrl: notion.baseUrl },
      logger: quietLogger,
    });
    for (let hour = 1; hour <= 4; hour++) await otherInstance.sweep(new Date(Date.now() + hour * 3_600_000));

    const failed = await stored(id);
    expect(failed).toMatchObject({ forwardState: "failed", forwardAttempts: 4 });
    expect(failed?.forwardError).toContain("500");
    expect(notion.calls.length - callsBefore).toBe(4);

    const listed = await list("?forwardState=failed");
    expect(listed.json()).toMatchObject({
      notionConfigured: true,
      reports: [{ id, agent_name: "deploy-bot", status: "Failed", forwardState: "failed" }],
    });
    notion.status = 200;
  });

  it("filters the list by status and category", async () => {
    const success = (await list("?status=Success")).json().reports as Array<{ status: string }>;
    expect(success.length).toBeGreaterThan(0);
    expect(success.every((item) => item.status === "Success")).toBe(true);
    expect((await list("?category=Security")).json().reports).toEqual([]);
    expect((await list("?status=Broken")).statusCode).toBe(400);
  });

  it("refuses a wrong token, a signed-out caller and a report that breaks the rules", async () => {
    expect((await post({ authorization: "Bearer wrong" })).statusCode).toBe(401);
    expect((await post({ origin: testOrigin })).statusCode).toBe(401);
    const invalid = await post(admin.headers, { ...report, status: "Done", category: "Chores" });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().fieldErrors).sort()).toEqual(["category", "status"]);
  });
});

describe("agent reports without Notion", () => {
  it("keeps the report and says Notion is not set up", async () => {
    const testApp = await createTestApp({ ADMIN_EMAILS: "boss@example.com" });
    try {
      const admin = await signedInUser(testApp.app, { email: "boss@example.com" });
      const response = await testApp.app.inject({
        method: "POST",
        url: "/api/notion-reports",
        headers: admin.headers,
        payload: report,
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        forwardState: "stored",
        forwardError: "Notion is not set up on this server",
      });
      const listed = await testApp.app.inject({
        method: "GET",
        url: "/api/admin/reports",
        headers: admin.headers,
      });
      expect(listed.json()).toMatchObject({
        notionConfigured: false,
        reports: [{ agent_name: "nightly-backup" }],
      });
    } finally {
      await testApp.close();
    }
  });
});
