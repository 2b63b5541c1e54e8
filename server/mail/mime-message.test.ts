import libmime from "libmime";
import libqp from "libqp";
import { describe, expect, it } from "vitest";
import { composeMimeMessage, type MimeMail } from "./mime-message.server.ts";

const DATE = new Date(Date.UTC(2026, 11, 7, 9, 5, 3));
const ORDER_EMAIL: MimeMail = {
  from: { name: "Café Étoile", address: "hello@cafe-etoile.test" },
  to: "jane@example.com",
  subject: "Your Café Étoile order has been received!",
  text: "Thank you for your order.\nStoneware mug – blue glaze × 2    €24,00\n",
  html: `<p>Thank you for your order.</p><table>${"<tr><td>Stoneware mug – blue glaze × 2</td><td>€24,00</td></tr>".repeat(30)}</table>`,
};

/** The message's head (its header lines, folded lines unfolded) and its body. */
function split(message: string): { headers: Map<string, string>; body: string } {
  const end = message.indexOf("\r\n\r\n");
  const headers = new Map<string, string>();
  for (const line of message
    .slice(0, end)
    .replace(/\r\n[ \t]/g, " ")
    .split("\r\n")) {
    const colon = line.indexOf(":");
    headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 2));
  }
  return { headers, body: message.slice(end + 4) };
}

/** Each part of a multipart body: its own headers and content, decoded from quoted-printable. */
function parts(message: string): { type: string; content: string }[] {
  const { headers, body } = split(message);
  const boundary = /boundary="([^"]+)"/.exec(headers.get("content-type") ?? "")?.[1] ?? "";
  const [, ...rest] = body.split(`--${boundary}`);
  return rest
    .filter((part) => !part.startsWith("--"))
    .map((part) => {
      const parsed = split(part.replace(/^\r\n/, ""));
      expect(parsed.headers.get("content-transfer-encoding")).toBe("quoted-printable");
      return {
        type: parsed.headers.get("content-type") ?? "",
        content: libqp.decode(parsed.body.replace(/\r\n$/, "")).toString("utf8"),
      };
    });
}

describe("composeMimeMessage (decision 060)", () => {
  it("writes the text and the HTML as two quoted-printable parts of one multipart/alternative message", () => {
    const { message } = composeMimeMessage(ORDER_EMAIL, { date: DATE });
    expect(split(message).headers.get("mime-version")).toBe("1.0");
    expect(split(message).headers.get("content-type")).toMatch(/^multipart\/alternative; boundary="/);
    expect(parts(message)).toEqual([
      { type: "text/plain; charset=utf-8", content: ORDER_EMAIL.text.replace(/\n/g, "\r\n") },
      { type: "text/html; charset=utf-8", content: ORDER_EMAIL.html },
    ]);
  });

  it("keeps every line within 78 characters, in CRLF, and folds long headers onto indented lines", () => {
    const { message } = composeMimeMessage(
      { ...ORDER_EMAIL, subject: `${ORDER_EMAIL.subject} ${"and a few more words ".repeat(5)}` },
      { date: DATE },
    );
    expect(message.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const lines = message.split("\r\n");
    expect(Math.max(...lines.map((line) => line.length))).toBeLessThanOrEqual(78);
    const subjectAt = lines.findIndex((line) => line.startsWith("Subject: "));
    expect(lines[subjectAt + 1]).toMatch(/^[ \t]\S/);
  });

  it("encodes names and subjects outside ASCII as encoded words that read back as written", () => {
    const { headers } = split(composeMimeMessage(ORDER_EMAIL, { date: DATE }).message);
    expect(headers.get("from")).toMatch(/^=\?UTF-8\?Q\?.+\?= <hello@cafe-etoile\.test>$/);
    expect(libmime.decodeWords(headers.get("from") ?? "")).toBe("Café Étoile <hello@cafe-etoile.test>");
    expect(headers.get("subject")).not.toContain("é");
    expect(libmime.decodeWords(headers.get("subject") ?? "")).toBe(ORDER_EMAIL.subject);
  });

  it("quotes an ASCII name only when it holds a character a bare name cannot", () => {
    const from = (name: string) =>
      split(composeMimeMessage({ ...ORDER_EMAIL, from: { name, address: "a@b.test" } }).message).headers.get(
        "from",
      );
    expect(from("Tea & Clay")).toBe("Tea & Clay <a@b.test>");
    expect(from('Tea, Clay "and" Co.')).toBe('"Tea, Clay \\"and\\" Co." <a@b.test>');
    expect(from("")).toBe("a@b.test");
  });

  it("never lets a line break in a subject, name or address start a header of its own", () => {
    const { message } = composeMimeMessage({
      ...ORDER_EMAIL,
      from: { name: "Shop\r\nBcc: thief@example.com", address: "hello@shop.test" },
      to: "jane@example.com\nBcc: thief@example.com",
      replyTo: "help@shop.test\r\nX-Injected: yes",
      subject: "Hello\r\nBcc: thief@example.com",
    });
    const head = message.slice(0, message.indexOf("\r\n\r\n"));
    expect(head).not.toMatch(/^(Bcc|X-Injected):/im);
    expect(split(message).headers.get("reply-to")).toBe("help@shop.test X-Injected: yes");
  });

  it("dates the message in RFC 5322's form and names it under the sender's domain", () => {
    const composed = composeMimeMessage(ORDER_EMAIL, { date: DATE, id: "order-42-customer" });
    const { headers } = split(composed.message);
    expect(headers.get("date")).toBe("Mon, 07 Dec 2026 09:05:03 +0000");
    expect(composed.messageId).toBe("<order-42-customer@cafe-etoile.test>");
    expect(headers.get("message-id")).toBe(composed.messageId);
    expect(composeMimeMessage(ORDER_EMAIL).messageId).not.toBe(composeMimeMessage(ORDER_EMAIL).messageId);
  });

  it("writes a message without HTML as a single text part", () => {
    const { message } = composeMimeMessage({ ...ORDER_EMAIL, html: undefined }, { date: DATE });
    const { headers, body } = split(message);
    expect(headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(message).not.toContain("multipart");
    // The message ends in a line break of its own, after the text's.
    expect(libqp.decode(body.replace(/\r\n$/, "")).toString("utf8")).toBe(
      ORDER_EMAIL.text.replace(/\n/g, "\r\n"),
    );
  });
});
