import { readFileSync } from "node:fs";
import { distanceMiles } from "@siteready/domain/places";
import { parseTestCentreCsv, type TestCentreSearchResult } from "@siteready/domain/test-centres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { personalDetails } from "../../db/schema/profile.ts";
import { testCentres } from "../../db/schema/test-centres.ts";
import { signedInUser } from "../../test-support/auth-helpers.ts";
import { type FakeServer, startFakePostcodesIo } from "../../test-support/location-fakes.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { exampleTestCentresCsvPath } from "./test-centres.service.ts";

type User = Awaited<ReturnType<typeof signedInUser>>;

const header = "name,address,postcode,latitude,longitude,test_types,booking_url,is_demo";
const validCsv = [
  header,
  'Leeds Centre,"1 Example Street, Leeds",LS1 4DY,53.7950,-1.5477,Operatives;Supervisors,https://www.citb.co.uk/,false',
  "Manchester Centre,2 Example Street,M2 5PD,53.4781,-2.2446,Operatives,,false",
  "London Centre,3 Example Street,SW1A 1AA,51.5010,-0.1416,Managers and Professionals,,true",
].join("\r\n");

describe("test centres", () => {
  let testApp: TestApp;
  let postcodes: FakeServer;
  let admin: User;
  let worker: User;
  const inject: TestApp["app"]["inject"] = (...args: Parameters<TestApp["app"]["inject"]>) =>
    testApp.app.inject(...args);
  const importCsv = (csv: string, user: User = admin) =>
    inject({
      method: "POST",
      url: "/api/admin/test-centres/import",
      headers: { ...user.headers, "content-type": "text/csv" },
      payload: csv,
    });
  const names = async () =>
    (await testApp.database.db.select({ name: testCentres.name }).from(testCentres))
      .map((row) => row.name)
      .sort();

  beforeAll(async () => {
    postcodes = await startFakePostcodesIo();
    testApp = await createTestApp({ ADMIN_EMAILS: "boss@example.com", POSTCODES_IO_URL: postcodes.baseUrl });
    admin = await signedInUser(testApp.app, { email: "boss@example.com" });
    worker = await signedInUser(testApp.app);
  });
  afterAll(async () => {
    await testApp.close();
    await postcodes.close();
  });

  it("is locked by default (donate to unlock): 403 FEATURE_LOCKED", async () => {
    const response = await inject({
      method: "GET",
      url: "/api/test-centres?near=LS1%204DY",
      headers: worker.headers,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: "FEATURE_LOCKED",
      details: { feature: "testCenters", state: "donateToUnlock" },
    });
  });

  it("lets only admins import", async () => {
    expect((await importCsv(validCsv, worker)).statusCode).toBe(403);
    const anonymous = await inject({
      method: "POST",
      url: "/api/admin/test-centres/import",
      headers: { "content-type": "text/csv" },
      payload: validCsv,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("replaces the directory from a valid CSV sent as text/csv", async () => {
    const response = await importCsv(validCsv);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ imported: 3, demo: 1 });
    expect(await names()).toEqual(["Leeds Centre", "London Centre", "Manchester Centre"]);
  });

  it("reports every problem by line and replaces nothing", async () => {
    const broken = [
      header,
      "Good Centre,1 Street,LS1 4DY,53.79,-1.54,Operatives,,false",
      "Bad Postcode,1 Street,NOPE,53.79,-1.54,Operatives,,false",
      "Swapped,1 Street,LS1 4DY,-1.54,53.79,Operatives,,false",
      "Short,row",
    ].join("\n");
    const response = await importCsv(broken);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({
      code: "VALIDATION_FAILED",
      message: "The file has 4 problems, so nothing was imported. Fix them and import it again.",
      fieldErrors: {
        "line 3": ["postcode: Please enter a valid UK postcode"],
        "line 4": [
          "latitude: must be between 49 and 61 (in the UK)",
          "longitude: must be between -8.7 and 2 (in the UK)",
        ],
        "line 5": ["Expected 8 values, found 2"],
      },
    });
    expect(body.details.errors).toEqual([
      expect.objectContaining({ line: 3, message: "postcode: Please enter a valid UK postcode" }),
      expect.objectContaining({ line: 4, message: "latitude: must be between 49 and 61 (in the UK)" }),
      expect.objectContaining({ line: 4, message: "longitude: must be between -8.7 and 2 (in the UK)" }),
      expect.objectContaining({ line: 5, message: "Expected 8 values, found 2" }),
    ]);
    // With the catalogue's words for the admin page to tell them in its language.
    expect(body.details.errors[0]).toEqual({
      line: 3,
      message: "postcode: Please enter a valid UK postcode",
      key: "places.csv.postcode",
      values: { column: "postcode" },
    });
    expect(await names()).toEqual(["Leeds Centre", "London Centre", "Manchester Centre"]);
  });

  it("tells a file's problems in the admin's language, keeping the English in the details", async () => {
    const response = await inject({
      method: "POST",
      url: "/api/admin/test-centres/import",
      headers: { ...admin.headers, "content-type": "text/csv", "accept-language": "pl" },
      payload: [header, "Bad Postcode,1 Street,NOPE,53.79,-1.54,Operatives,,false"].join("\n"),
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toBe(
      "W pliku jest 1 problem, więc niczego nie zaimportowano. Popraw go i zaimportuj plik jeszcze raz.",
    );
    expect(body.fieldErrors).toEqual({ "line 2": ["postcode: wpisz poprawny brytyjski kod pocztowy"] });
    expect(body.details.errors).toEqual([
      expect.objectContaining({ line: 2, message: "postcode: Please enter a valid UK postcode" }),
    ]);
    expect(await names()).toEqual(["Leeds Centre", "London Centre", "Manchester Centre"]);
  });

  it("accepts the CSV as JSON { csv } too", async () => {
    const response = await inject({
      method: "POST",
      url: "/api/admin/test-centres/import",
      headers: admin.headers,
      payload: { csv: `${header}\nOnly Centre,1 Street,B1 2ND,52.4797,-1.9085,Operatives,,false` },
    });
    expect(response.json()).toEqual({ imported: 1, demo: 0 });
    expect(await names()).toEqual(["Only Centre"]);
  });

  it("ships an example CSV of clearly labelled demo rows, loadable by an admin", async () => {
    const { rows, errors } = parseTestCentreCsv(readFileSync(exampleTestCentresCsvPath, "utf8"));
    expect(errors).toEqual([]);
    expect(rows.length).toBeGreaterThanOrEqual(10);
    for (const row of rows) {
      expect(row.name).toMatch(/^DEMO .*\(example data\)$/);
      expect(row.address).toBe("Example address, not a real centre");
      expect(row.is_demo).toBe(true);
    }
    expect(
      (
        await inject({
          method: "POST",
          url: "/api/admin/test-centres/import-example",
          headers: worker.headers,
        })
      ).statusCode,
    ).toBe(403);
    const response = await inject({
      method: "POST",
      url: "/api/admin/test-centres/import-example",
      headers: admin.headers,
    });
    expect(response.json()).toEqual({ imported: rows.length, demo: rows.length });
  });

  describe("once an admin enables the feature", () => {
    beforeAll(async () => {
      const enabled = await inject({
        method: "PATCH",
        url: "/api/admin/features/testCenters",
        headers: admin.headers,
        payload: { state: "enabled" },
      });
      expect(enabled.statusCode).toBe(200);
      expect((await importCsv(validCsv)).statusCode).toBe(200);
    });

    it("lists centres nearest first, with the distance in miles", async () => {
      const response = await inject({
        method: "GET",
        url: "/api/test-centres?near=bd11hy",
        headers: worker.headers,
      });
      expect(response.statusCode).toBe(200);
      const result = response.json() as TestCentreSearchResult;
      expect(result.search).toEqual({ by: "distance", place: "BD1 1HY", town: "Bradford", source: "query" });
      expect(result.centres.map((centre) => [centre.name, centre.distance_miles])).toEqual([
        ["Leeds Centre", 8.4],
        ["Manchester Centre", 29.7],
        ["London Centre", 172.2],
      ]);
      // The SQL distance is the domain's haversine.
      const london = result.centres[2];
      expect(london?.distance_miles).toBeCloseTo(
        distanceMiles({ latitude: 53.7934, longitude: -1.7525 }, { latitude: 51.501, longitude: -0.1416 }),
        1,
      );
      expect(result.centres[0]).toMatchObject({
        address: "1 Example Street, Leeds",
        postcode: "LS1 4DY",
        test_types: ["Operatives", "Supervisors"],
        booking_url: "https://www.citb.co.uk/",
        is_demo: false,
      });
      expect(result.directory_empty).toBe(false);
    });

    it("limits the results and searches near an outcode", async () => {
      const response = await inject({
        method: "GET",
        url: "/api/test-centres?near=M1&limit=1",
        headers: worker.headers,
      });
      expect((response.json() as TestCentreSearchResult).centres.map((centre) => centre.name)).toEqual([
        "Manchester Centre",
      ]);
    });

    it("searches near my own postcode when none is given, and asks for one when I have none", async () => {
      // No postcode anywhere is not an error: the answer says so, and the page asks for one.
      const none = await inject({ method: "GET", url: "/api/test-centres", headers: worker.headers });
      expect(none.statusCode).toBe(200);
      expect(none.json()).toEqual({ search: { by: "none" }, centres: [], directory_empty: false });
      await testApp.database.db
        .insert(personalDetails)
        .values({ userId: worker.userId, postcode: "SW1A 1AA" });
      const mine = await inject({ method: "GET", url: "/api/test-centres", headers: worker.headers });
      expect(mine.json()).toMatchObject({
        search: { by: "distance", place: "SW1A 1AA", source: "profile" },
        centres: [{ name: "London Centre", distance_miles: 0 }, {}, {}],
      });
    });

    it("finds a town's centres by name, with no postcode lookup at all", async () => {
      postcodes.down = true;
      try {
        const response = await inject({
          method: "GET",
          url: "/api/test-centres?near=%20leeds%20",
          headers: worker.headers,
        });
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json()).toMatchObject({
          search: { by: "town", town: "leeds" },
          centres: [{ name: "Leeds Centre", address: "1 Example Street, Leeds", distance_miles: null }],
          directory_empty: false,
        });
        const none = await inject({
          method: "GET",
          url: "/api/test-centres?near=Stoke-on-Trent",
          headers: worker.headers,
        });
        expect(none.json()).toEqual({
          search: { by: "town", town: "Stoke-on-Trent" },
          centres: [],
          directory_empty: false,
        });
      } finally {
        postcodes.down = false;
      }
    });

    it("asks for a postcode or a town when the search is neither", async () => {
      const response = await inject({
        method: "GET",
        url: "/api/test-centres?near=%25%25%25",
        headers: worker.headers,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        fieldErrors: { near: ["Enter a postcode or a town, such as LS1 4DY or Leeds"] },
      });
    });

    it("with the lookup service down, says so in the answer and lists the postcode area's centres: never a 5xx", async () => {
      postcodes.down = true;
      try {
        const down = await inject({
          method: "GET",
          url: "/api/test-centres?near=LS27%209BB",
          headers: worker.headers,
        });
        expect(down.statusCode).toBe(200);
        expect(down.json()).toEqual({
          search: { by: "postcode_area", place: "LS27 9BB", area: "LS", source: "query" },
          centres: [expect.objectContaining({ name: "Leeds Centre", distance_miles: null })],
          directory_empty: false,
        });
        // 'L' (Liverpool) is not 'LS' (Leeds): an area with no centres lists none.
        const liverpool = await inject({
          method: "GET",
          url: "/api/test-centres?near=L1%208JQ",
          headers: worker.headers,
        });
        expect(liverpool.json()).toMatchObject({ search: { by: "postcode_area", area: "L" }, centres: [] });
      } finally {
        postcodes.down = false;
      }
      // The answer made while it was down was not kept: once it is back, the same search measures distances.
      const back = await inject({
        method: "GET",
        url: "/api/test-centres?near=LS27%209BB",
        headers: worker.headers,
      });
      expect(back.json()).toMatchObject({ search: { by: "distance", place: "LS27 9BB" } });
    });

    it("on a fresh install (no directory) with the lookup service down, answers in words, not with a 5xx", async () => {
      await testApp.database.db.delete(testCentres);
      postcodes.down = true;
      try {
        for (const near of ["NE1%205DL", "Newcastle"]) {
          const response = await inject({
            method: "GET",
            url: `/api/test-centres?near=${near}`,
            headers: worker.headers,
          });
          expect(response.statusCode).toBe(200);
          expect(response.json()).toMatchObject({ centres: [], directory_empty: true });
        }
      } finally {
        postcodes.down = false;
      }
    });
  });
});
