import { LRUCache } from "lru-cache";
import type { Logger } from "pino";
import type { PageChanges } from "../../cache/page-changes.server.ts";
import type { DatabaseTarget } from "../../db/client.server.ts";
import { onSessionWrites, type SessionWriteListener } from "./session-writes.server.ts";
import { renewalDue, type SessionWithCartLines } from "./sessions.server.ts";

/** Guest sessions kept in memory at most; an entry is a session record and a few cart lines. */
const GUEST_SESSIONS_KEPT = 10_000;

/**
 * Guest sessions with their cart lines, kept in memory: what a shopper's spliced page reads, without a
 * statement (decision 042). Only guests without waiting notices are kept (the only shoppers whose page is
 * spliced); a session whose renewal is due is read again, which renews it; a read overlapping any announced
 * write is used but not kept.
 *
 * On the embedded database (one process) every write is announced here before anyone reads again, so a kept
 * session is exact. On PostgreSQL another instance's write arrives by NOTIFY, a few milliseconds late, so
 * there a session is `marked` (decision 059): kept under the session mark its request carried, and used only
 * for a request carrying the same mark. Every response to a request that wrote the session sets a new mark, so
 * a browser's next request after its own write never matches what was kept before it; the NOTIFY covers a
 * write whose response the browser never kept.
 */
export interface KeptGuestSessions {
  /** Whether kept sessions are used only under the session mark they were read with (PostgreSQL). */
  readonly marked: boolean;
  read(
    sessionId: string,
    now: Date,
    load: () => Promise<SessionWithCartLines | null>,
    /** The session mark the request carried (marked only; without one nothing is kept or used). */
    mark?: string,
  ): Promise<SessionWithCartLines | null>;
  /**
   * The session kept for a request carrying this mark, without reading anything: null when none is kept (or
   * it is due for renewal, which takes a read). For a request that needs the session record and not its lines.
   */
  peek(sessionId: string, now: Date, mark?: string): SessionWithCartLines | null;
  /** Sessions kept now, for the memory report. */
  size(): number;
  close(): void;
}

export interface KeptGuestSessionsOptions {
  max?: number;
  /** Where writes to sessions are announced: this process's own by default; on PostgreSQL every instance's. */
  writes?: (listener: SessionWriteListener) => () => void;
  marked?: boolean;
}

interface KeptSession {
  session: SessionWithCartLines;
  mark: string | undefined;
}

export function keptGuestSessions(options: KeptGuestSessionsOptions = {}): KeptGuestSessions {
  const marked = options.marked ?? false;
  const kept = new LRUCache<string, KeptSession>({ max: options.max ?? GUEST_SESSIONS_KEPT });
  let writesSeen = 0;
  const stopListening = (options.writes ?? onSessionWrites)((sessionId) => {
    writesSeen += 1;
    if (sessionId === null) kept.clear();
    else kept.delete(sessionId);
  });
  /** The mark this request keeps an entry under, whether it may keep one, and the entry it finds. */
  const lookUp = (sessionId: string, now: Date, carriedMark: string | undefined) => {
    const mark = marked ? carriedMark : undefined;
    const usable = !marked || mark !== undefined;
    const entry = usable ? kept.get(sessionId) : undefined;
    const session =
      entry && entry.mark === mark && !renewalDue(entry.session.expiresAt, now) ? entry.session : null;
    return { mark, usable, session };
  };
  return {
    marked,
    async read(sessionId, now, load, carriedMark) {
      const { mark, usable, session } = lookUp(sessionId, now, carriedMark);
      if (session) return session;
      const writesBefore = writesSeen;
      const loaded = await load();
      if (
        usable &&
        loaded &&
        writesSeen === writesBefore &&
        loaded.record.customerId === null &&
        loaded.record.noticesWaiting !== true
      )
        kept.set(sessionId, {
          mark,
          session: Object.freeze({
            ...loaded,
            lines: Object.freeze(loaded.lines.map((line) => Object.freeze({ ...line }))),
          }),
        });
      else kept.delete(sessionId);
      return loaded;
    },
    peek: (sessionId, now, carriedMark) => lookUp(sessionId, now, carriedMark).session,
    size: () => kept.size,
    close: stopListening,
  };
}

/**
 * The guest sessions one app process keeps: on the embedded database as decision 042 has it; on PostgreSQL
 * marked, told of this process's writes and of the other instances' (through `pageChanges`), and passing this
 * process's writes on to them (decision 059).
 */
export function guestSessionsOn(
  kind: DatabaseTarget["kind"],
  pageChanges: PageChanges,
  logger: Logger,
): KeptGuestSessions {
  if (kind === "pglite") return keptGuestSessions();
  const stopPassingOn = onSessionWrites((sessionId) => {
    pageChanges
      .publishSessionWrite(sessionId)
      .catch((error: unknown) =>
        logger.warn({ err: error }, "session writes: telling the other instances failed"),
      );
  });
  const kept = keptGuestSessions({
    marked: true,
    writes: (listener) => {
      const stopLocal = onSessionWrites(listener);
      const stopRemote = pageChanges.subscribeSessionWrites(listener);
      return () => {
        stopLocal();
        stopRemote();
      };
    },
  });
  return {
    ...kept,
    close() {
      stopPassingOn();
      kept.close();
    },
  };
}
