export * from "./full-check.ts";
export * from "./password-strength.ts";
