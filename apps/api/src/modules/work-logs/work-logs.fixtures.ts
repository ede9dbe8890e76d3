/**
 * Test rows for work logs: a mission on going with its confirmed match and a signed deal, written
 * straight to the tables (the deals module has its own tests of how a deal gets signed).
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { deals } from '../deals/deals.tables';
import { matches } from '../matches/matches.tables';
import { missions } from '../missions/missions.tables';

export interface DealFixture {
  companyId: number;
  freelanceId: number;
  startDate: string;
  endDate: string;
  daysPerWeek?: number;
  status?: 'signed' | 'ended' | 'signing';
  title?: string;
}

export async function insertSignedDeal(db: Db, fixture: DealFixture) {
  const [mission] = await db
    .insert(missions)
    .values({
      hash: randomUUID().replaceAll('-', ''),
      companyId: fixture.companyId,
      status: 'onGoing',
      title: fixture.title ?? 'Data engineer pour la plateforme de données',
      startDate: fixture.startDate,
      durationInDays: 120,
      workingTime: fixture.daysPerWeek ?? 5,
      retribution: 600,
    })
    .returning();
  const [match] = await db
    .insert(matches)
    .values({ missionId: mission!.id, freelanceId: fixture.freelanceId, status: 'corporateConfirmed' })
    .returning();
  const [deal] = await db
    .insert(deals)
    .values({
      missionId: mission!.id,
      matchId: match!.id,
      freelanceId: fixture.freelanceId,
      companyId: fixture.companyId,
      status: fixture.status ?? 'signed',
      dailyRate: 600,
      startDate: fixture.startDate,
      endDate: fixture.endDate,
      daysPerWeek: fixture.daysPerWeek ?? 5,
      termsDay: fixture.startDate,
      corporateCommissionRate: 0.15,
      freelanceCommissionRate: 0.05,
      clientDailyPrice: 705.88,
      freelanceDailyNet: 570,
      signedAt: new Date(),
    })
    .returning();
  return { mission: mission!, match: match!, deal: deal! };
}
