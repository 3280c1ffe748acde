import { describe, expect, it } from "vitest";
import { catalogues } from "../catalogues/index.ts";
import {
  type CsvLineError,
  csvLineErrorSchema,
  MAX_TEST_CENTRE_ROWS,
  parseCsvRecords,
  parseTestCentreCsv,
  testCentreCsvErrorIn,
} from "./test-centre-csv.ts";

/** The problems as the API has always said them, in English by line. */
const english = (errors: CsvLineError[]) => errors.map(({ line, message }) => ({ line, message }));

const header = "name,address,postcode,latitude,longitude,test_types,booking_url,is_demo";
const leeds =
  'DEMO Test Centre — Leeds (example data),"Example address, not a real centre",ls14dy,53.7950,-1.5477,Operatives;Supervisors,https://www.citb.co.uk/,true';

describe("parseCsvRecords", () => {
  it("reads quoted fields with commas, doubled quotes and line breaks, with CRLF or LF", () => {
    const text = 'a,"b, c","say ""hi"""\r\n"multi\r\nline",,last\nx,y,z';
    expect(parseCsvRecords(text)).toEqual({
      records: [
        { line: 1, fields: ["a", "b, c", 'say "hi"'] },
        { line: 2, fields: ["multi\nline", "", "last"] },
        { line: 4, fields: ["x", "y", "z"] },
      ],
      errors: [],
    });
  });

  it("skips blank lines, a trailing line break and a byte-order mark", () => {
    expect(parseCsvRecords("\uFEFFa,b\n\n\nc,d\n").records).toEqual([
      { line: 1, fields: ["a", "b"] },
      { line: 4, fields: ["c", "d"] },
    ]);
  });

  it("keeps an empty last field", () => {
    expect(parseCsvRecords("a,").records).toEqual([{ line: 1, fields: ["a", ""] }]);
  });

  it("reports quoting mistakes by line and carries on with the next line", () => {
    const { records, errors } = parseCsvRecords('a,b"c\n"x"y,z\nok,1\n"never closed,2\n');
    expect(records).toEqual([{ line: 3, fields: ["ok", "1"] }]);
    expect(english(errors)).toEqual([
      {
        line: 1,
        message: 'A value with a quote in it must be wrapped in quotes, with the quote doubled ("")',
      },
      { line: 2, message: "Unexpected text after a closing quote; wrap the whole value in quotes" },
      { line: 4, message: "A quoted value is never closed" },
    ]);
    expect(errors.map((error) => error.key)).toEqual([
      "places.csv.quoteInValue",
      "places.csv.textAfterQuote",
      "places.csv.quoteNotClosed",
    ]);
  });
});

