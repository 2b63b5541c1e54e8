import { describe, expect, it } from "vitest";
import { containsControlCharacters, hasControlCharacters } from "./control-characters.ts";

describe("control characters (issue 9, finding 3)", () => {
  it("refuses NUL, the other C0 controls and DEL", () => {
    expect(hasControlCharacters("a\u0000b")).toBe(true);
    expect(hasControlCharacters("\u0001")).toBe(true);
    expect(hasControlCharacters("bell\u0007")).toBe(true);
    expect(hasControlCharacters("\u001B[31m")).toBe(true);
    expect(hasControlCharacters("del\u007F")).toBe(true);
  });

  it("refuses half a surrogate pair but not a whole one", () => {
    expect(hasControlCharacters("\uD800")).toBe(true);
    expect(hasControlCharacters("x\uDC00y")).toBe(true);
    expect(hasControlCharacters("\uD834\uDD1E")).toBe(false);
  });

  it("allows tab, line breaks and any printable unicode", () => {
    expect(hasControlCharacters("line one\r\nline two\tend")).toBe(false);
    expect(hasControlCharacters("Crème brûlée ☕ 𝄞 سلام")).toBe(false);
  });

  it("walks parsed bodies: values, keys, arrays and nested objects", () => {
    expect(containsControlCharacters({ a: "ok", b: ["x", "y"] })).toBe(false);
    expect(containsControlCharacters({ quantity: { "12\u0000": "1" } })).toBe(true);
    expect(containsControlCharacters({ list: ["fine", "bad\u0000"] })).toBe(true);
    expect(containsControlCharacters({ deep: { deeper: { deepest: "\u0000" } } })).toBe(true);
    expect(containsControlCharacters(42)).toBe(false);
    expect(containsControlCharacters(null)).toBe(false);
  });
});
