import { z } from "zod";
import { normalizeUkPostcode, sanitizeText } from "../fields/normalize.ts";
import type { Catalogue, MessageKey } from "../i18n/catalogue.ts";
import type { Language } from "../i18n/languages.ts";
import { type MessageRef, messageRef } from "../i18n/message-ref-codec.ts";
import { formatMessage } from "../i18n/translate.ts";
import { en } from "../i18n/whole-catalogue.ts";

/**
 * The test-centre directory as CSV, as an admin imports it: read with a small RFC 4180 parser (quoted fields,
 * commas and line breaks inside quotes, "" for a quote, CRLF or LF) and checked row by row, so every problem
 * can be reported by its line number in one go. Each problem is a catalogue message (`places.csv.*`) with its
 * values, so the admin page words it in the admin's language; `message` keeps the English for other clients.
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

/** The catalogue's words for a CSV problem. */
export type TestCentreCsvMessageKey = Extract<MessageKey, `places.csv.${string}`>;

const csvMessageKeys = Object.keys(en).filter((key): key is TestCentreCsvMessageKey =>
  key.startsWith("places.csv."),
) as [TestCentreCsvMessageKey, ...TestCentreCsvMessageKey[]];

const csvWordsSchema = z.object({
  key: z.enum(csvMessageKeys),
  values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type CsvWords = z.infer<typeof csvWordsSchema>;

/**
 * A problem in a CSV file, by the line its record starts on, as the import's 400 answer carries it in
 * `details.errors`: `message` in English, and `key` and `values` (and, for the header row, its `parts`, joined
 * into its `problems`) for testCentreCsvErrorIn to word in any language.
 */
export const csvLineErrorSchema = csvWordsSchema.extend({
  line: z.number().int(),
  message: z.string(),
  parts: z.array(csvWordsSchema).optional(),
});
export type CsvLineError = z.infer<typeof csvLineErrorSchema>;

/** A CSV problem in `language` ('Wiersz 3' is the page's; this is what follows it), from that language's catalogue. */
export function testCentreCsvErrorIn(
  error: CsvWords & { parts?: CsvWords[] | undefined },
  language: Language,
  catalogue: Catalogue,
): string {
  const say = ({ key, values }: CsvWords) => formatMessage(catalogue, language, key, values);
  if (!error.parts) return say(error);
  return say({ key: error.key, values: { ...error.values, problems: error.parts.map(say).join("; ") } });
}

/**
 * A CSV problem as a message reference for a field error: the header row's parts are worded here, in `language`,
 * and joined; the reference is worded in the same language where it is shown.
 */
export function testCentreCsvErrorRef(
  error: CsvWords & { parts?: CsvWords[] | undefined },
  language: Language,
  catalogue: Catalogue,
): MessageRef {
  if (!error.parts) return messageRef(error.key, error.values);
  const problems = error.parts
    .map(({ key, values }) => formatMessage(catalogue, language, key, values))
    .join("; ");
  return messageRef(error.key, { ...error.values, problems });
}

/** A problem on `line`, its English message written from the English catalogue. */
function csvError(
  line: number,
  key: TestCentreCsvMessageKey,
  values?: CsvWords["values"],
  parts?: CsvWords[],
) {
  const words: CsvWords & { parts?: CsvWords[] } = {
    key,
    ...(values ? { values } : {}),
    ...(parts ? { parts } : {}),
  };
  return { line, message: testCentreCsvErrorIn(words, "en", en), ...words } satisfies CsvLineError;
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

  const skipRestOfLine = (key: TestCentreCsvMessageKey) => {
    errors.push(csvError(recordLine, key));
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
      skipRestOfLine("places.csv.textAfterQuote");
      continue;
    }
    if (char === '"') {
      if (state === "start") {
        state = "quoted";
        index += 1;
        continue;
      }
      skipRestOfLine("places.csv.quoteInValue");
      continue;
    }
    field += char;
    state = "unquoted";
    index += 1;
  }

  if (state === "quoted") {
    errors.push(csvError(recordLine, "places.csv.quoteNotClosed"));
  } else if (state !== "start" || fields.length > 0 || field !== "") {
    endRecord();
  }
  return { records, errors };
}

// ---------------------------------------------------------------------------------------------------
// Rows

/** A column's value, or what is wrong with it (a `places.csv.*` message with a `column` placeholder). */
type ColumnCheck<T> = (value: string) => { value: T } | { error: CsvWords };

const requiredTextColumn =
  (maxLength: number): ColumnCheck<string> =>
  (raw) => {
    const value = sanitizeText(raw).replace(/\s+/g, " ");
    if (value === "") return { error: { key: "places.csv.required" } };
    if (value.length > maxLength) return { error: { key: "places.csv.tooLong", values: { max: maxLength } } };
    return { value };
  };

const coordinate =
  (min: number, max: number): ColumnCheck<number> =>
  (raw) => {
    const value = raw.trim();
    if (!/^-?\d+(\.\d+)?$/.test(value)) return { error: { key: "places.csv.notDegrees" } };
    const number = Number(value);
    // As the file must write them, with a point, in every language.
    if (number < min || number > max) {
      return { error: { key: "places.csv.outsideUk", values: { min: String(min), max: String(max) } } };
    }
    return { value: number };
  };

const columnChecks: { [K in TestCentreCsvColumn]: ColumnCheck<TestCentreRow[K]> } = {
  name: requiredTextColumn(NAME_MAX_LENGTH),
  address: requiredTextColumn(ADDRESS_MAX_LENGTH),
  postcode: (raw) => {
    const value = normalizeUkPostcode(raw);
    return value === null ? { error: { key: "places.csv.postcode" } } : { value };
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
    return value.length === 0 ? { error: { key: "places.csv.noTestTypes" } } : { value };
  },
  booking_url: (raw) => {
    const value = raw.trim();
    if (value === "") return { value: null };
    const valid =
      value.length <= URL_MAX_LENGTH && URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);
    return valid ? { value } : { error: { key: "places.csv.bookingUrl" } };
  },
  is_demo: (raw) => {
    const value = raw.trim().toLowerCase();
    if (["true", "yes", "1"].includes(value)) return { value: true };
    if (["false", "no", "0", ""].includes(value)) return { value: false };
    return { error: { key: "places.csv.trueOrFalse" } };
  },
};

