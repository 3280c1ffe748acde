export * from "./default-rules.ts";
export * from "./scheme-rule.ts";
