export * from "./contract.ts";
export * from "./test-centre-csv.ts";
export * from "./test-centres.ts";
