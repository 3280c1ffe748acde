import { readFile } from "node:fs/promises";
import path from "node:path";
import { type Catalogue, en, encodeMessageRef, type Language, type MessageRef } from "@siteready/domain/i18n";
import {
  parseTestCentreCsv,
  postcodeArea,
  type TestCentreImportResult,
  type TestCentreSearch,
  type TestCentreSearchResult,
  testCentreCsvErrorRef,
  testCentreMessages,
  testCentrePlace,
} from "@siteready/domain/test-centres";
import type { Db } from "../../db/client.ts";
import { AppError, validationFailed } from "../../lib/app-error.ts";
import { serverRoot } from "../../lib/server-root.ts";
import { roundMiles } from "../geocoding/geo-sql.ts";
import type { GeocodingService } from "../geocoding/geocoding.service.ts";
import {
  countTestCentres,
  findProfilePostcode,
  nearestTestCentres,
  replaceTestCentres,
  type TestCentreRecord,
  testCentresMatching,
} from "./test-centres.repository.ts";

/** The shipped demo directory: clearly labelled example rows, for trying the feature on a new install. */
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

function centreView(row: TestCentreRecord, distanceMiles: number | null) {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    postcode: row.postcode,
    latitude: row.latitude,
    longitude: row.longitude,
    test_types: row.testTypes,
    booking_url: row.bookingUrl,
    is_demo: row.isDemo,
    distance_miles: distanceMiles === null ? null : roundMiles(distanceMiles),
  };
}

/** The postcode lookup service could not be reached and the postcode is not in an imported directory. */
function lookupUnavailable(error: unknown): boolean {
  return error instanceof AppError && error.status === 503;
}

/**
 * The CITB test-centre finder (§2 /test-centers). `search` is also what the renewal workflow's
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
        fieldErrors[key] = [
          ...(fieldErrors[key] ?? []),
          encodeMessageRef(testCentreCsvErrorRef(error, language, catalogue)),
        ];
      }
      const message: MessageRef = {
        key: errors.length === 1 ? "places.import.failedOne" : "places.import.failedMany",
        values: { count: errors.length },
      };
      throw new AppError(400, "VALIDATION_FAILED", message, { fieldErrors, details: { errors } });
    }
    await replaceTestCentres(db, rows);
    return { imported: rows.length, demo: rows.filter((row) => row.is_demo).length };
  }

  return {
    /**
     * Centres near a postcode (the worker's own when none is given), nearest first; or, needing no outside
     * service, those of a town by name. When the postcode cannot be placed because the lookup service is down,
     * the answer says so and lists the centres in the postcode's area instead of failing.
     */
    async search(near: string | undefined, userId: string, limit: number): Promise<TestCentreSearchResult> {
      const where = near ?? (await findProfilePostcode(db, userId));
      const isEmpty = async () => (await countTestCentres(db)) === 0;
      // Not an error: a worker who has not added a postcode yet opens the page and is asked for one.
      if (!where) return { search: { by: "none" }, centres: [], directory_empty: await isEmpty() };
      const place = testCentrePlace(where);
      if (!place) throw validationFailed({ near: [testCentreMessages.postcodeOrTown] });
      const source = near ? "query" : "profile";
      const answer = async (
        search: TestCentreSearch,
        centres: ReturnType<typeof centreView>[],
      ): Promise<TestCentreSearchResult> => ({
        search,
        centres,
        directory_empty: centres.length === 0 && (await isEmpty()),
      });

      if ("town" in place) {
        const rows = await testCentresMatching(db, { town: place.town }, limit);
        return answer(
          { by: "town", town: place.town },
          rows.map((row) => centreView(row, null)),
        );
      }
      const found = await geocoding.lookupPlace(place.postcode, "near").catch((error: unknown) => {
        if (lookupUnavailable(error)) return null;
        throw error;
      });
      if (!found) {
        const area = postcodeArea(place.postcode);
        const rows = await testCentresMatching(db, { postcodeArea: area }, limit);
        return answer(
          { by: "postcode_area", place: place.postcode, area, source },
          rows.map((row) => centreView(row, null)),
        );
      }
      const rows = await nearestTestCentres(db, found, limit);
      return answer(
        { by: "distance", place: found.label, town: found.town, source },
        rows.map((row) => centreView(row, row.distanceMiles)),
      );
    },
    /** Replaces the directory only when every row is valid; otherwise 400 listing each problem by line. */
    importCsv,

    async importExample(words: ImportWords = english): Promise<TestCentreImportResult> {
      return importCsv(await readFile(exampleCsvPath, "utf8"), words);
    },
  };
}
