import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Language } from "@siteready/domain/i18n";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer";
import { renderEmailHtml } from "./email-html.tsx";

export interface MailMessage {
  to: string;
  subject: string;
  /**
   * The plain-text part, written to read well as it is; the HTML part is drawn from it (see email-html.tsx for
   * the few conventions: blank lines, "- " lists, "Label: https://…" actions, a "-- " line before the small print).
   */
  text: string;
  /** The language the e-mail is written in, the recipient's: the HTML part's `lang` (screen readers, hyphenation). */
  language: Language;
  /** The switch-off link of an e-mail people chose to get: becomes List-Unsubscribe (RFC 8058 one-click). */
  unsubscribeUrl?: string;
  /** Extra headers. */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Where mail goes, for logs and the health of the set-up: 'smtp' or the outbox folder. */
  readonly destination: string;
}

/** DKIM signing (nodemailer's signer) when a private key is configured. */
export interface DkimKey {
  domainName: string;
  keySelector: string;
  privateKey: string;
}

/** The message as nodemailer sends it: multipart/alternative text + HTML, with the list headers. */
async function composed(from: string, message: MailMessage): Promise<Mail.Options> {
  const headers: Record<string, string> = { ...message.headers };
  if (message.unsubscribeUrl) {
    headers["List-Unsubscribe"] = `<${message.unsubscribeUrl}>`;
    headers["List-Unsubscribe-Post"] = "List-Unsubscribe=One-Click";
  }
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: await renderEmailHtml(message),
    headers,
  };
}

/** Sends through SMTP when SMTP_URL is set. */
function createSmtpMailer(options: { smtpUrl: string; from: string; dkim: DkimKey | undefined }): Mailer {
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    ...(options.dkim ? { dkim: options.dkim } : {}),
  });
  return {
    destination: "smtp",
    async send(message) {
      await transport.sendMail(await composed(options.from, message));
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
  dkim?: DkimKey | undefined;
}): Mailer {
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: "unix",
    ...(options.dkim ? { dkim: options.dkim } : {}),
  });
  return {
    destination: options.outboxDir,
    async send(message) {
      const info = await transport.sendMail(await composed(options.from, message));
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
  dkim: DkimKey | undefined;
}) {
  return options.smtpUrl
    ? createSmtpMailer({ smtpUrl: options.smtpUrl, from: options.from, dkim: options.dkim })
    : createOutboxMailer({
        outboxDir: path.join(options.dataDir, "outbox"),
        from: options.from,
        logger: options.logger,
        dkim: options.dkim,
      });
}
