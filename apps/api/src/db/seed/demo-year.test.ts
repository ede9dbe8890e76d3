import { frenchMonthLabel, type Month } from '@orbite/domain/work-log-days';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentLabelOf } from '../../modules/notifications/notification-wording';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { selectRows } from '../client';
import { seedDemoNotifications } from './demo-notifications';
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

  it('tells Julien in his inbox only what his pages show: documents, invoices and activity reports', async () => {
    // The server seeds before it turns events into notifications: the inbox is the demo's own, written last.
    await app.server.deps.db.execute(sql`delete from user_notifications
      where user_id in (select id from users where email in ('freelance@demo.fr', 'client@demo.fr'))`);
    await app.server.deps.db.transaction((tx) => seedDemoNotifications(tx));
    const inbox = await rows<{ type: string; text: string; day: string; at: Date }>(sql`
      select n.type, n.plain_text_description as text, n.created_at as at,
        to_char(n.created_at at time zone 'Europe/Paris', 'YYYY-MM-DD') as day
      from user_notifications n join users u on u.id = n.user_id
      where u.email = 'freelance@demo.fr'`);
    const julien = sql`(select f.id from freelances f join users u on u.id = f.user_id where u.email = 'freelance@demo.fr')`;
    const documents = await rows<{ type: string; status: string }>(sql`
      select type::text, status::text from freelance_documents
      where freelance_id = ${julien} and replaced_at is null and deleted_at is null`);
    const invoices = await rows<{ number: string; issued: string }>(sql`
      select number, issue_date::text as issued from invoices
      where freelance_id = ${julien} and flow <> 'platformToCorporate' and number is not null`);
    const validatedMonths = await rows<{ month: string; validatedAt: Date | string }>(sql`
      select w.month, w.validated_at as "validatedAt" from work_logs w join deals d on d.id = w.deal_id
      where d.freelance_id = ${julien} and w.status in ('validated', 'locked', 'paid')`);
    const said = (type: string) => inbox.filter((n) => n.type === type).map((n) => n.text);

    expect(said('freelance_document_validated').length + said('freelance_document_refused').length).toBeGreaterThan(0);
    for (const text of said('freelance_document_validated'))
      expect(documents.some((d) => d.status === 'orbiteAccepted' && text.includes(documentLabelOf(d.type)))).toBe(true);
    for (const text of said('freelance_document_refused'))
      expect(documents.some((d) => d.status === 'orbiteRefused' && text.includes(documentLabelOf(d.type)))).toBe(true);
    expect(said('invoice_issued').length).toBeGreaterThan(0);
    for (const text of said('invoice_issued')) expect(invoices.some((i) => text.includes(i.number))).toBe(true);
    for (const text of said('work_log_cra_validated'))
      expect(validatedMonths.some(({ month }) => text.includes(frenchMonthLabel(month as Month)))).toBe(true);
    // Each is dated when it happened: an invoice on its issue day, a month when it was validated.
    for (const n of inbox.filter((one) => one.type === 'invoice_issued'))
      expect(invoices.find((i) => n.text.includes(i.number))?.issued).toBe(n.day);
    for (const n of inbox.filter((one) => one.type === 'work_log_cra_validated'))
      expect(
        new Date(
          validatedMonths.find(({ month }) => n.text.includes(frenchMonthLabel(month as Month)))?.validatedAt ?? 0,
        ).getTime(),
      ).toBe(new Date(n.at).getTime());
  });

  it('tells the client of meetings booked, months to validate and contracts signed as they stand', async () => {
    const inbox = await rows<{ type: string; text: string }>(sql`
      select n.type, n.plain_text_description as text from user_notifications n join users u on u.id = n.user_id
      where u.email = 'client@demo.fr'`);
    const bookedWith = await rows<{ name: string }>(sql`
      select u.first_name || ' ' || u.last_name as name from meetings mt join matches m on m.id = mt.match_id
      join freelances f on f.id = m.freelance_id join users u on u.id = f.user_id where mt.status = 'booked'`);
    const submitted = await rows<{ month: string }>(sql`select month from work_logs where status = 'submitted'`);
    const oldSignatures = await rows<{ title: string }>(sql`
      select m.title from deals d join missions m on m.id = d.mission_id
      where d.signed_at < now() - interval '10 days'`);
    const said = (type: string) => inbox.filter((n) => n.type === type).map((n) => n.text);
    for (const text of said('meeting_booked')) expect(bookedWith.some(({ name }) => text.includes(name))).toBe(true);
    expect(said('work_log_submitted').length).toBeGreaterThan(0);
    for (const text of said('work_log_submitted'))
      expect(submitted.some(({ month }) => text.includes(frenchMonthLabel(month as Month)))).toBe(true);
    for (const text of said('deal_signed')) expect(oldSignatures.some(({ title }) => text.includes(title))).toBe(false);
  });

  it('has Lumen’s crew signed in before each wrote, as its team page tells', async () => {
    const crew = await rows<{ email: string; signedIn: string | null; wrote: string | null }>(sql`
      select u.email, (select max(s.created_at) from sessions s where s.user_id = u.id) as "signedIn",
        (select max(m.created_at) from chat_messages m where m.author_user_id = u.id) as wrote
      from corporates c join users u on u.id = c.user_id join companies co on co.id = c.company_id
      where co.name = 'Lumen Analytics'`);
    expect(crew.length).toBeGreaterThanOrEqual(3);
    for (const member of crew) {
      expect(member.signedIn, member.email).not.toBeNull();
      if (member.wrote) expect(new Date(member.signedIn!).getTime()).toBeLessThan(new Date(member.wrote).getTime());
    }
  });

  it('makes a freelancer under a running contract available the day after it ends, not before', async () => {
    const running = await rows<{ email: string; available: boolean; from: string | null; end: string }>(sql`
      select u.email, f.is_available as available, f.availability_date::text as "from", d.end_date::text as "end"
      from deals d join freelances f on f.id = d.freelance_id join users u on u.id = f.user_id
      where d.status = 'signed' and d.end_date >= current_date`);
    expect(running.length).toBeGreaterThan(0);
    for (const person of running) {
      expect(person.available, person.email).toBe(false);
      expect(person.from! > person.end, person.email).toBe(true);
    }
  });
});
