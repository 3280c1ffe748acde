export * from "./bank-details.ts";
export * from "./completion.ts";
export * from "./contract.ts";
export * from "./next-of-kin.ts";
export * from "./personal-details.ts";
export * from "./profile-views.ts";
export * from "./tax-details.ts";
