import type { Logger } from "pino";
import { type DatabaseHandle, type DatabaseTarget, openDatabase } from "./db/client.server.ts";
import type { Settings } from "./settings/settings.ts";
import { seedDemoCatalogueIfEmpty } from "./shop/import/demo-seed.server.ts";
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
  close(): Promise<void>;
}

export interface ServicesOptions {
  database: DatabaseTarget;
  settings: Settings;
  logger: Logger;
  seedDemo: boolean;
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
  return {
    nonceSecret,
    db: handle.db,
    databaseKind: handle.target.kind,
    settings: options.settings,
    logger: options.logger,
    now: () => new Date(),
    close: () => handle.close(),
  };
}
