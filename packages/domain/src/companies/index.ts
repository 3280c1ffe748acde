export * from "./companies.ts";
export * from "./contract.ts";
