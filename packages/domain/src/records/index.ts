export * from "./contract.ts";
export * from "./record-identity.ts";
