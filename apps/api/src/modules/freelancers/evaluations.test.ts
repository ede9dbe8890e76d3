import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCorporate, makeFreelancer, makeTeamMember, signedIn } from '../../testing/factories';
import { createTestApp, errorCode, type TestApp } from '../../testing/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.stop());

const EVALUATE = `mutation($id: ID!, $input: FreelanceEvaluationInput!) {
  evaluateFreelance(freelanceId: $id, input: $input) { id evaluationScore }
}`;
const REMOVE = 'mutation($id: ID!) { removeFreelanceEvaluation(freelanceId: $id) { id evaluationScore } }';
const READ = `query($id: ID!) { freelance(id: $id) {
  evaluationScore evaluations { type reason comment authorName mine date }
} }`;

describe('team evaluations of a freelancer', () => {
  it('one vote per team member, replaced by a new one, scored ups minus downs, and taken back', async () => {
    const { freelance } = await makeFreelancer(app);
    const { user: camille } = await makeTeamMember(app);
    const { user: other } = await makeTeamMember(app);
    const a = await signedIn(app, camille.email);
    const b = await signedIn(app, other.email);

    await a.gql(EVALUATE, { id: freelance.id, input: { type: 'downvote', reason: 'priceIssue' } });
    const replaced = await a.gql(EVALUATE, {
      id: freelance.id,
      input: { type: 'upvote', reason: 'rareGem', comment: ' Excellente mission chez Lumen ' },
    });
    expect(replaced.data?.evaluateFreelance.evaluationScore).toBe(1);
    await b.gql(EVALUATE, { id: freelance.id, input: { type: 'upvote', reason: 'verySkilled' } });
    const read = await a.gql(READ, { id: freelance.id });
    expect(read.data?.freelance.evaluationScore).toBe(2);
    expect(read.data?.freelance.evaluations).toHaveLength(2);
    expect(read.data?.freelance.evaluations).toContainEqual(
      expect.objectContaining({
        type: 'upvote',
        reason: 'rareGem',
        comment: 'Excellente mission chez Lumen',
        authorName: `${camille.firstName} ${camille.lastName}`,
        mine: true,
      }),
    );
    expect((await b.gql(REMOVE, { id: freelance.id })).data?.removeFreelanceEvaluation.evaluationScore).toBe(1);
    // Nothing left to take back: still fine.
    expect((await b.gql(REMOVE, { id: freelance.id })).errors).toBeUndefined();
  });

  it('refuses a reason of the other type (400) and unknown freelancers (404)', async () => {
    const { freelance } = await makeFreelancer(app);
    const { user: tm } = await makeTeamMember(app);
    const team = await signedIn(app, tm.email);
    const bad = await team.gql(EVALUATE, { id: freelance.id, input: { type: 'upvote', reason: 'fakeIdentity' } });
    expect(errorCode(bad)).toBe(400);
    expect(bad.errors?.[0]?.extensions?.field).toBe('reason');
    expect(
      errorCode(await team.gql(EVALUATE, { id: freelance.id, input: { type: 'sideways', reason: 'rareGem' } })),
    ).toBe(400);
    expect(errorCode(await team.gql(EVALUATE, { id: '99999999', input: { type: 'upvote', reason: 'rareGem' } }))).toBe(
      404,
    );
    expect((await team.gql(READ, { id: freelance.id })).data?.freelance.evaluations).toEqual([]);
  });

  it('are the team’s only: the freelancer sees none and clients may not vote', async () => {
    const { user, freelance } = await makeFreelancer(app);
    const { user: tm } = await makeTeamMember(app);
    const { user: corp } = await makeCorporate(app);
    await (await signedIn(app, tm.email)).gql(EVALUATE, {
      id: freelance.id,
      input: { type: 'downvote', reason: 'notSkilledEnough' },
    });
    const own = await signedIn(app, user.email);
    expect((await own.gql(READ, { id: freelance.id })).data?.freelance).toEqual({
      evaluationScore: 0,
      evaluations: [],
    });
    const input = { type: 'upvote', reason: 'rareGem' };
    expect(errorCode(await own.gql(EVALUATE, { id: freelance.id, input }))).toBe(403);
    expect(errorCode(await (await signedIn(app, corp.email)).gql(EVALUATE, { id: freelance.id, input }))).toBe(403);
    expect(errorCode(await (await signedIn(app, corp.email)).gql(REMOVE, { id: freelance.id }))).toBe(403);
  });
});
