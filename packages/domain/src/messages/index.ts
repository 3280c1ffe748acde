export * from "./contract.ts";
export * from "./messages.ts";
