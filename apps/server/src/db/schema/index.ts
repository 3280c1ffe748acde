export * from "./accounts.ts";
