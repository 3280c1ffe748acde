import { startServer } from "./_support.mjs";

const LISTENERS = 200;
const SENDERS = 10;
/** Per sender: below the per-minute sending limit, so every sample is a delivered message. */
const MESSAGES_PER_SENDER = 15;
const adminEmail = "bench-admin@siteready.test";

function cookieOf(response) {
  return response.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
}

async function inBatches(items, size, work) {
  const results = [];
  for (let index = 0; index < items.length; index += size) {
    results.push(...(await Promise.all(items.slice(index, index + size).map(work))));
  }
  return results;
}

/** Reads a live stream, calling `onEvent` with each parsed event. */
async function follow(body, onEvent) {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read().catch(() => ({ done: true }));
    if (done) return;
    buffer += value;
    for (let end = buffer.indexOf("\n\n"); end !== -1; end = buffer.indexOf("\n\n")) {
      const data = buffer
        .slice(0, end)
        .split("\n")
        .find((line) => line.startsWith("data: "));
      buffer = buffer.slice(end + 2);
      if (data) onEvent(JSON.parse(data.slice(6)));
    }
  }
}

/**
 * Message delivery latency: from the sender's POST to the receiver's live event (PostgreSQL NOTIFY → the
 * server's one LISTEN connection → the receiver's event stream), with 200 listeners connected to one server.
 */
export async function run() {
  const server = await startServer({ ADMIN_EMAILS: adminEmail, AUTH_RATE_LIMIT_PER_IP: "100000" });
  const { baseUrl } = server;
  const headers = (cookie) => ({ "content-type": "application/json", origin: baseUrl, cookie });
  const signUp = async (email) => {
    const response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
      method: "POST",
      headers: headers(""),
      body: JSON.stringify({
        firstName: "Bench",
        lastName: "Worker",
        email,
        password: "bench-pass-1",
        acceptTerms: true,
      }),
    });
    if (!response.ok) throw new Error(`sign-up failed: ${response.status}`);
    return { email, cookie: cookieOf(response) };
  };
  const post = async (cookie, path, body) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method: "POST",
      headers: headers(cookie),
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    return response.json();
  };

  try {
    const admin = await signUp(adminEmail);
    await fetch(`${baseUrl}/api/admin/features/messages`, {
      method: "PATCH",
      headers: headers(admin.cookie),
      body: JSON.stringify({ state: "enabled" }),
    });
    const stamp = Date.now();
    const listeners = await inBatches(
      Array.from({ length: LISTENERS }, (_, index) => `listener.${stamp}.${index}@siteready.test`),
      8,
      signUp,
    );
    const senders = await inBatches(
      Array.from({ length: SENDERS }, (_, index) => `sender.${stamp}.${index}@siteready.test`),
      8,
      signUp,
    );

    // Every listener holds a live stream open; a delivery resolves the sample waiting for its conversation.
    const waiting = new Map();
    const streams = new AbortController();
    await Promise.all(
      listeners.map(async (listener) => {
        const response = await fetch(`${baseUrl}/api/live`, {
          headers: { cookie: listener.cookie },
          signal: streams.signal,
        });
        void follow(response.body, (event) => {
          const key = `${listener.email}|${event.id}`;
          waiting.get(key)?.();
        });
      }),
    );

    const samples = [];
    let next = 0;
    for (const sender of senders) {
      for (let index = 0; index < MESSAGES_PER_SENDER; index += 1) {
        const receiver = listeners[next % LISTENERS];
        next += 1;
        const conversation = await post(sender.cookie, "/api/conversations", {
          via: "email",
          email: receiver.email,
        });
        const key = `${receiver.email}|${conversation.id}`;
        const delivered = new Promise((resolve) => waiting.set(key, resolve));
        const started = performance.now();
        await post(sender.cookie, `/api/conversations/${conversation.id}/messages`, {
          body: `Bench message ${index}`,
        });
        await delivered;
        samples.push(performance.now() - started);
        waiting.delete(key);
      }
    }
    streams.abort();

    samples.sort((a, b) => a - b);
    const at = (q) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))].toFixed(1);
    console.log(
      `PGlite: message delivery (POST → receiver's event), ${LISTENERS} listeners connected, ${samples.length} messages  p50 ${at(0.5)} ms  p95 ${at(0.95)} ms  (target p95 ≤ 1000 ms)`,
    );
  } finally {
    await server.stop();
  }
}
