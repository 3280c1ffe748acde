export * from "./uploads.ts";
