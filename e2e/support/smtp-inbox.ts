import { randomUUID } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server on 127.0.0.1 (the npm smtp-server package) that the production server sends its mail to
 * (SMTP_URL): each message it accepts is kept as an .eml file in `folder`, named by its recipient, for the
 * tests (which run in other processes) to read. Plain SMTP on the loopback: no TLS, no sign-in. `refuses` names
 * addresses it answers 550 (no such mailbox), as a real server does for a mailbox that does not exist: a bounce.
 */
export async function startSmtpInbox(folder: string, options: { refuses?: readonly string[] } = {}) {
  mkdirSync(folder, { recursive: true });
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!options.refuses?.includes(address.address)) return callback();
      const refusal = Object.assign(new Error("5.1.1 No such mailbox"), { responseCode: 550 });
      return callback(refusal);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const recipients = session.envelope.rcptTo.map((recipient) => recipient.address).join(",");
        // Kept before the message is accepted, so a test never looks before it is there.
        writeFileSync(
          path.join(folder, `${Date.now()}-${randomUUID()}.eml`),
          Buffer.concat([Buffer.from(`X-Envelope-To: ${recipients}\r\n`), ...chunks]),
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The newest message the SMTP server accepted for `to`, as a mail program reads it; `folder` is the suite's
 * inbox unless a test runs an SMTP server of its own.
 */
export async function latestEmailTo(
  to: string,
  folder = String(process.env.E2E_SMTP_INBOX),
): Promise<ParsedMail> {
  const files = readdirSync(folder).sort();
  for (const file of files.reverse()) {
    const raw = readFileSync(path.join(folder, file));
    const envelope = /^X-Envelope-To: (.*)\r\n/.exec(raw.toString("utf8", 0, 500))?.[1] ?? "";
    if (envelope.split(",").includes(to)) return simpleParser(raw);
  }
  throw new Error(`The SMTP server got no e-mail for ${to}`);
}
