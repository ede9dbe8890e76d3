import { missionStatuses } from '@orbite/domain/mission-status';
import { count, eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCorporateOfUser } from '../../modules/companies/companies.service';
import { companies } from '../../modules/companies/companies.tables';
import { createFreelance, findFreelanceOfUser } from '../../modules/freelancers/freelancers.service';
import { freelances } from '../../modules/freelancers/freelancers.tables';
import { listMatchesOfMission } from '../../modules/matches/matches.repository';
import { matchesOfMission, meetingOf, myMatches, slotsOfMeeting } from '../../modules/matches/matches.service';
import { matches } from '../../modules/matches/matches.tables';
import { recommendedMissions } from '../../modules/matches/matching.service';
import type { MarketCaller } from '../../modules/missions/missions.caller';
import { countMissionsByStatus, listMissions } from '../../modules/missions/missions.repository';
import { missionActivity, missionById } from '../../modules/missions/missions.service';
import { missions } from '../../modules/missions/missions.tables';
import { findUserByEmail, insertUser } from '../../modules/users/users.repository';
import { users } from '../../modules/users/users.tables';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { selectRows } from '../client';
import { demoAccounts } from './demo-accounts';
import { demoCompanies } from './demo-companies';
import { seedDemo } from './demo-seed';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.stop());

/** A demo person as the market services see a signed-in caller. */
async function callerOf(email: string): Promise<MarketCaller> {
  const db = app.server.deps.db;
  const user = (await findUserByEmail(db, email))!;
  const [corporate, freelance] = await Promise.all([
    findCorporateOfUser(db, user.id),
    findFreelanceOfUser(db, user.id),
  ]);
  return {
    actor: { userId: user.id, impersonatorUserId: null },
    role: corporate ? 'corporate' : freelance ? 'freelancer' : 'teamMember',
    userId: user.id,
    companyId: corporate?.companyId ?? null,
    corporateRole: corporate?.role ?? null,
    corporateId: corporate?.id ?? null,
    freelanceId: freelance?.id ?? null,
  };
}

async function lumenMission(title: string) {
  const sophie = await callerOf('client@demo.fr');
  const page = await listMissions(
    app.server.deps.db,
    { statuses: missionStatuses, companyId: sophie.companyId, search: title },
    { sort: 'createdAt', direction: 'desc', offset: 0, limit: 5 },
  );
  return page.items[0]!;
}

