export * from "./theme.ts";
