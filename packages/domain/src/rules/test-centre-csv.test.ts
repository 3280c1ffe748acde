import { describe, expect, it } from "vitest";
import { MAX_TEST_CENTRE_ROWS, parseCsvRecords, parseTestCentreCsv } from "./test-centre-csv.ts";

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
    expect(parseCsvRecords('a,b"c\n"x"y,z\nok,1\n"never closed,2\n')).toEqual({
      records: [{ line: 3, fields: ["ok", "1"] }],
      errors: [
        {
          line: 1,
          message: 'A value with a quote in it must be wrapped in quotes, with the quote doubled ("")',
        },
        { line: 2, message: "Unexpected text after a closing quote; wrap the whole value in quotes" },
        { line: 4, message: "A quoted value is never closed" },
      ],
    });
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
    expect(result.errors).toEqual([
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
      parseTestCentreCsv("name,address,postcode,lat,lng,test_types,booking_url,is_demo\nx").errors,
    ).toEqual([
      {
        line: 1,
        message:
          "Header row: missing columns latitude, longitude; unknown columns lat, lng. Expected: name,address,postcode,latitude,longitude,test_types,booking_url,is_demo",
      },
    ]);
  });

  it("refuses an empty file and a header with no rows", () => {
    expect(parseTestCentreCsv("").errors).toEqual([
      { line: 1, message: "The file is empty: it needs a header row" },
    ]);
    expect(parseTestCentreCsv(`${header}\n`).errors).toEqual([
      { line: 1, message: "The file has no test centres below the header row" },
    ]);
  });

  it("refuses more rows than a directory can hold", () => {
    const row = (index: number) => `Centre ${index},Somewhere,M2 5PD,53.4,-2.2,Operatives,,false`;
    const text = [header, ...Array.from({ length: MAX_TEST_CENTRE_ROWS + 1 }, (_, index) => row(index))].join(
      "\n",
    );
    expect(parseTestCentreCsv(text).errors).toEqual([
      {
        line: MAX_TEST_CENTRE_ROWS + 2,
        message: `A directory can hold up to ${MAX_TEST_CENTRE_ROWS} test centres`,
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
});
