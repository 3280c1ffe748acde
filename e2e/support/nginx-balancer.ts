import { type ChildProcess, execFileSync, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request as httpsRequest } from "node:https";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import { freePort } from "./global-setup.ts";

const repositoryRoot = path.resolve(import.meta.dirname, "../..");

function commandPath(name: string): string | undefined {
  for (const folder of ["/usr/sbin", "/usr/bin"])
    if (existsSync(`${folder}/${name}`)) return `${folder}/${name}`;
  return spawnSync("sh", ["-c", `command -v ${name}`], { encoding: "utf8" }).stdout.trim() || undefined;
}

/** Debian's nginx, where it is installed with openssl for its certificate (CI installs nginx-light: .ci/run). */
export function nginxPath(): string | undefined {
  return commandPath("openssl") ? commandPath("nginx") : undefined;
}

/** The ports of instances' base URLs (http://localhost:PORT). */
const portOf = (baseUrl: string) => Number(new URL(baseUrl).port);

/**
 * The shipped deploy/nginx/siteready.conf as an operator fills it in, on test ports: its server name, a
 * self-signed certificate, these instances in its upstream (with the shipped health-check settings; `down` for
 * the ones not to be used now) and its listen lines on loopback ports. Every other line is the shipped one.
 */
function renderSite(options: {
  instancePorts: number[];
  down: Set<number>;
  httpPort: number;
  httpsPort: number;
  certificate: string;
  key: string;
}): string {
  const shipped = readFileSync(path.join(repositoryRoot, "deploy/nginx/siteready.conf"), "utf8");
  const serverLine = /^(\s*)server 127\.0\.0\.1:\d+ ([^;]*);\n/m;
  const [, indent = "    ", parameters = ""] = serverLine.exec(shipped) ?? [];
  const servers = options.instancePorts
    .map(
      (port) => `${indent}server 127.0.0.1:${port} ${parameters}${options.down.has(port) ? " down" : ""};\n`,
    )
    .join("");
  const rendered = shipped
    .replace(/(^\s*server 127\.0\.0\.1:\d+ [^;]*;\n)+/m, servers)
    .replaceAll("REPLACE_ME_SERVER_NAME", "localhost")
    .replaceAll("REPLACE_ME_CERTIFICATE_KEY", options.key)
    .replaceAll("REPLACE_ME_CERTIFICATE", options.certificate)
    .replace(/^\s*listen \[::\]:.*\n/gm, "")
    .replace(/listen 80;/, `listen 127.0.0.1:${options.httpPort};`)
    .replace(/listen 443 ssl http2;/, `listen 127.0.0.1:${options.httpsPort} ssl http2;`);
  if (!rendered.includes(`127.0.0.1:${options.httpsPort} ssl`) || /^[^#]*REPLACE_ME/m.test(rendered)) {
    throw new Error("deploy/nginx/siteready.conf changed shape: update e2e/support/nginx-balancer.ts");
  }
  return rendered;
}

/** A GET through nginx on a connection of its own, trusting the self-signed certificate. */
function getThrough(url: string): Promise<number> {
  return new Promise((resolve) => {
    const request = httpsRequest(url, { rejectUnauthorized: false, agent: false }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    });
    request.on("error", () => resolve(0));
    request.end();
  });
}

/**
 * Debian's nginx with the shipped site in front of the instances, TLS included (the browser is told to accept the
 * self-signed certificate). `served` lists which instance answered each request (from nginx's access log: the
 * last upstream tried, so a retried request counts for the instance that answered). `sendTo` routes every new
 * request to one instance, as an operator drains the others: the upstream is rewritten with the others `down` and
 * nginx reloaded (SIGHUP), then it waits until nginx's new workers route that way.
 */
export async function startNginxBalancer(nginx: string, instanceUrls: string[], httpsPort: number) {
  const scratch = mkdtempSync(path.join(tmpdir(), "siteready-e2e-nginx-"));
  const certificate = path.join(scratch, "cert.pem");
  const key = path.join(scratch, "key.pem");
  execFileSync(
    commandPath("openssl") as string,
    ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-subj", "/CN=localhost", "-days", "1"].concat([
      "-keyout",
      key,
      "-out",
      certificate,
    ]),
    { stdio: "ignore" },
  );
  const instancePorts = instanceUrls.map(portOf);
  const httpPort = await freePort();
  const site = path.join(scratch, "siteready.conf");
  const accessLog = path.join(scratch, "access.log");
  const writeSite = (down: Set<number>) =>
    writeFileSync(site, renderSite({ instancePorts, down, httpPort, httpsPort, certificate, key }));
  writeSite(new Set());
  // What Debian's /etc/nginx/nginx.conf gives a site, with everything nginx writes in the scratch folder and a
  // log line naming the instance that answered.
  const main = path.join(scratch, "nginx.conf");
  writeFileSync(
    main,
    [
      `user ${userInfo().username};`,
      `pid ${path.join(scratch, "nginx.pid")};`,
      "worker_processes 1;",
      "events {}",
      "http {",
      "  include /etc/nginx/mime.types;",
      ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(
        (kind) => `  ${kind}_temp_path ${path.join(scratch, `${kind}-temp`)};`,
      ),
      "  log_format fleet '$upstream_addr $status $request_uri';",
      `  access_log ${accessLog} fleet;`,
      `  include ${site};`,
      "}",
    ].join("\n"),
  );
  const errorLog = path.join(scratch, "error.log");
  const nginxProcess: ChildProcess = spawn(
    nginx,
    ["-p", scratch, "-e", errorLog, "-c", main, "-g", "daemon off;"],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  let stderr = "";
  nginxProcess.stderr?.on("data", (chunk) => (stderr += chunk));
  const url = `https://localhost:${httpsPort}`;

  const served = () =>
    (existsSync(accessLog) ? readFileSync(accessLog, "utf8") : "")
      .split("\n")
      .filter(Boolean)
      .flatMap((line) => {
        const [, upstreams = "", status = "", uri = ""] = /^(.*) (\d{3}) (\S+)$/.exec(line) ?? [];
        const last = upstreams.split(", ").at(-1) ?? "";
        const instance = instancePorts.indexOf(Number(last.split(":").at(-1)));
        return instance === -1
          ? []
          : [{ instance, path: uri.split("?")[0] ?? "", status: Number(status), tried: upstreams }];
      });

  async function waitUntil(check: () => Promise<boolean>, what: string) {
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      if (await check()) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`nginx: ${what} (stderr: ${stderr}; error log: ${readFileSync(errorLog, "utf8")})`);
  }
  await waitUntil(async () => (await getThrough(`${url}/api/health/live`)) === 200, "did not start");

  return {
    url,
    served,
    /** Every new request to instance `index` only; undefined: to all of them (round robin). */
    async sendTo(index: number | undefined) {
      const down = new Set(instancePorts.filter((_port, other) => index !== undefined && other !== index));
      writeSite(down);
      nginxProcess.kill("SIGHUP");
      await waitUntil(
        async () => {
          // Four requests in a row answered as wanted: the reloaded workers route them.
          for (let attempt = 0; attempt < 4; attempt += 1) {
            const before = served().length;
            if ((await getThrough(`${url}/api/health/live`)) !== 200) return false;
            const last = served().slice(before).at(-1);
            if (index !== undefined && last?.instance !== index) return false;
          }
          return true;
        },
        `did not route to instance ${index ?? "any"} after a reload`,
      );
    },
    async close() {
      // Fast shutdown: open live streams would hold a graceful one (SIGQUIT).
      nginxProcess.kill("SIGTERM");
      await new Promise((resolve) => nginxProcess.once("exit", resolve));
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}
