import { type SQL, sql } from "drizzle-orm";
import { NodePgSession, NodePgTransaction } from "drizzle-orm/node-postgres/session";
import { PgDialect, PgTransaction } from "drizzle-orm/pg-core";
import pg from "pg";
import type { Database, Executor, Transaction } from "./client.server.ts";
import { preparedSql } from "./prepared.server.ts";
import { queryCountingLogger } from "./query-counter.server.ts";

/**
 * A transaction whose last statement travels with its commit (decision 057), and whose first statements may
 * travel with its begin (decision 058). An order's last statement takes
 * the stock of rows every order of a product shares, and their locks are held until the commit: sent on its
 * own, the commit waited for the app to read the statement's answer first, which under load was most of the
 * time each of those rows stayed locked. On PostgreSQL the last statement is a prepared statement (SQL
 * `PREPARE`, once per connection) executed in one round trip with `commit`; on the embedded database, where
 * nothing waits on a network, it runs as any statement and the transaction commits after it.
 *
 * The last statement must refuse by raising an error (it cannot be taken back once it has run): the commit sent
 * with it is then skipped, and the transaction is rolled back.
 */
export interface EdgeStatement {
  /** The prepared statement's name, unique among the app's statements. */
  name: string;
  /** The statement, with a `sql.placeholder` per value; built once. */
  build: () => SQL;
  /**
   * Values for its placeholders, sent as literals: null, whole numbers, arrays of whole numbers, and words of
   * letters, digits, `_` and `-` (ids and tokens), so that no literal ever needs escaping.
   */
  values: Record<string, EdgeValue>;
}

export type EdgeValue = number | string | readonly number[] | null;

/** Runs the transaction's last statement, sent with its commit (nothing else may run after it), and answers its rows. */
export type RunFinal = <Row>(statement: EdgeStatement) => Promise<Row[]>;

/** What Drizzle's session keeps (0.45's fields): its connection or pool, and how it builds transactions. */
interface SessionFields {
  client: PoolLike;
  dialect: PgDialect;
  schema: ConstructorParameters<typeof NodePgSession>[2];
  options: ConstructorParameters<typeof NodePgSession>[3];
}

interface PgClient {
  query(text: string): Promise<unknown>;
  release(): void;
}

interface PoolLike {
  connect(): Promise<PgClient>;
}

interface SimpleResult {
  rows: unknown[];
}

const dialect = new PgDialect();

/** The statements' text with `$n` in their placeholders' order, worked out once per name. */
const texts = new Map<string, { text: string; names: string[] }>();
/** The edge statements each PostgreSQL connection has prepared. */
const preparedOn = new WeakMap<object, Set<string>>();

function textOf(statement: EdgeStatement): { text: string; names: string[] } {
  let built = texts.get(statement.name);
  if (!built) {
    const query = dialect.sqlToQuery(statement.build());
    const names = query.params.map((param) => {
      const name = (param as { name?: unknown }).name;
      if (typeof name !== "string")
        throw new Error(`edge statement ${statement.name}: every value must be a sql.placeholder`);
      return name;
    });
    built = { text: query.sql, names };
    texts.set(statement.name, built);
  }
  return built;
}

/** Words that can stand between two quotes as they are: no quote, backslash or anything else to escape. */
const PLAIN_WORD = /^[A-Za-z0-9_-]*$/;

/** A value as a SQL literal; only numbers and plain words travel this way, so nothing needs escaping. */
export function literalOf(value: EdgeValue, statement: string): string {
  const whole = (number: number) => {
    if (!Number.isSafeInteger(number))
      throw new Error(`edge statement ${statement}: ${String(number)} is not a whole number`);
    return String(number);
  };
  if (value === null) return "null";
  if (typeof value === "string") {
    if (!PLAIN_WORD.test(value))
      throw new Error(`edge statement ${statement}: a text value may hold only letters, digits, _ and -`);
    return `'${value}'`;
  }
  if (Array.isArray(value)) return `'{${value.map(whole).join(",")}}'`;
  return whole(value as number);
}

