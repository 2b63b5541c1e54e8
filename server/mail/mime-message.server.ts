import { randomUUID } from "node:crypto";
import libmime from "libmime";
import libqp from "libqp";

/** One email as the shop sends it: a text body, and the same content as HTML when there is one. */
export interface MimeMail {
  from: { name: string; address: string };
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
}

export interface ComposedMessage {
  /** The whole RFC 5322 message, lines ending in CRLF as SMTP sends them. */
  message: string;
  /** The `Message-ID` header's value, angle brackets included. */
  messageId: string;
}

/** RFC 5322 recommends header lines of at most 78 characters; encoded words leave room for the name before them. */
const HEADER_LINE = 76;
const ENCODED_WORD = 52;
const CRLF = "\r\n";

/** Header values never carry a line break of their own: a subject or name cannot add a header. */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, " ").trim();
const isAscii = (value: string) => /^[\x20-\x7e]*$/.test(value);
/** A display name that needs no quotes: RFC 5322 atext words and spaces. */
const ATOMS = /^[A-Za-z0-9!#$%&'*+\-/=?^_`{|}~ ]+$/;

function displayName(name: string): string {
  const value = oneLine(name);
  if (!isAscii(value)) return libmime.encodeWord(value, "Q", ENCODED_WORD);
  if (ATOMS.test(value)) return value;
  return `"${value.replace(/(["\\])/g, "\\$1")}"`;
}

function mailbox(name: string, address: string): string {
  const bare = oneLine(address);
  return name.trim() === "" ? bare : `${displayName(name)} <${bare}>`;
}

/** `Mon, 7 Dec 2026 09:05:03 +0000`: RFC 5322's date, in UTC. */
function mailDate(date: Date): string {
  return date.toUTCString().replace(/GMT$/, "+0000");
}

function header(name: string, value: string): string {
  return libmime.foldLines(`${name}: ${value}`, HEADER_LINE).replace(/\r?\n$/, "");
}

/** A text part's headers and body, quoted-printable: mostly readable as it is, lines within SMTP's limits. */
function textPart(contentType: "text/plain" | "text/html", content: string): string {
  const body = libqp.wrap(libqp.encode(Buffer.from(content.replace(/\r?\n/g, CRLF), "utf8")), HEADER_LINE);
  return [
    `Content-Type: ${contentType}; charset=utf-8`,
    "Content-Transfer-Encoding: quoted-printable",
    "",
    body,
  ].join(CRLF);
}

/**
 * Composes the message with libmime's encoded words and libqp's quoted-printable (decision 060): a few string
 * joins where nodemailer's composer ran a tree of streams (0.8 ms an order email against 0.1 ms).
 */
export function composeMimeMessage(
  mail: MimeMail,
  options: { date?: Date; id?: string } = {},
): ComposedMessage {
  const id = options.id ?? randomUUID();
  const domain = oneLine(mail.from.address).split("@").pop() || "localhost";
  const messageId = `<${id}@${domain}>`;
  const subject = oneLine(mail.subject);
  const headers = [
    header("From", mailbox(mail.from.name, mail.from.address)),
    header("To", oneLine(mail.to)),
    ...(mail.replyTo ? [header("Reply-To", oneLine(mail.replyTo))] : []),
    header("Subject", isAscii(subject) ? subject : libmime.encodeWords(subject, "Q", ENCODED_WORD)),
    `Message-ID: ${messageId}`,
    `Date: ${mailDate(options.date ?? new Date())}`,
    "MIME-Version: 1.0",
  ];
  if (mail.html === undefined) {
    return { message: [...headers, textPart("text/plain", mail.text), ""].join(CRLF), messageId };
  }
  const boundary = `vitrine-${id}`;
  const message = [
    ...headers,
    "Content-Type: multipart/alternative;",
    ` boundary="${boundary}"`,
    "",
    `--${boundary}`,
    textPart("text/plain", mail.text),
    `--${boundary}`,
    textPart("text/html", mail.html),
    `--${boundary}--`,
    "",
  ].join(CRLF);
  return { message, messageId };
}
