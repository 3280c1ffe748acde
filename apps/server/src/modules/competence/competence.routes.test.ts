import type { AddressInfo } from "node:net";
import { createServer, type Server } from "node:net";
import { catalogues } from "@siteready/domain/catalogues";
import type { CompetenceEntryView } from "@siteready/domain/competence";
import { type MessageRef, wordMessage } from "@siteready/domain/i18n";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../test-support/auth-helpers.ts";
import { readOutbox } from "../../test-support/outbox.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { pngImage, uploadForm } from "../files/upload-test-support.ts";
import { callerOf, fieldErrorsOf } from "../profile/profile-test-support.ts";

/** A message reference as English words (dates as English writes them). */
const inEnglish = (ref: { key: string; values?: Record<string, unknown> }) =>
  wordMessage(ref as MessageRef, catalogues.en, "en");

const toolboxTalk = {
  kind: "toolbox_talk",
  title: "Working at height",
  provider: "Northern Groundworks",
  date: "2026-11-03",
  hours: "0.5",
};
const supervisor = { supervisor_name: "Sam Lee", supervisor_email: "sam.lee@northern.test" };

/** The link's token from the newest e-mail in the outbox to `to`. */
function tokenFromOutbox(dataDir: string, to: string): string {
  const mail = readOutbox(dataDir)
    .filter((text) => text.includes(`To: ${to}`))
    .at(-1);
  const token = /\/confirm#([A-Za-z0-9_-]{43})/.exec(mail ?? "")?.[1];
  if (!token) throw new Error(`no confirmation link in an e-mail to ${to}`);
  return token;
}

