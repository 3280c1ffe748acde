import type { Readable } from "node:stream";
import { normalizeUkPostcode } from "@siteready/domain/fields";
import { parse } from "csv-parse";
import proj4 from "proj4";
import type { Db } from "../../db/client.ts";
import { type DirectoryRow, upsertDirectoryRows } from "./geocoding.repository.ts";

/**
 * Loads a postcode directory CSV into the database, streaming and in batches, so ONS's 2.7 million rows never sit
 * in memory. Importing again (the same file, or a newer release) replaces rows: it is safe to repeat.
 *
 * Formats, told apart by the first line:
 * - ONS Postcode Directory (ONSPD): a header with `pcds` (or `pcd`), `lat` and `long`. Rows without a grid
 *   reference (latitude 99.999999) are skipped.
 * - OS Code-Point Open: no header (or a header naming Eastings and Northings); postcode, quality, eastings,
 *   northings, … in British National Grid metres (OSGB36), converted to WGS84 with proj4 using the OSTN-free
 *   7-parameter Helmert transform (good to about 5 m, plenty for distances in miles). Rows with no coordinates
 *   (quality 90, 0/0) are skipped.
 * - A simple file: `postcode,latitude,longitude` (header optional), WGS84 degrees.
 */

type DirectoryFormat = "onspd" | "codepoint" | "simple";

export interface ImportOutcome {
  format: DirectoryFormat;
  imported: number;
  skipped: number;
}

const IMPORT_BATCH_SIZE = 1_000;

/** British National Grid (EPSG:27700) with the OSGB36 → WGS84 Helmert parameters published by Ordnance Survey. */
const britishNationalGrid =
  "+proj=tmerc +lat_0=49 +lon_0=-2 +k=0.9996012717 +x_0=400000 +y_0=-100000 +ellps=airy " +
  "+towgs84=446.448,-125.157,542.06,0.15,0.247,0.842,-20.489 +units=m +no_defs";
const gridToWgs84 = proj4(britishNationalGrid, "WGS84");

export class DirectoryFormatError extends Error {}

interface RowReader {
  format: DirectoryFormat;
  /** True when the first line was a header (not a postcode). */
  headerLine: boolean;
  read(fields: string[]): { postcode: string; latitude: number; longitude: number } | null;
}

const number = (value: string | undefined) =>
  value === undefined || value.trim() === "" ? Number.NaN : Number(value);

function validCoordinates(latitude: number, longitude: number): boolean {
  // The UK with its islands sits well inside these bounds; anything else is a placeholder or a typing slip.
  return (
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    latitude > 49 &&
    latitude < 62 &&
    longitude > -9 &&
    longitude < 3
  );
}

function readerFor(first: string[]): RowReader {
  const header = first.map((field) => field.trim().toLowerCase());
  const column = (...names: string[]) => {
    for (const name of names) {
      const index = header.indexOf(name);
      if (index !== -1) return index;
    }
    return -1;
  };
  const inWgs84 = (
    postcodeAt: number,
    latitudeAt: number,
    longitudeAt: number,
    format: DirectoryFormat,
    headerLine: boolean,
  ): RowReader => ({
    format,
    headerLine,
    read(fields) {
      const postcode = normalizeUkPostcode(fields[postcodeAt] ?? "");
      const latitude = number(fields[latitudeAt]);
      const longitude = number(fields[longitudeAt]);
      return postcode && validCoordinates(latitude, longitude) ? { postcode, latitude, longitude } : null;
    },
  });
  const inGrid = (
    postcodeAt: number,
    eastingAt: number,
    northingAt: number,
    headerLine: boolean,
  ): RowReader => ({
    format: "codepoint",
    headerLine,
    read(fields) {
      const postcode = normalizeUkPostcode(fields[postcodeAt] ?? "");
      const easting = number(fields[eastingAt]);
      const northing = number(fields[northingAt]);
      if (!postcode || !(easting > 0) || !(northing > 0)) return null;
      const [longitude, latitude] = gridToWgs84.forward([easting, northing]) as [number, number];
      return validCoordinates(latitude, longitude) ? { postcode, latitude, longitude } : null;
    },
  });

  const onsPostcode = column("pcds", "pcd", "pcd2");
  if (onsPostcode !== -1 && column("lat") !== -1 && column("long") !== -1) {
    return inWgs84(onsPostcode, column("lat"), column("long"), "onspd", true);
  }
  if (column("postcode") !== -1 && column("eastings") !== -1 && column("northings") !== -1) {
    return inGrid(column("postcode"), column("eastings"), column("northings"), true);
  }
  if (
    column("postcode") !== -1 &&
    column("latitude", "lat") !== -1 &&
    column("longitude", "long", "lng") !== -1
  ) {
    return inWgs84(
      column("postcode"),
      column("latitude", "lat"),
      column("longitude", "long", "lng"),
      "simple",
      true,
    );
  }
  if (normalizeUkPostcode(first[0] ?? "")) {
    if (first.length >= 4) return inGrid(0, 2, 3, false);
    if (first.length === 3) return inWgs84(0, 1, 2, "simple", false);
  }
  throw new DirectoryFormatError(
    "This file is not a postcode directory we can read. Use the ONS Postcode Directory CSV, OS Code-Point Open CSV files, or a CSV of postcode,latitude,longitude.",
  );
}

export async function importPostcodeDirectory(db: Db, input: Readable): Promise<ImportOutcome> {
  const parser = input.pipe(
    parse({ bom: true, relax_column_count: true, skip_empty_lines: true, trim: true }),
  );
  let reader: RowReader | null = null;
  let batch: DirectoryRow[] = [];
  let imported = 0;
  let skipped = 0;
  const flush = async () => {
    // A postcode repeated within one batch would make the upsert touch a row twice, which Postgres refuses.
    const unique = [...new Map(batch.map((row) => [row.postcode, row])).values()];
    await upsertDirectoryRows(db, unique);
    imported += unique.length;
    batch = [];
  };
  for await (const fields of parser as AsyncIterable<string[]>) {
    if (!reader) {
      reader = readerFor(fields);
      if (reader.headerLine) continue;
    }
    const row = reader.read(fields);
    if (!row) {
      skipped++;
      continue;
    }
    batch.push({ ...row, outcode: row.postcode.slice(0, row.postcode.indexOf(" ")) });
    if (batch.length >= IMPORT_BATCH_SIZE) await flush();
  }
  await flush();
  if (!reader) throw new DirectoryFormatError("The file is empty.");
  return { format: reader.format, imported, skipped };
}
