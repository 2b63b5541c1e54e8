import type { Executor } from "./client.server.ts";

/**
 * Statements built once per database handle and kept (decision 040). Building a Drizzle query costs more than
 * the embedded database takes to run a short one, so the few statements every shopper's page sends are built
 * once with placeholders. On PostgreSQL the name also makes them server-side prepared statements, planned
 * once per connection. A transaction is a handle of its own: its statements are built again for it.
 */
const built = new WeakMap<Executor, Map<string, unknown>>();

export function prepared<Statement>(
  executor: Executor,
  name: string,
  build: (executor: Executor) => Statement,
): Statement {
  let statements = built.get(executor);
  if (!statements) {
    statements = new Map();
    built.set(executor, statements);
  }
  let statement = statements.get(name) as Statement | undefined;
  if (statement === undefined) {
    statement = build(executor);
    statements.set(name, statement);
  }
  return statement;
}
