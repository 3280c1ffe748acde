import Fastify from "fastify";
import { validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createResponseSerializerCompiler } from "./response-serializer.ts";

const card = z.object({
  id: z.string(),
  expiry_date: z.iso.date().nullable(),
  verified_at: z.date().nullable(),
  tags: z.array(z.object({ name: z.string() })),
  note: z.string().optional(),
});
const answer = z.object({
  card,
  owner: z.object({ name: z.string() }).nullable(),
  result: z.discriminatedUnion("kind", [
    z.object({ kind: z.literal("photo"), url: z.string() }),
    z.object({ kind: z.literal("text"), body: z.string(), lines: z.number().int() }),
  ]),
  either: z.union([z.object({ count: z.number() }), z.string()]),
  counts: z.record(z.string(), z.number()),
  extra: z.unknown(),
});

/** What fastify-type-provider-zod's serializer wrote: zod encodes (and strips), then JSON.stringify. */
const throughZod = (data: unknown) => JSON.stringify(z.encode(answer, data as z.output<typeof answer>));

async function served(data: unknown) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createResponseSerializerCompiler());
  app.get("/", { schema: { response: { 200: answer } } }, async () => data as z.output<typeof answer>);
  const response = await app.inject({ method: "GET", url: "/" });
  await app.close();
  return response;
}

const row = {
  card: {
    id: "c1",
    expiry_date: "2030-01-31",
    verified_at: new Date("2026-03-04T05:06:07.089Z"),
    tags: [{ name: "CSCS" }],
  },
  owner: null,
  result: { kind: "text", body: 'Line one\n"quoted" \u2028', lines: 2 },
  either: "plain",
  counts: { a: 1, b: 2.5 },
  extra: { anything: [1, "two", null] },
};

describe("the response serializer", () => {
  it("writes what zod's serializer wrote: dates as ISO text, nulls, unions, records, optional fields left out", async () => {
    const response = await served(row);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(throughZod(row));
    expect(response.json()).toMatchObject({ card: { verified_at: "2026-03-04T05:06:07.089Z" } });

    const other = {
      ...row,
      card: { ...row.card, expiry_date: null, verified_at: null, note: "kept" },
      owner: { name: "Sam" },
      result: { kind: "photo", url: "/files/1" },
      either: { count: 3 },
    };
    expect((await served(other)).body).toBe(throughZod(other));
  });

  it("never writes a field the schema does not name, at any depth or in any union branch", async () => {
    const secret = "hash-of-the-password";
    const leaky = {
      ...row,
      password_hash: secret,
      card: { ...row.card, user_id: secret, tags: [{ name: "CSCS", internal: secret }] },
      owner: { name: "Sam", email: secret },
      result: { kind: "photo", url: "/files/1", storage_key: secret },
      either: { count: 3, token: secret },
    };
    const response = await served(leaky);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(secret);
    expect(response.body).toBe(throughZod(leaky));
  });

  it("refuses to answer with a required field missing rather than send half a record", async () => {
    const { id: _, ...withoutId } = row.card;
    const response = await served({ ...row, card: withoutId });
    expect(response.statusCode).toBe(500);
  });
});
