export * from "./access.ts";
export * from "./accounts.ts";
export * from "./inductions.ts";
export * from "./marketing.ts";
export * from "./profile.ts";
export * from "./renewals.ts";
export * from "./work.ts";
