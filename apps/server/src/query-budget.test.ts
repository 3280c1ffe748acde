import { PGlite } from "@electric-sql/pglite";
import { featureKeys } from "@siteready/domain/features";
import { eq, sql } from "drizzle-orm";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownDataStatements, runSeed, seedStatements } from "./bench/scale-seed.ts";
import { RANKED_BAND } from "./db/owned-listings.ts";
import { groups } from "./db/schema/messages.ts";
import { skillsCards } from "./db/schema/profile.ts";
import { signedInUser, testOrigin } from "./test-support/auth-helpers.ts";
import { countStatements, type SentStatement } from "./test-support/statement-counter.ts";
import { createTestApp, type TestApp } from "./test-support/test-app.ts";

/**
 * The query budget (issue 31): on a site seeded as the scale bench seeds it, each list, search and page request
 * of a signed-in worker with plenty of their own data (20 conversations of 30 messages, cards, jobs, a group)
 * issues at most its set number of SQL statements — an N+1 query (one per conversation, per post …) breaks
 * it — and none of those statements has to read a table that grows with the site from end to end: each is
 * EXPLAINed with sequential scans, hash and merge joins switched off, and a Seq Scan (or a whole index read
 * with no condition) left in the plan means no index can serve it.
 */

/**
 * Tables that grow with the number of workers (or with what they do) and that the seed fills: the plan of a
 * statement on an empty table says nothing (reading nothing from end to end is the cheapest way to read it).
 */
const growingTables = new Set([
  "users",
  "sessions",
  "personal_details",
  "skills_cards",
  "documents",
  "qualifications",
  "projects",
  "sensitive_field_audit",
  "admin_audit_log",
  "reminder_deliveries",
  "reminder_settings",
  "jobs",
  "diggs_listings",
  "conversations",
  "conversation_participants",
  "messages",
  "groups",
  "group_members",
  "group_posts",
  "shares",
]);

/**
 * Statements a request may add when the signed-in session is read again (kept in memory up to a minute, a slow
 * run outlasts it): the session and its user. Far below what a query per row (20 conversations) adds.
 */
const sessionReread = 2;

/** Seeding a site takes a while on a busy machine (the whole suite at once); the seed is not what is tested. */
const seedTimeoutMs = 300_000;

interface Endpoint {
  name: string;
  url: string;
  method?: "GET" | "POST";
  payload?: object;
  as: "worker" | "admin" | "public";
  /** At most this many statements (after a first request has warmed the caches). */
  budget: number;
}

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Cond"?: string;
  "Actual Rows"?: number;
  "Actual Loops"?: number;
  Plans?: PlanNode[];
}

/** The most rows any one step of an analysed plan read from `table` (rows times loops). */
function mostRowsReadFrom(node: PlanNode, table: string): number {
  const own = node["Relation Name"] === table ? (node["Actual Rows"] ?? 0) * (node["Actual Loops"] ?? 1) : 0;
  return Math.max(own, ...(node.Plans ?? []).map((child) => mostRowsReadFrom(child, table)));
}

/**
 * The tables a plan reads from end to end: a Seq Scan (with sequential scans off, no index could serve it), or
 * an index scanned whole with no condition, except under a Limit (newest first: it stops after the page).
 */
function fullScansOf(node: PlanNode, limited = false): string[] {
  const type = node["Node Type"];
  const whole =
    type === "Seq Scan" ||
    ((type === "Index Scan" || type === "Index Only Scan") && !node["Index Cond"] && !limited);
  const own = whole && node["Relation Name"] ? [node["Relation Name"]] : [];
  return [...own, ...(node.Plans ?? []).flatMap((child) => fullScansOf(child, limited || type === "Limit"))];
}

