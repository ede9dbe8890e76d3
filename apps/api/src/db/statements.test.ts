import { eq, sql } from 'drizzle-orm';
import { date, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase } from '../testing/test-app';
import { type Database, type DbOrTx, openEmbeddedDatabase, openServerDatabase, selectRows } from './client';
import { selectNamedRows, statement } from './statements';

// The suite runs on PGlite, and on the PostgreSQL server of DATABASE_URL when set (node-postgres).
const notes = pgTable('statement_notes', { id: integer().primaryKey(), body: text().notNull() });
const tags = pgTable('statement_tags', {
  noteId: integer().notNull(),
  label: text().notNull(),
  taggedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  due: date({ mode: 'string' }),
});

async function open(): Promise<{ database: Database; drop(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  const scratch = serverUrl ? await createScratchDatabase(serverUrl, 'orbite_statements') : null;
  const database = scratch ? await openServerDatabase(scratch.url) : await openEmbeddedDatabase(null);
  await database.db.execute(sql`create table statement_notes (id integer primary key, body text not null)`);
  await database.db.execute(
    sql`create table statement_tags (note_id integer not null, label text not null, tagged_at timestamptz not null, due date)`,
  );
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

describe('the rows of a prepared select', () => {
  // A nested object, a left-joined table (null when missing), decoded columns and SQL fields with and without mapWith.
  const selection = () => ({
    id: notes.id,
    body: notes.body,
    tag: { label: tags.label, taggedAt: tags.taggedAt, due: tags.due },
    length: sql<number>`length(${notes.body})`.mapWith(Number),
    upper: sql<string>`upper(${notes.body})`.as('upper'),
    raw: sql<string>`${notes.body} || '!'`,
  });
  const tagged = statement((db) =>
    db
      .select(selection())
      .from(notes)
      .leftJoin(tags, eq(tags.noteId, notes.id))
      .where(sql`${notes.id} >= ${sql.placeholder('from')}`)
      .orderBy(notes.id)
      .prepare('statement_tagged_notes'),
  );

  it('are those drizzle maps itself, row by row', async () => {
    const { db } = second.database;
    await insertNote(db, { id: 20, body: 'étiquetée' });
    await insertNote(db, { id: 21, body: 'sans étiquette' });
    await db
      .insert(tags)
      .values({ noteId: 20, label: 'urgent', taggedAt: new Date('2026-11-29T10:00:00Z'), due: '2026-12-01' });
    const expected = await db
      .select(selection())
      .from(notes)
      .leftJoin(tags, eq(tags.noteId, notes.id))
      .where(sql`${notes.id} >= 20`)
      .orderBy(notes.id);
    const rows = await tagged(db, { from: 20 });
    expect(rows).toEqual(expected);
    expect(rows[0]).toEqual({
      id: 20,
      body: 'étiquetée',
      tag: { label: 'urgent', taggedAt: new Date('2026-11-29T10:00:00Z'), due: '2026-12-01' },
      length: 9,
      upper: 'ÉTIQUETÉE',
      raw: 'étiquetée!',
    });
    expect(rows[1]?.tag).toBeNull();
    expect(rows[1]?.length).toBe(14);
  });
});

describe('selectNamedRows', () => {
  const bodiesFrom = (from: number, pattern: string | null) =>
    sql`select ${notes.body} as body from ${notes}
      where ${notes.id} >= ${from}${pattern ? sql` and ${notes.body} like ${pattern}` : sql``} order by ${notes.id}`;

  it('gives what db.execute gives, with one prepared statement for each text, on the caller’s connection', async () => {
    const { db } = second.database;
    await insertNote(db, { id: 30, body: 'trente' });
    await insertNote(db, { id: 31, body: 'trente et un' });
    const named = await selectNamedRows<{ body: string }>(db, bodiesFrom(30, null), 'statement_notes');
    expect(named).toEqual(await selectRows(db, bodiesFrom(30, null)));
    expect(named.map((row) => row.body)).toEqual(['trente', 'trente et un']);
    await db.transaction(async (tx) => {
      await insertNote(tx, { id: 32, body: 'trente-deux' });
      expect((await selectNamedRows<{ body: string }>(tx, bodiesFrom(31, null), 'statement_notes')).length).toBe(2);
      expect(await selectNamedRows(tx, bodiesFrom(30, '%et%'), 'statement_notes')).toEqual([{ body: 'trente et un' }]);
      if (second.database.kind !== 'postgres') return;
      // Two texts, two names; the second call of the first text found its statement on this connection.
      const prepared = await selectRows(
        tx,
        sql`select name from pg_prepared_statements where name like 'statement_notes_%' order by name`,
      );
      expect(prepared).toHaveLength(2);
    });
  });
});
