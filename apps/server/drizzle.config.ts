import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  // Every file of the folder: a new area's tables are found without a list to edit.
  schema: "./src/db/schema/*.ts",
  out: "./drizzle",
  casing: "snake_case",
});
