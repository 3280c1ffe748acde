import { readFileSync } from "node:fs";

/** The SQL statements of one migration in apps/server/drizzle, for tests that apply a data fix again. */
export function migrationStatements(file: string): string[] {
  return readFileSync(new URL(`../../drizzle/${file}`, import.meta.url), "utf8")
    .split("--> statement-breakpoint")
    .map((statement) => statement.trim());
}
