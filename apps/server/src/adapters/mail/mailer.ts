import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe (RFC 8058) on e-mails people chose to get. */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Where mail goes, for logs and the health of the set-up: 'smtp' or the outbox folder. */
  readonly destination: string;
}

/** Sends through SMTP when SMTP_URL is set. */
function createSmtpMailer(options: { smtpUrl: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    destination: "smtp",
    async send(message) {
      await transport.sendMail({ from: options.from, ...message });
    },
  };
}

/**
 * The embedded default: each message is written as an .eml file under DATA_DIR/outbox (openable in any mail
 * program), so password reset works with no mail server at all. The log names the file only: the address is
 * personal data and the links carry tokens.
 */
export function createOutboxMailer(options: {
  outboxDir: string;
  from: string;
  logger: FastifyBaseLogger;
}): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    destination: options.outboxDir,
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(options.outboxDir, { recursive: true });
      const file = path.join(
        options.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID()}.eml`,
      );
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      options.logger.info({ outboxFile: file, subject: message.subject }, "e-mail written to the outbox");
    },
  };
}

export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  logger: FastifyBaseLogger;
}) {
  return options.smtpUrl
    ? createSmtpMailer({ smtpUrl: options.smtpUrl, from: options.from })
    : createOutboxMailer({
        outboxDir: path.join(options.dataDir, "outbox"),
        from: options.from,
        logger: options.logger,
      });
}
