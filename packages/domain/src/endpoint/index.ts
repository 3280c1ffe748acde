export * from "./access.ts";
export * from "./endpoint.ts";
export * from "./no-body.ts";
export * from "./retry-policy.ts";
