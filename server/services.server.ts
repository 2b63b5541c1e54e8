import type { Logger } from "pino";
import { localPageChanges, type PageChanges, postgresPageChanges } from "./cache/page-changes.server.ts";
import { createServiceReadCache, type ReadCache } from "./cache/read-cache.server.ts";
import { type DatabaseHandle, type DatabaseTarget, openDatabase } from "./db/client.server.ts";
import { createMailer, type Mailer } from "./mail/mailer.server.ts";
import type { Settings } from "./settings/settings.ts";
import { FRAGMENT_RENDERS_KEPT } from "./shop/cart/fragments.server.tsx";
import { HOUSEKEEPING_INTERVAL_MS, runHousekeeping } from "./shop/customers/housekeeping.server.ts";
import { seedDemoCatalogueIfEmpty } from "./shop/import/demo-seed.server.ts";
import { type OrderEmailQueue, orderEmailQueue } from "./shop/orders/order-email-queue.server.ts";
import { guestSessionsOn, type KeptGuestSessions } from "./shop/session/kept-guest-sessions.server.ts";
import { siteSecret } from "./shop/session/sessions.server.ts";

/**
 * What a request needs from the running shop. Created once per process and
 * handed to routes (load context) and compatibility endpoints alike; nothing
 * stateful lives in module-level singletons.
 */
export interface Services {
  db: DatabaseHandle["db"];
  databaseKind: DatabaseTarget["kind"];
  settings: Settings;
  logger: Logger;
  /** Signs nonces; shared by every instance through the database. */
  nonceSecret: string;
  /** The shop's clock; one place to read "now" so rules that depend on time are testable. */
  now(): Date;
  /** Sends the shop's emails (SMTP, or .eml files in the outbox); never throws. */
  mailer: Mailer;
  /** Sends order emails from the database after the checkout has answered (decision 051). */
  orderEmails: OrderEmailQueue;
  /** Which pages a write changed (page-cache tags): announce after committing; caches subscribe. */
  pageChanges: PageChanges;
  /** Catalogue and content reads kept in memory, dropped by the same announcements (server/cache/read-cache.server.ts). */
  reads: ReadCache;
  /** Cart fragments rendered once per cart for every shopper holding it (`sharedCartFragments`), same announcements. */
  fragmentRenders: ReadCache;
  /**
   * Guest sessions and their cart lines kept in memory for spliced pages (decision 042); on PostgreSQL used
   * only under the session mark they were read with (decision 059).
   */
  guestSessions: KeptGuestSessions;
  /** Bytes of the embedded database's WebAssembly memory (0 on PostgreSQL), for the memory report. */
  databaseMemoryBytes(): number;
  close(): Promise<void>;
}

export interface ServicesOptions {
  database: DatabaseTarget;
  settings: Settings;
  logger: Logger;
  seedDemo: boolean;
  /** DATA_DIR: a relative email outbox folder lives in it. */
  dataDir: string;
  /** SMTP_PASSWORD from the environment. */
  smtpPassword?: string;
}

/** The in-memory caches every process keeps, each dropping entries on the page-change announcements. */
export function memoryCaches(
  settings: Settings,
  pageChanges: PageChanges,
): Pick<Services, "reads" | "fragmentRenders"> {
  const enabled = settings.pageCache.enabled;
  return {
    reads: createServiceReadCache(enabled, pageChanges),
    fragmentRenders: createServiceReadCache(enabled, pageChanges, FRAGMENT_RENDERS_KEPT),
  };
}

export async function createServices(options: ServicesOptions): Promise<Services> {
  const handle = await openDatabase(options.database, {
    onIdleConnectionError: (error) =>
      options.logger.warn({ err: error }, "database connection dropped; reconnecting on next use"),
  });
  try {
    if (options.seedDemo && (await seedDemoCatalogueIfEmpty(handle.db, options.settings))) {
      options.logger.info("seeded the demo catalogue into the empty database");
    }
  } catch (error) {
    await handle.close();
    throw error;
  }
  const nonceSecret = await siteSecret(handle.db, "nonce");
  const pageChanges =
    handle.target.kind === "postgres"
      ? await postgresPageChanges(handle.db, handle.target.url, options.logger)
      : localPageChanges();
  const housekeeping = setInterval(() => {
    runHousekeeping(handle.db, options.settings, new Date()).catch((error: unknown) =>
      options.logger.warn({ err: error }, "housekeeping failed; retrying next hour"),
    );
  }, HOUSEKEEPING_INTERVAL_MS);
  housekeeping.unref();
  const guestSessions = guestSessionsOn(handle.target.kind, pageChanges, options.logger);
  const now = () => new Date();
  const mailer = createMailer({
    settings: options.settings.email,
    logger: options.logger,
    dataDir: options.dataDir,
    smtpPassword: options.smtpPassword,
  });
  const orderEmails = orderEmailQueue({
    db: handle.db,
    settings: options.settings,
    mailer,
    logger: options.logger,
    now,
  });
  // Emails a stopped process left due go out now rather than at the first look.
  orderEmails.kick();
  return {
    nonceSecret,
    db: handle.db,
    databaseKind: handle.target.kind,
    settings: options.settings,
    logger: options.logger,
    now,
    mailer,
    orderEmails,
    pageChanges,
    ...memoryCaches(options.settings, pageChanges),
    guestSessions,
    databaseMemoryBytes: () => handle.memoryBytes(),
    close: async () => {
      clearInterval(housekeeping);
      await orderEmails.close();
      guestSessions.close();
      await pageChanges.close();
      await handle.close();
    },
  };
}
