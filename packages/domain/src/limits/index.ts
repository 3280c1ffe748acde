export * from "./quotas.ts";
