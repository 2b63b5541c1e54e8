import { LRUCache } from "lru-cache";
import { onSessionWrites } from "./session-writes.server.ts";
import { renewalDue, type SessionWithCartLines } from "./sessions.server.ts";

/** Guest sessions kept in memory at most; an entry is a session record and a few cart lines. */
const GUEST_SESSIONS_KEPT = 10_000;

/**
 * Guest sessions with their cart lines, kept in memory on the embedded database (decision 042): what a
 * shopper's spliced page reads, without a statement. Exact because the embedded database has one process
 * and every write to a session's rows announces itself (session-writes.server.ts); a read overlapping any
 * write is used but not kept. Only guests without waiting notices are kept (the only shoppers whose page
 * is spliced); a session whose renewal is due is read again, which renews it.
 */
export interface KeptGuestSessions {
  read(
    sessionId: string,
    now: Date,
    load: () => Promise<SessionWithCartLines | null>,
  ): Promise<SessionWithCartLines | null>;
  /** Sessions kept now, for the memory report. */
  size(): number;
  close(): void;
}

export function keptGuestSessions(max = GUEST_SESSIONS_KEPT): KeptGuestSessions {
  const kept = new LRUCache<string, SessionWithCartLines>({ max });
  let writesSeen = 0;
  const stopListening = onSessionWrites((sessionId) => {
    writesSeen += 1;
    if (sessionId === null) kept.clear();
    else kept.delete(sessionId);
  });
  return {
    async read(sessionId, now, load) {
      const entry = kept.get(sessionId);
      if (entry && !renewalDue(entry.expiresAt, now)) return entry;
      const writesBefore = writesSeen;
      const loaded = await load();
      if (
        loaded &&
        writesSeen === writesBefore &&
        loaded.record.customerId === null &&
        loaded.record.noticesWaiting !== true
      )
        kept.set(
          sessionId,
          Object.freeze({
            ...loaded,
            lines: Object.freeze(loaded.lines.map((line) => Object.freeze({ ...line }))),
          }),
        );
      else kept.delete(sessionId);
      return loaded;
    },
    size: () => kept.size,
    close: stopListening,
  };
}
