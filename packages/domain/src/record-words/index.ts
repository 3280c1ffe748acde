export * from "./record-words.ts";
