export * from "./contract.ts";
