import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { MAX_UPLOAD_BYTES } from "@siteready/domain/files";
import { messagesPlainRoutes } from "@siteready/domain/messages";
import { monitoringPlainRoutes } from "@siteready/domain/monitoring";
import { afterAll, describe, expect, it } from "vitest";
import { SHUTDOWN_GRACE_MS } from "./app.ts";

/** The reference production set-up in deploy/ (docs/operations.md) against the app it fronts. */
const repositoryRoot = path.resolve(import.meta.dirname, "../../..");
const nginxConfig = readFileSync(path.join(repositoryRoot, "deploy/nginx/siteready.conf"), "utf8");
const systemdUnit = readFileSync(path.join(repositoryRoot, "deploy/systemd/siteready@.service"), "utf8");

function commandPath(name: string): string | undefined {
  const found = spawnSync("sh", ["-c", `command -v ${name} || ls /usr/sbin/${name} 2>/dev/null`], {
    encoding: "utf8",
  });
  return found.stdout.trim().split("\n")[0] || undefined;
}

// Debian's nginx is installed by CI (.ci/run) and by anyone who runs the set-up; on a machine without it (or
// without openssl for the throw-away certificate) the one test that needs it is skipped, and says so in its name.
const nginx = commandPath("nginx");
const openssl = commandPath("openssl");
const nginxMissing = !nginx || !openssl;

const scratch = mkdtempSync(path.join(tmpdir(), "siteready-deploy-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The shipped file with its placeholders filled in, as an operator would. */
function renderedNginxConfig(certificate: string, key: string): string {
  return nginxConfig
    .replaceAll("REPLACE_ME_SERVER_NAME", "siteready.test")
    .replaceAll("REPLACE_ME_CERTIFICATE_KEY", key)
    .replaceAll("REPLACE_ME_CERTIFICATE", certificate);
}

describe("deploy/nginx/siteready.conf", () => {
  it.skipIf(nginxMissing)(
    `is accepted by nginx -t with a self-signed certificate${nginxMissing ? " (SKIPPED: nginx or openssl is not installed here; CI installs nginx-light)" : ""}`,
    () => {
      const certificate = path.join(scratch, "cert.pem");
      const key = path.join(scratch, "key.pem");
      execFileSync(
        openssl as string,
        [
          "req",
          "-x509",
          "-newkey",
          "rsa:2048",
          "-nodes",
          "-subj",
          "/CN=siteready.test",
          "-days",
          "1",
          "-keyout",
          key,
          "-out",
          certificate,
        ],
        { stdio: "ignore" },
      );
      const site = path.join(scratch, "siteready.conf");
      writeFileSync(site, renderedNginxConfig(certificate, key));
      // What Debian's /etc/nginx/nginx.conf gives a site file: the http block with mime types, here with the pid
      // and logs in the scratch folder so the check needs no root.
      const main = path.join(scratch, "nginx.conf");
      writeFileSync(
        main,
        [
          `pid ${path.join(scratch, "nginx.pid")};`,
          `error_log ${path.join(scratch, "error.log")};`,
          "events {}",
          "http {",
          "  include /etc/nginx/mime.types;",
          `  access_log ${path.join(scratch, "access.log")};`,
          `  include ${site};`,
          "}",
        ].join("\n"),
      );
      const checked = spawnSync(nginx as string, ["-t", "-q", "-p", scratch, "-e", "stderr", "-c", main], {
        encoding: "utf8",
      });
      expect(checked.stderr).toBe("");
      expect(checked.status).toBe(0);
    },
  );

  it("balances on the app's readiness route, keeps the live stream unbuffered and takes the app's largest upload", () => {
    expect(monitoringPlainRoutes.ready.path).toBe("/api/health/ready");
    expect(nginxConfig).toContain(`location = ${monitoringPlainRoutes.ready.path} {`);
    const live = nginxConfig.split(`location = ${messagesPlainRoutes.live.path} {`)[1]?.split("}")[0] ?? "";
    expect(live).toContain("proxy_buffering off;");
    expect(live).toMatch(/proxy_read_timeout 1h;/);
    const bodyLimit = /client_max_body_size (\d+)m;/.exec(nginxConfig)?.[1];
    expect(Number(bodyLimit) * 1024 * 1024).toBeGreaterThan(MAX_UPLOAD_BYTES);
    // The app sets the security headers itself; nginx adding them again would double them.
    expect(nginxConfig).not.toMatch(/^\s*add_header/m);
  });
});

describe("deploy/systemd/siteready@.service", () => {
  it("stops with SIGTERM and waits longer than the server's own shutdown grace before killing", () => {
    expect(systemdUnit).toMatch(/^KillSignal=SIGTERM$/m);
    const timeout = Number(/^TimeoutStopSec=(\d+)s$/m.exec(systemdUnit)?.[1]);
    expect(timeout * 1000).toBeGreaterThan(SHUTDOWN_GRACE_MS);
    expect(systemdUnit).toMatch(/^Restart=on-failure$/m);
    expect(systemdUnit).toContain("apps/server/dist/server.js");
  });
});
