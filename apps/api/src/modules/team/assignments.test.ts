import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCorporate, makeFreelancer, makeTeamMember, signedIn } from '../../testing/factories';
import { createTestApp, errorCode, type TestApp, type TestClient } from '../../testing/test-app';
import { missions } from '../missions/missions.tables';

let app: TestApp;
let me: TestClient;
let meId = '';

const ASSIGN_AM = `mutation($c: ID!, $m: ID) { assignAccountManager(companyId: $c, teamMemberId: $m) {
  id accountManager { id fullName } } }`;
const ASSIGN_AGENT = `mutation($f: ID!, $m: ID) { assignFreelancerAgent(freelanceId: $f, teamMemberId: $m) {
  id talentSuccessManager { id fullName } } }`;
const ROLES = `mutation($m: ID!, $am: Boolean!, $fa: Boolean!) {
  setTeamMemberRoles(teamMemberId: $m, accountManager: $am, freelancerAgent: $fa) { id } }`;

beforeAll(async () => {
  app = await createTestApp();
  const { user, teamMember } = await makeTeamMember(app);
  me = await signedIn(app, user.email);
  meId = String(teamMember.id);
  await me.gql(ROLES, { m: meId, am: true, fa: true });
});
afterAll(() => app?.stop());

const extensions = (response: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  response.errors?.[0]?.extensions;

describe('assignments', () => {
  it('need the role: an account manager for a company, an agent for a freelancer', async () => {
    const { company } = await makeCorporate(app, 'admin', `Sans rôle ${randomBytes(3).toString('hex')}`);
    const { freelance } = await makeFreelancer(app);
    const { teamMember: plain } = await makeTeamMember(app);
    await me.gql(ROLES, { m: plain.id, am: false, fa: false });
    expect(extensions(await me.gql(ASSIGN_AM, { c: company.id, m: plain.id }))).toMatchObject({
      code: 400,
      field: 'teamMemberId',
    });
    expect(extensions(await me.gql(ASSIGN_AGENT, { f: freelance.id, m: plain.id }))).toMatchObject({
      code: 400,
      field: 'teamMemberId',
    });
    const assigned = await me.gql(ASSIGN_AM, { c: company.id, m: meId });
    expect(assigned.data?.assignAccountManager.accountManager.id).toBe(meId);
    const agent = await me.gql(ASSIGN_AGENT, { f: freelance.id, m: meId });
    expect(agent.data?.assignFreelancerAgent.talentSuccessManager.id).toBe(meId);
    // A role is not taken while assignments hang on it.
    expect(extensions(await me.gql(ROLES, { m: meId, am: false, fa: true }))).toMatchObject({
      code: 400,
      field: 'accountManager',
    });
    const removed = await me.gql(ASSIGN_AM, { c: company.id, m: null });
    expect(removed.data?.assignAccountManager.accountManager).toBeNull();
    expect(errorCode(await me.gql(ASSIGN_AM, { c: '999999', m: meId }))).toBe(404);
  });

  it('are refused to anyone outside the team, who never sees them', async () => {
    const { user: corp, company } = await makeCorporate(app, 'admin', `Client ${randomBytes(3).toString('hex')}`);
    const { user: free, freelance } = await makeFreelancer(app);
    await me.gql(ASSIGN_AM, { c: company.id, m: meId });
    await me.gql(ASSIGN_AGENT, { f: freelance.id, m: meId });
    const client = await signedIn(app, corp.email);
    expect(errorCode(await client.gql(ASSIGN_AM, { c: company.id, m: meId }))).toBe(403);
    const own = await signedIn(app, free.email);
    expect(errorCode(await own.gql(ASSIGN_AGENT, { f: freelance.id, m: null }))).toBe(403);
    const seen = await own.gql(`query($id: ID!) { freelance(id: $id) { id talentSuccessManager { id } } }`, {
      id: freelance.id,
    });
    expect(seen.data?.freelance.talentSuccessManager).toBeNull();
    expect(errorCode(await client.gql('{ myCompanies { count } }'))).toBe(403);
  });
});

describe('"my" views', () => {
  it('keep only my companies, my freelancers and the missions of my companies', async () => {
    const tag = randomBytes(4).toString('hex');
    const mine = await makeCorporate(app, 'admin', `A mine ${tag}`);
    const theirs = await makeCorporate(app, 'admin', `B theirs ${tag}`);
    const { teamMember: colleague } = await makeTeamMember(app);
    await me.gql(ASSIGN_AM, { c: mine.company.id, m: meId });
    await me.gql(ASSIGN_AM, { c: theirs.company.id, m: colleague.id });

    const companies = (await me.gql('{ myCompanies { count items { id name accountManager { id } } } }')).data!
      .myCompanies as { count: number; items: { id: string; name: string }[] };
    expect(companies.items.map((c) => c.id)).toContain(String(mine.company.id));
    expect(companies.items.map((c) => c.id)).not.toContain(String(theirs.company.id));

    const [m1, m2] = await app.server.deps.db
      .insert(missions)
      .values(
        [mine.company.id, theirs.company.id].map((companyId) => ({
          companyId,
          status: 'seeking' as const,
          title: `Mission ${tag}`,
          hash: randomBytes(12).toString('base64url'),
        })),
      )
      .returning({ id: missions.id });
    const LIST = `query($mine: Boolean, $search: String) { missions(mode: all, search: $search, mine: $mine) {
      count items { id } } }`;
    const all = (await me.gql(LIST, { search: tag })).data!.missions.items as { id: string }[];
    expect(all.map((m) => m.id).sort()).toEqual([String(m1!.id), String(m2!.id)].sort());
    const onlyMine = (await me.gql(LIST, { search: tag, mine: true })).data!.missions.items;
    expect(onlyMine).toEqual([{ id: String(m1!.id) }]);

    const { freelance: f1 } = await makeFreelancer(app);
    const { freelance: f2 } = await makeFreelancer(app);
    await me.gql(ASSIGN_AGENT, { f: f1.id, m: meId });
    await me.gql(ROLES, { m: colleague.id, am: true, fa: true });
    await me.gql(ASSIGN_AGENT, { f: f2.id, m: colleague.id });
    const FREELANCES = `query($filters: FreelanceListFilters) { freelances(mode: all, filters: $filters, limit: 100) {
      items { id } } }`;
    const myFreelances = (await me.gql(FREELANCES, { filters: { mine: true } })).data!.freelances.items as {
      id: string;
    }[];
    expect(myFreelances.map((f) => f.id)).toContain(String(f1.id));
    expect(myFreelances.map((f) => f.id)).not.toContain(String(f2.id));
  });
});

describe('companyAccountManager', () => {
  it('reads the account manager of a company for the team, 404 for an unknown one', async () => {
    const { company } = await makeCorporate(app, 'admin', `Lecture ${randomBytes(3).toString('hex')}`);
    const READ = 'query($id: ID!) { companyAccountManager(companyId: $id) { id } }';
    expect((await me.gql(READ, { id: company.id })).data?.companyAccountManager).toBeNull();
    await me.gql(ASSIGN_AM, { c: company.id, m: meId });
    expect((await me.gql(READ, { id: company.id })).data?.companyAccountManager).toEqual({ id: meId });
    expect(errorCode(await me.gql(READ, { id: '999999' }))).toBe(404);
  });
});
