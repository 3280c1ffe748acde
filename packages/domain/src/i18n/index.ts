export * from "./formatting.ts";
export * from "./languages.ts";
export * from "./messages.ts";
