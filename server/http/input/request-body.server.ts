import type { IncomingMessage } from "node:http";
import busboy from "busboy";
import qs from "qs";
import { containsControlCharacters } from "./control-characters.ts";

/**
 * The one request-body layer (decision 017): every endpoint that takes a body (the compat calls,
 * REST, and the pages' form posts before React Router) reads it here, within its kind's limits, and
 * gets either the parsed fields or a client error (400, 413 or 415) to answer in its own shape.
 * Nothing here throws and every body is answered once.
 */
export type BodyKind = "page-form" | "call" | "rest";

type BodyFormat = "urlencoded" | "multipart" | "json";

interface BodyRules {
  maxBytes: number;
  /** Form fields (or multipart parts) at most. */
  maxFields: number;
  formats: readonly BodyFormat[];
}

export const BODY_RULES: Record<BodyKind, BodyRules> = {
  /** Forms posted to pages (cart, checkout, account, product, preferences); a full cart stays far below. */
  "page-form": { maxBytes: 128 * 1024, maxFields: 500, formats: ["urlencoded", "multipart"] },
  /** `?wc-ajax=` and admin-ajax calls: WooCommerce's scripts post forms, multipart (product form) or JSON. */
  call: { maxBytes: 128 * 1024, maxFields: 500, formats: ["urlencoded", "multipart", "json"] },
  /** `/wp-json/` routes: JSON, or a plain form where a no-script fallback posts one. */
  rest: { maxBytes: 64 * 1024, maxFields: 100, formats: ["json", "urlencoded"] },
};

/** Nesting of bracketed field names (`cart[<key>][qty]`) that forms use; deeper stays a literal name. */
const FIELD_NESTING_DEPTH = 2;

export type BodyOutcome =
  | { ok: true; fields: Record<string, unknown> }
  | { ok: false; status: 400 | 413 | 415; message: string };

export const BODY_MESSAGES = {
  unreadable: "The form could not be read.",
  cutShort: "The request body ended before it was complete.",
  tooLarge: "The request is too large.",
  tooManyFields: "The form has too many fields.",
  files: "Files cannot be sent to this address.",
  unsupportedType: "This address does not accept that kind of content.",
  unsupportedCharset: "Only UTF-8 text is accepted.",
  invalidJson: "The JSON body could not be read.",
  controlCharacters: "The form contains characters that are not allowed.",
} as const;

const EMPTY: BodyOutcome = { ok: true, fields: {} };

function fail(status: 400 | 413 | 415, message: string): BodyOutcome {
  return { ok: false, status, message };
}

function formatOf(mediaType: string): BodyFormat | null {
  if (mediaType === "application/x-www-form-urlencoded") return "urlencoded";
  if (mediaType === "multipart/form-data") return "multipart";
  if (mediaType === "application/json" || /^application\/[a-z0-9.+-]+\+json$/.test(mediaType)) return "json";
  return null;
}

function hasBody(req: IncomingMessage): boolean {
  const length = req.headers["content-length"];
  if (req.headers["transfer-encoding"] !== undefined) return true;
  return length !== undefined && length !== "0";
}

/** Reads and parses a request's body by the rules of its kind; answers every body exactly once. */
export async function readRequestBody(req: IncomingMessage, kind: BodyKind): Promise<BodyOutcome> {
  if (!hasBody(req)) return EMPTY;
  const rules = BODY_RULES[kind];
  const contentType = req.headers["content-type"] ?? "";
  const [mediaTypePart = "", ...parameters] = contentType.split(";");
  const mediaType = mediaTypePart.trim().toLowerCase();
  const format = formatOf(mediaType);
  if (!format || !rules.formats.includes(format)) {
    discard(req);
    return fail(415, BODY_MESSAGES.unsupportedType);
  }
  const charset = parameters
    .map((parameter) => parameter.trim().toLowerCase())
    .find((parameter) => parameter.startsWith("charset="))
    ?.slice("charset=".length)
    .replace(/^"|"$/g, "");
  if (charset !== undefined && charset !== "utf-8" && charset !== "utf8") {
    discard(req);
    return fail(415, BODY_MESSAGES.unsupportedCharset);
  }
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > rules.maxBytes) {
    discard(req);
    return fail(413, BODY_MESSAGES.tooLarge);
  }
  const bytes = await collect(req, rules.maxBytes);
  if (bytes === "too-large") return fail(413, BODY_MESSAGES.tooLarge);
  if (bytes === "cut-short") return fail(400, BODY_MESSAGES.cutShort);
  const parsed =
    format === "json"
      ? parseJson(bytes)
      : format === "urlencoded"
        ? parseUrlEncoded(bytes.toString("utf8"), rules.maxFields)
        : await parseMultipart(bytes, contentType, rules.maxFields);
  if (!parsed.ok) return parsed;
  if (containsControlCharacters(parsed.fields)) return fail(400, BODY_MESSAGES.controlCharacters);
  return parsed;
}

