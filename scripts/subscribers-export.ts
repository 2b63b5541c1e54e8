/**
 * `npm run subscribers:export -- [--list <id>] [--status subscribed|pending|unsubscribed|all] [--out <file>]`
 * writes the mailing-list subscribers as a CSV in Mailchimp's import layout (server/mailing-list/export.ts):
 * by default every list's subscribed addresses, to standard output.
 *
 * Exit codes: 0 written, 1 failed, 2 bad usage.
 */
import { writeFileSync } from "node:fs";
import { and, asc, eq, type SQL } from "drizzle-orm";
import { ConfigError, databaseTargetFromEnv, readEnv } from "../server/config/env.server.ts";
import { type DatabaseHandle, openDatabase } from "../server/db/client.server.ts";
import { acquireDataDirLock, type DataDirLock } from "../server/db/data-lock.server.ts";
import { mailingListSubscribers } from "../server/db/schema.ts";
import { subscribersCsv } from "../server/mailing-list/export.ts";

const USAGE =
  "Usage: npm run subscribers:export -- [--list <id>] [--status subscribed|pending|unsubscribed|all] [--out <file>]";
const STATUSES = ["subscribed", "pending", "unsubscribed", "all"] as const;

function usage(message: string): number {
  console.error(`${message}\n${USAGE}`);
  return 2;
}

async function main(args: string[]): Promise<number> {
  const options: { list?: string; status: (typeof STATUSES)[number]; out?: string } = {
    status: "subscribed",
  };
  for (let index = 0; index < args.length; index += 2) {
    const [flag, value] = [args[index], args[index + 1]];
    if (value === undefined) return usage(`${flag} needs a value.`);
    if (flag === "--list") options.list = value;
    else if (flag === "--out") options.out = value;
    else if (flag === "--status" && (STATUSES as readonly string[]).includes(value))
      options.status = value as (typeof STATUSES)[number];
    else return usage(`Unknown option ${flag} ${value}.`);
  }
  const env = readEnv();
  const target = databaseTargetFromEnv(env);
  let lock: DataDirLock | null = null;
  let handle: DatabaseHandle | null = null;
  try {
    if (target.kind === "pglite") lock = acquireDataDirLock(env.DATA_DIR, "subscribers:export");
    handle = await openDatabase(target);
    const conditions: SQL[] = [];
    if (options.list) conditions.push(eq(mailingListSubscribers.listId, options.list));
    if (options.status !== "all") conditions.push(eq(mailingListSubscribers.status, options.status));
    const rows = await handle.db
      .select()
      .from(mailingListSubscribers)
      .where(conditions.length ? and(...conditions) : undefined)
      .orderBy(asc(mailingListSubscribers.listId), asc(mailingListSubscribers.email));
    const csv = subscribersCsv(rows);
    if (options.out) {
      writeFileSync(options.out, csv);
      console.error(`Wrote ${rows.length} subscriber(s) to ${options.out}`);
    } else process.stdout.write(csv);
    return 0;
  } finally {
    await handle?.close().catch(() => undefined);
    lock?.release();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exitCode = 1;
  },
);
