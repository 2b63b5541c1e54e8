import { describe, expect, it } from "vitest";
import { randomText } from "./random-pool.ts";

describe("random bytes drawn from a pool", () => {
  it("hands out each byte once: thousands of tokens, across pool refills, all different", () => {
    const tokens = Array.from({ length: 3_000 }, () => randomText(32, "base64url"));
    expect(new Set(tokens).size).toBe(tokens.length);
    for (const token of tokens.slice(0, 10)) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("answers the length and encoding asked for, also beyond the pool's size", () => {
    expect(Buffer.from(randomText(16, "base64"), "base64")).toHaveLength(16);
    expect(randomText(8, "hex")).toMatch(/^[0-9a-f]{16}$/);
    expect(Buffer.from(randomText(10_000, "base64url"), "base64url")).toHaveLength(10_000);
  });
});
