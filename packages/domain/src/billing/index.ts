export * from "./billing.ts";
export * from "./capabilities.ts";
export * from "./checkout.ts";
export * from "./contract.ts";
