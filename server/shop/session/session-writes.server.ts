/**
 * Announcements of writes to a session's own rows (the session, its cart, its cart lines), for the copy of
 * guest sessions kept in memory on the embedded database (decision 042). Writers announce after the write
 * has returned (after commit for a transaction); `null` stands for every session (expiry, a customer's
 * sessions ended). Session ids are hashes of 256-bit random tokens, so one process's several shops (tests)
 * never share an id: the listeners are process-wide while what they forget is each shop's own.
 */
type SessionWriteListener = (sessionId: string | null) => void;

const listeners = new Set<SessionWriteListener>();
/** Announcements made so far in this process, of any session's writes. */
let announcements = 0;

export function onSessionWrites(listener: SessionWriteListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function announceSessionWrite(...sessionIds: (string | null)[]): void {
  announcements += 1;
  for (const listener of listeners) for (const id of sessionIds) listener(id);
}

/**
 * How many announcements this process has made, of any session's writes: a read begun at one count and
 * compared later is still current when the count has not moved (a request's own reads, shopper.server.ts).
 */
export function sessionWritesAnnounced(): number {
  return announcements;
}

/** Runs a write to the session's rows and announces it afterwards, whether it succeeded or not. */
export async function writingSession<T>(sessionId: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } finally {
    announceSessionWrite(sessionId);
  }
}
