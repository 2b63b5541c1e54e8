/**
 * Control characters have no business in a URL, a form field or a cookie: a NUL byte cannot even be
 * stored in PostgreSQL text. Tab, line feed and carriage return are allowed (text areas send them);
 * every other C0 control and DEL is refused at the boundary with a 400, and so is half of a
 * surrogate pair (JSON can spell one, and no UTF-8 text holds it).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this module's job.
const FORBIDDEN_CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasControlCharacters(text: string): boolean {
  return FORBIDDEN_CONTROL.test(text) || LONE_SURROGATE.test(text);
}

/** Whether any string in a parsed body (keys included, nested objects and arrays walked) has one. */
export function containsControlCharacters(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return hasControlCharacters(value);
  if (depth > 32 || value === null || typeof value !== "object") return false;
  if (Array.isArray(value)) return value.some((item) => containsControlCharacters(item, depth + 1));
  return Object.entries(value).some(
    ([key, item]) => hasControlCharacters(key) || containsControlCharacters(item, depth + 1),
  );
}
