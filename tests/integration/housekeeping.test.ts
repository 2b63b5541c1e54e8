import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/client.server.ts";
import { loginFailures, passwordResets, sessions } from "../../server/db/schema.ts";
import { parseSettings } from "../../server/settings/settings.ts";
import { registerCustomer } from "../../server/shop/customers/customers.server.ts";
import { runHousekeeping } from "../../server/shop/customers/housekeeping.server.ts";
import { createTestDatabase, testDatabaseKinds } from "../support/databases.ts";

describe.each(testDatabaseKinds)("housekeeping on %s", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase(kind);
  });
  afterAll(() => handle.close());

  it("deletes expired sessions, failures outside the window and old reset links, and keeps the rest", async () => {
    const { db } = handle;
    const now = new Date("2026-06-01T12:00:00Z");
    const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
    const created = await registerCustomer(db, {
      email: "tidy@example.com",
      password: "blue kettle morning",
    });
    if (!created.ok) throw new Error("registration failed");
    const customerId = created.value.id;
    await db.insert(sessions).values([
      { id: "expired", expiresAt: minutesAgo(1) },
      { id: "live", expiresAt: minutesAgo(-60) },
    ]);
    await db.insert(loginFailures).values([
      { key: "address:1", failedAt: minutesAgo(16) },
      { key: "address:1", failedAt: minutesAgo(14) },
    ]);
    await db.insert(passwordResets).values([
      { tokenHash: "old-expired", customerId, expiresAt: minutesAgo(25 * 60) },
      { tokenHash: "old-used", customerId, expiresAt: minutesAgo(-60), usedAt: minutesAgo(25 * 60) },
      { tokenHash: "recently-expired", customerId, expiresAt: minutesAgo(60) },
      { tokenHash: "live", customerId, expiresAt: minutesAgo(-60) },
    ]);
    await runHousekeeping(db, parseSettings({}), now);
    expect((await db.select({ id: sessions.id }).from(sessions)).map((row) => row.id)).toEqual(["live"]);
    expect(await db.select({ failedAt: loginFailures.failedAt }).from(loginFailures)).toEqual([
      { failedAt: minutesAgo(14) },
    ]);
    const resets = await db.select({ tokenHash: passwordResets.tokenHash }).from(passwordResets);
    expect(resets.map((row) => row.tokenHash).sort()).toEqual(["live", "recently-expired"]);
  });
});
