import { redactedLogFieldNames } from "@siteready/domain";
import type { LoggerOptions } from "pino";
import type { LogLevel } from "../config.ts";

/** Header and field names that carry credentials, beyond the spec's plain names. */
const credentialNames = [
  ...redactedLogFieldNames,
  "authorization",
  "cookie",
  '"set-cookie"',
  "accessToken",
  "refreshToken",
  "idToken",
  "newPassword",
  "currentPassword",
  "confirmPassword",
  "confirm_password",
  "apiKey",
  "clientSecret",
];

/** pino paths for every credential name at the top level and up to three levels down. */
export const redactPaths = credentialNames.flatMap((name) => [
  name,
  `*.${name}`,
  `*.*.${name}`,
  `*.*.*.${name}`,
]);

export function loggerOptions(level: LogLevel): LoggerOptions {
  return {
    level,
    redact: { paths: redactPaths, censor: "[redacted]" },
  };
}
