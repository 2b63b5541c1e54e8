import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { TEXT_TYPE_IDS, withClientTextParsers } from "./pglite-parsers.server.ts";

const EVERY_TEXT_TYPE = sql`select
  timestamp '2026-11-27 10:00:00' as ts, timestamptz '2026-11-27 10:00:00+01' as tstz,
  interval '2 days 3 hours' as span, date '2026-11-27' as day,
  array[1.5, 2]::numeric[] as amounts, array[timestamp '2026-01-01 00:00']::timestamp[] as stamps,
  array[timestamptz '2026-01-01 00:00+00']::timestamptz[] as zoned, array[interval '1 day'] as spans,
  array[date '2026-01-02'] as days, 42::int as answer, '{"a":1}'::jsonb as doc, true as yes`;

describe("PGlite client with its text parsers set once (issue 18: statements cost)", () => {
  let plainClient: PGlite;
  let leanClient: PGlite;

  beforeAll(async () => {
    plainClient = new PGlite();
    leanClient = new PGlite();
    await Promise.all([plainClient.waitReady, leanClient.waitReady]);
  });
  afterAll(async () => {
    await Promise.all([plainClient.close(), leanClient.close()]);
  });

  it("reads every type as Drizzle's own parsers do, outside and inside a transaction", async () => {
    const plain = drizzle({ client: plainClient });
    const lean = drizzle({ client: withClientTextParsers(leanClient) });
    const expected = (await plain.execute(EVERY_TEXT_TYPE)).rows;
    expect(expected[0]).toMatchObject({ ts: "2026-11-27 10:00:00", answer: 42, doc: { a: 1 }, yes: true });
    expect((await lean.execute(EVERY_TEXT_TYPE)).rows).toEqual(expected);
    expect(await lean.transaction(async (tx) => (await tx.execute(EVERY_TEXT_TYPE)).rows)).toEqual(expected);
  });

  it("sends Drizzle's queries without per-query parsers (the copy it saves)", async () => {
    const spy = vi.spyOn(leanClient, "query");
    const lean = drizzle({ client: withClientTextParsers(leanClient) });
    await lean.execute(sql`select now() as at`);
    await lean.transaction((tx) => tx.execute(sql`select 1 as one`));
    // Inside the transaction PGlite's own transaction object runs the query; only the outside call is seen here.
    expect(spy).toHaveBeenCalledTimes(1);
    const options = spy.mock.calls[0]?.[2];
    expect(options).toBeDefined();
    expect(options).not.toHaveProperty("parsers");
    spy.mockRestore();
  });

  it("keeps parsers it does not know (a newer Drizzle asking for another type stays correct)", async () => {
    const lean = withClientTextParsers(leanClient);
    const asWords = (value: string) => `int ${value}`;
    const result = await lean.query<{ n: string }>("select 7::int as n", [], { parsers: { 23: asWords } });
    expect(result.rows[0]?.n).toBe("int 7");
    expect(TEXT_TYPE_IDS).not.toContain(23);
  });
});
