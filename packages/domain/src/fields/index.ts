export * from "./calendar-date.ts";
export * from "./fields.ts";
export * from "./formatting.ts";
export * from "./normalize.ts";
export * from "./phone.ts";
export * from "./uk-date.ts";
