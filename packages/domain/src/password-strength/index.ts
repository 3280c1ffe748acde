export * from "./password-strength.ts";
