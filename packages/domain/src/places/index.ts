export * from "./distance.ts";
