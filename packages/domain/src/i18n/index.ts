export * from "./catalogue.ts";
export * from "./formatting.ts";
export * from "./languages.ts";
export * from "./message-ref.ts";
export * from "./translate.ts";
export * from "./whole-catalogue.ts";
