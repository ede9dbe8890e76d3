import type { DbOrTx } from '../../db/client';

/**
 * A Drizzle query that runs on every request of a hot page, built once per database instead of on each
 * call (building one is a good share of a small request's CPU) and sent as a named prepared statement,
 * so that PostgreSQL plans it once per connection. A transaction gets its own build: it is short-lived.
 * Parameters are `sql.placeholder(...)`s, given to `execute`. As auth.repository's live session query.
 */
export function preparedPerDatabase<Query>(build: (db: DbOrTx) => Query): (db: DbOrTx) => Query {
  const built = new WeakMap<object, Query>();
  return (db) => {
    if ('rollback' in db) return build(db);
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
