import { describe, expect, it } from "vitest";
import { createNonce, NONCE_TICK_MS, verifyNonce } from "./nonce.ts";

const secret = "test-secret";
const now = new Date("2026-11-22T10:00:00Z");

describe("nonces", () => {
  it("verifies a nonce for the same action and session", () => {
    const nonce = createNonce(secret, "update-qty", "session-a", now);
    expect(nonce).toMatch(/^[0-9a-f]{10}$/);
    expect(verifyNonce(secret, nonce, "update-qty", "session-a", now)).toBe(1);
  });

  it("rejects another action, another session, another secret, or a missing nonce", () => {
    const nonce = createNonce(secret, "update-qty", "session-a", now);
    expect(verifyNonce(secret, nonce, "remove-item", "session-a", now)).toBe(false);
    expect(verifyNonce(secret, nonce, "update-qty", "session-b", now)).toBe(false);
    expect(verifyNonce("other", nonce, "update-qty", "session-a", now)).toBe(false);
    expect(verifyNonce(secret, undefined, "update-qty", "session-a", now)).toBe(false);
    expect(verifyNonce(secret, ["x"], "update-qty", "session-a", now)).toBe(false);
  });

  it("stays valid through the next tick and goes stale after that", () => {
    const nonce = createNonce(secret, "a", "s", now);
    expect(verifyNonce(secret, nonce, "a", "s", new Date(now.getTime() + NONCE_TICK_MS))).toBe(2);
    expect(verifyNonce(secret, nonce, "a", "s", new Date(now.getTime() + 2 * NONCE_TICK_MS))).toBe(false);
  });
});

describe("nonces made again", () => {
  it("are the same nonce, and another secret in between changes nothing for either", () => {
    const first = createNonce(secret, "add-to-cart", "session-c", now);
    const other = createNonce("other-secret", "add-to-cart", "session-c", now);
    expect(other).not.toBe(first);
    expect(createNonce(secret, "add-to-cart", "session-c", now)).toBe(first);
    expect(verifyNonce("other-secret", first, "add-to-cart", "session-c", now)).toBe(false);
    expect(verifyNonce(secret, first, "add-to-cart", "session-c", now)).toBe(1);
  });
});