/** The statement's name on a connection for this use, prepared there on its first use. */
async function statementNameOn(client: PgClient, statement: EdgeStatement, use: "begin" | "commit") {
  const { text } = textOf(statement);
  // A name of its own: the same statement run inside a caller's transaction is prepared by the driver.
  const name = `${statement.name}_with_${use}`;
  let prepared = preparedOn.get(client);
  if (!prepared) {
    prepared = new Set();
    preparedOn.set(client, prepared);
  }
  if (!prepared.has(name)) {
    await client.query(`prepare ${name} as ${text}`);
    prepared.add(name);
  }
  return name;
}

/** `execute name(literals)` for the statement's values. */
function executeText(name: string, statement: EdgeStatement): string {
  const args = textOf(statement).names.map((placeholder) => {
    // As Drizzle does for its own statements: a placeholder without a value is a mistake, not a null.
    if (!(placeholder in statement.values))
      throw new Error(`edge statement ${statement.name}: no value for ${placeholder}`);
    return literalOf(statement.values[placeholder] ?? null, statement.name);
  });
  return `execute ${name}(${args.join(", ")})`;
}

/** The transaction's begin and its first statements in one round trip; answers each statement's rows. */
async function runWithBegin(client: PgClient, statements: readonly EdgeStatement[]): Promise<unknown[][]> {
  const executes: string[] = [];
  for (const statement of statements)
    executes.push(executeText(await statementNameOn(client, statement, "begin"), statement));
  const combined = ["begin", ...executes].join("; ");
  queryCountingLogger.logQuery(combined, []);
  const results = (await client.query(combined)) as SimpleResult[];
  return statements.map((_, index) => results[index + 1]?.rows ?? []);
}

/** The statement's answer, and the commit in the same round trip (the connection's first use prepares it). */
async function runWithCommit<Row>(client: PgClient, statement: EdgeStatement): Promise<Row[]> {
  const name = await statementNameOn(client, statement, "commit");
  const combined = `${executeText(name, statement)}; commit`;
  queryCountingLogger.logQuery(combined, []);
  const results = (await client.query(combined)) as SimpleResult[];
  return (results[0]?.rows ?? []) as Row[];
}

/**
 * Runs `work` in a transaction; `work` ends it by running its final statement with `final`. The `opening`
 * statements run first, in their order, and `work` gets each one's rows: on PostgreSQL they travel with the
 * transaction's `begin`, in one round trip (each still runs after the one before it, and reads what has been
 * committed by then: a statement after a lock sees what the lock waited for). A
 * transaction given as `executor` (a caller's own) gets a savepoint, and its edge statements run as any other.
 */
export async function transactionWithFinalStatement<T, Opened extends unknown[][] = []>(
  executor: Executor,
  { opening = [] }: { opening?: readonly EdgeStatement[] },
  work: (tx: Transaction, final: RunFinal, opened: Opened) => Promise<T>,
): Promise<T> {
  const driverSession: unknown = (executor as Database)._.session;
  // A database on one connection of its own (not the app's pool) has no connection to lend: Drizzle's own.
  const onPool =
    driverSession instanceof NodePgSession &&
    (driverSession as unknown as SessionFields).client instanceof pg.Pool;
  if (executor instanceof PgTransaction || !onPool)
    return executor.transaction(async (tx) => {
      const run = async <Row>(statement: EdgeStatement) =>
        (await preparedSql<Row>(tx, statement.name, statement.build).execute(statement.values)).rows;
      const opened: unknown[][] = [];
      for (const statement of opening) opened.push(await run(statement));
      return work(tx, run as RunFinal, opened as Opened);
    });

  const session = driverSession as unknown as SessionFields;
  const client = await session.client.connect();
  const txSession = new NodePgSession(client as never, session.dialect, session.schema, session.options);
  const tx = new NodePgTransaction(session.dialect, txSession, session.schema) as unknown as Transaction;
  let committed = false;
  let ranFinal = false;
  try {
    let opened: unknown[][] = [];
    if (opening.length > 0) opened = await runWithBegin(client, opening);
    else await tx.execute(sql`begin`);
    const result = await work(
      tx,
      async (statement) => {
        ranFinal = true;
        const rows = await runWithCommit(client, statement);
        committed = true;
        return rows as never;
      },
      opened as Opened,
    );
    if (!ranFinal) await tx.execute(sql`commit`);
    return result;
  } catch (error) {
    // Also when the begin went out with a statement that failed: the transaction it opened is still there.
    if (!committed) await tx.execute(sql`rollback`);
    throw error;
  } finally {
    client.release();
  }
}
