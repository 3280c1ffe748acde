export * from "./errors.ts";
export * from "./rules/retry-policy.ts";
