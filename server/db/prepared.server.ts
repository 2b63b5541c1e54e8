import { type Placeholder, type SQL, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Executor } from "./client.server.ts";

/**
 * Statements built once per process and driver, and run on whichever handle asks (decisions 040 and 055).
 * Building a Drizzle query costs more than the embedded database takes to run a short one, so the statements
 * that every shopper's page and every order send are built once with placeholders. On PostgreSQL the name also
 * makes them server-side prepared statements, parsed and planned once per connection.
 *
 * A built statement keeps the connection it was built on; each call gets a copy of it bound to the connection of
 * the handle it is given (the database's pool, or the one connection of an open transaction), so a transaction
 * runs the same built statement instead of building its own.
 */
const built = new Map<unknown, Map<string, object>>();

/** What the drivers' prepared statements and sessions keep their connection in (Drizzle 0.45's private field). */
interface OnConnection {
  client: unknown;
}

function sessionOf(executor: Executor) {
  return executor._.session;
}

function connectionOf(executor: Executor): unknown {
  return (sessionOf(executor) as unknown as OnConnection).client;
}

function builtFor<Statement extends object>(
  executor: Executor,
  name: string,
  build: () => Statement,
): Statement {
  // Keyed by the session's class: the PostgreSQL and PGlite drivers build different statement objects.
  const driver = sessionOf(executor).constructor;
  let statements = built.get(driver);
  if (!statements) {
    statements = new Map();
    built.set(driver, statements);
  }
  let statement = statements.get(name) as Statement | undefined;
  if (statement === undefined) {
    statement = build();
    if ((statement as Partial<OnConnection>).client !== connectionOf(executor))
      throw new Error(
        `prepared statement ${name}: Drizzle no longer keeps a statement's connection where this module binds it`,
      );
    // Kept, it would hold on to the connection (or a whole embedded database) it happened to be built on.
    (statement as OnConnection).client = null;
    statements.set(name, statement);
  }
  return statement;
}

function boundTo<Statement extends object>(statement: Statement, executor: Executor): Statement {
  return Object.create(statement, { client: { value: connectionOf(executor) } }) as Statement;
}

/** A query built by Drizzle's builder (`….prepare(name)`), built once and run on `executor`. */
export function prepared<Statement extends object>(
  executor: Executor,
  name: string,
  build: (executor: Executor) => Statement,
): Statement {
  return boundTo(
    builtFor(executor, name, () => build(executor)),
    executor,
  );
}

/** A raw statement prepared once: `execute` fills its `sql.placeholder`s and answers the rows. */
export interface PreparedRows<Row> {
  execute(values?: Record<string, unknown>): Promise<{ rows: Row[] }>;
}

const dialect = new PgDialect();

/**
 * A raw SQL statement (`sql` with `sql.placeholder`s), built once and run on `executor`; it answers the rows as
 * the driver gives them, as `executor.execute` does.
 */
export function preparedSql<Row>(executor: Executor, name: string, build: () => SQL): PreparedRows<Row> {
  return boundTo(
    builtFor(executor, name, () =>
      sessionOf(executor).prepareQuery(dialect.sqlToQuery(build()), undefined, name, false),
    ),
    executor,
  ) as unknown as PreparedRows<Row>;
}

/** One `sql.placeholder` per column, named after it, for a prepared insert's values. */
export function placeholdersOf<Column extends string>(
  columns: readonly Column[],
): Record<Column, Placeholder<Column>> {
  return Object.fromEntries(columns.map((column) => [column, sql.placeholder(column)])) as Record<
    Column,
    Placeholder<Column>
  >;
}
