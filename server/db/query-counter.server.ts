import { AsyncLocalStorage } from "node:async_hooks";
import type { Logger } from "drizzle-orm/logger";

/**
 * Counts the SQL statements the app sends (every Drizzle query and `execute`, on both drivers), per
 * unit of work: `countQueries` for tests and scripts, the `X-Vitrine-Queries` response header for the
 * bench (`VITRINE_QUERY_COUNT=1`). Counting costs an increment; nothing is recorded outside a scope.
 */
export interface QueryTally {
  queries: number;
}

const scope = new AsyncLocalStorage<QueryTally>();

/** Drizzle's query logger, given to both drivers by `openDatabase`. */
export const queryCountingLogger: Logger = {
  logQuery(query) {
    const tally = scope.getStore();
    if (!tally) return;
    tally.queries += 1;
    if (LOG_STATEMENTS) process.stderr.write(`query ${tally.queries}: ${query.slice(0, 160)}\n`);
  },
};

/** `VITRINE_QUERY_COUNT=log`: also print each counted statement (its first 160 characters) on stderr. */
const LOG_STATEMENTS = process.env.VITRINE_QUERY_COUNT === "log";

/** Runs `work` and answers how many statements it (and everything it awaited) sent. */
export async function countQueries<T>(work: () => Promise<T>): Promise<{ result: T; queries: number }> {
  const tally: QueryTally = { queries: 0 };
  const result = await scope.run(tally, work);
  return { result, queries: tally.queries };
}

/** Runs `work` counting into `tally` (a request's, so the count can be read when its headers go out). */
export function withQueryTally<T>(tally: QueryTally, work: () => T): T {
  return scope.run(tally, work);
}
