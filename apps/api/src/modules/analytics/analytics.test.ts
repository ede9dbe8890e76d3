import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCorporate, makeFreelancer, makeTeamMember, signedIn } from '../../testing/factories';
import { createTestApp, errorCode, type TestApp, type TestClient } from '../../testing/test-app';
import { deals } from '../deals/deals.tables';
import { freelances } from '../freelancers/freelancers.tables';
import { matches, meetings } from '../matches/matches.tables';
import { missions } from '../missions/missions.tables';

/*
 * A known seed, in March 2025 (the report's period) and the month before (its comparison period),
 * with rows on both sides of each Paris midnight boundary. Paris is UTC+1 until 30 March 2025, then
 * UTC+2: 2025-02-28T23:30Z is already 1 March in Paris, 2025-03-31T22:30Z is already 1 April.
 */
let app: TestApp;
let team: TestClient;
let corporate: TestClient;
let freelancer: TestClient;

const at = (iso: string) => new Date(iso);

async function seed() {
  const db = app.server.deps.db;
  const { company } = await makeCorporate(app, 'admin', 'Analytique SA');
  const [f1, f2, f3, f4] = await Promise.all([1, 2, 3, 4].map(() => makeFreelancer(app)));
  const qualify = (id: number, qualification: 'qualified' | 'disqualified', when: string) =>
    db
      .update(freelances)
      .set({ qualification, qualifiedAt: at(when) })
      .where(eq(freelances.id, id));
  await qualify(f1!.freelance.id, 'qualified', '2025-03-05T10:00:00Z');
  await qualify(f2!.freelance.id, 'qualified', '2025-03-30T22:30:00Z'); // 31 March 00:30 in Paris
  await qualify(f3!.freelance.id, 'disqualified', '2025-03-10T10:00:00Z');
  await qualify(f4!.freelance.id, 'qualified', '2025-02-15T10:00:00Z');

  let n = 0;
  const mission = async (status: string, created: string, validated: string | null) => {
    n += 1;
    const [row] = await db
      .insert(missions)
      .values({
        hash: `analytics-${n}`,
        companyId: company.id,
        status,
        title: `Mission ${n}`,
        createdAt: at(created),
        validatedAt: validated ? at(validated) : null,
      })
      .returning();
    return row!;
  };
  const m1 = await mission('seeking', '2025-02-28T23:30:00Z', '2025-03-03T09:00:00Z'); // 1 March in Paris
  const m2 = await mission('onGoing', '2025-03-10T10:00:00Z', '2025-03-10T12:00:00Z');
  await mission('refused', '2025-03-31T21:30:00Z', null); // 31 March 23:30 in Paris
  await mission('toValidate', '2025-03-31T22:30:00Z', null); // 1 April in Paris: outside
  const m5 = await mission('finished', '2025-02-10T10:00:00Z', '2025-02-11T10:00:00Z');
  const m6 = await mission('seeking', '2025-03-12T10:00:00Z', '2025-03-12T10:00:00Z');
  await mission('seeking', '2025-03-25T08:00:00Z', '2025-03-25T09:00:00Z'); // validated, never matched

  const match = async (missionId: number, freelanceId: number, created: string, presented: boolean) => {
    const [row] = await db
      .insert(matches)
      .values({
        missionId,
        freelanceId,
        status: presented ? 'corporateValidation' : 'teamMemberPreselection',
        createdAt: at(created),
        presentedAt: presented ? at(created) : null,
      })
      .returning();
    return row!;
  };
  const a = await match(m1.id, f1!.freelance.id, '2025-03-04T09:00:00Z', true); // 24 h after validation
  const b = await match(m1.id, f2!.freelance.id, '2025-03-05T09:00:00Z', true);
  const c = await match(m2.id, f1!.freelance.id, '2025-03-10T10:00:00Z', true); // before validation: 0 h
  await match(m2.id, f3!.freelance.id, '2025-03-20T10:00:00Z', false);
  await match(m6.id, f3!.freelance.id, '2025-03-13T16:00:00Z', false); // 30 h after validation
  const e = await match(m5.id, f2!.freelance.id, '2025-02-12T10:00:00Z', true); // 24 h after validation
  const h = await match(m5.id, f1!.freelance.id, '2025-02-25T10:00:00Z', true);
  const i = await match(m5.id, f3!.freelance.id, '2025-02-13T10:00:00Z', true);

  await db.insert(meetings).values([
    { matchId: a.id, status: 'booked' },
    { matchId: b.id, status: 'declined' },
    { matchId: c.id, status: 'done' },
  ]);

  const deal = (
    m: typeof a,
    signed: string | null,
    terms: { start: string; end: string; daysPerWeek: number; price: number },
  ) => ({
    missionId: m.missionId,
    matchId: m.id,
    freelanceId: m.freelanceId,
    companyId: company.id,
    status: signed ? 'signed' : 'draft',
    dailyRate: terms.price * 0.85,
    startDate: terms.start,
    endDate: terms.end,
    daysPerWeek: terms.daysPerWeek,
    termsDay: '2025-02-01',
    corporateCommissionRate: 0.15,
    freelanceCommissionRate: 0,
    clientDailyPrice: terms.price,
    freelanceDailyNet: terms.price * 0.85,
    signedAt: signed ? at(signed) : null,
  });
  await db.insert(deals).values([
    // 22 weekdays in April 2025 at 5 days a week: 22 × 650 = 14 300 €.
    deal(a, '2025-03-15T10:00:00Z', { start: '2025-04-01', end: '2025-04-30', daysPerWeek: 5, price: 650 }),
    deal(c, null, { start: '2025-04-01', end: '2025-04-30', daysPerWeek: 5, price: 900 }),
    // 1 March in Paris; 10 weekdays at 3 days a week: round(6) × 500 = 3 000 €.
    deal(h, '2025-02-28T23:30:00Z', { start: '2025-03-03', end: '2025-03-14', daysPerWeek: 3, price: 500 }),
    // Comparison period; 21 weekdays at 4 days a week: round(16.8) = 17 × 700 = 11 900 €.
    deal(e, '2025-02-20T10:00:00Z', { start: '2025-03-03', end: '2025-03-31', daysPerWeek: 4, price: 700 }),
    // 1 April in Paris: outside.
    deal(i, '2025-03-31T22:30:00Z', { start: '2025-04-01', end: '2025-04-30', daysPerWeek: 5, price: 1000 }),
  ]);
}

