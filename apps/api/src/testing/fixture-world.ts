import { sql } from 'drizzle-orm';
import { DEMO_PASSWORD } from '../db/seed/demo-accounts';
import type { GraphQLContext } from '../graphql/context';
import { createGraphQLServer } from '../graphql/yoga';
import { hashPassword } from '../modules/auth/auth.crypto';
import { signedInAs } from '../modules/auth/auth.service';
import { resolveSession } from '../modules/auth/auth.viewer';
import { addCorporate } from '../modules/companies/companies.service';
import { findDeal } from '../modules/deals/deals.repository';
import { createFreelance } from '../modules/freelancers/freelancers.service';
import { meetings } from '../modules/matches/matches.tables';
import { insertUser } from '../modules/users/users.repository';
import { openWorkLogsOfDeal } from '../modules/work-logs/work-logs.service';
import { SESSION_COOKIE, sessionTokenOf } from '../platform/http';
import { ownObjects } from './fixture-consumables';
import { demoApp } from './fixture-image';
import {
  dealCopies,
  documentToSign,
  type FixtureIds,
  issuedInvoices,
  maybe,
  one,
  presentedMatches,
  workLogCopies,
} from './fixture-objects';
import type { GraphQLResponse, TestApp } from './test-app';

export type { FixtureIds } from './fixture-objects';

/**
 * Who calls in the security tests. "A" is the side that owns the fixture objects (a company,
 * its admin and manager, a freelancer under contract with it); "B" is another company and
 * another freelancer, who own none of them.
 */
export const actors = ['out', 'freeA', 'freeB', 'managerA', 'adminA', 'managerB', 'adminB', 'team'] as const;
export type Actor = (typeof actors)[number];

export interface FixtureWorld {
  app: TestApp;
  ids: FixtureIds;
  emails: Record<Exclude<Actor, 'out'>, string>;
  /** A GraphQL call in process (no socket), as the given actor. */
  gql(actor: Actor, query: string, variables?: Record<string, unknown>): Promise<CallResult>;
  /** The session cookie of a signed-in actor (for the REST routes). */
  cookie(actor: Actor): string | undefined;
  /** Signs the actor in again (after a call that ended their session). */
  refresh(actor: Actor): Promise<void>;
  stop(): Promise<void>;
}

export interface CallResult {
  status: number;
  body: GraphQLResponse;
}

/**
 * The demo world (every entity in several states, four companies, freelancers under contract)
 * plus a manager for company B, with a signed-in session per actor and an in-process GraphQL
 * endpoint. Side A: Lumen Analytics (client@ admin, manager@ manager) and freelance@demo.fr
 * (Julien, whose ended deal has invoices and work logs); side B: Pivot Finance (its admin and a
 * manager added here) and another freelancer under contract with Lumen (karim).
 */
