import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCorporate, makeFreelancer, makeTeamMember, signedIn } from '../../testing/factories';
import { createTestApp, errorCode, type TestApp, type TestClient } from '../../testing/test-app';

let app: TestApp;
let team: TestClient;

const CREATE = `mutation($input: TeamInput!) { createTeam(input: $input) { id name description membersCount } }`;
const UPDATE = `mutation($id: ID!, $input: TeamInput!) { updateTeam(id: $id, input: $input) { id name description } }`;
const DELETE = `mutation($id: ID!) { deleteTeam(id: $id) }`;
const MOVE = `mutation($m: ID!, $t: ID) { setTeamMemberTeam(teamMemberId: $m, teamId: $t) { id teamId team { name } } }`;
const ROLES = `mutation($m: ID!, $am: Boolean!, $fa: Boolean!) {
  setTeamMemberRoles(teamMemberId: $m, accountManager: $am, freelancerAgent: $fa) { id accountManager freelancerAgent }
}`;
const TEAM = `query($id: ID!) { team(id: $id) { id name membersCount members { id fullName email accountManager
  freelancerAgent assignedCompaniesCount assignedFreelancesCount } } }`;
const TEAMS = `{ teams { id name membersCount } }`;

beforeAll(async () => {
  app = await createTestApp();
  team = await signedIn(app, (await makeTeamMember(app)).user.email);
});
afterAll(() => app?.stop());

const field = (response: { errors?: { extensions?: Record<string, unknown> }[] }) => response.errors?.[0]?.extensions;

describe('teams', () => {
  it('are created, listed with their member counts, renamed and deleted (members stay, without team)', async () => {
    const created = await team.gql(CREATE, { input: { name: '  Ventes  Nord ', description: 'Clients du Nord' } });
    expect(created.data?.createTeam).toMatchObject({
      name: 'Ventes Nord',
      description: 'Clients du Nord',
      membersCount: 0,
    });
    const id = created.data!.createTeam.id as string;
    const { teamMember } = await makeTeamMember(app);
    const moved = await team.gql(MOVE, { m: teamMember.id, t: id });
    expect(moved.data?.setTeamMemberTeam).toMatchObject({ teamId: id, team: { name: 'Ventes Nord' } });
    const listed = (await team.gql(TEAMS)).data!.teams as { id: string; membersCount: number }[];
    expect(listed.find((t) => t.id === id)?.membersCount).toBe(1);
    const read = await team.gql(TEAM, { id });
    expect(read.data?.team.members).toEqual([
      expect.objectContaining({ id: String(teamMember.id), assignedCompaniesCount: 0, assignedFreelancesCount: 0 }),
    ]);
    expect((await team.gql(UPDATE, { id, input: { name: 'Ventes' } })).data?.updateTeam).toMatchObject({
      name: 'Ventes',
      description: null,
    });
    expect((await team.gql(DELETE, { id })).data?.deleteTeam).toBe(true);
    expect(errorCode(await team.gql(TEAM, { id }))).toBe(404);
    const members = (await team.gql(`{ teamMembers { id teamId } }`)).data!.teamMembers as { id: string }[];
    expect(members).toContainEqual({ id: String(teamMember.id), teamId: null });
  });

  it('refuses an empty name and a name already taken, whatever the case', async () => {
    await team.gql(CREATE, { input: { name: 'Talents' } });
    expect(field(await team.gql(CREATE, { input: { name: 'talents' } }))).toMatchObject({ code: 400, field: 'name' });
    expect(field(await team.gql(CREATE, { input: { name: '   ' } }))).toMatchObject({ code: 400, field: 'name' });
    const other = (await team.gql(CREATE, { input: { name: 'Opérations' } })).data!.createTeam.id;
    expect(field(await team.gql(UPDATE, { id: other, input: { name: 'TALENTS' } }))).toMatchObject({
      code: 400,
      field: 'name',
    });
    expect(field(await team.gql(MOVE, { m: (await makeTeamMember(app)).teamMember.id, t: '999999' }))).toMatchObject({
      code: 400,
      field: 'teamId',
    });
  });

  it('gives and takes roles, and lists the members holding one for the pickers', async () => {
    const { teamMember } = await makeTeamMember(app);
    const given = await team.gql(ROLES, { m: teamMember.id, am: false, fa: true });
    expect(given.data?.setTeamMemberRoles).toMatchObject({ accountManager: false, freelancerAgent: true });
    const agents = (await team.gql(`{ teamMembers(role: freelancerAgent) { id } }`)).data!.teamMembers;
    const managers = (await team.gql(`{ teamMembers(role: accountManager) { id } }`)).data!.teamMembers;
    expect(agents).toContainEqual({ id: String(teamMember.id) });
    expect(managers).not.toContainEqual({ id: String(teamMember.id) });
  });

  it('are refused to anyone outside the team', async () => {
    const { user: corp } = await makeCorporate(app);
    const { user: free } = await makeFreelancer(app);
    const { teamMember } = await makeTeamMember(app);
    for (const email of [corp.email, free.email]) {
      const client = await signedIn(app, email);
      expect(errorCode(await client.gql(TEAMS))).toBe(403);
      expect(errorCode(await client.gql(CREATE, { input: { name: `Pirates ${email}` } }))).toBe(403);
      expect(errorCode(await client.gql(ROLES, { m: teamMember.id, am: true, fa: true }))).toBe(403);
    }
    const anonymous = app.client();
    expect([401, 403]).toContain(errorCode(await anonymous.gql(TEAMS)));
  });
});
