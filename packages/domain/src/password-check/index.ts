// `@siteready/domain/password-check`: the light password check the web's password forms load as a new password is
// typed, without zxcvbn's full lists (the server's check, `@siteready/domain/password-strength`).
export * from "./light-check.ts";
