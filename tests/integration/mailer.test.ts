import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import libmime from "libmime";
import libqp from "libqp";
import pino from "pino";
import { SMTPServer } from "smtp-server";
import { describe, expect, it } from "vitest";
import { createMailer } from "../../server/mail/mailer.server.ts";
import { parseSettings } from "../../server/settings/settings.ts";

describe("mailer", () => {
  it("writes one .eml file per message into the outbox folder under the data folder", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "vitrine-mail-"));
    const settings = parseSettings({
      email: {
        fromName: "Tea & Clay",
        fromAddress: "hello@teaandclay.test",
        transport: { type: "outbox", folder: "mail/out" },
      },
    }).email;
    const mailer = createMailer({ settings, logger: pino({ level: "silent" }), dataDir });
    const first = await mailer.send({
      to: "jane@example.com",
      subject: "Your order",
      text: "Thank you for your order.",
      html: "<p>Thank you for your order.</p>",
    });
    await mailer.send({ to: "shop@example.com", subject: "New order", text: "A new order arrived." });
    expect(first.sent).toBe(true);
    const folder = path.join(dataDir, "mail/out");
    const files = readdirSync(folder).filter((name) => name.endsWith(".eml"));
    expect(files).toHaveLength(2);
    const written = readFileSync(first.sent ? (first.file ?? "") : "", "utf8");
    expect(written).toMatch(/^From: "?Tea & Clay"? <hello@teaandclay\.test>$/m);
    expect(written).toMatch(/^To: jane@example\.com$/m);
    expect(written).toMatch(/^Subject: Your order$/m);
    expect(written).toContain("Thank you for your order.");
    expect(written).toContain("Content-Type: text/html");
    // A whole message: its own Message-ID (the one reported), a Date, and the outbox's LF line ends.
    expect(written).toMatch(/^Date: \w{3}, \d{1,2} \w{3} \d{4} \d{2}:\d{2}:\d{2} \+0000$/m);
    expect(first.sent && written.includes(`\nMessage-ID: ${first.messageId}\n`)).toBe(true);
    expect(first.sent && first.messageId).toMatch(/^<[\w-]+@teaandclay\.test>$/);
    expect(written).not.toContain("\r");
  });

  it("makes the outbox folder again when it was removed after the first message", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "vitrine-mail-"));
    const settings = parseSettings({
      email: { fromAddress: "hello@teaandclay.test", transport: { type: "outbox", folder: "mail/out" } },
    }).email;
    const mailer = createMailer({ settings, logger: pino({ level: "silent" }), dataDir });
    expect((await mailer.send({ to: "jane@example.com", subject: "One", text: "One." })).sent).toBe(true);
    rmSync(path.join(dataDir, "mail"), { recursive: true });
    const second = await mailer.send({ to: "jane@example.com", subject: "Two", text: "Two." });
    expect(second.sent).toBe(true);
    expect(readdirSync(path.join(dataDir, "mail/out"))).toHaveLength(1);
  });

  it("hands an SMTP server the message the outbox would write: envelope, headers and both parts (decision 060)", async () => {
    const received: { from: string; to: string[]; data: string }[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          const mailFrom = session.envelope.mailFrom;
          received.push({
            from: mailFrom ? mailFrom.address : "",
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            data: Buffer.concat(chunks).toString("utf8"),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = smtp.server.address() as AddressInfo;
      const settings = parseSettings({
        email: {
          fromName: "Café Étoile",
          fromAddress: "hello@cafe-etoile.test",
          transport: { type: "smtp", host: "127.0.0.1", port },
        },
      }).email;
      const mailer = createMailer({ settings, logger: pino({ level: "silent" }), dataDir: tmpdir() });
      const result = await mailer.send({
        to: "jane@example.com",
        replyTo: "help@cafe-etoile.test",
        subject: "Votre commande a été reçue",
        text: "Merci pour votre commande – 2 × tasse.\n",
        html: "<p>Merci pour votre commande – 2 × tasse.</p>",
      });
      expect(result).toEqual({
        sent: true,
        messageId: expect.stringMatching(/^<[\w-]+@cafe-etoile\.test>$/),
      });
      expect(received).toHaveLength(1);
      const [mail] = received;
      expect(mail?.from).toBe("hello@cafe-etoile.test");
      expect(mail?.to).toEqual(["jane@example.com"]);
      const data = mail?.data ?? "";
      expect(data).toContain(`\r\nMessage-ID: ${result.sent ? result.messageId : ""}\r\n`);
      expect(data).toMatch(/^Reply-To: help@cafe-etoile\.test\r$/m);
      const subject = /^Subject: (.*(?:\r\n[ \t].*)*)/m.exec(data)?.[1] ?? "";
      expect(libmime.decodeWords(subject.replace(/\r\n[ \t]/g, " "))).toBe("Votre commande a été reçue");
      const decoded = libqp.decode(data).toString("utf8");
      expect(decoded).toContain("Merci pour votre commande – 2 × tasse.\r\n");
      expect(decoded).toContain("<p>Merci pour votre commande – 2 × tasse.</p>");
      expect(data).toContain("Content-Type: text/html; charset=utf-8");
    } finally {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });

  it("reports an SMTP failure instead of throwing, and logs it", async () => {
    const logged: unknown[] = [];
    const logger = pino({ level: "error" }, { write: (line: string) => logged.push(JSON.parse(line)) });
    const settings = parseSettings({
      email: { transport: { type: "smtp", host: "127.0.0.1", port: 9, user: "shop", password: "file" } },
    }).email;
    const mailer = createMailer({ settings, logger, dataDir: tmpdir(), smtpPassword: "from-env" });
    const result = await mailer.send({ to: "jane@example.com", subject: "Hello", text: "Hi" });
    expect(result.sent).toBe(false);
    expect(logged).toEqual([
      expect.objectContaining({ msg: "email could not be sent", to: "jane@example.com" }),
    ]);
  });
});
