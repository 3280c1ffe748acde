export * from "./card-match.ts";
export * from "./contract.ts";
export * from "./job.ts";
export * from "./job-dates.ts";
export * from "./jobs-views.ts";
