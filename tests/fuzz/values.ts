import type { Random } from "./random.ts";

/**
 * What an attacker types into a field: numbers that overflow or go negative, control characters,
 * unicode edge cases, markup and SQL, paths that try to leave the site, and very long text.
 */
const HOSTILE_TEXT = [
  "",
  " ",
  "0",
  "-1",
  "-0",
  "1.5",
  "1e3",
  "1e309",
  "NaN",
  "Infinity",
  "0x1F",
  "2147483647",
  "2147483648",
  "-2147483649",
  "4294967296",
  "9223372036854775808",
  "99999999999999999999999999999999",
  "a\u0000b",
  "\u0000",
  "\u0001\u0002\u0003",
  "\u001b[31mred",
  "bell\u0007",
  "del\u007f",
  "line\r\nbreak",
  "tab\tbed",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  "' OR '1'='1' --",
  "1; DROP TABLE orders; --",
  "%00",
  "%",
  "%zz",
  "../../etc/passwd",
  "é",
  "日本語の商品",
  "🛒🔥",
  "\u202eevil",
  "e\u0301",
  "\ufeffbom",
  "\uffff",
  "𝕍𝕚𝕥𝕣𝕚𝕟𝕖",
  "/.//evil.example/",
  "/..//evil.example/",
  "/%2e//evil.example/",
  "//evil.example/",
  "https://evil.example/",
  "/\\evil.example",
  "__proto__",
  "constructor",
  "toString",
  "[object Object]",
  "true",
  "null",
];

export function hostileText(random: Random): string {
  if (random.chance(0.04)) return "x".repeat(random.pick([300, 5000, 70_000]));
  if (random.chance(0.05)) return String(random.int(2) ? -random.int(1e6) : random.int(1e9) * 1e9);
  return random.pick(HOSTILE_TEXT);
}

/** Mostly a plausible value for the field, sometimes a hostile one. */
export function fieldValue(random: Random, plausible: readonly string[]): string {
  if (plausible.length > 0 && random.chance(0.55)) return random.pick(plausible);
  return hostileText(random);
}

/** A field's name as posted: usually as is, sometimes as an array or a nested map (`name[]`, `name[a][b]`). */
export function fieldName(random: Random, name: string): string {
  const roll = random.next();
  if (roll < 0.85) return name;
  if (roll < 0.92) return `${name}[]`;
  if (roll < 0.96) return `${name}[${random.pick(["a", "0", "999999999999", "__proto__"])}]`;
  return `${name}[x][y][z]`;
}

/** Percent-encodes for a form body; half a surrogate pair, which has no UTF-8, goes in as raw bytes. */
export function formEncode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return text
      .split("")
      .map((character) => {
        try {
          return encodeURIComponent(character);
        } catch {
          return "%ED%A0%80";
        }
      })
      .join("");
  }
}
