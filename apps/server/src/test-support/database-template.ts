import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../db/client.ts";
import { serverRoot } from "../lib/server-root.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A dump of a migrated PGlite data directory, which each test file loads a copy of. */
    pgliteTemplateFile?: string;
    /** On TEST_DATABASE_URL: a migrated database each test file copies with CREATE DATABASE … TEMPLATE. */
    postgresTemplateName?: string;
  }
}

/**
 * Vitest global setup for the server project: migrates one database once per run (PGlite: once per set of
 * migrations, see pgliteTemplate), so a test file copies it (about 0.4 s) instead of running initdb and every
 * migration itself (about 2 s).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `siteready_template_${randomBytes(6).toString("hex")}`;
    await withAdminClient(serverUrl, (client) => client.query(`create database ${name}`));
    const template = await openDatabase({ databaseUrl: databaseUrlFor(serverUrl, name), pgliteDir: "" });
    await template.close();
    project.provide("postgresTemplateName", name);
    return async () => {
      await withAdminClient(serverUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    };
  }

  project.provide("pgliteTemplateFile", await pgliteTemplate());
  return async () => undefined;
}

const templateCache = path.join(serverRoot, "node_modules", ".cache", "test-database");
const migrationsFolder = path.join(serverRoot, "drizzle");

/**
 * The migrated PGlite dump, kept in node_modules/.cache under a hash of the migrations and the PGlite version:
 * a run on an unchanged schema skips initdb and every migration (several seconds on one core before the first
 * file can start). Each copy still runs the migrator (client.ts), so even a stale dump could not hide one.
 */
async function pgliteTemplate(): Promise<string> {
  const hash = createHash("sha256").update(pgliteVersion());
  for (const name of readdirSync(migrationsFolder, { recursive: true, encoding: "utf8" }).sort()) {
    const file = path.join(migrationsFolder, name);
    if (name.endsWith(".sql") || name.endsWith(".json")) hash.update(name).update(readFileSync(file));
  }
  const name = `pglite-${hash.digest("hex").slice(0, 16)}.tar`;
  const file = path.join(templateCache, name);
  if (existsSync(file)) return file;

  const template = await openDatabase({ pgliteDir: "memory://" });
  const dump = await (template.db as unknown as { $client: PGlite }).$client.dumpDataDir("none");
  await template.close();
  mkdirSync(templateCache, { recursive: true });
  for (const stale of readdirSync(templateCache).filter((entry) => entry.endsWith(".tar"))) {
    rmSync(path.join(templateCache, stale), { force: true });
  }
  // Written aside and renamed, so a run starting meanwhile never reads half a dump.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return file;
}

function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  const packageJson = path.join(path.dirname(entry), "..", "package.json");
  return (JSON.parse(readFileSync(packageJson, "utf8")) as { version: string }).version;
}

export function databaseUrlFor(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withAdminClient<T>(
  serverUrl: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