describe("the competence record", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ ADMIN_EMAILS: "boss@example.com" });
    // The CV builder ships locked (donate to unlock); the admin switches it on to see the record on the CV.
    const admin = await signedInUser(testApp.app, { email: "boss@example.com" });
    // So do the sharing centre (donate to unlock), to share the record.
    for (const feature of ["cvOptimizer", "sharingCenter"]) {
      await testApp.app.inject({
        method: "PATCH",
        url: `/api/admin/features/${feature}`,
        headers: admin.headers,
        payload: { state: "enabled" },
      });
    }
  });
  afterAll(() => testApp.close());
  const call = callerOf(() => testApp.app);
  const publicCall = (url: string, payload: object) => testApp.app.inject({ method: "POST", url, payload });

  it("keeps a worker's entries, latest first, for that worker only; another's entry is a 404", async () => {
    const worker = await signedInUser(testApp.app);
    const other = await signedInUser(testApp.app);
    const added = await call(worker, "POST", "/api/competence", toolboxTalk);
    expect(added.statusCode).toBe(201);
    const entry = added.json() as CompetenceEntryView;
    expect(entry).toMatchObject({ kind: "toolbox_talk", hours: 0.5, confirmation: { state: "unconfirmed" } });
    await call(worker, "POST", "/api/competence", {
      ...toolboxTalk,
      kind: "cpd",
      title: "Drainage",
      date: "2025-06-01",
      hours: "6",
    });
    const mine = (await call(worker, "GET", "/api/competence")).json() as { entries: CompetenceEntryView[] };
    expect(mine.entries.map((each) => each.title)).toEqual(["Working at height", "Drainage"]);
    expect((await call(other, "GET", "/api/competence")).json()).toEqual({ entries: [] });
    expect((await call(other, "PUT", `/api/competence/${entry.id}`, toolboxTalk)).statusCode).toBe(404);
    expect((await call(other, "DELETE", `/api/competence/${entry.id}`)).statusCode).toBe(404);
    expect(
      (await call(other, "POST", `/api/competence/${entry.id}/confirmation-requests`, supervisor)).statusCode,
    ).toBe(404);
    expect((await call(worker, "GET", "/api/competence/not-an-id")).statusCode).toBe(404);
    expect((await call(null, "GET", "/api/competence")).statusCode).toBe(401);
    expect((await call(worker, "DELETE", `/api/competence/${entry.id}`)).statusCode).toBe(204);
  });

  it("refuses bad input with words: hours outside quarter hours, an unknown kind, a bad e-mail", async () => {
    const worker = await signedInUser(testApp.app);
    const bad = await call(worker, "POST", "/api/competence", {
      ...toolboxTalk,
      hours: "0.3",
      kind: "party",
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldErrorsOf(bad)).toEqual({
      hours: ["Enter hours from 0.25 to 1000, in quarter hours (for example 1.5 or 0.25)"],
      kind: ["Please choose a kind of entry from the list"],
    });
    const entry = (await call(worker, "POST", "/api/competence", toolboxTalk)).json() as CompetenceEntryView;
    const badEmail = await call(worker, "POST", `/api/competence/${entry.id}/confirmation-requests`, {
      ...supervisor,
      supervisor_email: "sam at northern",
    });
    expect(badEmail.statusCode).toBe(400);
    expect(Object.keys(fieldErrorsOf(badEmail))).toEqual(["supervisor_email"]);
  });

  it("e-mails a supervisor a single-use link; the answer names who confirmed, and a second open says it was used", async () => {
    const worker = await signedInUser(testApp.app, { firstName: "Marta", lastName: "Nowak" });
    const entry = (await call(worker, "POST", "/api/competence", toolboxTalk)).json() as CompetenceEntryView;
    const asked = await call(worker, "POST", `/api/competence/${entry.id}/confirmation-requests`, supervisor);
    expect(asked.statusCode).toBe(200);
    expect(asked.json().confirmation).toMatchObject({ state: "requested", supervisor_name: "Sam Lee" });
    const mail = readOutbox(testApp.config.dataDir).find((text) =>
      text.includes("To: sam.lee@northern.test"),
    );
    expect(mail).toContain("Subject: Marta Nowak asks you to confirm a toolbox talk");
    expect(mail).toContain("- Toolbox talk: Working at height");
    expect(mail).toContain("- Hours: 0.5 hours");
    const token = tokenFromOutbox(testApp.config.dataDir, supervisor.supervisor_email);
    // Only the token's hash is kept.
    const stored = await testApp.database.db.execute(
      sql`select token_hash from competence_confirmation_requests where entry_id = ${entry.id}`,
    );
    expect(JSON.stringify(stored)).not.toContain(token);

    const view = await publicCall("/api/competence-confirmations/view", { token });
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({ worker_name: "Marta Nowak", title: "Working at height", hours: 0.5 });
    const noName = await publicCall("/api/competence-confirmations/answer", {
      token,
      name: " ",
      decision: "confirm",
    });
    expect(noName.statusCode).toBe(400);
    const answer = await publicCall("/api/competence-confirmations/answer", {
      token,
      name: "Samuel Lee",
      decision: "confirm",
    });
    expect(answer.statusCode).toBe(200);
    // The worker is told, in their own words.
    const told = readOutbox(testApp.config.dataDir).find(
      (text) => text.includes(`To: ${worker.email}`) && text.includes("answered"),
    );
    expect(told).toContain("Subject: Samuel Lee answered about your toolbox talk");
    expect(told).toContain("Samuel Lee confirmed this entry on your SiteReady competence record");

    const list = (await call(worker, "GET", "/api/competence")).json() as { entries: CompetenceEntryView[] };
    expect(list.entries[0]?.confirmation).toMatchObject({
      state: "confirmed",
      by_name: "Samuel Lee",
      by_email: "sam.lee@northern.test",
    });
    for (const again of [
      await publicCall("/api/competence-confirmations/view", { token }),
      await publicCall("/api/competence-confirmations/answer", {
        token,
        name: "Someone Else",
        decision: "decline",
      }),
    ]) {
      expect(again.statusCode).toBe(410);
      expect(again.json().message).toBe(
        "This link has already been used. Each confirmation link works once.",
      );
    }
    const unknown = await publicCall("/api/competence-confirmations/view", { token: "x".repeat(43) });
    expect(unknown.statusCode).toBe(404);
    // Asking again for a confirmed entry is refused in words.
    const twice = await call(worker, "POST", `/api/competence/${entry.id}/confirmation-requests`, supervisor);
    expect(twice.statusCode).toBe(409);

    // The CV shows the entry confirmed, in words, naming who.
    const cv = (await call(worker, "GET", "/api/cv")).json() as { cv: { competence: unknown[] } };
    expect(cv.cv.competence).toEqual([
      expect.objectContaining({
        title: "Working at height",
        confirmed_by: expect.objectContaining({ name: "Samuel Lee", email: "sam.lee@northern.test" }),
      }),
    ]);

    // A share of the record: the page shows each entry, the confirmed one naming who confirmed it, in words.
    await call(worker, "POST", "/api/competence", {
      ...toolboxTalk,
      kind: "cpd",
      title: "Drainage",
      date: "2025-06-01",
      hours: "6",
    });
    const offered = (await call(worker, "GET", "/api/shares/shareable-items")).json().items;
    expect(offered).toContainEqual(
      expect.objectContaining({
        kind: "competence",
        id: null,
        private: false,
        detail: { key: "competence.shared.detail", values: { count: 2, confirmed: 1 } },
      }),
    );
    const share = await call(worker, "POST", "/api/shares", {
      recipient_label: "Acme Build",
      items: [{ kind: "competence" }],
    });
    expect(share.statusCode).toBe(201);
    const shareToken = String(share.json().url).split("#")[1];
    const page = await publicCall("/api/shared/view", { token: shareToken });
    const [item] = page.json().items;
    expect(item.kind).toBe("competence");
    expect(item.lines.map((line: Parameters<typeof inEnglish>[0]) => inEnglish(line))).toEqual([
      `Working at height (Toolbox talk) on 3 Nov 2026, 0.5 hours: ${inEnglish({
        key: "competence.confirmation.confirmedBy",
        values: {
          name: "Samuel Lee",
          email: "s•••@northern.test",
          date: new Date().toISOString().slice(0, 10),
        },
      })}`,
      "Drainage (CPD) on 1 Jun 2025, 6 hours: Not confirmed",
    ]);

    // Changing a confirmed fact drops the confirmation; the notes alone do not.
    const notes = await call(worker, "PUT", `/api/competence/${entry.id}`, {
      ...toolboxTalk,
      notes: "Harness check",
    });
    expect(notes.json().confirmation.state).toBe("confirmed");
    const changed = await call(worker, "PUT", `/api/competence/${entry.id}`, { ...toolboxTalk, hours: "1" });
    expect(changed.json().confirmation).toEqual({ state: "unconfirmed" });
  });

  it("says in words when a link has expired or was replaced by a newer one", async () => {
    const worker = await signedInUser(testApp.app);
    const entry = (await call(worker, "POST", "/api/competence", toolboxTalk)).json() as CompetenceEntryView;
    const email = "expiry.check@northern.test";
    await call(worker, "POST", `/api/competence/${entry.id}/confirmation-requests`, {
      ...supervisor,
      supervisor_email: email,
    });
    const first = tokenFromOutbox(testApp.config.dataDir, email);
    await testApp.database.db.execute(
      sql`update competence_confirmation_requests set expires_at = '2026-01-02T10:00:00Z' where entry_id = ${entry.id}`,
    );
    const expired = await publicCall("/api/competence-confirmations/view", { token: first });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe(
      "This link expired on 2 Jan 2026. Ask the worker to send you a new one from SiteReady.",
    );
    const list = (await call(worker, "GET", "/api/competence")).json() as { entries: CompetenceEntryView[] };
    expect(list.entries[0]?.confirmation.state).toBe("expired");

    const again = await call(worker, "POST", `/api/competence/${entry.id}/confirmation-requests`, {
      ...supervisor,
      supervisor_email: "second.try@northern.test",
    });
    expect(again.json().confirmation.state).toBe("requested");
    const withdrawn = await publicCall("/api/competence-confirmations/answer", {
      token: first,
      name: "Sam Lee",
      decision: "confirm",
    });
    expect(withdrawn.statusCode).toBe(410);
    const second = tokenFromOutbox(testApp.config.dataDir, "second.try@northern.test");
    const declined = await publicCall("/api/competence-confirmations/answer", {
      token: second,
      name: "Sam Lee",
      decision: "decline",
    });
    expect(declined.json()).toMatchObject({ decision: "decline" });
    const after = (await call(worker, "GET", "/api/competence")).json() as { entries: CompetenceEntryView[] };
    expect(after.entries[0]?.confirmation).toMatchObject({ state: "declined", by_name: "Sam Lee" });
  });

  it("keeps an entry's evidence file and removes it with the entry", async () => {
    const worker = await signedInUser(testApp.app);
    const entry = (await call(worker, "POST", "/api/competence", toolboxTalk)).json() as CompetenceEntryView;
    const uploaded = await call(
      worker,
      "POST",
      `/api/competence/${entry.id}/evidence`,
      uploadForm(await pngImage(), "sign-in-sheet.png"),
    );
    expect(uploaded.statusCode).toBe(200);
    const fileId = (uploaded.json() as CompetenceEntryView).evidence_file_id;
    expect(fileId).toBeTruthy();
    expect((await call(worker, "GET", `/api/files/${fileId}`)).statusCode).toBe(200);
    const removed = await call(worker, "DELETE", `/api/competence/${entry.id}/evidence`);
    expect(removed.json().evidence_file_id).toBeNull();
    expect((await call(worker, "GET", `/api/files/${fileId}`)).statusCode).toBe(404);
  });

  it(`refuses a 21st confirmation e-mail in a day, in words`, async () => {
    const worker = await signedInUser(testApp.app);
    const entry = (await call(worker, "POST", "/api/competence", toolboxTalk)).json() as CompetenceEntryView;
    await testApp.database.db.execute(sql`
      insert into competence_confirmation_requests (entry_id, user_id, supervisor_name, supervisor_email, token_hash, state, expires_at)
      select ${entry.id}, ${worker.userId}, 'Sam Lee', 'sam@northern.test', md5(random()::text || n), 'withdrawn', now()
      from generate_series(1, 20) as n`);
    const refused = await call(
      worker,
      "POST",
      `/api/competence/${entry.id}/confirmation-requests`,
      supervisor,
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      "You have asked for 20 confirmations in the last 24 hours, the most in one day. Try again tomorrow.",
    );
  });
});

