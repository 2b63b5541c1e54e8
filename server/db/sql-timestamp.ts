import { type SQL, sql } from "drizzle-orm";

/**
 * A moment as a query parameter of type `timestamptz`. Raw SQL gets the instant as ISO text with its type named:
 * PGlite and node-postgres would otherwise each pick their own way of sending a Date, and a comparison with a
 * column could read it in the session's time zone.
 */
export function sqlTimestamp(moment: Date): SQL {
  return sql`${moment.toISOString()}::timestamptz`;
}
