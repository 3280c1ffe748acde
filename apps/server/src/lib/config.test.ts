import { generateKeyPairSync } from "node:crypto";
import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, configVariableNames, loadConfig } from "./config.ts";

const freshDataDir = () => mkdtempSync(path.join(tmpdir(), "siteready-config-"));

describe("loadConfig", () => {
  it("starts with no configuration at all: port 3000 and embedded database", () => {
    const config = loadConfig({ DATA_DIR: freshDataDir() });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.logLevel).toBe("info");
  });

  it("lists every problem at once", () => {
    let error: unknown;
    try {
      loadConfig({ DATA_DIR: freshDataDir(), DATABASE_URL: "not-a-url", PORT: "abc", LOG_LEVEL: "loud" });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).toMatch(/^Invalid SiteReady configuration:/);
    expect(message).toContain("DATABASE_URL: must be a postgres:// or postgresql:// URL");
    expect(message).toContain("PORT: must be a whole number from 0 to 65535");
    expect(message).toContain("LOG_LEVEL: must be one of");
    expect((error as ConfigError).problems).toHaveLength(3);
  });

  it("reads card payment settings; none set means not configured, a bad API base is refused", () => {
    expect(loadConfig({ DATA_DIR: freshDataDir() }).stripe.secretKey).toBeUndefined();
    const config = loadConfig({
      DATA_DIR: freshDataDir(),
      STRIPE_SECRET_KEY: "sk_test_1",
      STRIPE_PRICE_PRO_YEARLY: "price_pro_yearly",
      STRIPE_API_BASE: "http://127.0.0.1:12111",
    });
    expect(config.stripe).toMatchObject({
      secretKey: "sk_test_1",
      prices: { pro: { month: undefined, year: "price_pro_yearly" } },
      apiBase: "http://127.0.0.1:12111",
    });
    expect(() => loadConfig({ DATA_DIR: freshDataDir(), STRIPE_API_BASE: "stripe" })).toThrow(
      /STRIPE_API_BASE: must be an http/,
    );
  });

  it("signs e-mail with DKIM only when a private key is set, for MAIL_FROM's domain unless told otherwise", () => {
    expect(loadConfig({ DATA_DIR: freshDataDir() }).dkim).toBeUndefined();
    const { privateKey } = generateKeyPairSync("ed25519");
    const pem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
    const config = loadConfig({
      DATA_DIR: freshDataDir(),
      MAIL_FROM: "SiteReady <no-reply@mail.example.org>",
      // As a one-line environment variable: line breaks written as \n.
      DKIM_PRIVATE_KEY: pem.replace(/\n/g, "\\n"),
    });
    expect(config.dkim).toEqual({
      privateKey: pem,
      keySelector: "siteready",
      domainName: "mail.example.org",
    });
    expect(() => loadConfig({ DATA_DIR: freshDataDir(), DKIM_PRIVATE_KEY: "not a key" })).toThrow(
      /DKIM_PRIVATE_KEY: must be a PEM private key/,
    );
  });

  it("rejects a port out of range and a short auth secret", () => {
    expect(() => loadConfig({ DATA_DIR: freshDataDir(), PORT: "70000", AUTH_SECRET: "short" })).toThrow(
      /PORT[\s\S]*AUTH_SECRET: must be at least 32 characters/,
    );
  });

  it("generates missing secrets once, keeps them private, and reuses them on restart", () => {
    const dataDir = freshDataDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(first.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(first.fieldEncryptionKey).toMatch(/^[0-9a-f]{64}$/);
    expect(second.authSecret).toBe(first.authSecret);
    expect(second.fieldEncryptionKey).toBe(first.fieldEncryptionKey);
    const file = path.join(dataDir, "secrets.json");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, "utf8")).toContain(first.authSecret);
  });

  it("uses secrets from the environment when given", () => {
    const key = "ab".repeat(32);
    const config = loadConfig({
      DATA_DIR: freshDataDir(),
      AUTH_SECRET: "x".repeat(40),
      FIELD_ENCRYPTION_KEY: key,
    });
    expect(config.authSecret).toBe("x".repeat(40));
    expect(config.fieldEncryptionKey).toBe(key);
  });

  it("accepts a PostgreSQL URL and an https public URL", () => {
    const config = loadConfig({
      DATA_DIR: freshDataDir(),
      DATABASE_URL: "postgres://postgres@127.0.0.1:5432/siteready",
      PUBLIC_URL: "https://siteready.example/",
    });
    expect(config.databaseUrl).toBe("postgres://postgres@127.0.0.1:5432/siteready");
    expect(config.publicUrl).toBe("https://siteready.example");
  });
});

describe("the documented configuration", () => {
  const repositoryRoot = path.resolve(import.meta.dirname, "../../../..");
  const variablesIn = (text: string) =>
    new Set(text.match(/\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b|\b(?:PORT|HOST)\b/g));

  it("README's configuration table names every variable of the config schema, and no other", () => {
    const readme = readFileSync(path.join(repositoryRoot, "README.md"), "utf8");
    const section = readme.split("\n## Configuration\n")[1]?.split("\n## ")[0] ?? "";
    const table = section
      .split("\n")
      .filter((line) => line.startsWith("| `"))
      .map((line) => line.split("|")[1] ?? "")
      .join(" ");
    const documented = variablesIn(table);
    expect(configVariableNames.filter((name) => !documented.has(name))).toEqual([]);
    expect([...documented].filter((name) => !configVariableNames.includes(name))).toEqual([]);
  });

  it(".env.example lists every variable of the config schema, and no other", () => {
    const example = readFileSync(path.join(repositoryRoot, ".env.example"), "utf8");
    const listed = new Set(
      example.match(/^#? ?[A-Z][A-Z0-9_]+(?==)/gm)?.map((name) => name.replace(/^# ?/, "")),
    );
    expect(configVariableNames.filter((name) => !listed.has(name))).toEqual([]);
    expect([...listed].filter((name) => !configVariableNames.includes(name))).toEqual([]);
  });

  it("deploy/siteready.env.example sets what a fleet needs, only real variables, and not the unit's own", () => {
    const example = readFileSync(path.join(repositoryRoot, "deploy/siteready.env.example"), "utf8");
    const set = example.match(/^[A-Z][A-Z0-9_]+(?==)/gm) ?? [];
    expect(set.filter((name) => !configVariableNames.includes(name))).toEqual([]);
    expect(set).toEqual(
      expect.arrayContaining([
        "PUBLIC_URL",
        "TRUST_PROXY",
        "DATABASE_URL",
        "AUTH_SECRET",
        "FIELD_ENCRYPTION_KEY",
        "GATE_SIGNING_KEYS",
        "S3_BUCKET",
      ]),
    );
    // systemd's EnvironmentFile wins over the unit's Environment=, which sets these per instance.
    expect(set.filter((name) => ["PORT", "HOST", "DATA_DIR"].includes(name))).toEqual([]);
    // Its example values pass the server's own checks (placeholders for secrets left empty are generated).
    const values = Object.fromEntries(
      example
        .split("\n")
        .filter((line) => /^[A-Z][A-Z0-9_]+=/.test(line))
        .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]),
    );
    expect(loadConfig({ ...values, DATA_DIR: freshDataDir() }).trustProxy).toBe(1);
  });
});