describe("query budget", () => {
  let testApp: TestApp;
  let headers: Record<"worker" | "admin" | "public", Record<string, string>>;
  const endpoints: Endpoint[] = [];
  const sentBy = new Map<string, readonly SentStatement[]>();

  beforeAll(async () => {
    testApp = await createTestApp({ ADMIN_EMAILS: "budget.admin@example.com" });
    const { app, database } = testApp;
    const admin = await signedInUser(app, { email: "budget.admin@example.com" });
    const worker = await signedInUser(app, { email: "budget.worker@example.com" });
    for (const key of featureKeys) {
      await app.inject({
        method: "PATCH",
        url: `/api/admin/features/${key}`,
        headers: admin.headers,
        payload: { state: "enabled" },
      });
    }
    await runSeed(database.db, [...seedStatements(300), ...ownDataStatements(worker.userId)]);
    headers = { worker: worker.headers, admin: admin.headers, public: { origin: testOrigin } };

    const [card] = await database.db
      .select({ id: skillsCards.id })
      .from(skillsCards)
      .where(eq(skillsCards.userId, worker.userId))
      .limit(1);
    const share = await app.inject({
      method: "POST",
      url: "/api/shares",
      headers: worker.headers,
      payload: {
        recipient_label: "Site manager",
        items: [{ kind: "skills-card", id: card?.id }],
        expiry: "30",
      },
    });
    const token = String(share.json().url).split("#")[1];
    const inbox = await app.inject({ url: "/api/conversations", headers: worker.headers });
    const [group] = await database.db
      .select({ id: groups.id })
      .from(groups)
      .where(eq(groups.inviteToken, "scale-invite-0"));

    endpoints.push(
      { name: "dashboard", url: "/api/core-data?route=dashboard-data", as: "worker", budget: 1 },
      { name: "renewals", url: "/api/renewals", as: "worker", budget: 4 },
      { name: "wallet", url: "/api/wallet", as: "worker", budget: 4 },
      { name: "reminder settings", url: "/api/reminders/settings", as: "worker", budget: 1 },
      { name: "profile audit log", url: "/api/profile/audit-log", as: "worker", budget: 1 },
      { name: "projects", url: "/api/projects", as: "worker", budget: 1 },
      { name: "job search near the profile postcode", url: "/api/jobs", as: "worker", budget: 4 },
      {
        name: "job search near a postcode, with words",
        url: "/api/jobs?near=M1%201AE&q=drainage",
        as: "worker",
        budget: 3,
      },
      { name: "my jobs", url: "/api/jobs/mine", as: "worker", budget: 3 },
      { name: "my applications", url: "/api/applications/mine", as: "worker", budget: 1 },
      { name: "diggs search", url: "/api/diggs/listings?near=LS1%204DY", as: "worker", budget: 2 },
      { name: "inbox", url: "/api/conversations", as: "worker", budget: 1 },
      {
        name: "conversation page",
        url: `/api/conversations/${inbox.json().conversations[0].id}`,
        as: "worker",
        budget: 4,
      },
      { name: "unread count", url: "/api/conversations/unread", as: "worker", budget: 1 },
      { name: "my groups", url: "/api/groups", as: "worker", budget: 1 },
      { name: "group page", url: `/api/groups/${group?.id}`, as: "worker", budget: 5 },
      { name: "shares", url: "/api/shares", as: "worker", budget: 2 },
      {
        name: "share page",
        url: "/api/shared/view",
        method: "POST",
        payload: { token },
        as: "public",
        budget: 9,
      },
      { name: "admin user search", url: "/api/admin/users?q=worker47", as: "admin", budget: 1 },
      { name: "admin users, newest", url: "/api/admin/users", as: "admin", budget: 1 },
      { name: "admin audit log", url: "/api/admin/audit-log", as: "admin", budget: 1 },
      // One statement per area of the export (54 in all today, the session and messages' two pages included; a
      // new table a person owns adds one), and room for the session to be read again when a change notice
      // dropped this instance's copy mid-test (PostgreSQL).
      { name: "data export", url: "/api/profile/export", as: "worker", budget: 60 },
    );
  }, seedTimeoutMs);
  afterAll(() => testApp?.close());

  it("keeps each request within its number of SQL statements (no query per row)", async () => {
    const counter = countStatements(testApp.database);
    const counts: Record<string, { statements: number; status: number }> = {};
    for (const endpoint of endpoints) {
      const request = {
        method: endpoint.method ?? "GET",
        url: endpoint.url,
        headers: headers[endpoint.as],
        ...(endpoint.payload ? { payload: endpoint.payload } : {}),
      } as const;
      await testApp.app.inject(request);
      // Measured three times at most: a kept copy a change notice or its minute dropped (PostgreSQL, a loaded
      // machine beside the browser suite) costs its re-read once, where a query per row costs the same every time.
      for (let attempt = 0; attempt < 3; attempt++) {
        counter.reset();
        const response = await testApp.app.inject(request);
        counts[endpoint.name] = { statements: counter.statements, status: response.statusCode };
        sentBy.set(endpoint.name, [...counter.sent]);
        if (counter.statements <= endpoint.budget + sessionReread) break;
      }
    }
    const overBudget = endpoints
      .filter((endpoint) => {
        const count = counts[endpoint.name];
        return count?.status !== 200 || count.statements > endpoint.budget + sessionReread;
      })
      .map((endpoint) => ({ ...counts[endpoint.name], name: endpoint.name, budget: endpoint.budget }));
    expect(overBudget).toEqual([]);
  });

  it("reads no table that grows with the site from end to end: every statement has an index to use", async () => {
    expect(sentBy.size).toBe(endpoints.length);
    const explain = await explainer(testApp);
    const unindexed: Array<{ endpoint: string; tables: string[]; statement: string }> = [];
    for (const [endpoint, statements] of sentBy) {
      for (const statement of statements) {
        if (!/^\s*(select|with|update|delete)\b/i.test(statement.text)) continue;
        const tables = fullScansOf(await explain(statement)).filter((table) => growingTables.has(table));
        if (tables.length > 0) unindexed.push({ endpoint, tables, statement: statement.text.slice(0, 300) });
      }
    }
    expect(unindexed).toEqual([]);
  });

  it("reads a page of search results near a town, not every match there: a busy town costs what a quiet one does", async () => {
    const { db } = testApp.database;
    // 400 open drainage jobs and 150 listings within a few miles of Manchester and Leeds, on top of the seed.
    await db.execute(sql`
      insert into jobs (poster_id, title, trade, description, site_postcode, latitude, longitude, town, rate_type,
                        rate_pence, contact_preference)
      select (select id from users order by created_at limit 1), 'Drainage gang ' || k, 'Groundworker',
             'Drainage and footings', 'M1 1AE', 53.4808 + (k % 20 - 10) / 400.0, -2.2426 + (k / 20 - 10) / 250.0,
             'Manchester', 'day_rate', 18000, 'in_app'
      from generate_series(1, 400) k`);
    await db.execute(sql`
      insert into diggs_listings (owner_id, title, description, postcode, latitude, longitude, town,
                                  price_per_week_pence, price_basis, bills_included, room_type, beds, van_parking,
                                  kitchen, washing_machine, wifi, monday_to_friday, minimum_stay_nights, available_from)
      select (select id from users order by created_at limit 1), 'Room ' || k, 'A room near the site', 'LS1 4DY',
             53.7997 + (k % 10 - 5) / 400.0, -1.5492 + (k / 10 - 7) / 250.0, 'Leeds', 9000, 'per_person', true,
             'single', 1, true, true, true, true, true, 1, current_date - 10
      from generate_series(1, 150) k`);
    await db.execute(sql`analyze jobs, diggs_listings`);

    // Plans that read every row in the search box and sort them switched off too (on a table this small they
    // are the cheapest): what is left is what an index gives in order, and that must stop at the page.
    const explain = await explainer(testApp, { analyze: true, off: ["enable_bitmapscan", "enable_sort"] });
    const counter = countStatements(testApp.database);
    const mostRead = async (url: string, table: string) => {
      counter.reset();
      const response = await testApp.app.inject({ url, headers: headers.worker });
      expect(response.statusCode).toBe(200);
      let most = 0;
      for (const statement of [...counter.sent]) {
        if (statement.text.includes(`from "${table}"`)) {
          most = Math.max(most, mostRowsReadFrom(await explain(statement), table));
        }
      }
      return { most, found: response.json() };
    };

    const withWords = await mostRead("/api/jobs?near=M1%201AE&q=drainage", "jobs");
    expect(withWords.found.has_more).toBe(true);
    // The first band of matches is ranked (RANKED_BAND), not the 400.
    expect(withWords.most).toBeLessThanOrEqual(RANKED_BAND);
    const nearest = await mostRead("/api/jobs?near=M1%201AE&page=2", "jobs");
    expect(nearest.found.jobs).toHaveLength(20);
    expect(nearest.most).toBeLessThanOrEqual(41);
    const diggs = await mostRead("/api/diggs/listings?near=LS1%204DY", "diggs_listings");
    expect(diggs.found.listings).toHaveLength(50);
    expect(diggs.most).toBeLessThanOrEqual(50);
  });
});

