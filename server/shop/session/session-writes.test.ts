import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  announceSessionWrite,
  sessionWritesAnnounced,
  sessionWrittenSince,
} from "./session-writes.server.ts";

/** A statement writing a session's own rows: Drizzle's insert/update/delete on the tables, or raw SQL on them. */
const SESSION_ROW_WRITE =
  /\.(?:insert|update|delete)\((?:sessions|carts|cartItems)\)|(?:update|delete from|insert into)\s+\$\{(?:sessions|carts|cartItems)\}/i;

function serverSources(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe("writes to a session's rows are announced (decision 042)", () => {
  it("every server module that writes sessions, carts or cart lines announces its writes", () => {
    const root = path.resolve(import.meta.dirname, "../..");
    const writers = serverSources(root).filter((file) => SESSION_ROW_WRITE.test(readFileSync(file, "utf8")));
    // The pattern must keep finding the known writers, or this test would pass by finding nothing.
    expect(writers.map((file) => path.relative(root, file)).sort()).toEqual(
      expect.arrayContaining([
        "shop/cart/cart.server.ts",
        "shop/cart/new-cart-sessions.server.ts",
        "shop/checkout/place-order.server.ts",
        "shop/session/sessions.server.ts",
        "shop/totals/cart-totals.server.ts",
      ]),
    );
    for (const file of writers)
      expect(readFileSync(file, "utf8"), path.relative(root, file)).toMatch(
        /from "(?:\.\/|\.\.\/session\/)session-writes\.server\.ts"/,
      );
  });
});

describe("whether a session was written since a count (decision 059)", () => {
  it("is true after that session's own announcement or one for every session, not after another's", () => {
    const start = sessionWritesAnnounced();
    expect(sessionWrittenSince("since-a", start)).toBe(false);
    announceSessionWrite("since-b");
    expect(sessionWrittenSince("since-a", start)).toBe(false);
    expect(sessionWrittenSince("since-b", start)).toBe(true);
    const later = sessionWritesAnnounced();
    expect(sessionWrittenSince("since-b", later)).toBe(false);
    announceSessionWrite(null);
    expect(sessionWrittenSince("since-a", later)).toBe(true);
  });

  it("stays true for a session forgotten among ten thousand others written after it", () => {
    const start = sessionWritesAnnounced();
    announceSessionWrite("since-first");
    for (let index = 0; index < 10_001; index++) announceSessionWrite(`since-other-${index}`);
    expect(sessionWrittenSince("since-first", start)).toBe(true);
    // A request that began after the forgotten session's write did not miss it.
    const after = sessionWritesAnnounced();
    announceSessionWrite("since-other-0");
    expect(sessionWrittenSince("since-first", after)).toBe(false);
  });
});
