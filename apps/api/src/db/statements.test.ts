import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase } from '../testing/test-app';
import { type Database, type DbOrTx, openEmbeddedDatabase, openServerDatabase } from './client';
import { statement } from './statements';

// The suite runs on PGlite, and on the PostgreSQL server of DATABASE_URL when set (node-postgres).
const notes = pgTable('statement_notes', { id: integer().primaryKey(), body: text().notNull() });

async function open(): Promise<{ database: Database; drop(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  const scratch = serverUrl ? await createScratchDatabase(serverUrl, 'orbite_statements') : null;
  const database = scratch ? await openServerDatabase(scratch.url) : await openEmbeddedDatabase(null);
  await database.db.execute(sql`create table statement_notes (id integer primary key, body text not null)`);
  return {
    database,
    async drop() {
      await database.close();
      await scratch?.drop();
    },
  };
}

let builds = 0;
const noteById = statement((db) => {
  builds += 1;
  return db
    .select()
    .from(notes)
    .where(eq(notes.id, sql.placeholder('id')))
    .prepare('statement_note_by_id');
});
const insertNote = statement((db) =>
  db
    .insert(notes)
    .values({ id: sql.placeholder('id'), body: sql.placeholder('body') })
    .returning()
    .prepare('statement_insert_note'),
);

let first: Awaited<ReturnType<typeof open>>;
let second: Awaited<ReturnType<typeof open>>;
beforeAll(async () => {
  [first, second] = await Promise.all([open(), open()]);
});
afterAll(async () => {
  await Promise.all([first?.drop(), second?.drop()]);
});

const bodyOf = async (db: DbOrTx, id: number) => (await noteById(db, { id }))[0]?.body ?? null;

describe('statement', () => {
  it('runs with each call’s values, built once per database', async () => {
    const { db } = first.database;
    expect(await insertNote(db, { id: 1, body: 'un' })).toEqual([{ id: 1, body: 'un' }]);
    await insertNote(db, { id: 2, body: 'deux' });
    const before = builds;
    expect(await bodyOf(db, 1)).toBe('un');
    expect(await bodyOf(db, 2)).toBe('deux');
    expect(await bodyOf(db, 3)).toBeNull();
    await db.transaction(async (tx) => expect(await bodyOf(tx, 2)).toBe('deux'));
    expect(builds - before).toBeLessThanOrEqual(1);
  });

  it('runs on the transaction’s connection: it sees what the transaction wrote, which a rollback undoes', async () => {
    const { db } = first.database;
    await expect(
      db.transaction(async (tx) => {
        await insertNote(tx, { id: 10, body: 'provisoire' });
        expect(await bodyOf(tx, 10)).toBe('provisoire');
        // Outside the transaction (another connection, or PGlite waiting for it): not there yet.
        if (first.database.kind === 'postgres') expect(await bodyOf(db, 10)).toBeNull();
        throw new Error('annulé');
      }),
    ).rejects.toThrow('annulé');
    expect(await bodyOf(db, 10)).toBeNull();
    await db.transaction(async (tx) => {
      await insertNote(tx, { id: 11, body: 'gardé' });
    });
    expect(await bodyOf(db, 11)).toBe('gardé');
  });

  it('keeps each database’s build for that database', async () => {
    await insertNote(second.database.db, { id: 1, body: 'autre base' });
    expect(await bodyOf(second.database.db, 1)).toBe('autre base');
    expect(await bodyOf(first.database.db, 1)).toBe('un');
    await second.database.db.transaction(async (tx) => expect(await bodyOf(tx, 1)).toBe('autre base'));
  });
});
