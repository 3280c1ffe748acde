export * from "./admin-schemas.ts";
export * from "./agent-report.ts";
export * from "./contract.ts";
export * from "./health-score.ts";