describe("parseTestCentreCsv", () => {
  it("reads valid rows into test centres", () => {
    const result = parseTestCentreCsv(`${header}\r\n${leeds}\r\n`);
    expect(result).toEqual({
      errors: [],
      rows: [
        {
          line: 2,
          name: "DEMO Test Centre — Leeds (example data)",
          address: "Example address, not a real centre",
          postcode: "LS1 4DY",
          latitude: 53.795,
          longitude: -1.5477,
          test_types: ["Operatives", "Supervisors"],
          booking_url: "https://www.citb.co.uk/",
          is_demo: true,
        },
      ],
    });
  });

  it("accepts the columns in any order, and an empty booking link and demo flag", () => {
    const text =
      "is_demo,booking_url,test_types,longitude,latitude,postcode,address,name\n,,Operatives,-2.2446,53.4781,M2 5PD,1 Any Street,Centre";
    expect(parseTestCentreCsv(text).rows[0]).toMatchObject({
      name: "Centre",
      booking_url: null,
      is_demo: false,
      latitude: 53.4781,
      longitude: -2.2446,
    });
  });

  it("reports every problem with its line number", () => {
    const text = [
      header,
      leeds,
      ",Somewhere,NOPE,53.1,-1.2,Operatives,,false",
      "Centre B,Somewhere,M2 5PD,north,-1.2,,ftp://example.com,maybe",
      "Centre C,Somewhere,M2 5PD,-1.5,53.4,Operatives,,false",
      "Too,few,columns",
      '"Centre D","Two\nlines",M2 5PD,53.4,-2.2,Managers and Professionals,,no',
      "Centre E,Somewhere,M2 5PD,53.4,-2.2,Operatives,,no,extra",
      leeds,
    ].join("\n");
    const result = parseTestCentreCsv(text);
    expect(english(result.errors)).toEqual([
      { line: 3, message: "name: is required" },
      { line: 3, message: "postcode: Please enter a valid UK postcode" },
      { line: 4, message: "latitude: must be a number in decimal degrees, e.g. 53.7950" },
      { line: 4, message: "test_types: list at least one test type, separated by semicolons" },
      { line: 4, message: "booking_url: must be a web address starting with https:// or http://" },
      { line: 4, message: "is_demo: must be true or false" },
      { line: 5, message: "latitude: must be between 49 and 61 (in the UK)" },
      { line: 5, message: "longitude: must be between -8.7 and 2 (in the UK)" },
      { line: 6, message: "Expected 8 values, found 3" },
      { line: 9, message: "Expected 8 values, found 9" },
      { line: 10, message: "Same name and postcode as line 2" },
    ]);
    expect(result.rows.map((row) => [row.line, row.name])).toEqual([
      [2, "DEMO Test Centre — Leeds (example data)"],
      [7, "Centre D"],
    ]);
  });

  it("checks the header row", () => {
    expect(
      english(parseTestCentreCsv("name,address,postcode,lat,lng,test_types,booking_url,is_demo\nx").errors),
    ).toEqual([
      {
        line: 1,
        message:
          "Header row: missing columns latitude, longitude; unknown columns lat, lng. Expected: name,address,postcode,latitude,longitude,test_types,booking_url,is_demo",
      },
    ]);
  });

  it("refuses an empty file and a header with no rows", () => {
    expect(english(parseTestCentreCsv("").errors)).toEqual([
      { line: 1, message: "The file is empty: it needs a header row" },
    ]);
    expect(english(parseTestCentreCsv(`${header}\n`).errors)).toEqual([
      { line: 1, message: "The file has no test centres below the header row" },
    ]);
  });

  it("refuses more rows than a directory can hold", () => {
    const row = (index: number) => `Centre ${index},Somewhere,M2 5PD,53.4,-2.2,Operatives,,false`;
    const text = [header, ...Array.from({ length: MAX_TEST_CENTRE_ROWS + 1 }, (_, index) => row(index))].join(
      "\n",
    );
    expect(english(parseTestCentreCsv(text).errors)).toEqual([
      {
        line: MAX_TEST_CENTRE_ROWS + 2,
        message: "A directory can hold up to 5,000 test centres",
      },
    ]);
  });

  it("removes angle brackets from text, as every input does", () => {
    const text = `${header}\n<b>Centre</b>,Somewhere,M2 5PD,53.4,-2.2,Operatives;<i>Specialist</i>,,false`;
    expect(parseTestCentreCsv(text).rows[0]).toMatchObject({
      name: "bCentre/b",
      test_types: ["Operatives", "iSpecialist/i"],
    });
  });

  it("gives each problem as a catalogue message with its values, worded in any language", () => {
    const text = [
      header,
      "Centre,Somewhere,NOPE,53.4,-2.2,Operatives,,false",
      "Centre B,Somewhere,M2 5PD,-1.5,53.4,Operatives,,false",
      "Too,few",
    ].join("\n");
    const { errors } = parseTestCentreCsv(text);
    expect(errors).toEqual([
      {
        line: 2,
        message: "postcode: Please enter a valid UK postcode",
        key: "places.csv.postcode",
        values: { column: "postcode" },
      },
      {
        line: 3,
        message: "latitude: must be between 49 and 61 (in the UK)",
        key: "places.csv.outsideUk",
        values: { min: "49", max: "61", column: "latitude" },
      },
      {
        line: 3,
        message: "longitude: must be between -8.7 and 2 (in the UK)",
        key: "places.csv.outsideUk",
        values: { min: "-8.7", max: "2", column: "longitude" },
      },
      {
        line: 4,
        message: "Expected 8 values, found 2",
        key: "places.csv.valueCount",
        values: { expected: 8, found: 2 },
      },
    ]);
    // What the API carries is what the web reads back.
    for (const error of errors)
      expect(csvLineErrorSchema.parse(JSON.parse(JSON.stringify(error)))).toEqual(error);
    for (const error of errors) expect(testCentreCsvErrorIn(error, "en", catalogues.en)).toBe(error.message);
    expect(errors.map((error) => testCentreCsvErrorIn(error, "pl", catalogues.pl))).toEqual([
      "postcode: wpisz poprawny brytyjski kod pocztowy",
      "latitude: musi mieścić się między 49 a 61 (w Wielkiej Brytanii)",
      "longitude: musi mieścić się między -8.7 a 2 (w Wielkiej Brytanii)",
      "Oczekiwano 8 wartości, znaleziono: 2",
    ]);
  });

  it("words the header row's problems in the language, each with its own plural", () => {
    const [error] = parseTestCentreCsv(
      "name,address,postcode,lat,longitude,test_types,booking_url,is_demo,is_demo\nx",
    ).errors;
    if (!error) throw new Error("no header error");
    expect(error.message).toBe(
      "Header row: missing column latitude; unknown column lat; repeated column is_demo. Expected: name,address,postcode,latitude,longitude,test_types,booking_url,is_demo",
    );
    expect(testCentreCsvErrorIn(error, "pl", catalogues.pl)).toBe(
      "Wiersz nagłówka: brak kolumny latitude; nieznana kolumna lat; powtórzona kolumna is_demo. Oczekiwano: name,address,postcode,latitude,longitude,test_types,booking_url,is_demo",
    );
    for (const language of ["ro", "lt", "bg"] as const) {
      const worded = testCentreCsvErrorIn(error, language, catalogues[language]);
      expect(worded).toContain("latitude");
      expect(worded).not.toContain("Header row");
    }
  });
});