const planSettings = ["enable_seqscan", "enable_hashjoin", "enable_mergejoin"];

/**
 * EXPLAINs a statement with sequential scans and hash and merge joins off (on its own connection on PostgreSQL);
 * returns the plan. `analyze` runs it for the rows each step read; `off` switches more plans off.
 */
async function explainer(testApp: TestApp, { analyze = false, off = [] as string[] } = {}) {
  const client: unknown = (testApp.database.db as unknown as { $client: unknown }).$client;
  const run = async (
    query: (text: string, params?: unknown[]) => Promise<{ rows: Array<Record<string, unknown>> }>,
    statement: SentStatement,
  ) => {
    // Nested loops only, and no sequential scans: any table read from end to end then has no index to serve it.
    const settings = [...planSettings, ...off];
    for (const setting of settings) await query(`set ${setting} = off`);
    try {
      const { rows } = await query(
        `explain (${analyze ? "analyze, " : ""}format json) ${statement.text}`,
        statement.params,
      );
      const plan = rows[0]?.["QUERY PLAN"];
      const parsed = (typeof plan === "string" ? JSON.parse(plan) : plan) as Array<{ Plan: PlanNode }>;
      return parsed[0]?.Plan as PlanNode;
    } finally {
      for (const setting of settings) await query(`reset ${setting}`);
    }
  };
  if (client instanceof PGlite) {
    return (statement: SentStatement) =>
      run((text, params) => client.query<Record<string, unknown>>(text, params), statement);
  }
  const pool = client as pg.Pool;
  return async (statement: SentStatement) => {
    const connection = await pool.connect();
    try {
      return await run((text, params) => connection.query(text, params), statement);
    } finally {
      connection.release();
    }
  };
}
