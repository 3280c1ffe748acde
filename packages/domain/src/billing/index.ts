export * from "./billing.ts";
export * from "./checkout.ts";
export * from "./contract.ts";
