export * from "./api-error.ts";
export * from "./errors.ts";
