export * from "./document.ts";
