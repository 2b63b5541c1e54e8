import { isSerialized, unserialize } from "php-serialize";

/**
 * WordPress stores array and object post meta PHP-serialized (`a:1:{i:0;s:15:"include/general";}`), and a WXR
 * export writes those strings as they are. They are decoded with php-serialize (byte-length aware, so UTF-8
 * strings read right), never with patterns.
 */

export class PhpMetaError extends Error {
  override name = "PhpMetaError";
}

/** Decoded value, or the text itself when the value is not serialized. */
export function decodeMetaValue(value: string): unknown {
  if (!isSerialized(value.trim())) return value;
  try {
    // Objects of unknown classes come back as incomplete-class objects with their properties; never instantiated.
    return normalisePhpValue(unserialize(value.trim(), {}, { strict: false }));
  } catch (error) {
    throw new PhpMetaError(`is not valid PHP-serialized data (${(error as Error).message})`);
  }
}

/**
 * PHP has one array type: a list (`a:2:{i:0;…i:1;…}`) decodes to an array, a map to an object. An empty
 * PHP array is `[]`; callers that expect a map accept it through `asRecord`.
 */
function normalisePhpValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalisePhpValue);
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value).filter(([key]) => key !== "__PHP_Incomplete_Class_Name");
    return Object.fromEntries(entries.map(([key, entry]) => [key, normalisePhpValue(entry)]));
  }
  return value;
}

/** A decoded PHP array used as a map: `[]` (PHP's empty array) and lists become objects keyed by index. */
export function asRecord(value: unknown): Record<string, unknown> | null {
  if (Array.isArray(value)) return Object.fromEntries(value.map((entry, index) => [String(index), entry]));
  if (value !== null && typeof value === "object") return value as Record<string, unknown>;
  return null;
}

/** A decoded PHP array used as a list of strings (`_elementor_conditions`, `_menu_item_classes`). */
export function asStringList(value: unknown): string[] | null {
  const list = Array.isArray(value) ? value : asRecord(value) ? Object.values(asRecord(value) ?? {}) : null;
  if (!list) return null;
  return list
    .filter((entry): entry is string | number => typeof entry === "string" || typeof entry === "number")
    .map(String);
}
