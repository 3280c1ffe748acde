import type { LiveEvent } from "@siteready/domain/messages";
import type { FastifyInstance } from "fastify";

/** Reads server-sent events from a live stream, one parsed event at a time. */
export function eventReader(body: ReadableStream<Uint8Array>) {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  return async function next(): Promise<LiveEvent> {
    for (;;) {
      const end = buffer.indexOf("\n\n");
      if (end !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = block.split("\n").find((line) => line.startsWith("data: "));
        if (data) return JSON.parse(data.slice("data: ".length)) as LiveEvent;
        continue;
      }
      const { value, done } = await reader.read();
      if (done) throw new Error("the live stream ended");
      buffer += value;
    }
  };
}

/** `from` writes `body` to `to` by e-mail address (starting the conversation); answers the conversation's id. */
export async function sendMessage(
  app: FastifyInstance,
  from: { headers: Record<string, string> },
  to: { email: string },
  body: string,
): Promise<string> {
  const conversation = await app.inject({
    method: "POST",
    url: "/api/conversations",
    headers: from.headers,
    payload: { via: "email", email: to.email },
  });
  const { id } = conversation.json() as { id: string };
  const sent = await app.inject({
    method: "POST",
    url: `/api/conversations/${id}/messages`,
    headers: from.headers,
    payload: { body },
  });
  if (sent.statusCode >= 300) throw new Error(`the message was not sent: ${sent.statusCode} ${sent.body}`);
  return id;
}