beforeAll(async () => {
  app = await createTestApp();
  await seed();
  const { user: tm } = await makeTeamMember(app);
  const { user: corp } = await makeCorporate(app);
  const { user: free } = await makeFreelancer(app);
  team = await signedIn(app, tm.email);
  corporate = await signedIn(app, corp.email);
  freelancer = await signedIn(app, free.email);
});
afterAll(() => app?.stop());

const TOTALS = `missionsCreated matchesCreated dealsSigned businessVolume freelancersQualified missionsValidated
  missionsValidatedMatched medianHoursToFirstMatch averageHoursToFirstMatch`;
const REPORT = `query($from: Date!, $to: Date!, $granularity: AnalyticsGranularity!) {
  marketplaceAnalytics(from: $from, to: $to, granularity: $granularity) {
    period { from to } previousPeriod { from to } granularity
    buckets { start missions { waiting seeking running done lost total } matchesCreated dealsSigned businessVolume freelancersQualified }
    totals { ${TOTALS} } previousTotals { ${TOTALS} }
    funnel { step count rateFromPrevious rateFromStart }
  }
}`;

const report = async (client: TestClient, from: string, to: string, granularity = 'week') =>
  client.gql(REPORT, { from, to, granularity });

const missionsOf = (groups: Partial<Record<string, number>>) => {
  const all = { waiting: 0, seeking: 0, running: 0, done: 0, lost: 0, ...groups };
  return { ...all, total: Object.values(all).reduce((sum, v) => sum + v, 0) };
};
const bucket = (start: string, figures: Record<string, unknown> = {}) => ({
  start,
  missions: missionsOf({}),
  matchesCreated: 0,
  dealsSigned: 0,
  businessVolume: 0,
  freelancersQualified: 0,
  ...figures,
});

