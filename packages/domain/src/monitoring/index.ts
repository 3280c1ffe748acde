export * from "./contract.ts";
export * from "./health.ts";
