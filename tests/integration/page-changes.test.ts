import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import {
  localPageChanges,
  type PageChanges,
  postgresPageChanges,
} from "../../server/cache/page-changes.server.ts";
import type { DatabaseHandle } from "../../server/db/client.server.ts";
import { countQueries } from "../../server/db/query-counter.server.ts";
import { createTestDatabase } from "../support/databases.ts";

const logger = pino({ level: "silent" });

function collect(changes: PageChanges) {
  const received: string[][] = [];
  changes.subscribe((tags) => received.push([...tags]));
  return received;
}

async function eventually(check: () => boolean, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return Date.now() - started;
}

describe("page changes", () => {
  it("on the embedded database, reach this process's listeners before publish returns", async () => {
    const changes = localPageChanges();
    const received = collect(changes);
    await changes.publish(["product-1", "product-1", "listing"]);
    expect(received).toEqual([["product-1", "listing"]]);
  });

  describe.skipIf(!process.env.TEST_DATABASE_URL)("on PostgreSQL", () => {
    let handle: DatabaseHandle;
    const open: PageChanges[] = [];
    afterAll(async () => {
      for (const changes of open) await changes.close();
      await handle?.close();
    });

    it("reach the other app instances through LISTEN/NOTIFY within a second, not the announcer twice", async () => {
      handle = await createTestDatabase("postgres");
      if (handle.target.kind !== "postgres") throw new Error("expected PostgreSQL");
      const first = await postgresPageChanges(handle.db, handle.target.url, logger);
      const second = await postgresPageChanges(handle.db, handle.target.url, logger);
      open.push(first, second);
      const toFirst = collect(first);
      const toSecond = collect(second);
      await first.publish(["product-7", "sales"]);
      expect(toFirst).toEqual([["product-7", "sales"]]);
      const waited = await eventually(() => toSecond.length > 0, 1_000);
      expect(waited).toBeLessThan(1_000);
      expect(toSecond).toEqual([["product-7", "sales"]]);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(toFirst).toHaveLength(1);
    });

    it("announce the tags of writes published together in one notification, each publisher waiting for it", async () => {
      const [first, second] = open;
      if (!first || !second) throw new Error("the first test opens two instances");
      const toSecond = collect(second);
      const orders = Array.from({ length: 20 }, (_, index) => [`product-${index}`, "sales", "catalogue"]);
      const { queries } = await countQueries(() => Promise.all(orders.map((tags) => first.publish(tags))));
      expect(queries).toBe(1);
      await eventually(() => toSecond.length > 0, 1_000);
      expect(toSecond).toEqual([[...new Set(orders.flat())]]);
    });

    it("split a large announcement into notifications under PostgreSQL's payload limit", async () => {
      const [first, second] = open;
      if (!first || !second) throw new Error("the first test opens two instances");
      const toSecond = collect(second);
      const tags = Array.from({ length: 2_000 }, (_, index) => `product-${index}`);
      await first.publish(tags);
      await eventually(() => toSecond.flat().length === tags.length, 1_000);
      expect(toSecond.length).toBeGreaterThan(1);
      expect(toSecond.flat()).toEqual(tags);
    });

    it("carry session writes to the other instances' session listeners, never to their page caches (decision 059)", async () => {
      const [first, second] = open;
      if (!first || !second) throw new Error("the first test opens two instances");
      const pagesToSecond = collect(second);
      const sessionsToSecond: (string | null)[] = [];
      const sessionsToFirst: (string | null)[] = [];
      second.subscribeSessionWrites((id) => sessionsToSecond.push(id));
      first.subscribeSessionWrites((id) => sessionsToFirst.push(id));
      await Promise.all([
        first.publishSessionWrite("3f9a"),
        first.publishSessionWrite(null),
        first.publish(["product-9"]),
      ]);
      await eventually(() => sessionsToSecond.length === 2 && pagesToSecond.length > 0, 1_000);
      expect(sessionsToSecond).toEqual(["3f9a", null]);
      expect(pagesToSecond.flat()).toEqual(["product-9"]);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(sessionsToFirst).toEqual([]);
    });
  });
});
