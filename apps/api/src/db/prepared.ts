// The statements every signed-in request or every board runs, built once and prepared by name: drizzle
// then skips building their SQL on each call, and on PostgreSQL node-postgres parses each one once per
// connection and after that only binds and executes it. (PGlite takes the name and parses each time;
// the building is still saved.)
//
// A statement belongs to the handle it was built on: a transaction's handle runs it inside that
// transaction, so each handle, the pool's or a transaction's, keeps statements of its own.
import type { Db } from "./client.ts";

const statementsOf = new WeakMap<Db, Map<string, unknown>>();

/** The handle's statement of this name, built by `build` (which prepares it under `name`) the first time. */
export function preparedStatement<Statement>(
  db: Db,
  name: string,
  build: (db: Db, name: string) => Statement,
): Statement {
  let statements = statementsOf.get(db);
  if (!statements) {
    statements = new Map();
    statementsOf.set(db, statements);
  }
  if (!statements.has(name)) statements.set(name, build(db, name));
  return statements.get(name) as Statement;
}