function readHeader(record: CsvRecord): { indexes: Record<TestCentreCsvColumn, number> } | CsvLineError {
  const names = record.fields.map((name) => name.trim().toLowerCase());
  const unknown = names.filter((name) => !(testCentreCsvColumns as readonly string[]).includes(name));
  const missing = testCentreCsvColumns.filter((column) => !names.includes(column));
  const repeated = [...new Set(names.filter((name, index) => names.indexOf(name) !== index))];
  const problems = (
    [
      ["places.csv.missingColumns", missing],
      ["places.csv.unknownColumns", unknown],
      ["places.csv.repeatedColumns", repeated],
    ] as const
  )
    .filter(([, columns]) => columns.length > 0)
    .map(
      ([key, columns]): CsvWords => ({ key, values: { count: columns.length, columns: columns.join(", ") } }),
    );
  if (problems.length > 0) {
    return csvError(record.line, "places.csv.header", { columns: testCentreCsvColumns.join(",") }, problems);
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
      errors: [csvError(record.line, "places.csv.valueCount", { expected, found: record.fields.length })],
    };
  }
  const values: Partial<Record<TestCentreCsvColumn, unknown>> = {};
  const errors: CsvLineError[] = [];
  for (const column of testCentreCsvColumns) {
    const result = columnChecks[column](record.fields[indexes[column]] ?? "");
    if ("error" in result) {
      errors.push(csvError(record.line, result.error.key, { ...result.error.values, column }));
    } else values[column] = result.value;
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
      errors: [...errors, csvError(1, "places.csv.empty")],
    };
  }
  const headerResult = readHeader(header);
  if ("message" in headerResult) return { rows: [], errors: [headerResult, ...errors] };

  if (data.length === 0 && errors.length === 0) {
    errors.push(csvError(header.line, "places.csv.noRows"));
  }
  if (data.length > MAX_TEST_CENTRE_ROWS) {
    errors.push(
      csvError(data[MAX_TEST_CENTRE_ROWS]?.line ?? header.line, "places.csv.tooMany", {
        max: String(MAX_TEST_CENTRE_ROWS),
      }),
    );
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
      errors.push(csvError(record.line, "places.csv.sameAs", { line: String(first) }));
      continue;
    }
    firstLineOf.set(key, record.line);
    rows.push(result.row);
  }
  errors.sort((a, b) => a.line - b.line);
  return { rows, errors };
}
