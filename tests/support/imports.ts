import { sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../../server/db/client.server.ts";

/** Row counts of the given tables, to show an import wrote nothing (or exactly what it should). */
export async function rowCounts(
  db: Database,
  tables: Record<string, PgTable>,
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(table);
    counts[name] = row?.count ?? -1;
  }
  return counts;
}

/** The error an import was expected to fail with; any other outcome fails the test. */
export async function rejectionOf<E extends Error>(
  promise: Promise<unknown>,
  errorClass: new (...args: never[]) => E,
): Promise<E> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof errorClass) return error;
    throw error;
  }
  throw new Error("the import was expected to fail");
}
