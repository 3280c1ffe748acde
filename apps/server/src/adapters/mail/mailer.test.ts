import { generateKeyPairSync } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { dkimVerify } from "mailauth/lib/dkim/verify.js";
import { simpleParser } from "mailparser";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { readOutboxRaw } from "../../test-support/outbox.ts";
import { createOutboxMailer } from "./mailer.ts";

const from = "SiteReady <no-reply@mail.siteready.test>";
const text = [
  "Hello Łukasz,",
  "",
  "Your CSCS Skilled Worker (Blue) card expires in 30 days, on 22 Dec 2026.",
  "",
  "Start your renewal: https://siteready.test/skills-cards#card-1",
  "",
  "- 2 unread messages from Bob Ć.",
  "- 1 unread message from Ștefan Ț.",
  "",
  "-- ",
  "You get these reminders because expiry reminders are on in SiteReady.",
  "Choose your reminder days: https://siteready.test/profile#reminder-settings",
  "Stop these e-mails: https://siteready.test/api/reminders/off?token=abc",
  "",
].join("\n");

describe("e-mails as mail programs read them", () => {
  const folders: string[] = [];
  afterAll(() => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });
  function outboxMailer(dkim?: Parameters<typeof createOutboxMailer>[0]["dkim"]) {
    const dataDir = mkdtempSync(path.join(tmpdir(), "siteready-mail-"));
    folders.push(dataDir);
    const mailer = createOutboxMailer({
      outboxDir: path.join(dataDir, "outbox"),
      from,
      logger: pino({ level: "silent" }),
      dkim,
    });
    return { mailer, sent: () => readOutboxRaw(dataDir) };
  }

  it("is multipart text + HTML in the product's look, with the one-click unsubscribe headers, Date and Message-ID", async () => {
    const { mailer, sent } = outboxMailer();
    const before = Date.now();
    await mailer.send({
      to: "lukasz@example.com",
      subject: "Your CSCS card expires in 30 days",
      text,
      language: "en",
      unsubscribeUrl: "https://siteready.test/api/reminders/off?token=abc",
    });
    const [raw] = sent();
    const mail = await simpleParser(raw as Buffer);

    expect(mail.headers.get("content-type")).toMatchObject({ value: "multipart/alternative" });
    expect(mail.subject).toBe("Your CSCS card expires in 30 days");
    expect(mail.text).toBe(text);
    // mailparser reads the List-* headers into one "list" entry (RFC 2369, RFC 8058).
    const rawHeader = (name: string) => mail.headerLines.find((line) => line.key === name)?.line;
    expect(rawHeader("list-unsubscribe")).toBe(
      "List-Unsubscribe: <https://siteready.test/api/reminders/off?token=abc>",
    );
    expect(rawHeader("list-unsubscribe-post")).toBe("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    expect(mail.headers.get("list")).toMatchObject({
      unsubscribe: { url: "https://siteready.test/api/reminders/off?token=abc" },
    });
    expect(mail.messageId).toMatch(/^<[^@\s]+@mail\.siteready\.test>$/);
    expect(mail.date?.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(mail.date?.getTime()).toBeLessThanOrEqual(Date.now());

    const html = mail.html || "";
    expect(html).toMatch(/^<!DOCTYPE html/);
    expect(html).toContain('lang="en-GB"');
    expect(html).toContain("Hello Łukasz,");
    // The first action is a button in the accent colour; list lines are a list; the small print links by name.
    expect(html).toMatch(
      /<a href="https:\/\/siteready.test\/skills-cards#card-1"[^>]*background-color:#f97316[^>]*>[\s\S]*Start your renewal/,
    );
    expect(html).toContain("<li>2 unread messages from Bob Ć.</li>");
    expect(html).toMatch(
      /<a href="https:\/\/siteready.test\/profile#reminder-settings"[^>]*>Choose your reminder days<\/a>/,
    );
    expect(html).toMatch(
      /<a href="https:\/\/siteready.test\/api\/reminders\/off\?token=abc"[^>]*>Stop these e-mails<\/a>/,
    );
  });

  it("says in its HTML part the language it is written in: the recipient's, not English (issue 49)", async () => {
    const { mailer, sent } = outboxMailer();
    await mailer.send({
      to: "lukasz@example.com",
      subject: "Zmień hasło do SiteReady",
      text: "Cześć Łukasz,\n\nKtoś poprosił o zmianę hasła do Twojego konta SiteReady.",
      language: "pl",
    });
    const html = (await simpleParser(sent()[0] as Buffer)).html || "";
    expect(html).toMatch(/<html[^>]* lang="pl"/);
    expect(html).not.toContain("en-GB");
    // The inbox's preview line skips the Polish greeting as it skips "Hello …,".
    expect(html).toMatch(/<div[^>]*display:none[^>]*>Ktoś poprosił o zmianę hasła/);
  });

  it("is signed with DKIM when a key is configured, and the signature verifies against the DNS record", async () => {
    const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
    const { mailer, sent } = outboxMailer({
      domainName: "mail.siteready.test",
      keySelector: "siteready",
      privateKey: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
    });
    await mailer.send({
      to: "sam@example.com",
      subject: "Reset your SiteReady password",
      text,
      language: "en",
    });
    const [raw] = sent();
    const record = `v=DKIM1; k=rsa; p=${publicKey.export({ type: "spki", format: "der" }).toString("base64")}`;
    const asked: string[] = [];
    const verified = await dkimVerify(raw as Buffer, {
      resolver: async (name, type) => {
        asked.push(`${type} ${name}`);
        return [[record]];
      },
    });
    expect(asked).toEqual(["TXT siteready._domainkey.mail.siteready.test"]);
    expect(verified.results.map((result) => [result.signingDomain, result.status.result])).toEqual([
      ["mail.siteready.test", "pass"],
    ]);
  });
});
