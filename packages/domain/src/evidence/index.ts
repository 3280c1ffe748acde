export * from "./contract.ts";
export * from "./evidence.ts";
export * from "./own-checks.ts";
