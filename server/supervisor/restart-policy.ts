import type { DatabaseTarget } from "../db/client.server.ts";

/**
 * How many app processes serve the shop. The embedded database is single-process (PGlite in one
 * process, guarded by the data-folder lock), so it is always one. With PostgreSQL any number of
 * stateless workers share the database (`WEB_CONCURRENCY`); their page caches stay in step through
 * LISTEN/NOTIFY (decision 029).
 */
export function workerCount(database: DatabaseTarget["kind"], requested: number | undefined): number {
  return database === "pglite" ? 1 : (requested ?? 1);
}

/** Why fewer processes run than asked, or null when the request is honoured. */
export function workerCountNotice(
  database: DatabaseTarget["kind"],
  requested: number | undefined,
): string | null {
  if (database === "pglite" && requested !== undefined && requested > 1)
    return `WEB_CONCURRENCY=${requested} ignored: the embedded database runs in one process; set DATABASE_URL to run several`;
  return null;
}

/** A worker that keeps dying is restarted ever more slowly, up to this. */
export const MAX_RESTART_DELAY_MS = 30_000;
/** Deaths within this window count as "keeps dying". */
export const CRASH_WINDOW_MS = 60_000;
const FIRST_BACKOFF_MS = 500;

/**
 * Delay before replacing a worker that died at `now`, given the times of earlier deaths: at once
 * after a single death, then 0.5 s, 1 s, 2 s… while deaths keep coming within a minute, so a
 * worker that cannot stay up does not spin the machine.
 */
export function restartDelayMs(earlierDeaths: readonly number[], now: number): number {
  const recent = earlierDeaths.filter((time) => now - time < CRASH_WINDOW_MS).length;
  if (recent === 0) return 0;
  return Math.min(MAX_RESTART_DELAY_MS, FIRST_BACKOFF_MS * 2 ** (recent - 1));
}

/**
 * How new connections reach the workers. Node's default on Linux has the supervisor accept each connection and
 * hand it to a worker, one at a time, each waiting for the worker to take it: a busy worker takes one per turn
 * of its event loop, so under load a burst of new connections waited up to a second (measured: 50 connections
 * opened against a loaded worker, the last one's first answer after 870 ms; 130 ms with the workers accepting).
 * With one worker there is nothing to balance, so it accepts itself ("none"); several keep the even hand-out
 * ("rr"). `NODE_CLUSTER_SCHED_POLICY` set by the operator wins.
 */
export function connectionScheduling(workers: number, requested: string | undefined): "none" | "rr" {
  if (requested === "none" || requested === "rr") return requested;
  return workers === 1 ? "none" : "rr";
}
