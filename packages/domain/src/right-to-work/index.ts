export * from "./contract.ts";
export * from "./right-to-work.ts";
