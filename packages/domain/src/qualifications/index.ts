export * from "./qualification.ts";
