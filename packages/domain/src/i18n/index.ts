export * from "./catalogue.ts";
export * from "./formatting.ts";
export * from "./languages.ts";
export * from "./translate.ts";
