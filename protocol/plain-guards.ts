/**
 * Small hand-written checks for the few values the browser reads (page globals, ajax replies, data
 * attributes). Browser modules use these instead of Zod so that no schema library ships to the client
 * (decision 031); every request, cookie, form and setting is still validated with Zod on the server.
 */

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** true / false, or WordPress's localized "1" / "" / "0"; anything else is undefined. */
export function wpBoolean(value: unknown): boolean | undefined {
  if (typeof value === "boolean") return value;
  if (value === "1") return true;
  if (value === "" || value === "0") return false;
  return undefined;
}

/** A finite number (not a numeric string). */
export function isFiniteNumber(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value);
}

/** A whole non-negative number, or its decimal string; anything else is undefined. */
export function wpInteger(value: unknown): number | undefined {
  if (typeof value === "number" && Number.isInteger(value) && value >= 0) return value;
  if (typeof value === "string" && /^\d+$/.test(value)) return Number(value);
  return undefined;
}

/**
 * Reads the fields of one object, collecting an issue (`path.field: message`) for each bad one, so a
 * caller can report every bad field at once.
 */
export class FieldReader {
  constructor(
    private readonly source: Record<string, unknown>,
    private readonly path: string,
    private readonly issues: string[],
  ) {}

  fail(key: string, message: string): void {
    this.issues.push(`${this.path ? `${this.path}.` : ""}${key}: ${message}`);
  }

  /** A required string, or a string matching `check` (which returns the message for a bad one). */
  string(key: string, check?: (value: string) => string | null): string {
    const value = this.source[key];
    if (typeof value !== "string") {
      this.fail(key, `expected string, received ${kindOf(value)}`);
      return "";
    }
    const problem = check?.(value);
    if (problem) this.fail(key, problem);
    return value;
  }

  optionalString(key: string): string | undefined {
    return this.source[key] === undefined ? undefined : this.string(key);
  }

  oneOf<Option extends string>(key: string, options: readonly Option[], fallback?: Option): Option {
    const value = this.source[key];
    if (value === undefined && fallback !== undefined) return fallback;
    if (typeof value === "string" && (options as readonly string[]).includes(value)) return value as Option;
    this.fail(key, `invalid option: expected one of ${options.map((option) => `"${option}"`).join("|")}`);
    return fallback ?? (options[0] as Option);
  }

  boolean(key: string, fallback?: boolean): boolean {
    const value = this.source[key];
    if (value === undefined && fallback !== undefined) return fallback;
    const parsed = wpBoolean(value);
    if (parsed === undefined)
      this.fail(key, `expected a boolean or "1" / "" / "0", received ${kindOf(value)}`);
    return parsed ?? false;
  }

  integer(key: string): number {
    const parsed = wpInteger(this.source[key]);
    if (parsed === undefined) this.fail(key, `expected a whole number, received ${kindOf(this.source[key])}`);
    return parsed ?? 0;
  }

  optionalInteger(key: string): number | undefined {
    return this.source[key] === undefined ? undefined : this.integer(key);
  }

  /** A nested object's reader; null when the field is absent or null, an issue when it is not an object. */
  optionalObject(key: string): FieldReader | null {
    const value = this.source[key];
    return value === undefined || value === null ? null : this.object(key);
  }

  /** A nested object's reader, or null (with an issue) when the field is not an object. */
  object(key: string): FieldReader | null {
    const value = this.source[key];
    if (isRecord(value)) return new FieldReader(value, this.path ? `${this.path}.${key}` : key, this.issues);
    this.fail(key, `expected object, received ${kindOf(value)}`);
    return null;
  }
}

export function kindOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  return typeof value;
}
