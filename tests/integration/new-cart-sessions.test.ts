import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, queryRows } from "../../server/db/client.server.ts";
import { countQueries } from "../../server/db/query-counter.server.ts";
import { products } from "../../server/db/schema.ts";
import {
  NEW_SESSIONS_PER_STATEMENT,
  type NewCartSession,
  storeNewCartSession,
} from "../../server/shop/cart/new-cart-sessions.server.ts";
import { onSessionWrites } from "../../server/shop/session/session-writes.server.ts";
import { createTestDatabase, testDatabaseKinds } from "../support/databases.ts";

let sequence = 0;

function newVisitor(productId: number, quantity = 1): NewCartSession {
  sequence += 1;
  const now = new Date("2026-11-27T12:00:00Z");
  return {
    sessionId: `session-${sequence}-${Math.random().toString(36).slice(2)}`,
    expiresAt: new Date(now.getTime() + 48 * 3_600_000),
    key: `line-key-${sequence}`,
    productId,
    variationId: null,
    variation: { colour: `shade ${sequence}` },
    quantity,
    addedAt: now,
  };
}

describe.each(testDatabaseKinds)(
  "new visitors' first adds stored together, on %s (S-ATC-08, S-CALL-01)",
  (kind) => {
    let handle: DatabaseHandle;
    let productId = 0;
    beforeAll(async () => {
      handle = await createTestDatabase(kind);
      const [mug] = await handle.db
        .insert(products)
        .values({ type: "simple", name: "Batch mug", slug: "batch-mug", regularPrice: 1200 })
        .returning({ id: products.id });
      productId = mug?.id ?? 0;
    });
    afterAll(async () => {
      await handle.close();
    });

    async function storedLines(sessionIds: string[]) {
      return queryRows<{
        session_id: string;
        cart_id: number;
        key: string;
        quantity: number;
        variation: unknown;
      }>(
        handle.db,
        sql`select carts.session_id, cart_items.cart_id, cart_items.key, cart_items.quantity, cart_items.variation
          from carts join cart_items on cart_items.cart_id = carts.id
          join sessions on sessions.id = carts.session_id
          where carts.session_id in (${sql.join(
            sessionIds.map((id) => sql`${id}`),
            sql`, `,
          )})`,
      );
    }

    it("the adds of one moment share one statement, and each visitor gets the cart holding their own line", async () => {
      const visitors = Array.from({ length: 30 }, (_, index) => newVisitor(productId, index + 1));
      const { result: cartIds, queries } = await countQueries(() =>
        Promise.all(visitors.map((visitor) => storeNewCartSession(handle.db, visitor))),
      );
      expect(queries).toBe(1);
      const rows = await storedLines(visitors.map((visitor) => visitor.sessionId));
      expect(rows).toHaveLength(30);
      visitors.forEach((visitor, index) => {
        const row = rows.find((candidate) => candidate.session_id === visitor.sessionId);
        expect(row).toMatchObject({ cart_id: cartIds[index], key: visitor.key, quantity: index + 1 });
        expect(row?.variation).toEqual(visitor.variation);
      });
      expect(new Set(cartIds).size).toBe(30);
    });

    it("adds of later moments get statements of their own", async () => {
      const first = await countQueries(() => storeNewCartSession(handle.db, newVisitor(productId)));
      const second = await countQueries(() => storeNewCartSession(handle.db, newVisitor(productId)));
      expect([first.queries, second.queries]).toEqual([1, 1]);
      expect(first.result).not.toBe(second.result);
    });

    it(`no statement holds more than ${NEW_SESSIONS_PER_STATEMENT} sessions`, async () => {
      const visitors = Array.from({ length: NEW_SESSIONS_PER_STATEMENT + 1 }, () => newVisitor(productId));
      const { queries } = await countQueries(() =>
        Promise.all(visitors.map((visitor) => storeNewCartSession(handle.db, visitor))),
      );
      expect(queries).toBe(2);
      expect(await storedLines(visitors.map((visitor) => visitor.sessionId))).toHaveLength(
        NEW_SESSIONS_PER_STATEMENT + 1,
      );
    });

    it("one visitor's failed add (a product gone) fails only that visitor; every session is announced once", async () => {
      const announced: (string | null)[] = [];
      const stopListening = onSessionWrites((sessionId) => announced.push(sessionId));
      try {
        const visitors = [newVisitor(productId), newVisitor(productId + 10_000), newVisitor(productId)];
        const outcomes = await Promise.allSettled(
          visitors.map((visitor) => storeNewCartSession(handle.db, visitor)),
        );
        expect(outcomes.map((outcome) => outcome.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
        const rows = await storedLines(visitors.map((visitor) => visitor.sessionId));
        expect(rows.map((row) => row.session_id).sort()).toEqual(
          [visitors[0]?.sessionId, visitors[2]?.sessionId].sort(),
        );
        // The failed visitor left no session behind either (one statement each: all or nothing).
        const [orphans] = await queryRows<{ count: number }>(
          handle.db,
          sql`select count(*)::int as count from sessions where id = ${visitors[1]?.sessionId ?? ""}`,
        );
        expect(orphans?.count).toBe(0);
        expect([...announced].sort()).toEqual(visitors.map((visitor) => visitor.sessionId).sort());
      } finally {
        stopListening();
      }
    });
  },
);
