import { readFile } from "node:fs/promises";
import path from "node:path";
import {
  type Catalogue,
  en,
  formatMessage,
  type Language,
  parseTestCentreCsv,
  type TestCentreImportResult,
  type TestCentreSearchResult,
  testCentreCsvErrorIn,
} from "@siteready/domain";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { serverRoot } from "../../server-root.ts";
import { roundMiles } from "../geocoding/geo-sql.ts";
import { explainPlaceNeeded, type GeocodingService } from "../geocoding/geocoding.service.ts";
import {
  countTestCentres,
  findProfilePostcode,
  nearestTestCentres,
  replaceTestCentres,
} from "./test-centres.repository.ts";

/** The shipped demo directory: clearly labelled example rows, for trying the feature on a new install. */
const testCentresNeedPlaceMessage =
  "To list the nearest test centres we need to know where your postcode is.";

export const exampleTestCentresCsvPath = path.join(serverRoot, "data/test-centres.example.csv");

/** The language an import's problems are told in, and its catalogue. */
interface ImportWords {
  language: Language;
  catalogue: Catalogue;
}
const english: ImportWords = { language: "en", catalogue: en };

export interface TestCentresServiceOptions {
  db: Db;
  geocoding: GeocodingService;
  exampleCsvPath?: string;
}

/**
 * The CITB test-centre finder (§2 /test-centers). `nearest` is also what the renewal workflow's
 * find_test_center step uses when the feature is on.
 */
export function createTestCentresService({
  db,
  geocoding,
  exampleCsvPath = exampleTestCentresCsvPath,
}: TestCentresServiceOptions) {
  /**
   * Replaces the directory from CSV text, or refuses the whole file with every problem by line: the message and
   * field errors in the admin's language (`words`), `details.errors` as data (English and catalogue keys).
   */
  async function importCsv(text: string, words: ImportWords = english): Promise<TestCentreImportResult> {
    const { rows, errors } = parseTestCentreCsv(text);
    if (errors.length > 0) {
      const { language, catalogue } = words;
      const fieldErrors: Record<string, string[]> = {};
      for (const error of errors) {
        const key = `line ${error.line}`;
        fieldErrors[key] = [...(fieldErrors[key] ?? []), testCentreCsvErrorIn(error, language, catalogue)];
      }
      const message = formatMessage(
        catalogue,
        language,
        errors.length === 1 ? "places.import.failedOne" : "places.import.failedMany",
        { count: errors.length },
      );
      throw new AppError(400, "VALIDATION_FAILED", message, { fieldErrors, details: { errors } });
    }
    await replaceTestCentres(db, rows);
    return { imported: rows.length, demo: rows.filter((row) => row.is_demo).length };
  }

  return {
    async nearest(near: string | undefined, userId: string, limit: number): Promise<TestCentreSearchResult> {
      const profilePostcode = near ? null : await findProfilePostcode(db, userId);
      const where = near ?? profilePostcode;
      // Not an error: a worker who has not added a postcode yet opens the page and is asked for one.
      if (!where) return { near: null, centres: [], directory_empty: (await countTestCentres(db)) === 0 };
      const place = await geocoding.lookupPlace(where, "near").catch((error: unknown) => {
        throw explainPlaceNeeded(error, testCentresNeedPlaceMessage);
      });
      const rows = await nearestTestCentres(db, place, limit);
      return {
        near: { place: place.label, town: place.town, source: near ? "query" : "profile" },
        centres: rows.map((row) => ({
          id: row.id,
          name: row.name,
          address: row.address,
          postcode: row.postcode,
          latitude: row.latitude,
          longitude: row.longitude,
          test_types: row.testTypes,
          booking_url: row.bookingUrl,
          is_demo: row.isDemo,
          distance_miles: roundMiles(row.distanceMiles),
        })),
        directory_empty: rows.length === 0 && (await countTestCentres(db)) === 0,
      };
    },

    /** Replaces the directory only when every row is valid; otherwise 400 listing each problem by line. */
    importCsv,

    async importExample(words: ImportWords = english): Promise<TestCentreImportResult> {
      return importCsv(await readFile(exampleCsvPath, "utf8"), words);
    },
  };
}
