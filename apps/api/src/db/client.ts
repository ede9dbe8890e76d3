import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
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
  close(): Promise<void>;
}

export const migrationsFolder = new URL('./migrations', import.meta.url).pathname;

/** PGlite in-process: on disk under `dir`, or in memory when `dir` is null (tests). */
export async function openEmbeddedDatabase(dir: string | null): Promise<Database> {
  if (dir) fs.mkdirSync(path.dirname(dir), { recursive: true });
  const client = await PGlite.create(dir ?? undefined, { extensions: { pg_trgm } });
  const db = withAfterCommit(drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db);
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => client.close(),
  };
}

/** A PostgreSQL server through node-postgres. */
export async function openServerDatabase(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = withAfterCommit(drizzleNodePg(pool, { schema, casing: 'snake_case' }) as unknown as Db);
  return {
    db,
    kind: 'postgres',
    migrate: () => migrateNodePg(db as never, { migrationsFolder }),
    close: () => pool.end(),
  };
}

export function openDatabase(config: { databaseUrl: string | null; dataDir: string }): Promise<Database> {
  return config.databaseUrl
    ? openServerDatabase(config.databaseUrl)
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
