import { normalizeUkPostcode, sanitizeText } from "../schemas/fields.ts";

/**
 * The test-centre directory as CSV, as an admin imports it: read with a small RFC 4180 parser (quoted fields,
 * commas and line breaks inside quotes, "" for a quote, CRLF or LF) and checked row by row, so every problem
 * can be reported by its line number in one go.
 */

export const testCentreCsvColumns = [
  "name",
  "address",
  "postcode",
  "latitude",
  "longitude",
  "test_types",
  "booking_url",
  "is_demo",
] as const;
type TestCentreCsvColumn = (typeof testCentreCsvColumns)[number];

export interface TestCentreRow {
  /** The line the row starts on (the header is line 1). */
  line: number;
  name: string;
  address: string;
  /** Normalised, e.g. 'LS1 4DY'. */
  postcode: string;
  latitude: number;
  longitude: number;
  test_types: string[];
  booking_url: string | null;
  is_demo: boolean;
}

export interface CsvLineError {
  line: number;
  message: string;
}

export interface TestCentreCsvResult {
  rows: TestCentreRow[];
  errors: CsvLineError[];
}

/** A directory is a few hundred centres; far more than this is the wrong file. */
export const MAX_TEST_CENTRE_ROWS = 5_000;
const NAME_MAX_LENGTH = 200;
const ADDRESS_MAX_LENGTH = 300;
const URL_MAX_LENGTH = 500;

/** Great Britain, Northern Ireland, the Channel Islands and the Isle of Man, with a margin. */
const ukBounds = { minLatitude: 49, maxLatitude: 61, minLongitude: -8.7, maxLongitude: 2 } as const;

// ---------------------------------------------------------------------------------------------------
// RFC 4180

export interface CsvRecord {
  /** The line the record starts on; a quoted line break makes a record span several lines. */
  line: number;
  fields: string[];
}

/** Splits CSV text into records. A record with a quoting mistake becomes an error and is left out. */
export function parseCsvRecords(text: string): { records: CsvRecord[]; errors: CsvLineError[] } {
  const input = text.startsWith("\uFEFF") ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  const errors: CsvLineError[] = [];

  let line = 1;
  let recordLine = 1;
  let fields: string[] = [];
  let field = "";
  // start: at the beginning of a field; unquoted/quoted: inside one; closed: just after a closing quote.
  let state: "start" | "unquoted" | "quoted" | "closed" = "start";
  let index = 0;

  const endRecord = () => {
    fields.push(field);
    // A blank line is not a record.
    if (!(fields.length === 1 && fields[0] === "")) records.push({ line: recordLine, fields });
    fields = [];
    field = "";
    state = "start";
  };

  /** Consumes a line break at `index` (CRLF, LF or CR) and returns its length. */
  const lineBreakLength = (at: number) => (input[at] === "\r" && input[at + 1] === "\n" ? 2 : 1);

  const skipRestOfLine = (message: string) => {
    errors.push({ line: recordLine, message });
    while (index < input.length && input[index] !== "\n" && input[index] !== "\r") index += 1;
    if (index < input.length) index += lineBreakLength(index);
    line += 1;
    recordLine = line;
    fields = [];
    field = "";
    state = "start";
  };

  while (index < input.length) {
    const char = input[index] as string;
    if (state === "quoted") {
      if (char === '"') {
        if (input[index + 1] === '"') {
          field += '"';
          index += 2;
        } else {
          state = "closed";
          index += 1;
        }
      } else if (char === "\r" || char === "\n") {
        const length = lineBreakLength(index);
        // Line breaks inside a field are kept as \n whatever the file used.
        field += "\n";
        index += length;
        line += 1;
      } else {
        field += char;
        index += 1;
      }
      continue;
    }

    if (char === ",") {
      fields.push(field);
      field = "";
      state = "start";
      index += 1;
      continue;
    }
    if (char === "\r" || char === "\n") {
      index += lineBreakLength(index);
      endRecord();
      line += 1;
      recordLine = line;
      continue;
    }
    if (state === "closed") {
      skipRestOfLine("Unexpected text after a closing quote; wrap the whole value in quotes");
      continue;
    }
    if (char === '"') {
      if (state === "start") {
        state = "quoted";
        index += 1;
        continue;
      }
      skipRestOfLine('A value with a quote in it must be wrapped in quotes, with the quote doubled ("")');
      continue;
    }
    field += char;
    state = "unquoted";
    index += 1;
  }

  if (state === "quoted") {
    errors.push({ line: recordLine, message: "A quoted value is never closed" });
  } else if (state !== "start" || fields.length > 0 || field !== "") {
    endRecord();
  }
  return { records, errors };
}

// ---------------------------------------------------------------------------------------------------
// Rows

type ColumnCheck<T> = (value: string) => { value: T } | { error: string };

const requiredTextColumn =
  (maxLength: number): ColumnCheck<string> =>
  (raw) => {
    const value = sanitizeText(raw).replace(/\s+/g, " ");
    if (value === "") return { error: "is required" };
    if (value.length > maxLength) return { error: `must be ${maxLength} characters or fewer` };
    return { value };
  };

const coordinate =
  (min: number, max: number): ColumnCheck<number> =>
  (raw) => {
    const value = raw.trim();
    if (!/^-?\d+(\.\d+)?$/.test(value)) return { error: "must be a number in decimal degrees, e.g. 53.7950" };
    const number = Number(value);
    if (number < min || number > max) return { error: `must be between ${min} and ${max} (in the UK)` };
    return { value: number };
  };

