import { describe, expect, it } from "vitest";
import {
  hashPassword,
  needsRehash,
  passwordProblem,
  SCRYPT_PARAMETERS,
  verifyAgainstNothing,
  verifyPassword,
} from "./passwords.ts";

const FAST = { N: 2 ** 10, r: 8, p: 1 };

describe("password hashing", () => {
  it("writes a self-describing scrypt string with the production parameters by default", async () => {
    const stored = await hashPassword("correct horse battery");
    expect(stored).toMatch(
      new RegExp(
        `^scrypt\\$${SCRYPT_PARAMETERS.N}\\$${SCRYPT_PARAMETERS.r}\\$${SCRYPT_PARAMETERS.p}\\$[\\w-]{22}\\$[\\w-]{43}$`,
      ),
    );
    expect(await verifyPassword("correct horse battery", stored)).toBe(true);
    expect(SCRYPT_PARAMETERS.N).toBeGreaterThanOrEqual(2 ** 15);
  });

  it("salts every hash, so equal passwords give different strings", async () => {
    const [first, second] = await Promise.all([
      hashPassword("same password", FAST),
      hashPassword("same password", FAST),
    ]);
    expect(first).not.toBe(second);
  });

  it("rejects a wrong password, a different case and an empty one", async () => {
    const stored = await hashPassword("Tr0ub4dor&3", FAST);
    expect(await verifyPassword("Tr0ub4dor&3", stored)).toBe(true);
    expect(await verifyPassword("tr0ub4dor&3", stored)).toBe(false);
    expect(await verifyPassword("", stored)).toBe(false);
  });

  it("verifies with the parameters named in the string, not today's", async () => {
    const stored = await hashPassword("old but valid", FAST);
    expect(await verifyPassword("old but valid", stored)).toBe(true);
    expect(needsRehash(stored)).toBe(true);
    expect(needsRehash(await hashPassword("new", SCRYPT_PARAMETERS))).toBe(false);
  });

  it("never matches malformed or tampered strings, including absurd costs", async () => {
    const stored = await hashPassword("secret words", FAST);
    const parts = stored.split("$");
    for (const bad of [
      "",
      "plain-text",
      `bcrypt$${parts.slice(1).join("$")}`,
      ["scrypt", 2 ** 30, 8, 1, parts[4], parts[5]].join("$"),
      ["scrypt", 1000, 8, 1, parts[4], parts[5]].join("$"),
      ["scrypt", 1024, 99, 1, parts[4], parts[5]].join("$"),
      ["scrypt", 1024, 8, 1, parts[4], ""].join("$"),
    ]) {
      expect(await verifyPassword("secret words", bad)).toBe(false);
    }
  });

  it("spends a real check when there is no account, and always fails", async () => {
    expect(await verifyAgainstNothing("anything")).toBe(false);
  });
});

describe("new password rules", () => {
  it("explains each refusal", () => {
    expect(passwordProblem("")).toBe("Please enter a password.");
    expect(passwordProblem("   ")).toBe("Please enter a password.");
    expect(passwordProblem("short")).toMatch(/at least 8 characters/);
    expect(passwordProblem("aaaaaaaaaa")).toMatch(/too easy/);
    expect(passwordProblem("Password123")).toMatch(/too common/);
    expect(passwordProblem("jane.doe", { email: "jane.doe@example.com" })).toMatch(/not your email/);
    expect(passwordProblem("x".repeat(2000))).toMatch(/too long/);
  });

  it("accepts a reasonable passphrase", () => {
    expect(passwordProblem("blue kettle morning")).toBeNull();
    expect(passwordProblem("Xk9#mPq2")).toBeNull();
  });
});
