export * from "./default-rules.ts";
export * from "./plan-view.ts";
export * from "./renewal-plan.ts";
export * from "./rule-admin.ts";
export * from "./scheme-rule.ts";
