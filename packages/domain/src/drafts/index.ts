export * from "./draft.ts";
export * from "./drafts.ts";
