import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { repositoryRoot, startServer } from "./_support.mjs";

// Lighthouse is a measuring tool, not a dependency of the app: it runs through npx at a pinned version (its
// engines field asks for Node 22, it runs on Node 20), against the system's Chromium.
const LIGHTHOUSE = "lighthouse@13.5.0";
const pages = ["/", "/login"];
const chromeFlags =
  "--headless=new --no-sandbox --disable-gpu --no-first-run --disable-background-networking";

const chromePath = () =>
  process.env.CHROME_PATH ??
  ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((file) => existsSync(file));

async function scores(url, executablePath) {
  const { stdout } = await promisify(execFile)(
    "npx",
    [
      "--yes",
      LIGHTHOUSE,
      url,
      "--output=json",
      "--output-path=stdout",
      "--quiet",
      "--only-categories=performance,accessibility,best-practices",
      `--chrome-flags=${chromeFlags}`,
    ],
    { env: { ...process.env, CHROME_PATH: executablePath }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(stdout);
  const score = (category) => Math.round(report.categories[category].score * 100);
  const metric = (audit) => report.audits[audit].displayValue;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    fcp: metric("first-contentful-paint"),
    lcp: metric("largest-contentful-paint"),
    tbt: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
  };
}

/** Lighthouse mobile scores (simulated slow 4G, 4× CPU slowdown) for the landing page and /login. Printed only. */
export async function run() {
  if (!existsSync(path.join(repositoryRoot, "apps/web/dist/index.html"))) {
    console.log("apps/web/dist is missing: run `npm run build` first");
    return;
  }
  const executablePath = chromePath();
  if (!executablePath) {
    console.log("No Chromium found: install one (Debian: apt-get install chromium) or set CHROME_PATH");
    return;
  }
  const server = await startServer();
  try {
    console.log("page      perf  a11y  best   FCP      LCP      TBT      CLS");
    for (const page of pages) {
      const s = await scores(`${server.baseUrl}${page}`, executablePath);
      console.log(
        `${page.padEnd(9)} ${String(s.performance).padStart(4)}  ${String(s.accessibility).padStart(4)}  ` +
          `${String(s.bestPractices).padStart(4)}   ${s.fcp.padEnd(8)} ${s.lcp.padEnd(8)} ${s.tbt.padEnd(8)} ${s.cls}`,
      );
    }
  } finally {
    await server.stop();
  }
}
