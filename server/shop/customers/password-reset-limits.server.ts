import { and, count, eq, gt } from "drizzle-orm";
import type { Executor } from "../../db/client.server.ts";
import { passwordResets } from "../../db/schema.ts";

/** Reset links made for a customer within the last `windowMinutes` (to cap reset emails). */
export async function recentResetCount(
  db: Executor,
  customerId: number,
  windowMinutes: number,
  now: Date,
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.customerId, customerId),
        gt(passwordResets.createdAt, new Date(now.getTime() - windowMinutes * 60_000)),
      ),
    );
  return row?.total ?? 0;
}
