import { addDays, type CalendarDay, todayInParis } from '@orbite/domain/calendar-day';
import { parisDateTime } from '@orbite/domain/time-slots';
import { createPubSub } from 'graphql-yoga';
import { loadConfig } from '../../config';
import { findFreelanceOfUser } from '../../modules/freelancers/freelancers.service';
import type { MarketCaller } from '../../modules/missions/missions.caller';
import { findUserByEmail } from '../../modules/users/users.repository';
import type { DataCipher } from '../../platform/data-cipher';
import type { AppDeps } from '../../platform/deps';
import { createLogger } from '../../platform/logger';
import type { PubSubTopics } from '../../platform/pubsub';
import type { Storage } from '../../platform/storage';
import type { Db, DbOrTx } from '../client';
import type { DemoClient, DemoCompanyKey } from './demo-companies';

/**
 * What the market part of the demo seed works with: the services' dependencies bound to the seed's
 * transaction (their own transactions become savepoints), and the people who act, as callers.
 */
export interface DemoMarket {
  tx: DbOrTx;
  deps: AppDeps;
  today: CalendarDay;
  team: MarketCaller;
  clients: Record<DemoCompanyKey, DemoClient>;
  /** The admin (or the manager) of a company, as a caller. */
  client(company: DemoCompanyKey, who?: 'admin' | 'manager'): MarketCaller;
  /** A demo freelancer by e-mail, as a caller. */
  freelancer(email: string): Promise<MarketCaller>;
}

const caller = (userId: number, fields: Partial<MarketCaller>): MarketCaller => ({
  actor: { userId, impersonatorUserId: null },
  role: null,
  userId,
  companyId: null,
  corporateRole: null,
  corporateId: null,
  freelanceId: null,
  ...fields,
});

/**
 * The seed's dependencies: the transaction as the database, an in-process pub/sub, no mail (the demo
 * people are not told of what the seed does for them), a silent logger.
 */
function seedDeps(tx: DbOrTx, tools: { cipher?: DataCipher; storage?: Storage }): AppDeps {
  return {
    config: loadConfig(),
    db: tx as Db,
    logger: createLogger('silent'),
    mailer: { send: async () => {} },
    pubsub: createPubSub<PubSubTopics>(),
    // The mission and match services use neither; the server's own are passed when it seeds.
    storage: tools.storage as Storage,
    cipher: tools.cipher as DataCipher,
  };
}

export async function demoMarket(
  tx: DbOrTx,
  clients: Record<DemoCompanyKey, DemoClient>,
  tools: { cipher?: DataCipher; storage?: Storage },
): Promise<DemoMarket> {
  const teamUser = await findUserByEmail(tx, 'equipe@demo.fr');
  if (!teamUser) throw new Error('demo seed: the team member equipe@demo.fr is missing');
  const freelancers = new Map<string, MarketCaller>();
  return {
    tx,
    deps: seedDeps(tx, tools),
    today: todayInParis(),
    team: caller(teamUser.id, { role: 'teamMember' }),
    clients,
    client(company, who = 'admin') {
      const corporate = who === 'manager' ? clients[company].manager : clients[company].admin;
      if (!corporate) throw new Error(`demo seed: ${company} has no ${who}`);
      return caller(corporate.userId, {
        role: 'corporate',
        companyId: corporate.companyId,
        corporateRole: corporate.role,
        corporateId: corporate.id,
      });
    },
    async freelancer(email) {
      const known = freelancers.get(email);
      if (known) return known;
      const user = await findUserByEmail(tx, email);
      const freelance = user ? await findFreelanceOfUser(tx, user.id) : null;
      if (!user || !freelance) throw new Error(`demo seed: no freelancer ${email}`);
      const result = caller(user.id, { role: 'freelancer', freelanceId: freelance.id });
      freelancers.set(email, result);
      return result;
    },
  };
}

/** An instant of the seed's calendar: `days` from today (negative in the past) at a Paris time. */
export function demoInstant(today: CalendarDay, days: number, time = '10:00'): Date {
  return parisDateTime(addDays(today, days), time);
}

/** The closest working day at or before `days` from today (meetings are not held at weekends). */
export function workingDayBefore(today: CalendarDay, days: number): number {
  let offset = days;
  while ([0, 6].includes(new Date(`${addDays(today, offset)}T12:00:00Z`).getUTCDay())) offset--;
  return offset;
}

/** The first working days after today, `count` of them, skipping `skip` first. */
export function nextWorkingDays(today: CalendarDay, count: number, skip = 0): number[] {
  const days: number[] = [];
  for (let offset = 1; days.length < count + skip; offset++) {
    if (![0, 6].includes(new Date(`${addDays(today, offset)}T12:00:00Z`).getUTCDay())) days.push(offset);
  }
  return days.slice(skip);
}
