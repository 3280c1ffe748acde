import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { repositoryRoot, startServer } from "./_support.mjs";

/**
 * OCR of induction photos. 1) Accuracy per category (clean typed, photographed typed, hand-filled), tuning and
 * held-out apart, and seconds per image over the committed corpus (apps/server/test-fixtures/ocr-corpus), one
 * worker, in a child process (TypeScript, through tsx). OCR_BENCH_SET=sample|tuning|held-out reads part of it.
 * Then the same over the outside corpus (apps/server/test-fixtures/ocr-outside-corpus: other layouts, typeset
 * another way, never tuned on in its "outside" half; issue 55). OCR_BENCH_CORPUS=current|outside runs only one.
 * OCR_BENCH_REPLAY=file.json finds the fields again in the reads an earlier OCR_BENCH_OUT kept, without OCR.
 * OCR_BENCH_ENGINE=native|native-latin reads with Debian's tesseract instead (the engine comparison).
 * 2) The real server with OCR_WORKERS=1 reads the held-out phone photos through POST /api/inductions/ocr one
 * after another while /api/health is called back to back: the health latency shows whether reading photos holds
 * up other requests.
 */
const corpusFolder = path.join(repositoryRoot, "apps/server/test-fixtures/ocr-corpus");
function runTs(args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", ...args], {
      cwd: repositoryRoot,
      stdio: "inherit",
    });
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${args[0]} failed (${code})`))));
  });
}

function percentile(samples, q) {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

async function signedInWorker(baseUrl) {
  const headers = { "content-type": "application/json", origin: baseUrl };
  const cookieOf = (response) =>
    response.headers
      .getSetCookie()
      .map((value) => value.split(";")[0])
      .join("; ");
  const signUp = (email) =>
    fetch(`${baseUrl}/api/auth/sign-up/email`, {
      method: "POST",
      headers,
      body: JSON.stringify({
        firstName: "Bench",
        lastName: "Worker",
        email,
        password: "bench-pass-42",
        acceptTerms: true,
      }),
    });
  const admin = cookieOf(await signUp("admin@bench.test"));
  const enabled = await fetch(`${baseUrl}/api/admin/features/inductions`, {
    method: "PATCH",
    headers: { ...headers, cookie: admin },
    body: JSON.stringify({ state: "enabled" }),
  });
  if (!enabled.ok) throw new Error(`could not switch inductions on: ${enabled.status}`);
  return cookieOf(await signUp("worker@bench.test"));
}

async function readThroughServer(baseUrl, cookie, files) {
  const times = [];
  for (const file of files) {
    const form = new FormData();
    form.append("form_type", "induction");
    form.append(
      "image",
      new Blob([readFileSync(path.join(corpusFolder, file))], { type: "image/jpeg" }),
      file,
    );
    const start = performance.now();
    let job = await (
      await fetch(`${baseUrl}/api/inductions/ocr`, {
        method: "POST",
        headers: { cookie, origin: baseUrl },
        body: form,
      })
    ).json();
    while (job.status === "queued" || job.status === "processing") {
      await new Promise((resolve) => setTimeout(resolve, 100));
      job = await (
        await fetch(`${baseUrl}/api/inductions/ocr/status/${job.id}`, { headers: { cookie } })
      ).json();
    }
    if (job.status !== "done") throw new Error(`OCR job ${job.id} ended ${job.status}`);
    times.push(performance.now() - start);
  }
  return times;
}

export async function run() {
  const corpus = process.env.OCR_BENCH_CORPUS ?? "both";
  if (corpus !== "outside")
    await runTs([
      "apps/server/src/bench/ocr.bench.ts",
      `--set=${process.env.OCR_BENCH_SET ?? ""}`,
      `--out=${process.env.OCR_BENCH_OUT ?? ""}`,
      `--replay=${process.env.OCR_BENCH_REPLAY ?? ""}`,
      `--engine=${process.env.OCR_BENCH_ENGINE ?? ""}`,
    ]);
  if (corpus !== "outside" && !process.env.OCR_BENCH_REPLAY) await readThroughTheServer();
  if (corpus !== "current")
    await runTs([
      "apps/server/src/bench/ocr.bench.ts",
      "--corpus=outside",
      `--set=${process.env.OCR_BENCH_SET ?? ""}`,
      `--out=${process.env.OCR_BENCH_OUT ? process.env.OCR_BENCH_OUT.replace(/(\.json)?$/, "-outside.json") : ""}`,
      `--replay=${process.env.OCR_BENCH_REPLAY ? process.env.OCR_BENCH_REPLAY.replace(/(\.json)?$/, "-outside.json") : ""}`,
      `--engine=${process.env.OCR_BENCH_ENGINE ?? ""}`,
    ]);
}

/** The current corpus's held-out photos through the real server, with /api/health called alongside. */
async function readThroughTheServer() {
  const photos = JSON.parse(readFileSync(path.join(corpusFolder, "truth.json"), "utf8"))
    .filter((entry) => entry.heldOut)
    .map((entry) => `${entry.id}-photo.jpg`);
  const server = await startServer({ OCR_WORKERS: "1", ADMIN_EMAILS: "admin@bench.test" });
  try {
    const cookie = await signedInWorker(server.baseUrl);
    const idle = [];
    for (let i = 0; i < 200; i++) {
      const start = performance.now();
      await (await fetch(`${server.baseUrl}/api/health`)).arrayBuffer();
      idle.push(performance.now() - start);
    }
    const health = [];
    let reading = true;
    const ocr = readThroughServer(server.baseUrl, cookie, photos).finally(() => {
      reading = false;
    });
    while (reading) {
      const start = performance.now();
      await (await fetch(`${server.baseUrl}/api/health`)).arrayBuffer();
      health.push(performance.now() - start);
    }
    const times = await ocr;
    const ms = (value) => `${value.toFixed(1)} ms`;
    console.info(`\nthrough the server (OCR_WORKERS=1), ${times.length} photos read one after another:`);
    console.info(
      `  per photo, upload to fields: median ${ms(percentile(times, 0.5))}, p95 ${ms(percentile(times, 0.95))}`,
    );
    console.info(
      `  /api/health idle:          p50 ${ms(percentile(idle, 0.5))}, p99 ${ms(percentile(idle, 0.99))}`,
    );
    console.info(
      `  /api/health during OCR:    p50 ${ms(percentile(health, 0.5))}, p99 ${ms(percentile(health, 0.99))}, max ${ms(health.reduce((most, value) => Math.max(most, value), 0))} (${health.length} calls)`,
    );
  } finally {
    await server.stop();
  }
}
