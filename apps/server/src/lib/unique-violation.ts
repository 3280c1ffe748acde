/**
 * Whether a database error (or one it was wrapped in: drizzle wraps the driver's) is a unique-index violation,
 * PostgreSQL's 23505, which both PGlite and node-postgres report. With `index`, only that index's.
 */
export function isUniqueViolation(error: unknown, index?: string): boolean {
  for (let current = error; typeof current === "object" && current !== null; ) {
    if ("code" in current && current.code === "23505")
      return index === undefined || String("message" in current ? current.message : "").includes(index);
    current = "cause" in current ? current.cause : undefined;
  }
  return false;
}
