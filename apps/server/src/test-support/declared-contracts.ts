import { readdirSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { Endpoint, PlainRoute } from "@siteready/domain/endpoint";

/**
 * Every endpoint and plain route the domain declares, found by reading its sources rather than from a list: a
 * new contract file (wherever it sits under packages/domain/src) is checked without an edit here. An exported
 * map counts when each of its values is an endpoint (method, path, access) or a plain route (method, path, kind).
 */
const domainSources = join(import.meta.dirname, "../../../../packages/domain/src");

const isRoute = (value: unknown): value is { method: string; path: string } =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as { method?: unknown }).method === "string" &&
  typeof (value as { path?: unknown }).path === "string";
const isEndpoint = (value: unknown): value is Endpoint => isRoute(value) && "access" in value;
const isPlainRoute = (value: unknown): value is PlainRoute => isRoute(value) && "kind" in value;

const sourceFiles = readdirSync(domainSources, { recursive: true, encoding: "utf8" }).filter(
  (file) => file.endsWith(".ts") && !file.endsWith(".test.ts"),
);
const modules: Record<string, unknown>[] = await Promise.all(
  sourceFiles.map((file) => import(pathToFileURL(join(domainSources, file)).href)),
);
const maps = modules
  .flatMap((module) => Object.values(module))
  .filter(
    (value): value is Record<string, unknown> =>
      typeof value === "object" && value !== null && !Array.isArray(value) && Object.keys(value).length > 0,
  );

/** The values of every exported map whose values all pass `is`, each object once. */
function declared<T>(is: (value: unknown) => value is T): T[] {
  const found = maps
    .filter((map) => Object.values(map).every(is))
    .flatMap((map) => Object.values(map) as T[]);
  return [...new Set(found)];
}

export const declaredEndpoints = declared(isEndpoint);
export const declaredPlainRoutes = declared(isPlainRoute);