const columnChecks: { [K in TestCentreCsvColumn]: ColumnCheck<TestCentreRow[K]> } = {
  name: requiredTextColumn(NAME_MAX_LENGTH),
  address: requiredTextColumn(ADDRESS_MAX_LENGTH),
  postcode: (raw) => {
    const value = normalizeUkPostcode(raw);
    return value === null ? { error: "Please enter a valid UK postcode" } : { value };
  },
  latitude: coordinate(ukBounds.minLatitude, ukBounds.maxLatitude),
  longitude: coordinate(ukBounds.minLongitude, ukBounds.maxLongitude),
  test_types: (raw) => {
    const value = [
      ...new Set(
        raw
          .split(";")
          .map((type) => sanitizeText(type))
          .filter(Boolean),
      ),
    ];
    return value.length === 0 ? { error: "list at least one test type, separated by semicolons" } : { value };
  },
  booking_url: (raw) => {
    const value = raw.trim();
    if (value === "") return { value: null };
    const valid =
      value.length <= URL_MAX_LENGTH && URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);
    return valid ? { value } : { error: "must be a web address starting with https:// or http://" };
  },
  is_demo: (raw) => {
    const value = raw.trim().toLowerCase();
    if (["true", "yes", "1"].includes(value)) return { value: true };
    if (["false", "no", "0", ""].includes(value)) return { value: false };
    return { error: "must be true or false" };
  },
};

function readHeader(record: CsvRecord): { indexes: Record<TestCentreCsvColumn, number> } | CsvLineError {
  const names = record.fields.map((name) => name.trim().toLowerCase());
  const problems: string[] = [];
  const unknown = names.filter((name) => !(testCentreCsvColumns as readonly string[]).includes(name));
  const missing = testCentreCsvColumns.filter((column) => !names.includes(column));
  const repeated = names.filter((name, index) => names.indexOf(name) !== index);
  if (missing.length > 0)
    problems.push(`missing column${missing.length > 1 ? "s" : ""} ${missing.join(", ")}`);
  if (unknown.length > 0)
    problems.push(`unknown column${unknown.length > 1 ? "s" : ""} ${unknown.join(", ")}`);
  if (repeated.length > 0) problems.push(`repeated column ${[...new Set(repeated)].join(", ")}`);
  if (problems.length > 0) {
    return {
      line: record.line,
      message: `Header row: ${problems.join("; ")}. Expected: ${testCentreCsvColumns.join(",")}`,
    };
  }
  const indexes = Object.fromEntries(testCentreCsvColumns.map((column) => [column, names.indexOf(column)]));
  return { indexes: indexes as Record<TestCentreCsvColumn, number> };
}

function readRow(
  record: CsvRecord,
  indexes: Record<TestCentreCsvColumn, number>,
): { row: TestCentreRow } | { errors: CsvLineError[] } {
  const expected = testCentreCsvColumns.length;
  if (record.fields.length !== expected) {
    return {
      errors: [{ line: record.line, message: `Expected ${expected} values, found ${record.fields.length}` }],
    };
  }
  const values: Partial<Record<TestCentreCsvColumn, unknown>> = {};
  const errors: CsvLineError[] = [];
  for (const column of testCentreCsvColumns) {
    const result = columnChecks[column](record.fields[indexes[column]] ?? "");
    if ("error" in result) errors.push({ line: record.line, message: `${column}: ${result.error}` });
    else values[column] = result.value;
  }
  if (errors.length > 0) return { errors };
  return { row: { line: record.line, ...(values as Omit<TestCentreRow, "line">) } };
}

/** Reads a whole file. `rows` holds the valid rows; the directory should only be replaced when `errors` is empty. */
export function parseTestCentreCsv(text: string): TestCentreCsvResult {
  const { records, errors } = parseCsvRecords(text);
  const [header, ...data] = records;
  if (!header) {
    return {
      rows: [],
      errors: [...errors, { line: 1, message: "The file is empty: it needs a header row" }],
    };
  }
  const headerResult = readHeader(header);
  if ("message" in headerResult) return { rows: [], errors: [headerResult, ...errors] };

  if (data.length === 0 && errors.length === 0) {
    errors.push({ line: header.line, message: "The file has no test centres below the header row" });
  }
  if (data.length > MAX_TEST_CENTRE_ROWS) {
    errors.push({
      line: data[MAX_TEST_CENTRE_ROWS]?.line ?? header.line,
      message: `A directory can hold up to ${MAX_TEST_CENTRE_ROWS} test centres`,
    });
  }

  const rows: TestCentreRow[] = [];
  const firstLineOf = new Map<string, number>();
  for (const record of data.slice(0, MAX_TEST_CENTRE_ROWS)) {
    const result = readRow(record, headerResult.indexes);
    if ("errors" in result) {
      errors.push(...result.errors);
      continue;
    }
    const key = `${result.row.name.toLowerCase()}|${result.row.postcode}`;
    const first = firstLineOf.get(key);
    if (first !== undefined) {
      errors.push({ line: record.line, message: `Same name and postcode as line ${first}` });
      continue;
    }
    firstLineOf.set(key, record.line);
    rows.push(result.row);
  }
  errors.sort((a, b) => a.line - b.line);
  return { rows, errors };
}
