import { createHash } from 'node:crypto';
import { Column, getTableName, is, noopDecoder, SQL, Subquery } from 'drizzle-orm';
import type { DbOrTx } from './client';

/** What drizzle's `.prepare(name)` gives: a query built once, run with the values of its placeholders. */
interface Prepared<R> {
  execute(values?: Record<string, unknown>): Promise<R>;
}

/** The fields of a prepared select as drizzle keeps them (`orderSelectedFields`): a path and what is read there. */
interface SelectedField {
  path: string[];
  field: unknown;
}

/** The parts of drizzle's prepared query (node-postgres and PGlite alike) that map its rows. */
interface PreparedMapping {
  fields?: SelectedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}

type Decode = ((value: unknown) => unknown) | null;

/** A field's decoder, as drizzle's `mapResultRow` picks it; null when it gives the driver's value back. */
function decoderOf(field: unknown): Decode {
  // `decoder` is drizzle's own (internal) field of its SQL objects.
  type Decoder = { mapFromDriverValue(value: unknown): unknown };
  const sqlDecoder = (value: unknown) => (value as { decoder: Decoder }).decoder;
  const decoder: Decoder = is(field, Column)
    ? field
    : is(field, SQL)
      ? sqlDecoder(field)
      : is(field, Subquery)
        ? sqlDecoder(field._.sql)
        : sqlDecoder((field as SQL.Aliased).sql);
  if (decoder === noopDecoder || decoder.mapFromDriverValue === Column.prototype.mapFromDriverValue) return null;
  return (value) => decoder.mapFromDriverValue(value);
}

/**
 * The row mapping of a prepared select, worked out once: what drizzle's `mapResultRow` does on every row
 * (tell each field's kind, find its decoder, walk its path), which cost about a tenth of the API's CPU
 * under load on a 25-row list. Same result: nested paths give nested objects, and a left-joined table's
 * object is null when its first column is null and the join may miss, as drizzle decides it.
 */
function compileRowMapper(
  fields: SelectedField[],
  joinsNotNullableMap: Record<string, boolean> | undefined,
): (rows: unknown[][]) => Record<string, unknown>[] {
  const columns = fields.map(({ path, field }) => ({ path, decode: decoderOf(field) }));
  // Drizzle nullifies a joined object by the first of its columns (paths of two) whose table may be missing.
  const nullable: { object: string; index: number }[] = [];
  if (joinsNotNullableMap) {
    const firsts = new Map<string, { index: number; table: string | null }>();
    fields.forEach(({ path, field }, index) => {
      if (!is(field, Column) || path.length !== 2) return;
      const table = getTableName(field.table);
      const seen = firsts.get(path[0]!);
      if (!seen) firsts.set(path[0]!, { index, table });
      else if (seen.table !== table) seen.table = null;
    });
    for (const [object, { index, table }] of firsts)
      if (table !== null && !joinsNotNullableMap[table]) nullable.push({ object, index });
  }
  const mapRow = (row: unknown[]): Record<string, unknown> => {
    const result: Record<string, unknown> = {};
    for (let i = 0; i < columns.length; i++) {
      const { path, decode } = columns[i]!;
      const raw = row[i];
      const value = raw === null ? null : decode ? decode(raw) : raw;
      let node = result;
      for (let depth = 0; depth < path.length - 1; depth++) {
        const key = path[depth]!;
        node[key] ??= {};
        node = node[key] as Record<string, unknown>;
      }
      node[path[path.length - 1]!] = value;
    }
    for (const { object, index } of nullable) if (row[index] === null) result[object] = null;
    return result;
  };
  return (rows) => rows.map(mapRow);
}

/**
 * Gives a prepared select the row mapping worked out once, unless drizzle maps its rows its own way (the
 * relational queries). `statement` does it to each of its builds; a statement prepared otherwise calls it.
 */
export function mapRowsOnce<P extends object>(prepared: P): P {
  const query = prepared as PreparedMapping;
  if (query.fields && !query.customResultMapper)
    query.customResultMapper = compileRowMapper(query.fields, query.joinsNotNullableMap);
  return prepared;
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
      mapRowsOnce(prepared);
      built.set(database, prepared);
    }
    // The same build, calling the caller's connection: an object whose `client` is that connection.
    const onConnection = Object.create(prepared, { client: { value: connectionOf(db) } }) as Prepared<R>;
    return onConnection.execute(values);
  };
}

/** The parts of drizzle's session (node-postgres and PGlite alike) that run a raw statement under a name. */
interface RawSession {
  dialect: { sqlToQuery(statement: SQL): { sql: string; params: unknown[] } };
  prepareQuery(
    query: { sql: string; params: unknown[] },
    fields: undefined,
    name: string,
    arrayMode: false,
  ): { execute(): Promise<unknown> };
}

/**
 * Rows of a raw statement built on each call, named after its text: a statement whose values all go as
 * parameters has one text per shape of its call, which PostgreSQL parses once per connection and, past its
 * fifth run there, plans once (its generic plan) as long as that plan is estimated to cost no more than planning
 * each run. For statements whose good plan does not hang on how selective a value is (ranges of one index);
 * what `db.execute` does otherwise, on the caller's connection, with drizzle's own reading of the rows.
 */
export async function selectNamedRows<T>(db: DbOrTx, statement: SQL, prefix: string): Promise<T[]> {
  const session = (db as unknown as { session: RawSession }).session;
  const query = session.dialect.sqlToQuery(statement);
  // PostgreSQL keeps 63 bytes of a name: the prefix and 20 characters of the text's hash.
  const name = `${prefix}_${createHash('sha1').update(query.sql).digest('base64url').slice(0, 20)}`;
  const result = (await session.prepareQuery(query, undefined, name, false).execute()) as { rows: T[] };
  return result.rows;
}

/**
 * Ids as one PostgreSQL array literal (`'{1,2,3}'`), for `= any(${sql.placeholder('ids')}::int[])`: one
 * statement text whatever their count, where `inArray` writes one parameter per id.
 */
export const idArray = (ids: readonly number[]): string => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;

/** Whether a number may be a row's id (a positive int4): anything else names no row, and PostgreSQL would refuse it. */
export const isRowId = (id: number | null | undefined): id is number =>
  Number.isInteger(id) && (id as number) > 0 && (id as number) <= 2_147_483_647;