/** The rest of a refused body is read and dropped, so the answer reaches a client still sending. */
function discard(req: IncomingMessage): void {
  // The client may go away while the rest drains: that is not an error of the shop.
  req.on("error", ignore);
  req.resume();
}

function ignore(): void {}

/** The whole body, at most `maxBytes`; a larger one is drained and refused, a cut one reported. */
function collect(req: IncomingMessage, maxBytes: number): Promise<Buffer | "too-large" | "cut-short"> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (result: Buffer | "too-large" | "cut-short") => {
      if (settled) return;
      settled = true;
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onCut);
      req.off("close", onCut);
      if (result === "too-large") discard(req);
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) settle("too-large");
      else chunks.push(chunk);
    };
    const onEnd = () => settle(Buffer.concat(chunks));
    const onCut = () => settle(req.complete ? Buffer.concat(chunks) : "cut-short");
    // An error after settling (the client going away while the rest drains) must not go unheard.
    req.on("error", ignore);
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onCut);
    req.on("close", onCut);
  });
}

function parseUrlEncoded(text: string, maxFields: number): BodyOutcome {
  if (fieldCount(text) > maxFields) return fail(413, BODY_MESSAGES.tooManyFields);
  try {
    const fields = qs.parse(text, {
      depth: FIELD_NESTING_DEPTH,
      parameterLimit: maxFields,
      allowPrototypes: false,
    });
    return { ok: true, fields: fields as Record<string, unknown> };
  } catch {
    return fail(400, BODY_MESSAGES.unreadable);
  }
}

function fieldCount(text: string): number {
  let count = text === "" ? 0 : 1;
  for (let index = text.indexOf("&"); index !== -1; index = text.indexOf("&", index + 1)) count++;
  return count;
}

function parseJson(bytes: Buffer): BodyOutcome {
  let value: unknown;
  try {
    value = JSON.parse(bytes.toString("utf8"));
  } catch {
    return fail(400, BODY_MESSAGES.invalidJson);
  }
  if (value === null || typeof value !== "object" || Array.isArray(value))
    return fail(400, BODY_MESSAGES.invalidJson);
  return { ok: true, fields: value as Record<string, unknown> };
}

/**
 * Form fields of a multipart body, nested like urlencoded ones (`quantity[12]=1` → `{quantity: {12: "1"}}`).
 * File parts are refused. The parser's events may fire in any order (an error, then its close): the
 * first verdict wins and later ones are ignored.
 */
function parseMultipart(bytes: Buffer, contentType: string, maxFields: number): Promise<BodyOutcome> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome: BodyOutcome) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { "content-type": contentType },
        limits: { fields: maxFields, parts: maxFields, fieldSize: bytes.length + 1, files: 0 },
      });
    } catch {
      settle(fail(400, BODY_MESSAGES.unreadable));
      return;
    }
    const pairs = new URLSearchParams();
    let refusal: BodyOutcome | null = null;
    parser.on("field", (name, value) => pairs.append(name, value));
    parser.on("file", (_name, stream) => {
      refusal ??= fail(400, BODY_MESSAGES.files);
      stream.resume();
    });
    parser.on("filesLimit", () => {
      refusal ??= fail(400, BODY_MESSAGES.files);
    });
    parser.on("fieldsLimit", () => {
      refusal ??= fail(413, BODY_MESSAGES.tooManyFields);
    });
    parser.on("partsLimit", () => {
      refusal ??= fail(413, BODY_MESSAGES.tooManyFields);
    });
    parser.on("error", () => settle(refusal ?? fail(400, BODY_MESSAGES.unreadable)));
    parser.on("close", () => settle(refusal ?? parseUrlEncoded(pairs.toString(), maxFields)));
    try {
      parser.end(bytes);
    } catch {
      settle(fail(400, BODY_MESSAGES.unreadable));
    }
  });
}
