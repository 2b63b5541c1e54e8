import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, queryRows } from "../../server/db/client.server.ts";
import { products } from "../../server/db/schema.ts";
import { createTestDatabase, testDatabaseKinds } from "../support/databases.ts";

const CATALOGUE_TABLES = [
  "attribute_terms",
  "attributes",
  "categories",
  "media",
  "product_attributes",
  "product_categories",
  "product_images",
  "product_links",
  "product_tags",
  "products",
  "tags",
];

describe.each(testDatabaseKinds)("migrations on %s", (kind) => {
  const opened: { close(): Promise<void> }[] = [];
  afterAll(async () => {
    for (const handle of opened) await handle.close();
  });

  it("creates every catalogue table", async () => {
    const handle = await createTestDatabase(kind);
    opened.push(handle);
    const tables = await queryRows<{ table_name: string }>(
      handle.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const names = tables.map((row) => row.table_name);
    expect(names).toEqual(expect.arrayContaining(CATALOGUE_TABLES));
    await handle.db
      .insert(products)
      .values({ type: "simple", name: "Test mug", slug: "test-mug", regularPrice: 1200 });
    const rows = await handle.db.select().from(products);
    expect(rows).toMatchObject([{ name: "Test mug", regularPrice: 1200, stockStatus: "instock" }]);
  });
});

describe("migrations on the embedded database", () => {
  it("persist in the data folder and are applied once across restarts", async () => {
    const { mkdtempSync, rmSync } = await import("node:fs");
    const { tmpdir } = await import("node:os");
    const path = await import("node:path");
    const dir = mkdtempSync(path.join(tmpdir(), "vitrine-db-"));
    try {
      const first = await openDatabase({ kind: "pglite", dataDir: dir });
      await first.db.insert(products).values({ type: "simple", name: "Kept", slug: "kept" });
      await first.close();
      const second = await openDatabase({ kind: "pglite", dataDir: dir });
      expect(await second.db.select({ name: products.name }).from(products)).toEqual([{ name: "Kept" }]);
      const [applied] = await queryRows<{ count: number }>(
        second.db,
        sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
      );
      expect(applied?.count).toBeGreaterThan(0);
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.runIf(testDatabaseKinds.includes("postgres"))("migrations on PostgreSQL", () => {
  it("are safe when several app instances start at once", async () => {
    const handle = await createTestDatabase("postgres");
    const url = new URL(process.env.TEST_DATABASE_URL ?? "");
    const [database] = await queryRows<{ name: string }>(handle.db, sql`select current_database() as name`);
    url.pathname = `/${database?.name}`;
    // Drop the migration journal so three instances race to apply everything.
    await handle.db.execute(
      sql`drop schema public cascade; create schema public; drop schema drizzle cascade;`,
    );
    const instances = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ kind: "postgres", url: url.toString() })),
    );
    const [first] = instances;
    if (!first) throw new Error("no instance opened");
    const [applied] = await queryRows<{ count: number }>(
      first.db,
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    );
    const { readdirSync } = await import("node:fs");
    const migrationFiles = readdirSync("drizzle").filter((file) => file.endsWith(".sql"));
    expect(applied?.count).toBe(migrationFiles.length);
    for (const instance of instances) await instance.close();
    await handle.close();
  });
});

describe("the PostgreSQL half of the suite", () => {
  it("ran when CI requires it", () => {
    if (process.env.REQUIRE_POSTGRES === "1") expect(testDatabaseKinds).toContain("postgres");
    else expect(testDatabaseKinds).toContain("pglite");
  });
});
