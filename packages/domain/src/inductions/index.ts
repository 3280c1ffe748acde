export * from "./contract.ts";
export * from "./induction.ts";
export * from "./induction-labels.ts";
export * from "./induction-ocr.ts";
export * from "./induction-views.ts";