export async function createFixtureWorld(): Promise<FixtureWorld> {
  const app = await demoApp();
  const db = app.server.deps.db;
  const deal = await one<{ id: number; mission: number; match: number; company: number; freelance: number }>(
    app,
    sql`select d.id, d.mission_id as mission, d.match_id as match, d.company_id as company, d.freelance_id as freelance
        from deals d join freelances f on f.id = d.freelance_id join users u on u.id = f.user_id
        where u.email = 'freelance@demo.fr' order by d.id limit 1`,
  );
  const companyB = await one<{ id: number }>(app, sql`select id from companies where name = 'Pivot Finance'`);
  const managerB = await insertUser(db, {
    email: 'manager.pivot@test.fr',
    firstName: 'Marc',
    lastName: 'Pivot',
    passwordHash: await hashPassword(DEMO_PASSWORD),
    termsValidatedAt: new Date(),
  });
  await addCorporate(db, { userId: managerB.id, companyId: companyB.id, role: 'manager' });
  // People nobody signs in as, for the mutations that remove someone (the actors stay).
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const leaving = await insertUser(db, {
    email: 'leaving.lumen@test.fr',
    firstName: 'Léa',
    lastName: 'Départ',
    passwordHash,
  });
  const crewMemberRemovable = await addCorporate(db, { userId: leaving.id, companyId: deal.company, role: 'manager' });
  const newcomer = await insertUser(db, {
    email: 'newcomer@test.fr',
    firstName: 'Noé',
    lastName: 'Nouveau',
    passwordHash,
  });
  const freelanceDeletable = await createFreelance(db, {
    userId: newcomer.id,
    firstName: newcomer.firstName,
    status: 'new',
  });
  const emails = {
    freeA: 'freelance@demo.fr',
    freeB: 'karim.benali@demo.fr',
    managerA: 'manager@demo.fr',
    adminA: 'client@demo.fr',
    managerB: 'manager.pivot@test.fr',
    adminB: 'romain.garnier@demo.fr',
    team: 'equipe@demo.fr',
  } as const;
  const userOf = (email: string) => one<{ id: number }>(app, sql`select id from users where email = ${email}`);
  const julien = await userOf(emails.freeA);
  const conversation = await one<{ id: number; publicId: string }>(
    app,
    sql`select c.id, c.public_id as "publicId" from chat_conversations c join chat_participants p on p.conversation_id = c.id
        where p.user_id = ${julien.id} and c.kind = 'match' order by c.id limit 1`,
  );
  const mission = await one<{ hash: string }>(app, sql`select hash from missions where id = ${deal.mission}`);
  const freelance = await one<{ publicId: string }>(
    app,
    sql`select public_id as "publicId" from freelances where id = ${deal.freelance}`,
  );
  const teamMemberUser = await userOf(emails.team);
  // The freelancer's legal identity complete (the demo leaves it to fill in): a deal may be validated and signed.
  await db.execute(
    sql`update freelances set birth_date = '1988-04-12', nationality_iso = 'FR' where id = ${deal.freelance}`,
  );
  await db.execute(
    sql`update freelance_companies set activity_type = 'Conseil en données' where freelance_id = ${deal.freelance}`,
  );
  // His qualification cleared by the team (the demo qualified him; never flagged nor interviewed): he may ask for one.
  await db.execute(
    sql`update freelances set qualification = null, qualified_at = null, qualified_by_user_id = null where id = ${deal.freelance}`,
  );
  const { dealSigning, ...dealsInStates } = await dealCopies(db, deal.id, teamMemberUser.id);
  const workLogsInStates = await workLogCopies(db, dealsInStates.dealInRenewal);
  // Its other months opened now, as the lists would open them (list-agreement.test.ts reads them before).
  const running = await findDeal(db, dealsInStates.dealInRenewal);
  if (running) await openWorkLogsOfDeal(db, running);
  // The deal's match gets a meeting booked yesterday, to be marked done.
  await db
    .insert(meetings)
    .values({ matchId: deal.match, status: 'booked', bookedAt: new Date(Date.now() - 86_400_000) });
  const invoicesIssued = await issuedInvoices(db, deal.id);
  const freelanceB = await one<{ id: number }>(
    app,
    sql`select f.id from freelances f join users u on u.id = f.user_id where u.email = ${emails.freeB}`,
  );
  const missionIn = async (status: string) =>
    (
      await one<{ id: number }>(
        app,
        sql`select id from missions where company_id = ${deal.company} and status = ${status} order by id limit 1`,
      )
    ).id;
  // A deal of company B that started last month has that month waiting for the client from the 1st of the next one
  // (demo-work-logs.ts). Kept a draft, B's list of reports to validate is empty on every date, so that one of A's
  // showing there is seen by the matrix.
  await db.execute(sql`update work_logs set status = 'draft', submitted_at = null, submitted_by_user_id = null
    where status = 'submitted' and deal_id in (select id from deals where company_id = ${companyB.id})`);
  const missionDraft = await missionIn('notFinalized');
  // The demo's draft lacks what a submission needs (a daily rate, ...): filled in, still a draft.
  await db.execute(
    sql`update missions set retribution = 650, project_type = 'new', renewable = 'possible' where id = ${missionDraft}`,
  );
  const matchSeeking = await one<{ id: number; mission: number }>(
    app,
    sql`select m.id, m.mission_id as mission from matches m join missions mi on mi.id = m.mission_id
        where m.freelance_id = ${deal.freelance} and mi.company_id = ${deal.company}
          and mi.status = 'seeking' and m.status = 'corporateValidation' order by m.id limit 1`,
  );
  const ids: FixtureIds = {
    company: deal.company,
    companyB: companyB.id,
    mission: deal.mission,
    match: deal.match,
    deal: deal.id,
    invoice: (
      await one<{ id: number }>(app, sql`select id from invoices where deal_id = ${deal.id} order by id limit 1`)
    ).id,
    workLog: (
      await one<{ id: number }>(app, sql`select id from work_logs where deal_id = ${deal.id} order by id limit 1`)
    ).id,
    conversation: conversation.id,
    conversationPublicId: conversation.publicId,
    freelance: deal.freelance,
    freelanceB: freelanceB.id,
    corporate: (
      await one<{ id: number }>(
        app,
        sql`select c.id from corporates c join users u on u.id = c.user_id where u.email = ${emails.managerA}`,
      )
    ).id,
    user: julien.id,
    skill: (await one<{ id: number }>(app, sql`select id from skills order by id limit 1`)).id,
    team: (await one<{ id: number }>(app, sql`select id from teams order by id limit 1`)).id,
    teamMember: (await one<{ id: number }>(app, sql`select id from team_members where user_id = ${teamMemberUser.id}`))
      .id,
    missionHash: mission.hash,
    freelancePublicId: freelance.publicId,
    invitation: await maybe(app, sql`select id from corporate_invitations where company_id = ${deal.company} limit 1`),
    notification: await maybe(app, sql`select id from user_notifications where user_id = ${julien.id} limit 1`),
    freelanceSearch: await maybe(app, sql`select id from freelance_searches order by id limit 1`),
    profileImport: await maybe(
      app,
      sql`select id from profile_imports where created_by_user_id = ${julien.id} limit 1`,
    ),
    freelanceImport: await maybe(app, sql`select id from freelance_imports order by id limit 1`),
    novaConversation: await maybe(app, sql`select id from nova_conversations order by id limit 1`),
    // The last ones: the fields that delete an entry run first, on the id the generator gives them.
    experience: (
      await one<{ id: number }>(
        app,
        sql`select id from freelance_experiences where freelance_id = ${deal.freelance} order by id desc limit 1`,
      )
    ).id,
    language: (
      await one<{ id: number }>(
        app,
        sql`select id from freelance_languages where freelance_id = ${deal.freelance} order by id desc limit 1`,
      )
    ).id,
    freelanceSkill: (
      await one<{ id: number }>(
        app,
        sql`select skill_id as id from freelance_skills where freelance_id = ${deal.freelance} order by skill_id limit 1`,
      )
    ).id,
    instructor: (
      await one<{ id: number }>(
        app,
        sql`select id from freelances where is_instructor and id <> ${deal.freelance} order by id limit 1`,
      )
    ).id,
    pendingInterview: (
      await one<{ id: number }>(app, sql`select id from candidate_interviews where qualif_status = 'pending' limit 1`)
    ).id,
    ...dealsInStates,
    documentToSign: await documentToSign(app.server.deps, dealSigning, teamMemberUser.id),
    ...workLogsInStates,
    matchSeeking: matchSeeking.id,
    timeSlot: (
      await one<{ id: number }>(
        app,
        sql`select t.id from time_slots t join meetings mt on mt.id = t.meeting_id
            where mt.match_id = ${matchSeeking.id} and mt.status = 'proposed' and t.date_time > now() order by t.id limit 1`,
      )
    ).id,
    missionDraft,
    missionToValidate: await missionIn('toValidate'),
    missionDeclined: await missionIn('approvalDeclined'),
    ...invoicesIssued,
    missionSeeking: (
      await one<{ id: number }>(
        app,
        sql`select id from missions where company_id = ${deal.company} and status = 'seeking'
            and id not in (select mission_id from matches where freelance_id = ${deal.freelance}) order by id limit 1`,
      )
    ).id,
    ...(await presentedMatches(db, matchSeeking.mission, deal.freelance, freelanceB.id)),
    otherTeam: (await one<{ id: number }>(app, sql`select id from teams order by id offset 1 limit 1`)).id,
    crewMemberRemovable: crewMemberRemovable.id,
    freelanceDeletable: freelanceDeletable.id,
    timesheet: (
      await one<{ id: number }>(
        app,
        // A month the team checks before invoicing (safe mode): the last of a deal ended in the last 30 days.
        sql`select id from timesheets where status = 'craValidated' and safe_mode order by id limit 1`,
      )
    ).id,
    endorsementToRemove: (
      await one<{ id: number }>(
        app,
        sql`select id from experience_endorsements where freelance_id = ${deal.freelance} and status = 'requested'
            order by id limit 1`,
      )
    ).id,
    // Last: the generic ids above (freelanceSearch, profileImport...) keep designating what they did.
    ...(await ownObjects(app, {
      freelance: deal.freelance,
      freelanceUser: julien.id,
      teamUser: teamMemberUser.id,
      deal: deal.id,
    })),
  };

  const deps = app.server.deps;
  const yoga = createGraphQLServer(deps, async (request, server) => {
    const state = await resolveSession(deps.db, sessionTokenOf(request.headers.get('cookie')));
    return {
      deps,
      state,
      viewer: state?.viewer ?? null,
      meta: { ip: '127.0.0.1', userAgent: 'fixture-world' },
      requestId: String(server.requestId ?? 'fixture-world'),
    } satisfies GraphQLContext;
  });
  const cookies = new Map<Actor, string>();
  async function refresh(actor: Actor) {
    if (actor === 'out') return;
    // A session as sign-in opens it, without the password check (argon2) and its rate limit.
    const user = await one<{ id: number }>(app, sql`select id from users where email = ${emails[actor]}`);
    const { token } = await signedInAs(db, user.id, { ip: '127.0.0.1', userAgent: 'fixture-world' });
    cookies.set(actor, `${SESSION_COOKIE}=${token}`);
  }
  for (const actor of actors) await refresh(actor);

  return {
    app,
    ids,
    emails,
    refresh,
    cookie: (actor) => cookies.get(actor),
    async gql(actor, query, variables) {
      const cookie = cookies.get(actor);
      const response = await yoga.fetch('http://fixture.world/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...(cookie ? { cookie } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      const text = await response.text();
      let body: GraphQLResponse;
      try {
        body = JSON.parse(text);
      } catch {
        body = { errors: [{ message: `not JSON: ${text.slice(0, 200)}` }] };
      }
      return { status: response.status, body };
    },
    stop: () => app.stop(),
  };
}
