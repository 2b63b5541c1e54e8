import { type PGlite, types } from "@electric-sql/pglite";

/**
 * Types Drizzle's PGlite driver asks to receive as the text PostgreSQL sent (it turns them into values itself):
 * timestamp, timestamptz, interval, date and the arrays numeric[], timestamp[], timestamptz[], interval[], date[].
 */
export const TEXT_TYPE_IDS: readonly number[] = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231,
  1115,
  1185,
  1187,
  1182,
];

const asText = (value: string) => value;

type QueryOptions = { parsers?: Record<number, unknown> } & Record<string, unknown>;
type Queryable = { query: (text: string, params?: unknown[], options?: QueryOptions) => Promise<unknown> };

/**
 * A PGlite client for Drizzle that answers every query without merging parsers per query.
 *
 * Drizzle passes its text parsers with each query, and PGlite then copies its whole table of about 300 parsers
 * into a new object for every result (about 80 µs, as much as running a small statement). Here the text
 * parsers are set once on the client's own table and each query goes without them. A query whose parsers name
 * a type not in that table still goes with them, so a newer Drizzle asking for more stays correct.
 */
export function withClientTextParsers(client: PGlite): PGlite {
  for (const typeId of TEXT_TYPE_IDS) client.parsers[typeId] = asText;

  const lean = <Target extends Queryable>(target: Target): Target =>
    new Proxy(target, {
      get(object, property) {
        if (property === "query") {
          return (text: string, params?: unknown[], options?: QueryOptions) =>
            object.query(text, params, withoutKnownParsers(options));
        }
        if (property === "transaction" && object === (client as unknown)) {
          return <Result>(callback: (tx: Queryable) => Promise<Result>) =>
            client.transaction((tx) => callback(lean(tx as unknown as Queryable)));
        }
        const value = Reflect.get(object, property);
        return typeof value === "function" ? value.bind(object) : value;
      },
    });
  return lean(client as unknown as Queryable) as unknown as PGlite;
}

function withoutKnownParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options?.parsers) return options;
  for (const typeId of Object.keys(options.parsers)) {
    if (!TEXT_TYPE_IDS.includes(Number(typeId))) return options;
  }
  const { parsers: _known, ...rest } = options;
  return rest;
}
