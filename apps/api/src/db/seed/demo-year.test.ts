import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { selectRows } from '../client';
import { seedDemo } from './demo-seed';

/*
 * The year behind the demo, as the back office's analytics read it: business signed, run, invoiced
 * and reviewed month after month, beside the missions lost, each story coherent with the others.
 */

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  await seedDemo(app.server.deps.db, { cipher: app.server.deps.cipher, storage: app.server.deps.storage });
}, 180_000);
afterAll(() => app?.stop());

const rows = <T>(statement: SQL) => selectRows<T>(app.server.deps.db, statement);
const month = (column: string) => sql.raw(`to_char(${column} at time zone 'Europe/Paris', 'YYYY-MM')`);

describe('the demo year', () => {
  it('signs business and qualifies freelancers every month of the year, and loses less than it wins', async () => {
    const created = await rows<{ month: string; won: number; lost: number }>(sql`
      select ${month('created_at')} as month,
        count(*) filter (where status in ('quotation', 'onGoing', 'finished', 'reviewed'))::int as won,
        count(*) filter (where status in ('refused', 'failed'))::int as lost
      from missions where created_at >= now() - interval '365 days' and created_at < now() - interval '30 days'
      group by 1`);
    expect(created.length).toBeGreaterThanOrEqual(11);
    expect(created.filter((m) => m.won > 0).length).toBeGreaterThanOrEqual(10);
    const won = created.reduce((sum, m) => sum + m.won, 0);
    const lost = created.reduce((sum, m) => sum + m.lost, 0);
    expect(won).toBeGreaterThanOrEqual(12);
    expect(lost).toBeLessThan(2 * won);
    const signed = await rows<{ month: string }>(sql`
      select distinct ${month('signed_at')} as month from deals
      where signed_at >= now() - interval '365 days'`);
    expect(signed.length).toBeGreaterThanOrEqual(10);
    const qualified = await rows<{ month: string }>(sql`
      select distinct ${month('qualified_at')} as month from freelances
      where qualification = 'qualified' and qualified_at >= now() - interval '365 days'`);
    expect(qualified.length).toBeGreaterThanOrEqual(10);
    const thisMonth = await rows<{ id: number }>(sql`
      select id from freelances where qualification = 'qualified' and qualified_at >= now() - interval '30 days'`);
    expect(thisMonth.length).toBeGreaterThan(0);
  });

  it('invoices every month of the ended deals, but the last of a deal ended this month, which the team checks', async () => {
    const sheets = await rows<{ deal: number; status: string; safe: boolean; invoices: number; recent: boolean }>(sql`
      select t.deal_id as deal, t.status, t.safe_mode as safe,
        (select count(*) from invoices i where i.timesheet_id = t.id)::int as invoices,
        d.end_date >= current_date - 30 as recent
      from timesheets t join deals d on d.id = t.deal_id where d.status = 'ended'`);
    expect(new Set(sheets.map((s) => s.deal)).size).toBeGreaterThanOrEqual(12);
    const waiting = sheets.filter((s) => s.safe);
    expect(waiting.length).toBeGreaterThan(0);
    expect(waiting.every((s) => s.recent && s.status === 'craValidated' && s.invoices === 0)).toBe(true);
    expect(sheets.filter((s) => !s.safe).every((s) => s.status === 'invoiced' && s.invoices >= 2)).toBe(true);
  });

  it('confirms only freelancers qualified before, each on one deal at a time', async () => {
    const late = await rows<{ email: string }>(sql`
      select u.email from deals d join freelances f on f.id = d.freelance_id join users u on u.id = f.user_id
      where f.qualified_at is null or f.qualified_at > d.created_at`);
    expect(late).toEqual([]);
    const overlapping = await rows<{ a: number; b: number }>(sql`
      select a.id as a, b.id as b from deals a join deals b on a.freelance_id = b.freelance_id and a.id < b.id
      where a.signed_at is not null and b.signed_at is not null
        and a.start_date <= b.end_date and b.start_date <= a.end_date`);
    expect(overlapping).toEqual([]);
  });

  it('dates the reviews after the mission ended, the freelancer’s the day it was reviewed', async () => {
    const reviews = await rows<{ side: string; at: Date; finished: Date; reviewed: Date | null }>(sql`
      select r.author_side as side, r.created_at as at,
        (select e.created_at from activity_events e where e.entity_type = 'mission'
          and e.entity_id = r.mission_id::text and e.type = 'mission_finished') as finished,
        (select e.created_at from activity_events e where e.entity_type = 'mission'
          and e.entity_id = r.mission_id::text and e.type = 'mission_reviewed') as reviewed
      from mission_reviews r`);
    expect(reviews.length).toBeGreaterThanOrEqual(20);
    for (const review of reviews) {
      expect(new Date(review.at).getTime()).toBeGreaterThan(new Date(review.finished).getTime());
      if (review.reviewed) expect(new Date(review.at).getTime()).toBeLessThan(new Date(review.reviewed).getTime());
    }
    const comments = await rows<{ distinct: number }>(
      sql`select count(distinct comment)::int as distinct from mission_reviews`,
    );
    expect(comments[0]!.distinct).toBeGreaterThanOrEqual(6);
  });
});
