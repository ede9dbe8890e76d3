import type { DbOrTx } from './client';

/** What drizzle's `.prepare(name)` gives: a query built once, run with the values of its placeholders. */
interface Prepared<R> {
  execute(values?: Record<string, unknown>): Promise<R>;
}

/** The driver's connection a database handle runs its queries on: the pool or client, or a transaction's. */
const connectionOf = (db: DbOrTx): unknown => (db as unknown as { session: { client: unknown } }).session.client;

/**
 * The database a handle belongs to: its dialect, which a database hands on to each of its transactions
 * (and a new database gets its own).
 */
const databaseOf = (db: DbOrTx): object => (db as unknown as { dialect: object }).dialect;

/**
 * A statement built once per database and run on whichever connection the caller holds.
 *
 * Drizzle builds a query's SQL anew on every call (walking the selected tables' columns, naming and
 * escaping them, 0.1 to 0.4 ms of CPU for a wide select), and a query it prepares stays bound to the
 * connection it was built on: a transaction could not reuse one built on the pool. A statement is built
 * on its first call, with placeholders for its values (`sql.placeholder('id')`); each call runs that
 * build, drizzle's prepared query, on the caller's connection (the pool's, PGlite's, or the
 * transaction's), and PostgreSQL parses it once per connection (it is named).
 *
 * This relies on two fields of drizzle's node-postgres and PGlite sessions and prepared queries (the
 * session's `client`, which the prepared query calls `client.query` on): the statements' tests run on
 * both drivers, inside and outside transactions.
 *
 * @example
 * const messageById = statement((db) =>
 *   db.select().from(chatMessages).where(eq(chatMessages.id, sql.placeholder('id'))).prepare('chat_message_by_id'),
 * );
 * const [row] = await messageById(tx, { id });
 */
export function statement<R>(
  build: (db: DbOrTx) => Prepared<R>,
): (db: DbOrTx, values: Record<string, unknown>) => Promise<R> {
  const built = new WeakMap<object, Prepared<R>>();
  return (db, values) => {
    const database = databaseOf(db);
    let prepared = built.get(database);
    if (!prepared) {
      prepared = build(db);
      built.set(database, prepared);
    }
    // The same build, calling the caller's connection: an object whose `client` is that connection.
    const onConnection = Object.create(prepared, { client: { value: connectionOf(db) } }) as Prepared<R>;
    return onConnection.execute(values);
  };
}

/**
 * Ids as one PostgreSQL array literal (`'{1,2,3}'`), for `= any(${sql.placeholder('ids')}::int[])`: one
 * statement text whatever their count, where `inArray` writes one parameter per id.
 */
export const idArray = (ids: readonly number[]): string => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;
