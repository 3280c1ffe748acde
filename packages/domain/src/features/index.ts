export * from "./coming-soon.ts";
export * from "./feature-access.ts";
export * from "./feature-view.ts";
export * from "./features.ts";
export * from "./flags.ts";
export * from "./route-access.ts";
export * from "./sidebar.ts";
