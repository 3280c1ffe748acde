export * from "./contract.ts";
export * from "./sharing.ts";
