export * from "./default-rules.ts";
export * from "./plan-view.ts";
export * from "./renewal-plan.ts";
export * from "./scheme-rule.ts";