describe('marketplace analytics against a known seed', () => {
  it('counts every figure of March 2025 by Paris week, with the comparison month', async () => {
    const response = await report(team, '2025-03-01', '2025-03-31');
    expect(response.errors).toBeUndefined();
    const result = response.data?.marketplaceAnalytics;
    expect(result.period).toEqual({ from: '2025-03-01', to: '2025-03-31' });
    expect(result.previousPeriod).toEqual({ from: '2025-01-29', to: '2025-02-28' });
    expect(result.buckets).toEqual([
      bucket('2025-02-24', { missions: missionsOf({ seeking: 1 }), dealsSigned: 1, businessVolume: 3000 }),
      bucket('2025-03-03', { matchesCreated: 2, freelancersQualified: 1 }),
      bucket('2025-03-10', {
        missions: missionsOf({ running: 1, seeking: 1 }),
        matchesCreated: 2,
        dealsSigned: 1,
        businessVolume: 14300,
      }),
      bucket('2025-03-17', { matchesCreated: 1 }),
      bucket('2025-03-24', { missions: missionsOf({ seeking: 1 }) }),
      bucket('2025-03-31', { missions: missionsOf({ lost: 1 }), freelancersQualified: 1 }),
    ]);
    expect(result.totals).toEqual({
      missionsCreated: 5,
      matchesCreated: 5,
      dealsSigned: 2,
      businessVolume: 17300,
      freelancersQualified: 2,
      missionsValidated: 4,
      missionsValidatedMatched: 3,
      medianHoursToFirstMatch: 24,
      averageHoursToFirstMatch: 18,
    });
    expect(result.previousTotals).toEqual({
      missionsCreated: 1,
      matchesCreated: 3,
      dealsSigned: 1,
      businessVolume: 11900,
      freelancersQualified: 1,
      missionsValidated: 1,
      missionsValidatedMatched: 1,
      medianHoursToFirstMatch: 24,
      averageHoursToFirstMatch: 24,
    });
    expect(result.funnel).toEqual([
      { step: 'matched', count: 5, rateFromPrevious: null, rateFromStart: 1 },
      { step: 'presented', count: 3, rateFromPrevious: 0.6, rateFromStart: 0.6 },
      { step: 'meeting', count: 2, rateFromPrevious: 0.6667, rateFromStart: 0.4 },
      { step: 'dealCreated', count: 2, rateFromPrevious: 1, rateFromStart: 0.4 },
      { step: 'dealSigned', count: 1, rateFromPrevious: 0.5, rateFromStart: 0.2 },
    ]);
  });

  it('puts the Paris day boundaries in the right day and month', async () => {
    const daily = (await report(team, '2025-03-01', '2025-03-31', 'day')).data?.marketplaceAnalytics;
    expect(daily.buckets).toHaveLength(31);
    expect(daily.buckets[0]).toEqual(
      bucket('2025-03-01', { missions: missionsOf({ seeking: 1 }), dealsSigned: 1, businessVolume: 3000 }),
    );
    expect(daily.buckets[30]).toEqual(
      bucket('2025-03-31', { missions: missionsOf({ lost: 1 }), freelancersQualified: 1 }),
    );
    const monthly = (await report(team, '2025-03-01', '2025-04-30', 'month')).data?.marketplaceAnalytics;
    expect(
      monthly.buckets.map((b: { start: string; missions: { total: number } }) => [b.start, b.missions.total]),
    ).toEqual([
      ['2025-03-01', 5],
      ['2025-04-01', 1],
    ]);
    expect(monthly.buckets[1]).toMatchObject({ dealsSigned: 1, businessVolume: 22000 });
    const lastDay = (await report(team, '2025-03-31', '2025-03-31', 'day')).data?.marketplaceAnalytics;
    expect(lastDay.totals).toMatchObject({ missionsCreated: 1, freelancersQualified: 1, dealsSigned: 0 });
    expect(lastDay.previousPeriod).toEqual({ from: '2025-03-30', to: '2025-03-30' });
  });

  it('answers zeros and no rates for a period without data', async () => {
    const result = (await report(team, '2024-01-01', '2024-01-07', 'day')).data?.marketplaceAnalytics;
    expect(result.buckets).toHaveLength(7);
    expect(
      result.buckets.every((b: object) => JSON.stringify(b) === JSON.stringify(bucket((b as { start: string }).start))),
    ).toBe(true);
    expect(result.totals).toEqual({
      missionsCreated: 0,
      matchesCreated: 0,
      dealsSigned: 0,
      businessVolume: 0,
      freelancersQualified: 0,
      missionsValidated: 0,
      missionsValidatedMatched: 0,
      medianHoursToFirstMatch: null,
      averageHoursToFirstMatch: null,
    });
    expect(
      result.funnel.map((s: { count: number; rateFromStart: number | null }) => [s.count, s.rateFromStart]),
    ).toEqual([
      [0, null],
      [0, null],
      [0, null],
      [0, null],
      [0, null],
    ]);
  });

  it('refuses periods backwards or longer than two years', async () => {
    const backwards = await report(team, '2025-03-31', '2025-03-01');
    expect(errorCode(backwards)).toBe(400);
    expect(backwards.errors?.[0]?.extensions?.field).toBe('to');
    expect(errorCode(await report(team, '2023-01-01', '2025-03-01', 'month'))).toBe(400);
    expect(errorCode(await report(team, '2025-02-30', '2025-03-01'))).toBe(400);
    expect((await report(team, '2023-03-02', '2025-03-01', 'month')).errors).toBeUndefined();
  });

  it('is for the team only', async () => {
    expect(errorCode(await report(corporate, '2025-03-01', '2025-03-31'))).toBe(403);
    expect(errorCode(await report(freelancer, '2025-03-01', '2025-03-31'))).toBe(403);
    expect(errorCode(await report(app.client(), '2025-03-01', '2025-03-31'))).toBe(401);
  });
});
