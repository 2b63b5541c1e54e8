/**
 * Announcements of writes to a session's own rows (the session, its cart, its cart lines), for the copy of
 * guest sessions kept in memory (decision 042) and the session marks of PostgreSQL (decision 059). Writers
 * announce after the write has returned (after commit for a transaction); `null` stands for every session
 * (expiry, a customer's sessions ended). Session ids are hashes of 256-bit random tokens, so one process's several shops (tests)
 * never share an id: the listeners are process-wide while what they forget is each shop's own.
 */
export type SessionWriteListener = (sessionId: string | null) => void;

const listeners = new Set<SessionWriteListener>();
/** Announcements made so far in this process, of any session's writes. */
let announcements = 0;
/** Sessions whose last announcement is remembered, for `sessionWrittenSince`; the oldest are forgotten first. */
const SESSIONS_REMEMBERED = 10_000;
/** Each remembered session's last announcement (its count), oldest first. */
const lastAnnouncementOf = new Map<string, number>();
/**
 * The count at the last announcement for every session, or at the last write of the latest session forgotten
 * (the oldest written, so a request that began after it cannot have missed that session's write).
 */
let unknownSince = 0;

function remember(sessionId: string | null): void {
  if (sessionId === null) {
    unknownSince = announcements;
    lastAnnouncementOf.clear();
    return;
  }
  lastAnnouncementOf.delete(sessionId);
  lastAnnouncementOf.set(sessionId, announcements);
  if (lastAnnouncementOf.size > SESSIONS_REMEMBERED) {
    const [oldest] = lastAnnouncementOf;
    if (oldest) {
      lastAnnouncementOf.delete(oldest[0]);
      unknownSince = oldest[1];
    }
  }
}

export function onSessionWrites(listener: SessionWriteListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function announceSessionWrite(...sessionIds: (string | null)[]): void {
  announcements += 1;
  for (const id of sessionIds) remember(id);
  for (const listener of listeners) for (const id of sessionIds) listener(id);
}

/**
 * How many announcements this process has made, of any session's writes: a read begun at one count and
 * compared later is still current when the count has not moved (a request's own reads, shopper.server.ts).
 */
export function sessionWritesAnnounced(): number {
  return announcements;
}

/**
 * Whether a write to this session may have been announced in this process since the count was `count`
 * (`sessionWritesAnnounced()`): true for its own announcements and for those of every session; when the
 * session has been forgotten among many others, true as well (never false after a write).
 */
export function sessionWrittenSince(sessionId: string, count: number): boolean {
  if (announcements === count) return false;
  return unknownSince > count || (lastAnnouncementOf.get(sessionId) ?? 0) > count;
}

/** Runs a write to the session's rows and announces it afterwards, whether it succeeded or not. */
export async function writingSession<T>(sessionId: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } finally {
    announceSessionWrite(sessionId);
  }
}
