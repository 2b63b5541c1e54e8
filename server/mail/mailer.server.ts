import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "pino";
import type { Settings } from "../settings/settings.ts";
import { composeMimeMessage } from "./mime-message.server.ts";

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

export function createMailer(options: MailerOptions): Mailer {
  const { settings, logger } = options;
  const now = options.now ?? (() => new Date());
  const from = { name: settings.fromName, address: settings.fromAddress };
  const transport = settings.transport;

  if (transport.type === "smtp") {
    const password = options.smtpPassword || transport.password;
    const smtp = nodemailer.createTransport({
      host: transport.host,
      port: transport.port,
      secure: transport.secure,
      ...(transport.user ? { auth: { user: transport.user, pass: password } } : {}),
    });
    return {
      async send(message) {
        try {
          // The message the outbox would write: nodemailer only carries it to the server.
          const composed = composeMimeMessage({ from, ...message }, { date: now() });
          await smtp.sendMail({
            envelope: { from: from.address, to: [message.to] },
            raw: composed.message,
          });
          return { sent: true, messageId: composed.messageId };
        } catch (error) {
          logger.error({ err: error, to: message.to, subject: message.subject }, "email could not be sent");
          return { sent: false, error: (error as Error).message };
        }
      },
    };
  }

  const folder = outboxFolder(settings, options.dataDir) as string;
  // The folder is made on the first message, and again only if it went missing since.
  let folderMade = false;
  const writeMessage = async (file: string, message: Buffer) => {
    if (!folderMade) {
      await mkdir(folder, { recursive: true });
      folderMade = true;
    }
    try {
      await writeFile(file, message, { flag: "wx" });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      await mkdir(folder, { recursive: true });
      await writeFile(file, message, { flag: "wx" });
    }
  };
  return {
    async send(message) {
      try {
        const composed = composeMimeMessage({ from, ...message }, { date: now() });
        const stamp = now().toISOString().replace(/[:.]/g, "-");
        const file = path.join(folder, `${stamp}-${randomBytes(4).toString("hex")}.eml`);
        // The outbox's files have always ended their lines in LF, as files on this system do.
        await writeMessage(file, Buffer.from(composed.message.replace(/\r\n/g, "\n"), "utf8"));
        logger.info({ to: message.to, subject: message.subject, file }, "email written to the outbox");
        return { sent: true, messageId: composed.messageId, file };
      } catch (error) {
        logger.error({ err: error, to: message.to, subject: message.subject }, "email could not be written");
        return { sent: false, error: (error as Error).message };
      }
    },
  };
}
