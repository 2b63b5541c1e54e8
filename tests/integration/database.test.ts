import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/client.server.ts";
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
    const result = await handle.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const names = result.rows.map((row) => row.table_name);
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
      const applied = await second.db.execute<{ count: number }>(
        sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
      );
      expect(applied.rows[0]?.count).toBeGreaterThan(0);
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
    const database = await handle.db.execute<{ name: string }>(sql`select current_database() as name`);
    url.pathname = `/${database.rows[0]?.name}`;
    // Drop the migration journal so three instances race to apply everything.
    await handle.db.execute(
      sql`drop schema public cascade; create schema public; drop schema drizzle cascade;`,
    );
    const instances = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ kind: "postgres", url: url.toString() })),
    );
    const rows = await instances[0]?.db.execute<{ count: number }>(
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    );
    const { readdirSync } = await import("node:fs");
    const migrationFiles = readdirSync("drizzle").filter((file) => file.endsWith(".sql"));
    expect(rows?.rows[0]?.count).toBe(migrationFiles.length);
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
