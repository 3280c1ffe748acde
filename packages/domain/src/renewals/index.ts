export * from "./contract.ts";
export * from "./expiry-urgency.ts";
export * from "./renewal-windows.ts";
export * from "./renewal-workflow.ts";
export * from "./renewals-views.ts";
