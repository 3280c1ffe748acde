export * from "./contract.ts";
export * from "./uploads.ts";