/** A mail server on 127.0.0.1 that refuses one address with 550 (as a mailbox that does not exist) and takes the rest. */
async function startRefusingSmtp(refused: string): Promise<{ url: string; server: Server }> {
  const server = createServer((socket) => {
    socket.write("220 fake ESMTP\r\n");
    let data = false;
    let buffer = "";
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      let end = buffer.indexOf("\r\n");
      while (end !== -1) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf("\r\n");
        if (data) {
          if (line === ".") {
            data = false;
            socket.write("250 queued\r\n");
          }
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === "EHLO" || command === "HELO") socket.write("250 fake\r\n");
        else if (command === "MAIL") socket.write("250 ok\r\n");
        else if (command === "RCPT")
          socket.write(line.includes(refused) ? "550 5.1.1 no such mailbox\r\n" : "250 ok\r\n");
        else if (command === "DATA") {
          data = true;
          socket.write("354 go on\r\n");
        } else if (command === "QUIT") socket.end("221 bye\r\n");
        else socket.write("250 ok\r\n");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

describe("a supervisor's e-mail that bounces", () => {
  let testApp: TestApp;
  let smtp: Server;
  beforeAll(async () => {
    const fake = await startRefusingSmtp("nobody@northern.test");
    smtp = fake.server;
    testApp = await createTestApp({ SMTP_URL: fake.url });
  });
  afterAll(async () => {
    await testApp.close();
    await new Promise((resolve) => smtp.close(resolve));
  });
  const call = callerOf(() => testApp.app);

  it("marks the request bounced, so the worker reads that it was not delivered and can send again", async () => {
    const worker = await signedInUser(testApp.app);
    const entry = (await call(worker, "POST", "/api/competence", toolboxTalk)).json() as CompetenceEntryView;
    const bounced = await call(worker, "POST", `/api/competence/${entry.id}/confirmation-requests`, {
      ...supervisor,
      supervisor_email: "nobody@northern.test",
    });
    expect(bounced.statusCode).toBe(200);
    expect(bounced.json().confirmation).toEqual({
      state: "bounced",
      supervisor_name: "Sam Lee",
      supervisor_email: "nobody@northern.test",
    });
    const again = await call(worker, "POST", `/api/competence/${entry.id}/confirmation-requests`, supervisor);
    expect(again.json().confirmation.state).toBe("requested");
  });
});
