import type { ProjectView } from "@siteready/domain/projects";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projects } from "../../db/schema/projects.ts";
import { signedInUser } from "../../test-support/auth-helpers.ts";
import { type FakeServer, startFakePostcodesIo } from "../../test-support/location-fakes.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";

type User = Awaited<ReturnType<typeof signedInUser>>;

const riverside = {
  name: "Riverside Quarter phase 2",
  company: "Example Build Ltd",
  role: "Groundworker",
  site_postcode: "m25pd",
  start_date: "2024-04-08",
  end_date: "2024-11-29",
  description: "Drainage and footings for 120 flats.",
  reference_name: "Pat Jones",
  reference_contact: "07700 900123",
};

describe("projects", () => {
  let testApp: TestApp;
  let postcodes: FakeServer;
  let owner: User;
  let other: User;
  const inject: TestApp["app"]["inject"] = (...args: Parameters<TestApp["app"]["inject"]>) =>
    testApp.app.inject(...args);
  const create = (user: User, payload: Record<string, unknown>) =>
    inject({ method: "POST", url: "/api/projects", headers: user.headers, payload });
  const stored = async (id: string) =>
    (await testApp.database.db.select().from(projects).where(eq(projects.id, id)))[0];

  beforeAll(async () => {
    postcodes = await startFakePostcodesIo();
    testApp = await createTestApp({ POSTCODES_IO_URL: postcodes.baseUrl });
    owner = await signedInUser(testApp.app);
    other = await signedInUser(testApp.app);
  });
  afterAll(async () => {
    await testApp.close();
    await postcodes.close();
  });

  it("adds a project, normalising what was typed and storing the site's coordinates", async () => {
    const response = await create(owner, riverside);
    expect(response.statusCode).toBe(201);
    const project = response.json() as ProjectView;
    expect(project).toMatchObject({
      name: "Riverside Quarter phase 2",
      company: "Example Build Ltd",
      role: "Groundworker",
      site_postcode: "M2 5PD",
      start_date: "2024-04-08",
      end_date: "2024-11-29",
      ongoing: false,
      reference_contact: "+447700900123",
    });
    expect(await stored(project.id)).toMatchObject({ latitude: 53.4781, longitude: -2.2446 });
  });

  it("lists my projects as a timeline: ongoing first, then the latest start first", async () => {
    const timelineUser = await signedInUser(testApp.app);
    await create(timelineUser, { name: "Old job", start_date: "2019-02-01", end_date: "2019-08-30" });
    await create(timelineUser, { name: "Current site", start_date: "2025-01-06" });
    await create(timelineUser, { name: "Last year", start_date: "2024-03-01", end_date: "2024-12-20" });
    await create(timelineUser, { name: "Weekend contract", start_date: "2023-05-01" });
    const response = await inject({ method: "GET", url: "/api/projects", headers: timelineUser.headers });
    expect(
      (response.json().projects as ProjectView[]).map((project) => [project.name, project.ongoing]),
    ).toEqual([
      ["Current site", true],
      ["Weekend contract", true],
      ["Last year", false],
      ["Old job", false],
    ]);
  });

  it("refuses an end date before the start, and an unknown postcode", async () => {
    const early = await create(owner, { ...riverside, end_date: "2024-01-01" });
    expect(early.statusCode).toBe(400);
    expect(early.json().fieldErrors).toEqual({ end_date: ["End date must be on or after the start date"] });
    const unknown = await create(owner, { ...riverside, site_postcode: "LS99 9ZZ" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors).toEqual({
      site_postcode: ["We could not find that postcode. Check it and try again."],
    });
  });

  it("still saves the project when the postcode service is down, without coordinates", async () => {
    postcodes.down = true;
    try {
      const response = await create(owner, { ...riverside, site_postcode: "NE1 5DL" });
      expect(response.statusCode).toBe(201);
      expect(await stored(response.json().id)).toMatchObject({
        sitePostcode: "NE1 5DL",
        latitude: null,
        longitude: null,
      });
    } finally {
      postcodes.down = false;
    }
  });

  it("edits a project, re-geocoding a changed postcode and clearing a removed one", async () => {
    const { id } = (await create(owner, riverside)).json();
    const moved = await inject({
      method: "PUT",
      url: `/api/projects/${id}`,
      headers: owner.headers,
      payload: { ...riverside, site_postcode: "LS1 4DY", end_date: "" },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ site_postcode: "LS1 4DY", end_date: null, ongoing: true });
    expect(await stored(id)).toMatchObject({ latitude: 53.795, longitude: -1.5477 });

    const cleared = await inject({
      method: "PUT",
      url: `/api/projects/${id}`,
      headers: owner.headers,
      payload: { ...riverside, site_postcode: "" },
    });
    expect(cleared.json()).toMatchObject({ site_postcode: null });
    expect(await stored(id)).toMatchObject({ latitude: null, longitude: null });
  });

  it("keeps projects to their owner: anyone else gets 404 and an empty list", async () => {
    const { id } = (await create(owner, riverside)).json();
    const url = `/api/projects/${id}`;
    expect((await inject({ method: "GET", url, headers: other.headers })).statusCode).toBe(404);
    expect(
      (await inject({ method: "PUT", url, headers: other.headers, payload: riverside })).statusCode,
    ).toBe(404);
    expect((await inject({ method: "DELETE", url, headers: other.headers })).statusCode).toBe(404);
    expect((await inject({ method: "GET", url: "/api/projects", headers: other.headers })).json()).toEqual({
      projects: [],
    });
    expect((await inject({ method: "GET", url, headers: owner.headers })).statusCode).toBe(200);
    expect(
      (await inject({ method: "GET", url: "/api/projects/nope", headers: owner.headers })).statusCode,
    ).toBe(404);
  });

  it("deletes a project", async () => {
    const { id } = (await create(owner, riverside)).json();
    const url = `/api/projects/${id}`;
    expect((await inject({ method: "DELETE", url, headers: owner.headers })).statusCode).toBe(204);
    expect((await inject({ method: "GET", url, headers: owner.headers })).statusCode).toBe(404);
    expect(await stored(id)).toBeUndefined();
  });

  it("needs a signed-in user", async () => {
    expect((await inject({ method: "GET", url: "/api/projects" })).statusCode).toBe(401);
  });
});
