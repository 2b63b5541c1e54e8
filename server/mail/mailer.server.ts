import { randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "pino";
import type { Settings } from "../settings/settings.ts";
import { type ComposedMessage, composeMimeMessage } from "./mime-message.server.ts";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

export type SendResult = { sent: true; messageId: string; file?: string } | { sent: false; error: string };

/**
 * Sends the shop's emails. `send` never throws: a message that cannot go out is logged with its
 * recipient and subject and reported as `{sent: false}`, so an order or a password request is
 * never lost because the mail server is down (decision 010).
 */
export interface Mailer {
  send(message: MailMessage): Promise<SendResult>;
}

export interface MailerOptions {
  settings: Settings["email"];
  logger: Logger;
  /** Where a relative outbox folder lives (DATA_DIR). */
  dataDir: string;
  /** SMTP_PASSWORD from the environment; preferred over a password in the settings file. */
  smtpPassword?: string;
  now?: () => Date;
}

/** The outbox folder for these settings (absolute, or relative to the data folder). */
export function outboxFolder(settings: Settings["email"], dataDir: string): string | null {
  if (settings.transport.type !== "outbox") return null;
  return path.resolve(dataDir, settings.transport.folder);
}

type SmtpTransport = Extract<Settings["email"]["transport"], { type: "smtp" }>;

/** How one transport carries a composed message, and what its failure is logged as. */
interface Delivery {
  failure: string;
  /** Carries the message; answers the outbox file it was written to, if any. Throws when it cannot. */
  carry(composed: ComposedMessage, message: MailMessage, date: Date): Promise<{ file?: string }>;
}

export function createMailer(options: MailerOptions): Mailer {
  const { settings, logger } = options;
  const now = options.now ?? (() => new Date());
  const from = { name: settings.fromName, address: settings.fromAddress };
  const transport = settings.transport;
  const delivery = transport.type === "smtp" ? smtpDelivery(transport, options) : outboxDelivery(options);
  return {
    async send(message) {
      try {
        const date = now();
        const composed = composeMimeMessage({ from, ...message }, { date });
        const carried = await delivery.carry(composed, message, date);
        return { sent: true, messageId: composed.messageId, ...carried };
      } catch (error) {
        logger.error({ err: error, to: message.to, subject: message.subject }, delivery.failure);
        return { sent: false, error: (error as Error).message };
      }
    },
  };
}

/** SMTP carries the message the outbox would write: nodemailer only hands it to the server. */
function smtpDelivery(transport: SmtpTransport, options: MailerOptions): Delivery {
  const password = options.smtpPassword || transport.password;
  const smtp = nodemailer.createTransport({
    host: transport.host,
    port: transport.port,
    secure: transport.secure,
    ...(transport.user ? { auth: { user: transport.user, pass: password } } : {}),
  });
  const sender = options.settings.fromAddress;
  return {
    failure: "email could not be sent",
    async carry(composed, message) {
      await smtp.sendMail({ envelope: { from: sender, to: [message.to] }, raw: composed.message });
      return {};
    },
  };
}

function outboxDelivery(options: MailerOptions): Delivery {
  const folder = outboxFolder(options.settings, options.dataDir) as string;
  // The folder is made on the first message, and again only if it went missing since.
  let folderMade = false;
  // Written in one synchronous call: a message of a few kilobytes lands in the page cache in tens of
  // microseconds, where the thread pool's open, write and close cost four times that CPU (decision 061).
  const writeMessage = (file: string, message: Buffer) => {
    if (!folderMade) {
      mkdirSync(folder, { recursive: true });
      folderMade = true;
    }
    try {
      writeFileSync(file, message, { flag: "wx" });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      mkdirSync(folder, { recursive: true });
      writeFileSync(file, message, { flag: "wx" });
    }
  };
  return {
    failure: "email could not be written",
    // Async only to share `Delivery`'s shape with SMTP; a write that throws still rejects, as a failed send does.
    async carry(composed, message, date) {
      const stamp = date.toISOString().replace(/[:.]/g, "-");
      // Eight hex digits as before, from the entropy `randomUUID` buffers rather than a call of their own.
      const file = path.join(folder, `${stamp}-${randomUUID().slice(0, 8)}.eml`);
      // The outbox's files have always ended their lines in LF, as files on this system do.
      writeMessage(file, Buffer.from(composed.message.replace(/\r\n/g, "\n"), "utf8"));
      options.logger.info({ to: message.to, subject: message.subject, file }, "email written to the outbox");
      return { file };
    },
  };
}
