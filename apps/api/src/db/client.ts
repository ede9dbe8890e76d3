import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { withAfterCommit } from '../platform/unit-of-work';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query surface as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** Null when the database answers and every migration of this build is applied; otherwise why not. */
  unready(): Promise<string | null>;
  close(): Promise<void>;
  /** PGlite only: its data folder as a tarball, for another `openEmbeddedDatabase` to start from. */
  dump?(): Promise<Blob>;
}

/** How many migrations this build ships (drizzle's journal). */
function shippedMigrations(): number {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

async function unreadyReason(db: Db): Promise<string | null> {
  try {
    const [row] = await selectRows<{ n: number }>(db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    return (row?.n ?? 0) >= shippedMigrations() ? null : 'migrations pending';
  } catch (error) {
    return `database unreachable: ${(error as Error).message}`;
  }
}

export const migrationsFolder = new URL('./migrations', import.meta.url).pathname;

/**
 * PGlite in-process: on disk under `dir`, or in memory when `dir` is null (tests), starting from the data folder
 * `from` holds (a `dumpDataDir` tarball) when given.
 */
export async function openEmbeddedDatabase(dir: string | null, from?: Blob): Promise<Database> {
  if (dir) fs.mkdirSync(path.dirname(dir), { recursive: true });
  const client = await PGlite.create(dir ?? undefined, { extensions: { pg_trgm }, loadDataDir: from });
  const db = withAfterCommit(drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db);
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    unready: () => unreadyReason(db),
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}

/**
 * A PostgreSQL server through node-postgres. When the server restarts or the network drops, the
 * pool's idle connections die: the pool forgets them (`onError` hears why, instead of an unhandled
 * 'error' event ending the process), requests meanwhile fail within `connectionTimeoutMillis`, and
 * the next ones open fresh connections once the server is back.
 */
export async function openServerDatabase(
  url: string,
  options: { onError?: (error: Error) => void; poolSize?: number } = {},
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: 5_000,
    keepAlive: true,
  });
  pool.on('error', (error) => options.onError?.(error));
  const db = withAfterCommit(drizzleNodePg(pool, { schema, casing: 'snake_case' }) as unknown as Db);
  return {
    db,
    kind: 'postgres',
    migrate: () => migrateNodePg(db as never, { migrationsFolder }),
    unready: () => unreadyReason(db),
    close: () => pool.end(),
  };
}

export function openDatabase(
  config: { databaseUrl: string | null; dataDir: string; databasePoolSize?: number },
  options: { onError?: (error: Error) => void } = {},
): Promise<Database> {
  return config.databaseUrl
    ? openServerDatabase(config.databaseUrl, { ...options, poolSize: config.databasePoolSize })
    : openEmbeddedDatabase(path.join(config.dataDir, 'pglite'));
}

/** Rows of a raw SQL statement, the same on PGlite and node-postgres (both answer `{ rows }`). */
export async function selectRows<T>(db: DbOrTx, statement: SQL): Promise<T[]> {
  const result = (await db.execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Independent reads: side by side on the pool, one after the other inside a transaction, whose
 * single connection takes one query at a time (node-postgres deprecates queuing them and pg 9 will
 * refuse it).
 */
export async function readAll<T extends readonly unknown[]>(
  db: DbOrTx,
  reads: { [K in keyof T]: () => Promise<T[K]> },
): Promise<T> {
  if (!('rollback' in db)) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}
