export * from "./contract.ts";
export * from "./marketing.ts";