describe('demo seed', () => {
  it('creates the demo accounts once, whatever the number of runs', async () => {
    const db = app.server.deps.db;
    const tools = { cipher: app.server.deps.cipher, storage: app.server.deps.storage };
    // The five accounts, three more profiles, three client companies' admins, 21 freelancers and Lumen's second manager.
    // + 3: Camille's colleagues, + 4: newer clients, + 6: the freelancers the team found (pre-users, welcome links).
    expect((await seedDemo(db, tools)).created).toBe(5 + 3 + 3 + 21 + 1 + 3 + 4 + 6);
    const sizes = async () => ({
      missions: (await db.select({ value: count() }).from(missions))[0]!.value,
      matches: (await db.select({ value: count() }).from(matches))[0]!.value,
    });
    const first = await sizes();
    // 34 missions and 44 matches of the demo's stories, 3 Connect missions with 3 applications, and 24 lost missions
    // with 42 matches for a year of analytics.
    expect(first).toEqual({ missions: 34 + 3 + 24, matches: 44 + 3 + 42 });
    expect((await seedDemo(db, tools)).created).toBe(0);
    expect(await sizes()).toEqual(first);
    // Two full runs (contracts, invoices and their PDFs included): its speed is measured in bench/, not here.
  }, 180_000);

  it('puts missions in every status of the machine, each with a history that reads true', async () => {
    const counts = await countMissionsByStatus(app.server.deps.db, null);
    for (const status of missionStatuses)
      expect({ status, present: (counts[status] ?? 0) > 0 }).toEqual({ status, present: true });
    expect(counts.seeking).toBeGreaterThanOrEqual(4);
    expect(counts.toValidate).toBeGreaterThanOrEqual(2);
    const reviewed = await lumenMission('pipeline de facturation');
    expect(reviewed.status).toBe('reviewed');
    const history = await missionActivity(app.server.deps, await callerOf('equipe@demo.fr'), reviewed.id, {
      limit: 50,
    });
    expect(history.items.map((e) => e.type).reverse()).toEqual([
      'mission_drafted',
      'mission_created',
      'mission_validated',
      'mission_contracting_started',
      'mission_contract_signed',
      'mission_finished',
      'mission_reviewed',
    ]);
    const dates = history.items.map((e) => e.createdAt.getTime()).reverse();
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
    expect(dates[0]).toBeLessThan(Date.now() - 200 * 86_400_000);
    const refused = (
      await listMissions(
        app.server.deps.db,
        { statuses: ['refused'] },
        { sort: 'createdAt', direction: 'desc', offset: 0, limit: 5 },
      )
    ).items[0]!;
    expect(refused.refusalReason).toBe('outOfScope');
    const failed = (
      await listMissions(
        app.server.deps.db,
        { statuses: ['failed'] },
        { sort: 'createdAt', direction: 'desc', offset: 0, limit: 5 },
      )
    ).items;
    expect(failed.every((m) => m.failureReasons.length > 0)).toBe(true);
  });

  it('lets Julien explore recommended missions and follow his matches at several stages', async () => {
    const julien = await callerOf('freelance@demo.fr');
    const recommended = await recommendedMissions(app.server.deps, julien);
    expect(recommended.length).toBeGreaterThanOrEqual(2);
    const best = await missionById(app.server.deps.db, recommended[0]!.missionId);
    expect(best?.title).toMatch(/prévision des ventes/);
    expect(recommended[0]!.evaluation.percent).toBeGreaterThanOrEqual(70);
    const mine = await myMatches(app.server.deps, julien);
    expect(new Set(mine.map((m) => m.status))).toEqual(
      new Set(['corporateValidation', 'freelanceProposal', 'freelanceApplication', 'corporateConfirmed']),
    );
    // Lumen proposed three slots: he picks one.
    const presented = mine.find((m) => m.status === 'corporateValidation')!;
    const meeting = (await meetingOf(app.server.deps.db, presented.id))!;
    expect(meeting.status).toBe('proposed');
    const slots = await slotsOfMeeting(app.server.deps.db, meeting.id);
    expect(slots).toHaveLength(3);
    expect(slots.every((slot) => slot.dateTime.getTime() > Date.now() && !slot.booked)).toBe(true);
  });

  it('puts Connect missions on Julien’s Connect page, and Kevin’s direct application in front of Lumen', async () => {
    const julien = await callerOf('freelance@demo.fr');
    const connect = await recommendedMissions(app.server.deps, julien, 30, 'connect');
    const titles = await Promise.all(
      connect.map(async (r) => (await missionById(app.server.deps.db, r.missionId))?.title),
    );
    expect(titles).toContain('Data engineer — flux de paiements en temps réel');
    expect(titles).toHaveLength(3);

    const sophie = await callerOf('client@demo.fr');
    const mission = await lumenMission('API de recommandations');
    expect(mission.offer).toBe('connect');
    const seen = await matchesOfMission(app.server.deps, sophie, mission.id);
    // Kevin is qualified: his application reached Lumen at once. Hugo's waits for the team.
    expect(seen.map((m) => m.status)).toEqual(['corporateValidation']);
    const all = await listMatchesOfMission(app.server.deps.db, mission.id);
    expect(all.map((m) => m.status).sort()).toEqual(['corporateValidation', 'freelanceApplication']);
  });

  it('shows Lumen the profiles presented to it, never the team’s shortlist', async () => {
    const sophie = await callerOf('client@demo.fr');
    const mission = await lumenMission('Spark et Airflow');
    expect(mission.status).toBe('seeking');
    const all = await listMatchesOfMission(app.server.deps.db, mission.id);
    const seen = await matchesOfMission(app.server.deps, sophie, mission.id);
    expect(all.length).toBeGreaterThan(seen.length);
    expect(seen.map((m) => m.status).sort()).toEqual([
      'corporateDeclined',
      'corporateValidation',
      'corporateValidation',
      'corporateValidation',
    ]);
    expect(seen.filter((m) => m.selected)).toHaveLength(2);
    expect(seen.every((m) => m.presentedAt && m.ratioDenominator)).toBe(true);
    const meetings = await Promise.all(seen.map((m) => meetingOf(app.server.deps.db, m.id)));
    expect(meetings.map((m) => m?.status ?? 'none').sort()).toEqual(['booked', 'none', 'none', 'proposed']);
  });

  it('signs each account in with demo1234 and sends it to its home', async () => {
    const expected: Record<string, string> = {
      'equipe@demo.fr': '/backoffice',
      'client@demo.fr': '/enterprise',
      'manager@demo.fr': '/enterprise',
      'freelance@demo.fr': '/freelancer',
      'horsperimetre@demo.fr': '/freelancer',
    };
    for (const account of demoAccounts) {
      const response = await app.client().signIn(account.email, account.password);
      expect(response.json.redirect).toBe(expected[account.email]);
    }
    const client = app.client();
    await client.signIn('horsperimetre@demo.fr', 'demo1234');
    expect((await client.gql('{ me { freelance { status } } }')).data?.me.freelance.status).toBe('wrongScope');
    await client.signIn('manager@demo.fr', 'demo1234');
    const me = await client.gql('{ me { corporate { role company { name } } } }');
    expect(me.data?.me.corporate).toEqual({ role: 'manager', company: { name: 'Lumen Analytics' } });
  });

  it('proves every demo address but one new sign-up’s, which the team sees unconfirmed', async () => {
    const db = app.server.deps.db;
    const unconfirmed = await db
      .select({ email: users.email })
      .from(users)
      .where(sql`${users.emailConfirmedAt} is null`);
    expect(unconfirmed).toEqual([{ email: 'claire.bonnet@demo.fr' }]);
    const client = app.client();
    await client.signIn('equipe@demo.fr', 'demo1234');
    const claire = await findUserByEmail(db, 'claire.bonnet@demo.fr');
    const freelance = await findFreelanceOfUser(db, claire!.id);
    const profile = await client.gql('query($p: String!) { freelancePublicProfile(publicId: $p) { emailConfirmed } }', {
      p: freelance!.publicId,
    });
    expect(profile.data?.freelancePublicProfile).toEqual({ emailConfirmed: false });
  });

  it('gives the demo freelancer a complete, believable profile', async () => {
    const client = app.client();
    await client.signIn('freelance@demo.fr', 'demo1234');
    const me = await client.gql(
      '{ me { freelance { tagline profileScore skills { name primary } experiences { companyName } languages { name level } } } }',
    );
    const freelance = me.data?.me.freelance;
    expect(freelance.tagline).toMatch(/Data engineer/);
    expect(
      freelance.skills.filter((s: { primary: boolean }) => s.primary).map((s: { name: string }) => s.name),
    ).toEqual(['Python', 'Apache Spark']);
    expect(freelance.experiences).toHaveLength(3);
    expect(freelance.languages).toEqual([
      { name: 'Français', level: 'native' },
      { name: 'Anglais', level: 'pro' },
    ]);
    // Everything but a picture: the dashboard invites Julien to add one.
    expect(freelance.profileScore).toBe(83);
  });

  it('gives the demo freelancers the team’s qualification verdicts, once', async () => {
    const team = app.client();
    await team.signIn('equipe@demo.fr', 'demo1234');
    const julien = await callerOf('freelance@demo.fr');
    const read = await team.gql('query($id: ID!) { freelance(id: $id) { qualification qualifiedBy } }', {
      id: julien.freelanceId,
    });
    expect(read.data?.freelance).toEqual({ qualification: 'qualified', qualifiedBy: 'Camille Moreau' });
    // Seeded twice by the first test, set once: new and validated freelancers by verdict.
    const count = async (qualification: string) =>
      (
        await team.gql('query($filters: TelescopeFiltersInput!) { telescope(filters: $filters) { count } }', {
          filters: { qualifications: [qualification] },
        })
      ).data?.telescope.count;
    expect({
      qualified: await count('qualified'),
      pending: await count('pending'),
      disqualified: await count('disqualified'),
      notAssessed: await count('notAssessed'),
    }).toEqual({ qualified: 16, pending: 3, disqualified: 1, notAssessed: 4 + 6 }); // Claire Bonnet, banned, is out of the telescope; + 6 found by the team
  });

  it('gives the demo freelancer a company, masked bank details and documents in every review state', async () => {
    const client = app.client();
    await client.signIn('freelance@demo.fr', 'demo1234');
    const me = await client.gql('{ me { freelance { id company { siren vatNumber } bankDetails { ibanMasked } } } }');
    const freelance = me.data?.me.freelance;
    expect(freelance.company).toEqual({ siren: '852 341 276', vatNumber: 'FR50852341276' });
    expect(freelance.bankDetails.ibanMasked).toMatch(/0189$/);
    const docs = await client.gql(
      'query($id: ID!) { freelanceDocuments(freelanceId: $id) { type status document { viewUrl } } }',
      {
        id: freelance.id,
      },
    );
    const byType = Object.fromEntries(
      docs.data?.freelanceDocuments.map((d: { type: string; status: string }) => [d.type, d.status]),
    );
    expect(byType).toMatchObject({
      id: 'orbiteAccepted',
      kbis: 'pendingOrbiteReview',
      urssaf: 'orbiteRefused',
      rcPro: 'notUploaded',
    });
    const kbis = docs.data?.freelanceDocuments.find((d: { type: string }) => d.type === 'kbis');
    const file = await fetch(`${app.url}${kbis.document.viewUrl}`);
    expect((await file.text()).startsWith('%PDF-1.4')).toBe(true);
  });

  it('dates the open missions back as their stories read: none drafted today, each step before its candidates', async () => {
    const open = ['notFinalized', 'toApprove', 'approvalDeclined', 'toValidate', 'seeking', 'refused', 'failed'];
    const { rows } = (await app.server.deps.db.execute(sql`select m.title, m.status,
        m.created_at < date_trunc('day', now()) as before_today,
        to_char(m.created_at, 'YYYY-MM-DD') as day,
        m.created_at <= coalesce(m.submitted_at, m.created_at)
          and coalesce(m.submitted_at, m.created_at) <= coalesce(m.validated_at, m.submitted_at, m.created_at) as in_order,
        coalesce(m.validated_at, m.submitted_at, m.created_at)
          <= coalesce((select min(x.created_at) from matches x where x.mission_id = m.id), now()) as before_candidates,
        coalesce((select bool_and(e.created_at >= m.created_at and e.created_at <= now()) from activity_events e
          where e.entity_type = 'mission' and e.entity_id = m.id::text), true) as events_between
      from missions m where m.status::text in ${open} and m.hash not like 'demo-analytics-%'`)) as unknown as {
      rows: { title: string; status: string; before_today: boolean; day: string; in_order: boolean }[];
    };
    expect(rows.length).toBeGreaterThanOrEqual(12);
    for (const row of rows)
      expect(row, row.title).toMatchObject({
        before_today: true,
        in_order: true,
        before_candidates: true,
        events_between: true,
      });
    expect(new Set(rows.map((row) => row.day)).size).toBeGreaterThanOrEqual(5);
  });

  it('dates each demo client before its first mission, and leaves the companies created since alone', async () => {
    const db = app.server.deps.db;
    const clients = Object.values(demoCompanies).map((company) => company.name);
    const read = async () =>
      (
        (await db.execute(sql`select c.name, c.created_at < min(m.created_at) as before,
            c.created_at < now() - interval '30 days' as settled
          from companies c join missions m on m.company_id = c.id group by c.id order by c.name`)) as unknown as {
          rows: { name: string; before: boolean; settled: boolean }[];
        }
      ).rows;
    const rows = await read();
    expect(rows.map((row) => row.name).sort()).toEqual([...clients].sort());
    for (const row of rows) expect(row, row.name).toMatchObject({ before: true, settled: true });

    // A company the team creates, with a mission dated like Lumen's oldest: the next start's seed does not move it.
    const sophie = await callerOf('client@demo.fr');
    const [lumenMission] = await db
      .select()
      .from(missions)
      .where(eq(missions.companyId, sophie.companyId!))
      .orderBy(missions.createdAt)
      .limit(1);
    const [other] = await db.insert(companies).values({ name: 'Société créée depuis' }).returning();
    const { id: _lumenId, ...copy } = lumenMission!;
    await db.insert(missions).values({ ...copy, hash: `h${Date.now()}`, companyId: other!.id });
    await seedDemo(db, { cipher: app.server.deps.cipher, storage: app.server.deps.storage });
    const after = (await read()).find((row) => row.name === 'Société créée depuis');
    expect(after).toMatchObject({ settled: false });
  }, 120_000);

  it('dates each sign-up before everything about the person, none today, and leaves who joined since alone', async () => {
    const db = app.server.deps.db;
    const before = (column: SQL, dated: SQL) => sql`${column} <= coalesce((${dated}), 'infinity')`;
    const freelancers = await selectRows<Record<string, boolean | string>>(
      db,
      sql`select u.email, f.status, to_char(f.created_at, 'YYYY-MM') as month,
          f.created_at < now() - interval '1 day' as before_today,
          ${before(sql`f.created_at`, sql`select min(created_at) from matches where freelance_id = f.id`)} as before_matches,
          ${before(sql`f.created_at`, sql`select min(created_at) from deals where freelance_id = f.id`)} as before_deals,
          ${before(sql`f.created_at`, sql`select min(created_at) from user_notifications where user_id = u.id`)}
            as before_notifications,
          ${before(sql`f.created_at`, sql`select min(created_at) from activity_events where entity_type = 'freelancer' and entity_id = f.id::text`)}
            as before_events,
          u.created_at = f.created_at as account_with_profile,
          f.updated_at between f.created_at and now() as updated_since
        from freelances f join users u on u.id = f.user_id where u.email like '%demo.fr' order by u.email`,
    );
    expect(freelancers.length).toBeGreaterThan(30);
    for (const { email, status: _status, month: _month, ...dated } of freelancers)
      expect({ email, ...dated }).toEqual({
        email,
        before_today: true,
        before_matches: true,
        before_deals: true,
        before_notifications: true,
        before_events: true,
        account_with_profile: true,
        updated_since: true,
      });
    // Over a year and a half, not a single day: the qualified ones months ago, the new ones lately.
    expect(new Set(freelancers.map((row) => row.month)).size).toBeGreaterThanOrEqual(8);
    const clients = await selectRows<{ email: string; after_company: boolean; company_before_today: boolean }>(
      db,
      sql`select u.email, u.created_at >= c.created_at as after_company,
          c.created_at < now() - interval '1 day' as company_before_today
        from users u join corporates k on k.user_id = u.id join companies c on c.id = k.company_id
        where u.email like '%demo.fr' order by u.email`,
    );
    for (const row of clients) expect(row).toEqual({ ...row, after_company: true, company_before_today: true });

    // Someone who signs up after the demo's start keeps their date when the next start seeds again.
    const user = await insertUser(db, { email: 'inscrite.depuis@exemple.fr', firstName: 'Léa', lastName: 'Nouvelle' });
    const joined = await createFreelance(db, { userId: user.id, firstName: 'Léa', status: 'new' });
    await seedDemo(db, { cipher: app.server.deps.cipher, storage: app.server.deps.storage });
    const [after] = await db.select().from(freelances).where(eq(freelances.id, joined.id));
    expect(after!.createdAt).toEqual(joined.createdAt);
  }, 120_000);

  it('tells each candidate’s steps, and the inbox about them, in the order they happened', async () => {
    const db = app.server.deps.db;
    // The steps of a live mission's candidates, which the services wrote at the seed's time, one after the other.
    const steps = await selectRows<{ mission_id: number; id: number; at: Date | string }>(
      db,
      sql`select m.mission_id, e.id, e.created_at as at from activity_events e
        join matches m on e.entity_type = 'match' and e.entity_id = m.id::text
        join missions ms on ms.id = m.mission_id
        where ms.status = 'seeking' order by m.mission_id, e.id`,
    );
    expect(steps.length).toBeGreaterThan(5);
    // Not all at the seed's instant: most steps have their own time.
    expect(new Set(steps.map((step) => new Date(step.at).getTime())).size).toBeGreaterThan(steps.length / 2);
    for (const missionId of new Set(steps.map((step) => step.mission_id))) {
      const times = steps.filter((step) => step.mission_id === missionId).map((step) => new Date(step.at).getTime());
      expect({ missionId, ordered: times.every((t, i) => i === 0 || t >= times[i - 1]!) }).toEqual({
        missionId,
        ordered: true,
      });
    }
    // Julien's inbox: a profile presented before the slots proposed for it.
    const julien = await findUserByEmail(db, 'freelance@demo.fr');
    const inbox = await selectRows<{ type: string; url: string; at: Date | string }>(
      db,
      sql`select type, url, created_at as at from user_notifications where user_id = ${julien!.id}`,
    );
    const when = (type: string, missionUrl: string) =>
      inbox.find((n) => n.type === type && n.url.startsWith(missionUrl))?.at;
    const presented = inbox.filter((n) => n.type === 'match_presented');
    expect(presented.length).toBeGreaterThan(0);
    for (const { url, at } of presented) {
      const slots = when('meeting_slots_proposed', url);
      if (slots) expect(new Date(slots).getTime()).toBeGreaterThan(new Date(at).getTime());
    }
    expect(presented.some(({ url }) => when('meeting_slots_proposed', url))).toBe(true);
  });

  it('shows the team the freelancers it found, at each step of their welcome link', async () => {
    const db = app.server.deps.db;
    const rows = (
      (await db.execute(sql`select u.email, f.pre_user, u.pending_activation, l.id is not null as invited,
          l.mailed_to is not null as mailed, l.used_at is not null as used, l.expires_at < now() as expired
        from freelances f join users u on u.id = f.user_id left join signup_hunting_links l on l.freelance_id = f.id
        where u.email like '%@chasse.demo.fr' order by u.email`)) as unknown as {
        rows: {
          email: string;
          pre_user: boolean;
          pending_activation: boolean;
          invited: boolean;
          mailed: boolean;
          used: boolean;
          expired: boolean;
        }[];
      }
    ).rows;
    const steps = rows.map((row) =>
      !row.invited ? 'notInvited' : row.used ? 'claimed' : row.expired ? 'expired' : row.mailed ? 'mailed' : 'copied',
    );
    expect(steps.sort()).toEqual(['claimed', 'claimed', 'copied', 'expired', 'mailed', 'notInvited']);
    // Those who took their account are freelancers like the others; the others' accounts wait for them.
    for (const row of rows) expect(row.pending_activation, row.email).toBe(row.pre_user);
    expect(rows.filter((row) => row.used).every((row) => !row.pre_user)).toBe(true);
  });
});
