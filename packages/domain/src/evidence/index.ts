export * from "./contract.ts";
export * from "./evidence.ts";
