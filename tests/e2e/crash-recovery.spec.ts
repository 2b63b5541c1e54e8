import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, inArray, sql } from "drizzle-orm";
import pg from "pg";
import { openDatabase } from "../../server/db/client.server.ts";
import { orderLines, orders, products } from "../../server/db/schema.ts";
import { loadSettings } from "../../server/settings/load.server.ts";
import { seedDemoCatalogueIfEmpty } from "../../server/shop/import/demo-seed.server.ts";
import { type PlacedOrder, placeOrder } from "../support/place-order.ts";
import { startServerProcess } from "../support/server-process.ts";
import { expect, test } from "./fixtures.ts";
import { SPEC_SERVER_PORTS } from "./support.ts";

/**
 * kill -9 of the worker serving a checkout load (issue 9): the supervisor starts a new one, the shop
 * serves again, and afterwards every order the shoppers were told about is in the database and the
 * stock is exactly the initial stock minus what the orders hold. On both databases.
 */
const MUG = 127;
const INITIAL_STOCK = 1_000;
/** Orders acknowledged before the kill, and again after the restart. */
const ORDERS_BEFORE_KILL = 6;
const ORDERS_AFTER_RESTART = 4;
const SHOPPERS = 4;

type Target = { kind: "pglite"; dataDir: string } | { kind: "postgres"; url: string; drop(): Promise<void> };

async function prepareTarget(kind: "pglite" | "postgres"): Promise<Target> {
  if (kind === "pglite") return { kind, dataDir: mkdtempSync(path.join(tmpdir(), "vitrine-crash-")) };
  const adminUrl = process.env.TEST_DATABASE_URL ?? "";
  const name = `vitrine_crash_${randomBytes(6).toString("hex")}`;
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(query).finally(() => client.end());
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { kind, url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

function openTarget(target: Target) {
  return openDatabase(
    target.kind === "pglite"
      ? { kind: "pglite", dataDir: path.join(target.dataDir, "pglite") }
      : { kind: "postgres", url: target.url },
  );
}

for (const kind of ["pglite", "postgres"] as const) {
  test(`kill -9 during a checkout load on ${kind}: every acknowledged order is kept and stock = initial - sold (issue 9)`, async () => {
    test.skip(
      kind === "postgres" && !process.env.TEST_DATABASE_URL && process.env.REQUIRE_POSTGRES !== "1",
      "TEST_DATABASE_URL is not set",
    );
    test.setTimeout(180_000);
    const target = await prepareTarget(kind);
    try {
      // The demo shop, with a mug whose stock is counted.
      const setup = await openTarget(target);
      await seedDemoCatalogueIfEmpty(setup.db, loadSettings("settings.json"));
      await setup.db
        .update(products)
        .set({ manageStock: true, stockQuantity: INITIAL_STOCK, stockStatus: "instock" })
        .where(eq(products.id, MUG));
      await setup.close();

      const server = startServerProcess({
        port:
          kind === "postgres"
            ? SPEC_SERVER_PORTS.crashRecoveryPostgres
            : SPEC_SERVER_PORTS.crashRecoveryEmbedded,
        ...(target.kind === "pglite" ? { dataDir: target.dataDir } : { databaseUrl: target.url }),
        env: { SEED_DEMO: "no" },
      });
      const acknowledged: PlacedOrder[] = [];
      try {
        await server.waitHealthy();
        let running = true;
        const load = Array.from({ length: SHOPPERS }, async (_, shopper) => {
          while (running) {
            const order = await placeOrder(server.origin, { productId: MUG, shopper }).catch(() => null);
            if (order) acknowledged.push(order);
            // While the worker is down every call fails at once: do not spin.
            else await new Promise((resolve) => setTimeout(resolve, 50));
          }
        });
        await expect
          .poll(() => acknowledged.length, { timeout: 60_000 })
          .toBeGreaterThanOrEqual(ORDERS_BEFORE_KILL);
        const victim = server.workerPid();
        expect(victim, server.strayOutput().join("\n")).not.toBeNull();
        process.kill(victim as number, "SIGKILL");
        await expect.poll(() => server.workerDeaths().length, { timeout: 10_000 }).toBe(1);
        await server.waitHealthy();
        expect(server.workerPid()).not.toBe(victim);
        const beforeRestart = acknowledged.length;
        await expect
          .poll(() => acknowledged.length, { timeout: 60_000 })
          .toBeGreaterThanOrEqual(beforeRestart + ORDERS_AFTER_RESTART);
        running = false;
        await Promise.all(load);
        expect(await server.stop()).toBe(0);
      } finally {
        await server.stop();
      }

      const check = await openTarget(target);
      try {
        const ids = acknowledged.map((order) => order.id);
        const kept = await check.db
          .select({ id: orders.id, key: orders.orderKey })
          .from(orders)
          .where(inArray(orders.id, ids));
        expect(new Map(kept.map((row) => [row.id, row.key]))).toEqual(
          new Map(acknowledged.map((order) => [order.id, order.key])),
        );
        const [sold] = await check.db
          .select({ quantity: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int` })
          .from(orderLines)
          .where(eq(orderLines.productId, MUG));
        const [mug] = await check.db
          .select({ stock: products.stockQuantity })
          .from(products)
          .where(eq(products.id, MUG));
        expect(sold?.quantity).toBeGreaterThanOrEqual(acknowledged.length);
        expect(mug?.stock).toBe(INITIAL_STOCK - (sold?.quantity ?? 0));
      } finally {
        await check.close();
      }
    } finally {
      if (target.kind === "pglite") rmSync(target.dataDir, { recursive: true, force: true });
      else await target.drop();
    }
  });
}
