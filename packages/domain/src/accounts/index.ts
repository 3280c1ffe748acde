export * from "./account-security.ts";
export * from "./auth-constants.ts";
export * from "./contract.ts";
export * from "./redirects.ts";
export * from "./registration.ts";
export * from "./session-expiry.ts";
export * from "./session-schemas.ts";
