import { apiErrorBodySchema } from "@siteready/domain/errors";
import { toIsoDate } from "@siteready/domain/fields";
import type {
  ApplicantView,
  JobDetail,
  JobSearchResult,
  MyApplicationView,
  MyJobView,
} from "@siteready/domain/jobs";
import { addDaysToIsoDate } from "@siteready/domain/renewals";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { personalDetails, skillsCards } from "../../db/schema/profile.ts";
import { callsTo, type SignedInUser, signedInUser } from "../../test-support/auth-helpers.ts";
import { createTestAppWithPostcodes } from "../../test-support/test-app.ts";

const baseJob = {
  title: "Groundworker for footings",
  trade: "Groundworker",
  description: "Footings, drainage and kerbs on a 40-home site. Own PPE needed.",
  site_postcode: "LS1 4DY",
  rate_type: "day_rate",
  rate: "180",
  start_date: "2026-03-02",
  duration: "6 weeks",
  required_card_types: [] as string[],
  contact_preference: "in_app",
};

describe("jobs", () => {
  let testApp: Awaited<ReturnType<typeof createTestAppWithPostcodes>>;
  let poster: SignedInUser;
  let worker: SignedInUser;
  let newcomer: SignedInUser;
  /** Seeded jobs by name, see beforeAll. */
  const ids: Record<string, string> = {};

  const { inject, getOk } = callsTo(() => testApp.app);
  const postJob = (user: SignedInUser, overrides: Partial<typeof baseJob> & Record<string, unknown> = {}) =>
    inject({
      method: "POST",
      url: "/api/jobs",
      headers: user.headers,
      payload: { ...baseJob, ...overrides },
    });
  const search = (user: SignedInUser, query: string) => getOk<JobSearchResult>(user, `/api/jobs?${query}`);
  const titles = (result: JobSearchResult) => result.jobs.map((job) => job.title);

  beforeAll(async () => {
    testApp = await createTestAppWithPostcodes();
    poster = await signedInUser(testApp.app, { firstName: "Alex", lastName: "Poster" });
    worker = await signedInUser(testApp.app, { firstName: "Bola", lastName: "Worker" });
    newcomer = await signedInUser(testApp.app, { firstName: "Casey", lastName: "New" });

    // The worker's profile, written directly: the profile API belongs to another module.
    await testApp.database.db.insert(personalDetails).values({
      userId: worker.userId,
      firstName: "Bola",
      lastName: "Adeyemi",
      postcode: "LS1 4DY",
      trade: "Plant Operator",
    });
    await testApp.database.db.insert(skillsCards).values([
      {
        userId: worker.userId,
        cardType: "cpcs-competent-operator",
        registrationNumber: "CP123456",
        expiryDate: "2030-06-30",
      },
      {
        userId: worker.userId,
        cardType: "cscs-skilled-worker",
        registrationNumber: "CS998877",
        expiryDate: "2020-01-31",
      },
    ]);

    const seed: Array<[string, Partial<typeof baseJob> & Record<string, unknown>]> = [
      [
        "excavator",
        {
          title: "Excavator driver for drainage works",
          trade: "Plant Operator",
          description: "360 excavator on a drainage scheme, 13 tonne machine supplied.",
          site_postcode: "LS27 9BB",
          rate: "220",
          required_card_types: ["cpcs-competent-operator"],
        },
      ],
      [
        "bricklayer",
        {
          title: "Bricklayers for a housing site",
          trade: "Bricklayer",
          description: "Facing brick on two-storey houses, price work available for a gang.",
          site_postcode: "BD1 1HY",
          rate: "200",
          required_card_types: ["cscs-skilled-worker"],
        },
      ],
      [
        "groundworker",
        {
          title: "Groundworker for a drainage gang",
          trade: "Groundworker",
          description: "Pipe laying and manholes with a small gang, long-term work.",
          site_postcode: "M2 5PD",
          rate: "160",
        },
      ],
      [
        "manager",
        {
          title: "Site manager, permanent",
          trade: "Site Manager",
          description: "Run a mixed-use scheme in Westminster from groundworks to handover.",
          site_postcode: "SW1A 1AA",
          rate_type: "salary",
          rate: "55000",
          required_card_types: ["smsts", "cscs-manager"],
        },
      ],
      [
        "labourer",
        {
          title: "Labourer wanted",
          trade: "Labourer",
          description: "General labouring, loading out and keeping the site tidy.",
          site_postcode: "LS1 4DY",
          rate: "130",
          required_card_types: ["cscs-labourer"],
        },
      ],
    ];
    for (const [name, overrides] of seed) {
      const response = await postJob(poster, overrides);
      expect(response.statusCode, response.body).toBe(201);
      ids[name] = (response.json() as JobDetail).id;
    }
  });
  afterAll(() => testApp.close());

  describe("posting", () => {
    it("posts a job, geocoding its site and storing the rate in pence", async () => {
      const response = await postJob(poster, {
        site_postcode: "ls14dy",
        rate: "£180.50",
        required_card_types: ["cscs-labourer", "cpcs-competent-operator"],
      });
      expect(response.statusCode).toBe(201);
      const job = response.json() as JobDetail;
      expect(job).toMatchObject({
        title: "Groundworker for footings",
        site_postcode: "LS1 4DY",
        town: "Leeds",
        rate_type: "day_rate",
        rate: 180.5,
        rate_pence: 18050,
        rate_label: "£180.50 a day",
        start_date: "2026-03-02",
        duration: "6 weeks",
        status: "open",
        poster_first_name: "Alex",
        is_mine: true,
        distance_miles: null,
        my_application: null,
        applicant_count: 0,
        card_match: [
          { card_type: "cscs-labourer", name: "CSCS Labourer (Green)", status: "missing" },
          { card_type: "cpcs-competent-operator", name: expect.any(String), status: "missing" },
        ],
        holds_all: false,
      });
      // Someone else reads the same job, with the cards matched against their own (their expired Skilled
      // Worker card would have met the Labourer requirement).
      const seen = await inject({ method: "GET", url: `/api/jobs/${job.id}`, headers: worker.headers });
      expect(seen.json()).toMatchObject({
        is_mine: false,
        applicant_count: null,
        card_match: [{ status: "expired" }, { status: "held" }],
      });
      await inject({ method: "POST", url: `/api/jobs/${job.id}/close`, headers: poster.headers });
    });

    it("answers 400 with a message per field", async () => {
      const response = await postJob(poster, {
        title: "",
        trade: "Astronaut",
        rate: "9000",
        site_postcode: "LS1",
      });
      expect(response.statusCode).toBe(400);
      expect(apiErrorBodySchema.parse(response.json()).fieldErrors).toEqual({
        title: ["Job title is required"],
        trade: ["Please choose a trade from the list"],
        site_postcode: ["Please enter a valid UK postcode"],
        rate: ["A day rate must be £5,000 or less"],
      });
      const tooHigh = await postJob(poster, { rate: "9000" });
      expect(tooHigh.json().fieldErrors).toEqual({ rate: ["A day rate must be £5,000 or less"] });
    });

    it("says so when the site postcode does not exist", async () => {
      const response = await postJob(poster, { site_postcode: "LS99 9ZZ" });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: "We could not find that postcode. Check it and try again.",
        fieldErrors: { site_postcode: ["We could not find that postcode. Check it and try again."] },
      });
    });

    it("saves the job without its place when the postcode service cannot be reached", async () => {
      testApp.postcodes.down = true;
      let response: Awaited<ReturnType<typeof postJob>>;
      try {
        response = await postJob(poster, { site_postcode: "NE1 5DL" });
      } finally {
        testApp.postcodes.down = false;
      }
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toMatchObject({ site_postcode: "NE1 5DL", location_known: false, town: null });
      // Closed again so the searches below see only the seeded jobs (the outage tests follow it further).
      const closed = await inject({
        method: "POST",
        url: `/api/jobs/${(response.json() as JobDetail).id}/close`,
        headers: poster.headers,
      });
      expect(closed.statusCode).toBe(200);
    });

    it("needs a signed-in user", async () => {
      expect((await inject({ method: "GET", url: "/api/jobs" })).statusCode).toBe(401);
      expect((await inject({ method: "POST", url: "/api/jobs", payload: baseJob })).statusCode).toBe(401);
    });
  });

  describe("search", () => {
    it("lists every open job, newest first, when there is no text and no location", async () => {
      const result = await search(newcomer, "");
      expect(titles(result)).toEqual([
        "Labourer wanted",
        "Site manager, permanent",
        "Groundworker for a drainage gang",
        "Bricklayers for a housing site",
        "Excavator driver for drainage works",
      ]);
      expect(result).toMatchObject({
        page: 1,
        page_size: 20,
        has_more: false,
        near: null,
        notice: null,
      });
      expect(result.jobs[0]).toMatchObject({
        poster_first_name: "Alex",
        distance_miles: null,
        is_mine: false,
      });
    });

    it("finds jobs by keyword with Postgres full-text search (stemmed, ranked)", async () => {
      expect(titles(await search(newcomer, "q=drainage"))).toEqual(
        expect.arrayContaining(["Excavator driver for drainage works", "Groundworker for a drainage gang"]),
      );
      expect((await search(newcomer, "q=drainage")).jobs).toHaveLength(2);
      // 'bricklayer' matches 'Bricklayers' through the English stemmer.
      expect(titles(await search(newcomer, "q=bricklayer"))).toEqual(["Bricklayers for a housing site"]);
      // websearch syntax: an excluded word.
      expect(titles(await search(newcomer, "q=drainage%20-excavator"))).toEqual([
        "Groundworker for a drainage gang",
      ]);
      // The town from the postcode is searchable too.
      expect(titles(await search(newcomer, "q=westminster"))).toEqual(["Site manager, permanent"]);
      expect(await search(newcomer, "q=astronaut")).toMatchObject({ jobs: [], has_more: false });
    });

    it("filters by trade", async () => {
      expect(titles(await search(newcomer, "trade=Groundworker"))).toEqual([
        "Groundworker for a drainage gang",
      ]);
      expect(titles(await search(newcomer, "trade=Plant%20Operator&q=drainage"))).toEqual([
        "Excavator driver for drainage works",
      ]);
    });

    it("filters by distance from a postcode, nearest first, with the miles", async () => {
      const near = await search(newcomer, "near=ls14dy&radius_miles=10");
      expect(near.jobs.map((job) => [job.title, job.distance_miles])).toEqual([
        ["Labourer wanted", 0],
        ["Excavator driver for drainage works", 3.9],
        ["Bricklayers for a housing site", 8.4],
      ]);
      expect(near.near).toEqual({ place: "LS1 4DY", town: "Leeds", source: "query", radius_miles: 10 });
      expect(titles(await search(newcomer, "near=LS1%204DY&radius_miles=5"))).toEqual([
        "Labourer wanted",
        "Excavator driver for drainage works",
      ]);
      expect((await search(newcomer, "near=LS1%204DY&radius_miles=50")).jobs).toHaveLength(4);
      expect((await search(newcomer, "near=LS1%204DY&radius_miles=200")).jobs).toHaveLength(5);
    });

    it("searches near an outcode", async () => {
      const result = await search(newcomer, "near=M1&radius_miles=5");
      expect(result.jobs.map((job) => [job.title, job.distance_miles])).toEqual([
        ["Groundworker for a drainage gang", 0.5],
      ]);
      expect(result.near).toMatchObject({ place: "M1", town: "Manchester" });
    });

    it("searches near the worker's own postcode by default (25 miles)", async () => {
      const result = await search(worker, "");
      expect(result.near).toEqual({ place: "LS1 4DY", town: "Leeds", source: "profile", radius_miles: 25 });
      expect(titles(result)).toEqual([
        "Labourer wanted",
        "Excavator driver for drainage works",
        "Bricklayers for a housing site",
      ]);
    });

    it("refuses a 'near' that is not a postcode, and says when it does not exist", async () => {
      const invalid = await inject({ method: "GET", url: "/api/jobs?near=Leeds", headers: newcomer.headers });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().fieldErrors).toEqual({ near: ["Please enter a valid UK postcode"] });
      const unknown = await inject({
        method: "GET",
        url: "/api/jobs?near=LS99%209ZZ",
        headers: newcomer.headers,
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().fieldErrors).toEqual({
        near: ["We could not find that postcode. Check it and try again."],
      });
    });

    it("filters by a minimum day rate, leaving salaried jobs out", async () => {
      expect(titles(await search(newcomer, "min_rate=200"))).toEqual([
        "Bricklayers for a housing site",
        "Excavator driver for drainage works",
      ]);
      expect(titles(await search(newcomer, "min_rate=200.01"))).toEqual([
        "Excavator driver for drainage works",
      ]);
    });

    it("shows which required cards I hold, hold expired or lack", async () => {
      const result = await search(worker, "radius_miles=200");
      const byTitle = Object.fromEntries(result.jobs.map((job) => [job.title, job]));
      expect(byTitle["Excavator driver for drainage works"]).toMatchObject({
        card_match: [{ card_type: "cpcs-competent-operator", status: "held" }],
        holds_all: true,
      });
      expect(byTitle["Bricklayers for a housing site"]).toMatchObject({
        card_match: [{ card_type: "cscs-skilled-worker", status: "expired" }],
        holds_all: false,
      });
      // The worker's only CSCS card is an expired Skilled Worker card, which would have met a Labourer job.
      expect(byTitle["Labourer wanted"]).toMatchObject({
        card_match: [{ card_type: "cscs-labourer", status: "expired" }],
        holds_all: false,
      });
      expect(byTitle["Site manager, permanent"]).toMatchObject({
        card_match: [
          { card_type: "smsts", status: "missing" },
          { card_type: "cscs-manager", status: "missing" },
        ],
      });
      expect(byTitle["Groundworker for a drainage gang"]).toMatchObject({ card_match: [], holds_all: true });
    });

    it("keeps only jobs whose required cards I hold in date", async () => {
      // Nearest first: the worker's own postcode is in Leeds.
      expect(titles(await search(worker, "radius_miles=200&only_matching=true"))).toEqual([
        "Excavator driver for drainage works",
        "Groundworker for a drainage gang",
      ]);
      // Someone with no cards sees only the jobs that need none.
      expect(titles(await search(newcomer, "only_matching=true"))).toEqual([
        "Groundworker for a drainage gang",
      ]);
    });

    it("counts a higher card of a scheme: a Skilled Worker (Blue) card holder sees the Labourer (Green) jobs", async () => {
      const skilled = await signedInUser(testApp.app, { firstName: "Dee", lastName: "Skilled" });
      await testApp.database.db.insert(skillsCards).values({
        userId: skilled.userId,
        cardType: "cscs-skilled-worker",
        registrationNumber: "CS111222",
        expiryDate: "2030-01-31",
      });
      expect(titles(await search(skilled, "only_matching=true"))).toEqual([
        "Labourer wanted",
        "Groundworker for a drainage gang",
        "Bricklayers for a housing site",
      ]);
      const labourerJob = (await search(skilled, "q=labourer")).jobs[0];
      expect(labourerJob).toMatchObject({
        title: "Labourer wanted",
        card_match: [{ card_type: "cscs-labourer", name: "CSCS Labourer (Green)", status: "held" }],
        holds_all: true,
      });
    });

    it("pages through the results, saying whether more come, without counting them all", async () => {
      const first = await search(newcomer, "page_size=2");
      expect(first).toMatchObject({ page: 1, page_size: 2, has_more: true });
      expect(first.jobs).toHaveLength(2);
      const last = await search(newcomer, "page_size=2&page=3");
      expect(titles(last)).toEqual(["Excavator driver for drainage works"]);
      expect(last.has_more).toBe(false);
      const beyond = await search(newcomer, "page_size=2&page=4");
      expect(beyond).toMatchObject({ jobs: [], has_more: false });
      const all = [first, await search(newcomer, "page_size=2&page=2"), last].flatMap(titles);
      expect(new Set(all).size).toBe(5);
      // The same nearest first (read from the index in order).
      expect(await search(newcomer, "near=LS1%204DY&radius_miles=200&page_size=2&page=2")).toMatchObject({
        has_more: true,
      });
      const nearFirst = await search(newcomer, "near=LS1%204DY&radius_miles=200&page_size=2&page=3");
      expect(nearFirst).toMatchObject({ has_more: false });
      expect(titles(nearFirst)).toEqual(["Site manager, permanent"]);
      const nearBeyond = await search(newcomer, "near=LS1%204DY&radius_miles=200&page_size=2&page=9");
      expect(nearBeyond).toMatchObject({ jobs: [], has_more: false });
    });

    it("checks the query", async () => {
      const response = await inject({
        method: "GET",
        url: "/api/jobs?radius_miles=500&page_size=100&trade=Astronaut",
        headers: newcomer.headers,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toEqual({
        trade: ["Please choose a trade from the list"],
        radius_miles: ["Distance must be a whole number from 1 to 200"],
        page_size: ["Page size must be a whole number from 1 to 50"],
      });
    });

    it("carries on without distance when the profile postcode cannot be found", async () => {
      const stranger = await signedInUser(testApp.app, { firstName: "Dee", lastName: "Stranger" });
      await testApp.database.db
        .insert(personalDetails)
        .values({ userId: stranger.userId, firstName: "Dee", postcode: "LS99 9ZZ" });
      const result = await search(stranger, "");
      expect(result.jobs).toHaveLength(5);
      expect(result).toMatchObject({
        near: null,
        notice: { key: "jobs.server.profilePostcodeNotFound" },
      });
    });
  });

  describe("ownership, editing and closing", () => {
    it("lets only the poster edit or close a job: anyone else gets 404", async () => {
      const id = ids.labourer;
      const edit = await inject({
        method: "PUT",
        url: `/api/jobs/${id}`,
        headers: worker.headers,
        payload: baseJob,
      });
      expect(edit.statusCode).toBe(404);
      const close = await inject({ method: "POST", url: `/api/jobs/${id}/close`, headers: worker.headers });
      expect(close.statusCode).toBe(404);
      const applicants = await inject({
        method: "GET",
        url: `/api/jobs/${id}/applications`,
        headers: worker.headers,
      });
      expect(applicants.statusCode).toBe(404);
      for (const url of ["/api/jobs/not-a-uuid", "/api/jobs/00000000-0000-4000-8000-000000000000"]) {
        expect((await inject({ method: "GET", url, headers: worker.headers })).statusCode).toBe(404);
      }
    });

    it("lets the poster edit, re-geocoding a changed postcode", async () => {
      const created = (await postJob(poster, { title: "Plasterer for a refurb", trade: "Plasterer" })).json();
      const response = await inject({
        method: "PUT",
        url: `/api/jobs/${created.id}`,
        headers: poster.headers,
        payload: {
          ...baseJob,
          title: "Plasterer for a big refurb",
          trade: "Plasterer",
          site_postcode: "b12nd",
        },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        title: "Plasterer for a big refurb",
        site_postcode: "B1 2ND",
        town: "Birmingham",
      });
      const near = await search(newcomer, "near=B1%202ND&radius_miles=1");
      expect(titles(near)).toEqual(["Plasterer for a big refurb"]);
      await inject({ method: "POST", url: `/api/jobs/${created.id}/close`, headers: poster.headers });
    });

    it("closes a job: it leaves the search, and takes no more applications", async () => {
      const created = (await postJob(poster, { title: "Roofer for a school", trade: "Roofer" })).json();
      expect(
        (
          await inject({
            method: "POST",
            url: `/api/jobs/${created.id}/applications`,
            headers: worker.headers,
            payload: { message: "Slate and tile, 12 years." },
          })
        ).statusCode,
      ).toBe(201);
      const closed = await inject({
        method: "POST",
        url: `/api/jobs/${created.id}/close`,
        headers: poster.headers,
      });
      expect(closed.statusCode).toBe(200);
      expect(closed.json()).toMatchObject({ status: "closed" });
      expect(titles(await search(newcomer, "q=roofer"))).toEqual([]);

      const late = await inject({
        method: "POST",
        url: `/api/jobs/${created.id}/applications`,
        headers: newcomer.headers,
        payload: { message: "Is this still going?" },
      });
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({
        code: "CONFLICT",
        message: "This job is closed to new applications",
      });
      // A closed job stays visible to its poster and to those who applied, but not to others.
      expect(
        (await inject({ method: "GET", url: `/api/jobs/${created.id}`, headers: newcomer.headers }))
          .statusCode,
      ).toBe(404);
      const applicantView = await inject({
        method: "GET",
        url: `/api/jobs/${created.id}`,
        headers: worker.headers,
      });
      expect(applicantView.json()).toMatchObject({ status: "closed", my_application: { status: "applied" } });
    });
  });

  describe("applications", () => {
    it("flags a required card that expires before the job ends, to the worker and to the poster", async () => {
      const inDays = (days: number) => addDaysToIsoDate(toIsoDate(new Date()), days);
      const expiring = await signedInUser(testApp.app, { firstName: "Dana", lastName: "Expiring" });
      await testApp.database.db.insert(skillsCards).values({
        userId: expiring.userId,
        cardType: "cscs-skilled-worker",
        registrationNumber: "CS-40",
        expiryDate: inDays(40),
      });
      const posted = await postJob(poster, {
        title: "Labourer for a three-month fit-out",
        description: "Loading out, protection and clearing up on a three-month office fit-out.",
        start_date: inDays(10),
        duration: "3 months",
        required_card_types: ["cscs-labourer"],
      });
      expect(posted.statusCode).toBe(201);
      const jobId = (posted.json() as JobDetail).id;
      const flagged = {
        card_match: [{ card_type: "cscs-labourer", status: "expires-during", expiry_date: inDays(40) }],
        holds_all: false,
      };

      // The worker's view of the job and of the search: the card is held, but not for the whole job.
      expect(await getOk<JobDetail>(expiring, `/api/jobs/${jobId}`)).toMatchObject(flagged);
      const found = (await search(expiring, "q=fit-out")).jobs.find((job) => job.id === jobId);
      expect(found).toMatchObject(flagged);
      // The same card lasts a two-week job.
      const short = await postJob(poster, {
        title: "Labourer for two weeks",
        start_date: inDays(10),
        duration: "2 weeks",
        required_card_types: ["cscs-labourer"],
      });
      expect(await getOk<JobDetail>(expiring, `/api/jobs/${(short.json() as JobDetail).id}`)).toMatchObject({
        card_match: [{ status: "held", expiry_date: inDays(40) }],
        holds_all: true,
      });

      // The poster's view of the applicant.
      const apply = await inject({
        method: "POST",
        url: `/api/jobs/${jobId}/applications`,
        headers: expiring.headers,
        payload: { message: "Blue CSCS card, free from next week." },
      });
      expect(apply.statusCode).toBe(201);
      const list = await getOk<{ applications: ApplicantView[] }>(poster, `/api/jobs/${jobId}/applications`);
      expect(list.applications).toHaveLength(1);
      expect(list.applications[0]).toMatchObject(flagged);
    });

    it("applies once, not to one's own job, and the poster sees and shortlists; the applicant sees the status", async () => {
      const jobId = ids.excavator;
      const apply = await inject({
        method: "POST",
        url: `/api/jobs/${jobId}/applications`,
        headers: worker.headers,
        payload: { message: "  CPCS A58 excavator, 8 years on drainage.  " },
      });
      expect(apply.statusCode).toBe(201);
      const application = apply.json();
      expect(application).toMatchObject({
        status: "applied",
        message: "CPCS A58 excavator, 8 years on drainage.",
      });

      const twice = await inject({
        method: "POST",
        url: `/api/jobs/${jobId}/applications`,
        headers: worker.headers,
        payload: { message: "Applying again just in case." },
      });
      expect(twice.statusCode).toBe(409);
      expect(twice.json().message).toBe("You have already applied to this job");

      const own = await inject({
        method: "POST",
        url: `/api/jobs/${jobId}/applications`,
        headers: poster.headers,
        payload: { message: "My own job, let me in." },
      });
      expect(own.statusCode).toBe(400);
      expect(own.json()).toMatchObject({ message: "You cannot apply to a job you posted" });

      const short = await inject({
        method: "POST",
        url: `/api/jobs/${jobId}/applications`,
        headers: newcomer.headers,
        payload: { message: "Hi" },
      });
      expect(short.statusCode).toBe(400);
      expect(short.json().fieldErrors).toEqual({ message: ["Message must be at least 10 characters"] });

      const list = await inject({
        method: "GET",
        url: `/api/jobs/${jobId}/applications`,
        headers: poster.headers,
      });
      expect(list.statusCode).toBe(200);
      const applicants = list.json().applications as ApplicantView[];
      expect(applicants).toHaveLength(1);
      expect(applicants[0]).toMatchObject({
        id: application.id,
        status: "applied",
        message: "CPCS A58 excavator, 8 years on drainage.",
        applicant: { first_name: "Bola", last_name: "Adeyemi", trade: "Plant Operator" },
        card_match: [{ card_type: "cpcs-competent-operator", status: "held" }],
        holds_all: true,
      });
      expect(applicants[0]?.cards).toEqual(
        expect.arrayContaining([
          {
            card_type: "cpcs-competent-operator",
            name: expect.stringContaining("CPCS"),
            expiry_date: "2030-06-30",
            urgency: "valid",
            label: "Valid",
            required_by_job: true,
          },
          expect.objectContaining({
            card_type: "cscs-skilled-worker",
            urgency: "expired",
            label: expect.stringMatching(/^Expired \d+ days ago$/),
            required_by_job: false,
          }),
        ]),
      );

      // The worker cannot change their own status; the poster can.
      const byWorker = await inject({
        method: "PATCH",
        url: `/api/jobs/${jobId}/applications/${application.id}`,
        headers: worker.headers,
        payload: { status: "shortlisted" },
      });
      expect(byWorker.statusCode).toBe(404);
      const shortlist = await inject({
        method: "PATCH",
        url: `/api/jobs/${jobId}/applications/${application.id}`,
        headers: poster.headers,
        payload: { status: "shortlisted" },
      });
      expect(shortlist.statusCode).toBe(200);
      expect(shortlist.json()).toMatchObject({ id: application.id, status: "shortlisted" });

      const mine = await inject({ method: "GET", url: "/api/applications/mine", headers: worker.headers });
      const myApplications = mine.json().applications as MyApplicationView[];
      expect(myApplications.find((item) => item.id === application.id)).toMatchObject({
        status: "shortlisted",
        job: {
          id: jobId,
          title: "Excavator driver for drainage works",
          rate_type: "day_rate",
          rate_pence: 22_000,
          rate_label: "£220 a day",
          status: "open",
          poster_first_name: "Alex",
        },
      });
      const detail = await inject({ method: "GET", url: `/api/jobs/${jobId}`, headers: worker.headers });
      expect(detail.json()).toMatchObject({ my_application: { id: application.id, status: "shortlisted" } });

      const posted = await inject({ method: "GET", url: "/api/jobs/mine", headers: poster.headers });
      const excavator = (posted.json().jobs as MyJobView[]).find((job) => job.id === jobId);
      expect(excavator).toMatchObject({ applicant_count: 1, shortlisted_count: 1, is_mine: true });
    });

    it("only changes an application through its own job, and only to shortlisted or declined", async () => {
      const apply = await inject({
        method: "POST",
        url: `/api/jobs/${ids.groundworker}/applications`,
        headers: worker.headers,
        payload: { message: "Drainage gang experience, own transport." },
      });
      const application = apply.json();
      // The poster's other job: the application does not belong to it.
      const wrongJob = await inject({
        method: "PATCH",
        url: `/api/jobs/${ids.bricklayer}/applications/${application.id}`,
        headers: poster.headers,
        payload: { status: "declined" },
      });
      expect(wrongJob.statusCode).toBe(404);
      const backToApplied = await inject({
        method: "PATCH",
        url: `/api/jobs/${ids.groundworker}/applications/${application.id}`,
        headers: poster.headers,
        payload: { status: "applied" },
      });
      expect(backToApplied.statusCode).toBe(400);
      const decline = await inject({
        method: "PATCH",
        url: `/api/jobs/${ids.groundworker}/applications/${application.id}`,
        headers: poster.headers,
        payload: { status: "declined" },
      });
      expect(decline.json()).toMatchObject({ status: "declined" });
    });
  });
});
