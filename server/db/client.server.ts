import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { SQL } from "drizzle-orm";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { withClientTextParsers } from "./pglite-parsers.server.ts";
import { queryCountingLogger } from "./query-counter.server.ts";
import * as schema from "./schema.ts";

/** The one database type the rest of the code sees, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** Anything queries can run on: the database itself or an open transaction. */
export type Executor = Database | Transaction;

export type DatabaseTarget =
  | { kind: "pglite"; dataDir: string | null } // null: in memory (tests)
  | { kind: "postgres"; url: string };

export interface DatabaseHandle {
  db: Database;
  target: DatabaseTarget;
  /** Bytes of the embedded database's WebAssembly memory (its whole PostgreSQL); 0 on a server. */
  memoryBytes(): number;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = path.resolve(process.env.MIGRATIONS_DIR ?? "drizzle");

/** Any fixed number; all app instances take this advisory lock so only one migrates at a time. */
const MIGRATION_LOCK_ID = 72_617_001;

export interface OpenOptions {
  /** Called when the server drops an idle pooled connection (restart, failover); the pool reconnects on next use. */
  onIdleConnectionError?: (error: Error) => void;
}

export async function openDatabase(
  target: DatabaseTarget,
  options: OpenOptions = {},
): Promise<DatabaseHandle> {
  if (target.kind === "pglite") {
    // pg_trgm: the posts search's trigram indexes (migration 0010); PostgreSQL ships it as a contrib extension.
    const options = { startParams: pgliteStartParams(), extensions: { pg_trgm } };
    const client = target.dataDir ? new PGlite(target.dataDir, options) : new PGlite(options);
    await client.waitReady;
    const db = drizzlePglite({ client: withClientTextParsers(client), schema, logger: queryCountingLogger });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    // `mod` is PGlite's Emscripten module, protected in its types; its heap is the WebAssembly memory.
    const module = () => (client as unknown as { mod?: { HEAPU8?: Uint8Array } }).mod;
    return {
      db: db as unknown as Database,
      target,
      memoryBytes: () => module()?.HEAPU8?.byteLength ?? 0,
      close: () => client.close(),
    };
  }

  const pool = new pg.Pool({
    connectionString: target.url,
    max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
  });
  // Without a listener, an idle connection closed by the server would crash the process.
  pool.on("error", (error) => options.onIdleConnectionError?.(error));
  const lockClient = await pool.connect();
  try {
    await lockClient.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    await migratePostgres(drizzlePostgres({ client: lockClient, schema }), {
      migrationsFolder: MIGRATIONS_FOLDER,
    });
  } finally {
    await lockClient.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => undefined);
    lockClient.release();
  }
  const db = drizzlePostgres({ client: pool, schema, logger: queryCountingLogger });
  return { db: db as unknown as Database, target, memoryBytes: () => 0, close: () => pool.end() };
}

/**
 * PostgreSQL's default 128 MB of shared buffers is most of the embedded database's memory (its WebAssembly
 * heap is touched at start), several times a shop's whole catalogue; the operating system caches the files
 * below it anyway. `PGLITE_SHARED_BUFFERS` (PostgreSQL units, e.g. `64MB`) overrides the default.
 */
export const PGLITE_SHARED_BUFFERS = "16MB";

function pgliteStartParams(): string[] {
  const defaults = (PGlite as unknown as { defaultStartParams?: string[] }).defaultStartParams ?? [];
  const sharedBuffers = process.env.PGLITE_SHARED_BUFFERS ?? PGLITE_SHARED_BUFFERS;
  if (!/^\d+(kB|MB|GB)$/.test(sharedBuffers))
    throw new Error(
      `PGLITE_SHARED_BUFFERS must be a size such as 16MB, not ${JSON.stringify(sharedBuffers)}`,
    );
  return [...defaults, "-c", `shared_buffers=${sharedBuffers}`];
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`, which Drizzle's shared type leaves unknown. */
export async function queryRows<Row>(executor: Executor, query: SQL): Promise<Row[]> {
  const result = (await executor.execute(query)) as { rows: Row[] };
  return result.rows;
}
