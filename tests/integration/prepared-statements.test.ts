import { eq, sql } from "drizzle-orm";
import { integer, pgTable, text } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, type Executor, queryRows } from "../../server/db/client.server.ts";
import { placeholdersOf, prepared, preparedSql } from "../../server/db/prepared.server.ts";
import { createTestDatabase, testDatabaseKinds } from "../support/databases.ts";

const probes = pgTable("prepared_probes", {
  id: integer("id").primaryKey(),
  label: text("label").notNull(),
});

let builds = 0;
const probeById = (executor: Executor, id: number) =>
  prepared(executor, "test_probe_by_id", (builder) => {
    builds += 1;
    return builder
      .select()
      .from(probes)
      .where(eq(probes.id, sql.placeholder("id")))
      .prepare("test_probe_by_id");
  }).execute({ id });

const insertProbe = (executor: Executor, row: { id: number; label: string }) =>
  prepared(executor, "test_insert_probe", (builder) =>
    builder
      .insert(probes)
      .values(placeholdersOf(["id", "label"] as const))
      .prepare("test_insert_probe"),
  ).execute(row);

const labelsAbove = (executor: Executor, id: number) =>
  preparedSql<{ label: string }>(
    executor,
    "test_labels_above",
    () => sql`select label from prepared_probes where id > ${sql.placeholder("id")}::integer order by id`,
  ).execute({ id });

describe.each(testDatabaseKinds)("statements built once, run on any handle (decision 055) on %s", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase(kind);
    await handle.db.execute(sql`create table prepared_probes (id integer primary key, label text not null)`);
  });
  afterAll(async () => handle?.close());

  it("runs one built statement on the database and inside transactions, on each transaction's own connection", async () => {
    const buildsBefore = builds;
    await insertProbe(handle.db, { id: 1, label: "committed" });
    expect(await probeById(handle.db, 1)).toEqual([{ id: 1, label: "committed" }]);

    // A statement bound to the transaction sees what the transaction wrote before it commits; one run on the
    // pool would not (PostgreSQL) or would wait for the transaction to end (the embedded database's one connection).
    await expect(
      handle.db.transaction(async (tx) => {
        await insertProbe(tx, { id: 2, label: "rolled back" });
        await insertProbe(tx, { id: 3, label: "rolled back too" });
        expect(await probeById(tx, 2)).toEqual([{ id: 2, label: "rolled back" }]);
        expect((await labelsAbove(tx, 1)).rows.map((row) => row.label)).toEqual([
          "rolled back",
          "rolled back too",
        ]);
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect(await probeById(handle.db, 2)).toEqual([]);

    await handle.db.transaction(async (tx) => {
      expect(await probeById(tx, 1)).toEqual([{ id: 1, label: "committed" }]);
    });
    expect((await labelsAbove(handle.db, 0)).rows).toEqual([{ label: "committed" }]);
    expect(builds - buildsBefore).toBe(1);
  });

  it.runIf(kind === "postgres")(
    "on PostgreSQL the statement is prepared on the connection by its name",
    async () => {
      await handle.db.transaction(async (tx) => {
        await probeById(tx, 1);
        const rows = await queryRows(
          tx,
          sql`select name from pg_prepared_statements where name = 'test_probe_by_id'`,
        );
        expect(rows).toEqual([{ name: "test_probe_by_id" }]);
      });
    },
  );
});
