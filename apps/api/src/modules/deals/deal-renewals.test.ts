import { addDays, todayInParis } from '@orbite/domain/calendar-day';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDailyJobs } from '../../platform/jobs';
import { errorCode, type TestApp, type TestClient } from '../../testing/test-app';
import { activityEvents } from '../activity/activity.tables';
import { missions } from '../missions/missions.tables';
import { confirmedMatch, type DealWorld, dealOfMission, makeDealWorld, mutate, signDeal } from './deals.fixtures';
import * as repository from './deals.repository';
import { deals } from './deals.tables';
import './deal-renewals.service';

// A running deal: the renewal question, a version 2, and its end (the deal up to signing: deals.test.ts).

let world: DealWorld;
let app: TestApp;
let team: TestClient;
let client: TestClient;
let outsider: TestClient;

beforeAll(async () => {
  world = await makeDealWorld();
  ({ app, team, client, outsider } = world);
});
afterAll(() => app?.stop());

describe('deal renewals and ends', () => {
  it('asks about renewal once, gives the ongoing sub-status, records a decline, and extends into version 2', async () => {
    const { missionId, freelancer } = await confirmedMatch(world);
    const db = app.server.deps.db;
    const draft = (await dealOfMission(team, missionId)).deal;
    const today = todayInParis();
    // A deal signed and running, ending in 30 days.
    const row = await signDeal(world, draft.id, 'onPaper');
    await db
      .update(deals)
      .set({ startDate: addDays(today, -60), endDate: addDays(today, 30) })
      .where(eq(deals.id, row.id));
    let seen = await dealOfMission(team, missionId);
    expect(seen).toMatchObject({ status: 'onGoing', ongoingStatus: 'ongoing' });

    // Before the question, a side may not answer outside the window... it is in the window already: the job asks once.
    expect((await runDailyJobs(app.server.deps, today))['deal-renewals']).toBe(1);
    expect((await runDailyJobs(app.server.deps, today))['deal-renewals']).toBe(0);
    seen = await dealOfMission(client, missionId);
    expect(seen.deal.renewal).toMatchObject({ askedOn: today, open: true, pendingSides: ['freelance', 'corporate'] });
    const mails = await app.outbox();
    expect(mails.some((m) => m.includes('renouveler'))).toBe(true);

    // The client wants to go on: renewing; the freelancer declines: ending, with the spec's event.
    await mutate(
      client,
      'answerDealRenewal',
      { id: draft.id, answer: 'renew' },
      '$id: ID!, $answer: DealRenewalAnswer!',
    );
    expect((await dealOfMission(team, missionId)).ongoingStatus).toBe('renewing');
    expect(
      errorCode(
        await mutate(
          outsider,
          'answerDealRenewal',
          { id: draft.id, answer: 'end' },
          '$id: ID!, $answer: DealRenewalAnswer!',
        ),
      ),
    ).toBe(404);
    await mutate(
      freelancer,
      'answerDealRenewal',
      { id: draft.id, answer: 'end' },
      '$id: ID!, $answer: DealRenewalAnswer!',
    );
    expect((await dealOfMission(team, missionId)).ongoingStatus).toBe('ending');
    const declined = await db
      .select()
      .from(activityEvents)
      .where(and(eq(activityEvents.type, 'deal_renewal_declined'), eq(activityEvents.entityId, String(draft.id))));
    expect(declined).toHaveLength(1);

    // The team extends anyway (after a call): version 2 starts the day after, as a draft.
    const next = await team.gql(
      'mutation($id: ID!, $end: Date!) { createNextDealVersion(id: $id, kind: extension, endDate: $end) { id version kind status startDate } }',
      { id: draft.id, end: addDays(today, 120) },
    );
    expect(next.data?.createNextDealVersion).toMatchObject({
      version: 2,
      kind: 'extension',
      status: 'draft',
      startDate: addDays(today, 31),
    });
    expect(
      errorCode(
        await team.gql(
          'mutation($id: ID!, $end: Date!) { createNextDealVersion(id: $id, kind: renewal, endDate: $end) { id } }',
          {
            id: draft.id,
            end: addDays(today, 120),
          },
        ),
      ),
    ).toBe(605);
    expect((await dealOfMission(team, missionId)).ongoingStatus).toBe('renewing');
  });

  it('ends a deal past its end date and finishes the mission', async () => {
    const { missionId } = await confirmedMatch(world);
    const db = app.server.deps.db;
    const draft = (await dealOfMission(team, missionId)).deal;
    const row = await signDeal(world, draft.id, 'bySignatureProvider');
    const today = todayInParis();
    await db
      .update(deals)
      .set({ endDate: addDays(today, -1) })
      .where(eq(deals.id, row.id));
    await runDailyJobs(app.server.deps, today);
    expect((await repository.findDeal(db, row.id))?.status).toBe('ended');
    const [mission] = await db
      .select()
      .from(missions)
      .where(eq(missions.id, Number(missionId)));
    expect(mission?.status).toBe('finished');
  });
});
