// A bare Fastify server the API load bench compares the app against: no plugins, no hooks, no validation.
// `memory`: answers GET /ref/<name> with the JSON the app gave for <name>, from memory.
// `query`: answers from one query on the same kind of database (PostgreSQL at DATABASE_URL, or PGlite in memory).
// Usage: node _reference-server.mjs <memory|query> <bodies.json> <port>
import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import Fastify from "fastify";
import pg from "pg";

const [mode, bodiesFile, port] = process.argv.slice(2);
const bodies = JSON.parse(readFileSync(bodiesFile, "utf8"));
const app = Fastify({ logger: false });

if (mode === "memory") {
  app.get("/ref/:name", async (request, reply) => {
    reply.header("content-type", "application/json; charset=utf-8");
    return bodies[request.params.name];
  });
} else {
  const query = await openQuery();
  await query("create table if not exists bench_reference (name text primary key, body text not null)");
  for (const [name, body] of Object.entries(bodies)) {
    await query(
      "insert into bench_reference (name, body) values ($1, $2) on conflict (name) do update set body = $2",
      [name, body],
    );
  }
  app.get("/ref/:name", async (request, reply) => {
    const rows = await query("select body from bench_reference where name = $1", [request.params.name]);
    reply.header("content-type", "application/json; charset=utf-8");
    return rows[0].body;
  });
}

async function openQuery() {
  if (process.env.DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
    return async (text, values) => (await pool.query(text, values)).rows;
  }
  const client = await PGlite.create("memory://");
  return async (text, values) => (await client.query(text, values)).rows;
}

await app.listen({ port: Number(port), host: "127.0.0.1" });
