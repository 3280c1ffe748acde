import type { LiveEvent } from "@siteready/domain";

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
