export * from "./catalogues/areas.ts";
export * from "./formatting.ts";
export * from "./languages.ts";
export * from "./messages.ts";
export * from "./translate-message.ts";
