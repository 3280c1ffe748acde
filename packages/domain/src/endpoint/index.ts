export * from "./access.ts";
export * from "./endpoint.ts";
export * from "./retry-policy.ts";
