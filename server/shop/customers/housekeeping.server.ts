import { and, isNotNull, lt, or } from "drizzle-orm";
import type { Executor } from "../../db/client.server.ts";
import { loginFailures, passwordResets } from "../../db/schema.ts";
import type { Settings } from "../../settings/settings.ts";
import { deleteExpiredSessions } from "../session/sessions.server.ts";

/** How often each instance tidies up (idempotent deletes, so instances may overlap). */
export const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;
/** Used or expired reset links are kept a day for support questions, then deleted. */
const RESET_RETENTION_MS = 24 * 60 * 60 * 1000;

/** Deletes expired sessions (with their carts), login failures outside the window and old reset links. */
export async function runHousekeeping(db: Executor, settings: Settings, now: Date): Promise<void> {
  await deleteExpiredSessions(db, now);
  await db
    .delete(loginFailures)
    .where(
      lt(loginFailures.failedAt, new Date(now.getTime() - settings.accounts.failureWindowMinutes * 60_000)),
    );
  const resetCutoff = new Date(now.getTime() - RESET_RETENTION_MS);
  await db
    .delete(passwordResets)
    .where(
      or(
        lt(passwordResets.expiresAt, resetCutoff),
        and(isNotNull(passwordResets.usedAt), lt(passwordResets.usedAt, resetCutoff)),
      ),
    );
}
