export * from "./contract.ts";
export * from "./reminders.ts";
