import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openEmbeddedDatabase } from '../db/client';
import { afterCommit } from './unit-of-work';

let database: Database;
beforeAll(async () => {
  database = await openEmbeddedDatabase(null);
});
afterAll(() => database?.close());

describe('afterCommit', () => {
  it('runs a job queued in a transaction once it has committed, not before', async () => {
    const seen: string[] = [];
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      afterCommit(() => {
        seen.push('published');
      });
      seen.push('still inside');
    });
    expect(seen).toEqual(['still inside', 'published']);
  });

  it('never runs the jobs of a transaction that rolled back', async () => {
    const seen: string[] = [];
    await expect(
      database.db.transaction(async () => {
        afterCommit(() => {
          seen.push('published');
        });
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(seen).toEqual([]);
  });

  it('runs the jobs of a nested savepoint with the outer commit', async () => {
    const seen: string[] = [];
    await database.db.transaction(async (tx) => {
      afterCommit(() => {
        seen.push('outer');
      });
      await tx.transaction(async () => {
        afterCommit(() => {
          seen.push('inner');
        });
      });
    });
    expect(seen).toEqual(['outer', 'inner']);
  });

  it('runs at once outside a transaction', () => {
    const seen: string[] = [];
    afterCommit(() => {
      seen.push('now');
    });
    expect(seen).toEqual(['now']);
  });
});
