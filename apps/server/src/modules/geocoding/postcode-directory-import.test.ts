import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createPostcodesIoGeocoder } from "../../adapters/geocoding/postcodes-io.ts";
import { type Database, openDatabase } from "../../db/client.ts";
import { geocodeCache, postcodeDirectory } from "../../db/schema/places.ts";
import { type FakeServer, startFakePostcodesIo } from "../../test-support/location-fakes.ts";
import { createTestDatabase, diskDatabaseFromTemplate } from "../../test-support/test-database.ts";
import { countDirectoryPostcodes } from "./geocoding.repository.ts";
import { createGeocodingService } from "./geocoding.service.ts";
import { importPostcodeDirectory } from "./postcode-directory-import.ts";

const csv = (text: string) => Readable.from([text]);

/** A small generated directory: three Leeds city-centre postcodes, one bad line. */
const simpleSample = [
  "postcode,latitude,longitude",
  "LS1 4DY,53.7950,-1.5477",
  "ls14ap,53.7970,-1.5450",
  "LS1 5AB,53.7960,-1.5500",
  "not a postcode,53.0,-1.0",
].join("\n");

describe("postcode directory", () => {
  let database: Database;
  let fake: FakeServer;
  const geocoding = () =>
    createGeocodingService({
      db: database.db,
      geocoder: createPostcodesIoGeocoder({ baseUrl: fake.baseUrl, timeoutMs: 1_000 }),
    });

  beforeAll(async () => {
    database = await createTestDatabase();
    fake = await startFakePostcodesIo();
  });
  afterAll(async () => {
    await fake.close();
    await database.close();
  });
  beforeEach(async () => {
    await database.db.delete(postcodeDirectory);
    await database.db.delete(geocodeCache);
    fake.down = false;
    fake.requests.length = 0;
  });

  it("loads a postcode,latitude,longitude file, skipping lines it cannot read, and is safe to repeat", async () => {
    await expect(importPostcodeDirectory(database.db, csv(simpleSample))).resolves.toEqual({
      format: "simple",
      imported: 3,
      skipped: 1,
    });
    await importPostcodeDirectory(database.db, csv(simpleSample));
    expect(await countDirectoryPostcodes(database.db)).toBe(3);
  });

  it("answers look-ups from the directory with no outside service, then the outcode's centre", async () => {
    await importPostcodeDirectory(database.db, csv(simpleSample));
    fake.down = true;
    await expect(geocoding().lookupPostcode("ls1 4ap")).resolves.toEqual({
      postcode: "LS1 4AP",
      outcode: "LS1",
      latitude: 53.797,
      longitude: -1.545,
      town: null,
    });
    // Not in the directory, but its outcode is: the centre of the outcode's imported postcodes.
    const centroid = await geocoding().lookupPostcode("LS1 9ZZ");
    expect(centroid.latitude).toBeCloseTo((53.795 + 53.797 + 53.796) / 3, 6);
    expect(centroid.longitude).toBeCloseTo((-1.5477 - 1.545 - 1.55) / 3, 6);
    await expect(geocoding().lookupPlace("LS1")).resolves.toMatchObject({ kind: "outcode", label: "LS1" });
    expect(fake.requests).toEqual([]);
    // Elsewhere, the outside service is still asked (and here it is down).
    await expect(geocoding().lookupPostcode("M2 5PD")).rejects.toMatchObject({ status: 503 });
  });

  it("reads the ONS Postcode Directory, skipping postcodes without a grid reference", async () => {
    const onspd = [
      "pcd,pcd2,pcds,dointr,doterm,oseast1m,osnrth1m,osgrdind,lat,long",
      '"LS1 4DY","LS1  4DY","LS1 4DY","198001","","430125","433737","1",53.795000,-1.547700',
      '"ZZ991ZZ","ZZ99 1ZZ","ZZ99 1ZZ","198001","","","","9",99.999999,0.000000',
    ].join("\n");
    await expect(importPostcodeDirectory(database.db, csv(onspd))).resolves.toEqual({
      format: "onspd",
      imported: 1,
      skipped: 1,
    });
  });

  it("reads OS Code-Point Open and converts British National Grid to latitude and longitude", async () => {
    const codePoint = [
      '"LS1 4DY",10,430125,433737,"E92000001","E19000001","E18000003","","E08000035","E05011416"',
      '"LS1 9QQ",90,0,0,"E92000001","","","","",""',
    ].join("\n");
    await expect(importPostcodeDirectory(database.db, csv(codePoint))).resolves.toEqual({
      format: "codepoint",
      imported: 1,
      skipped: 1,
    });
    const [row] = await database.db.select().from(postcodeDirectory);
    // Leeds city centre, within a few metres of Ordnance Survey's own conversion.
    expect(row?.latitude).toBeCloseTo(53.79907, 3);
    expect(row?.longitude).toBeCloseTo(-1.54412, 3);
  });

  it("refuses a file that is not a postcode directory, saying what it reads", async () => {
    await expect(
      importPostcodeDirectory(database.db, csv("name,email\nPat,pat@example.com")),
    ).rejects.toThrow(
      /ONS Postcode Directory CSV, OS Code-Point Open CSV files, or a CSV of postcode,latitude,longitude/,
    );
  });
});

describe("npm run postcodes:import", () => {
  const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

  // Spawns the command (a Node process loading TypeScript), as an operator would run it.
  it("loads a sample file into the database and says how many postcodes it holds", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "siteready-postcodes-"));
    const file = path.join(dataDir, "sample.csv");
    writeFileSync(file, simpleSample);
    await (await diskDatabaseFromTemplate(dataDir)).close();
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["--import", "tsx", "src/cli/postcodes-import.ts", file],
      { cwd: serverRoot, env: { PATH: process.env.PATH ?? "", DATA_DIR: dataDir } },
    );
    expect(stdout).toContain("sample.csv: 3 postcodes imported (simple), 1 rows skipped.");
    expect(stdout).toContain("The directory now holds 3 postcodes.");
    const database = await openDatabase({ pgliteDir: path.join(dataDir, "db") });
    try {
      expect(await countDirectoryPostcodes(database.db)).toBe(3);
    } finally {
      await database.close();
    }
  }, 90_000);
});
