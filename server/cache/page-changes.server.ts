import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { Logger } from "pino";
import { z } from "zod";
import type { Executor } from "../db/client.server.ts";
import { preparedSql } from "../db/prepared.server.ts";
import { coalescedSender } from "./coalesced-sender.ts";
import { ALL_PAGES_TAG } from "./page-tags.ts";

/**
 * Announces which pages a write changed, as page-cache tags (server/cache/page-tags.ts), to every
 * cache that keeps pages or renders: this process's at once, other app instances on the same PostgreSQL
 * database through LISTEN/NOTIFY (decision 029). On the embedded database there is one process.
 *
 * The same notifications carry writes to shoppers' sessions to the other instances (decision 059), for the
 * guest sessions they keep; page caches never see those.
 */
export interface PageChanges {
  /** Call after the write committed. Listeners here run before it returns; other instances follow within ms. */
  publish(tags: Iterable<string>): Promise<void>;
  subscribe(listener: (tags: readonly string[]) => void): () => void;
  /** A write to a session's rows (`null`: to any number of them), for the other instances only. */
  publishSessionWrite(sessionId: string | null): Promise<void>;
  /**
   * The other instances' session writes; `null` for any number of sessions, and after the listening
   * connection was lost (writes may have been missed meanwhile).
   */
  subscribeSessionWrites(listener: (sessionId: string | null) => void): () => void;
  close(): Promise<void>;
}

export const PAGE_CHANGES_CHANNEL = "vitrine_page_changes";
/** NOTIFY payloads must stay under 8000 bytes; tags go in batches well under that. */
const PAYLOAD_BUDGET = 7_000;
const RECONNECT_DELAY_MS = 1_000;

const notificationSchema = z.object({ origin: z.string(), tags: z.array(z.string().max(200)).max(2_000) });

/** On the wire, a session write travels among the page tags under this prefix (page tags hold no colon). */
const SESSION_WRITE_PREFIX = "session:";
const EVERY_SESSION_WRITE = "session:*";

function listeners<T>() {
  const registered = new Set<(value: T) => void>();
  return {
    add(listener: (value: T) => void) {
      registered.add(listener);
      return () => void registered.delete(listener);
    },
    emit(value: T) {
      for (const listener of registered) listener(value);
    },
  };
}

/** The embedded database's: one process, so announcing is calling the listeners. */
export function localPageChanges(): PageChanges {
  const registered = listeners<readonly string[]>();
  return {
    async publish(tags) {
      registered.emit([...new Set(tags)]);
    },
    subscribe: registered.add,
    // No other instance to tell, none to hear from.
    async publishSessionWrite() {},
    subscribeSessionWrites: () => () => undefined,
    async close() {},
  };
}

/** `select pg_notify(…)` for the tags, in batches; `origin` lets the announcing process skip its own. */
export async function notifyPageChanges(
  db: Executor,
  origin: string,
  tags: readonly string[],
): Promise<void> {
  let batch: string[] = [];
  let size = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    const payload = JSON.stringify({ origin, tags: batch });
    await preparedSql(
      db,
      "vitrine_page_changes_notify",
      () => sql`select pg_notify(${PAGE_CHANGES_CHANNEL}, ${sql.placeholder("payload")})`,
    ).execute({ payload });
    batch = [];
    size = 0;
  };
  for (const tag of tags) {
    if (size + tag.length + 3 > PAYLOAD_BUDGET) await flush();
    batch.push(tag);
    size += tag.length + 3;
  }
  await flush();
}

/**
 * PostgreSQL's: one connection LISTENs for the other instances' announcements. While it is down,
 * announcements can be missed, so on reconnecting every stored page is dropped (tag `site`).
 */
export async function postgresPageChanges(db: Executor, url: string, logger: Logger): Promise<PageChanges> {
  const origin = randomUUID();
  const registered = listeners<readonly string[]>();
  const sessionWrites = listeners<string | null>();
  let client: pg.Client | null = null;
  let closed = false;
  let reconnectTimer: NodeJS.Timeout | null = null;

  const connect = async (afterLoss: boolean): Promise<void> => {
    const listening = new pg.Client({ connectionString: url });
    listening.on("notification", (message) => {
      if (message.channel !== PAGE_CHANGES_CHANNEL) return;
      let parsed: z.infer<typeof notificationSchema>;
      try {
        parsed = notificationSchema.parse(JSON.parse(message.payload ?? ""));
      } catch {
        logger.warn({ payload: message.payload?.slice(0, 200) }, "page changes: unreadable notification");
        return;
      }
      if (parsed.origin === origin) return;
      const pageTags: string[] = [];
      for (const tag of parsed.tags) {
        if (tag === EVERY_SESSION_WRITE) sessionWrites.emit(null);
        else if (tag.startsWith(SESSION_WRITE_PREFIX))
          sessionWrites.emit(tag.slice(SESSION_WRITE_PREFIX.length));
        else pageTags.push(tag);
      }
      if (pageTags.length > 0) registered.emit(pageTags);
    });
    const lost = (error?: Error) => {
      if (closed || client !== listening) return;
      client = null;
      logger.warn({ err: error }, "page changes: listening connection lost; reconnecting");
      listening.end().catch(() => undefined);
      scheduleReconnect();
    };
    listening.on("error", lost);
    listening.on("end", () => lost());
    await listening.connect();
    await listening.query(`listen ${PAGE_CHANGES_CHANNEL}`);
    client = listening;
    if (afterLoss) {
      registered.emit([ALL_PAGES_TAG]);
      sessionWrites.emit(null);
    }
  };
  const scheduleReconnect = () => {
    if (closed || reconnectTimer) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      connect(true).catch((error: unknown) => {
        logger.warn({ err: error }, "page changes: reconnecting failed; trying again");
        scheduleReconnect();
      });
    }, RECONNECT_DELAY_MS);
    reconnectTimer.unref();
  };

  await connect(false);
  // Orders at checkout each publish their products' tags: while one NOTIFY is on its way, the next gathers.
  const notify = coalescedSender((tags) => notifyPageChanges(db, origin, tags));
  return {
    async publish(tags) {
      const unique = [...new Set(tags)];
      if (unique.length === 0) return;
      registered.emit(unique);
      await notify(unique);
    },
    subscribe: registered.add,
    async publishSessionWrite(sessionId) {
      await notify([sessionId === null ? EVERY_SESSION_WRITE : `${SESSION_WRITE_PREFIX}${sessionId}`]);
    },
    subscribeSessionWrites: sessionWrites.add,
    async close() {
      closed = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      const listening = client;
      client = null;
      await listening?.end().catch(() => undefined);
    },
  };
}
