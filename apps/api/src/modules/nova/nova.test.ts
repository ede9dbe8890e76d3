import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCorporate, makeFreelancer, makeTeamMember, signedIn } from '../../testing/factories';
import { createTestApp, errorCode, type TestApp } from '../../testing/test-app';
import { corporates } from '../companies/companies.tables';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.stop());

const SUBMIT = `mutation($conversationId: String, $rating: NovaRating!, $comment: String, $question: String, $answer: String) {
  submitNovaFeedback(conversationId: $conversationId, rating: $rating, comment: $comment, question: $question, answer: $answer) { id rating }
}`;
const LIST = `query($rating: NovaRating, $handled: Boolean, $offset: Int, $limit: Int) {
  novaFeedbacks(rating: $rating, handled: $handled, offset: $offset, limit: $limit) {
    count items { id rating comment question answer userFirstName userLastName userRole companyName handled handledAt }
  }
}`;
const MARK =
  'mutation($id: ID!, $handled: Boolean!) { markNovaFeedbackHandled(id: $id, handled: $handled) { id handled } }';

async function novaCorporate(company: string) {
  const { user, corporate } = await makeCorporate(app, 'admin', company);
  await app.server.deps.db.update(corporates).set({ hasNovaAccess: true }).where(eq(corporates.id, corporate.id));
  return signedIn(app, user.email);
}

describe('Nova feedbacks', () => {
  it('are given by corporates with Nova access, then listed, filtered and handled by the team', async () => {
    const client = await novaCorporate('Lumen Nova');
    const up = await client.gql(SUBMIT, {
      conversationId: 'conv-1',
      rating: 'up',
      question: 'Quel TJM pour un data engineer senior à Lyon ?',
      answer: 'Entre 550 et 700 € HT par jour.',
    });
    expect(up.data?.submitNovaFeedback).toMatchObject({ rating: 'up' });
    const down = await client.gql(SUBMIT, { rating: 'down', comment: '  Réponse trop vague  ' });
    expect(down.errors).toBeUndefined();

    const team = await signedIn(app, (await makeTeamMember(app)).user.email);
    const all = (await team.gql(LIST, {})).data?.novaFeedbacks;
    expect(all.count).toBe(2);
    expect(all.items[0]).toMatchObject({
      rating: 'down',
      comment: 'Réponse trop vague',
      userRole: 'corporate',
      companyName: 'Lumen Nova',
      handled: false,
    });
    expect(all.items[1]).toMatchObject({ rating: 'up', answer: 'Entre 550 et 700 € HT par jour.' });

    const marked = await team.gql(MARK, { id: down.data?.submitNovaFeedback.id, handled: true });
    expect(marked.data?.markNovaFeedbackHandled).toMatchObject({ handled: true });
    expect((await team.gql(LIST, { handled: true })).data?.novaFeedbacks.count).toBe(1);
    expect((await team.gql(LIST, { handled: false, rating: 'up' })).data?.novaFeedbacks.items).toHaveLength(1);
    expect((await team.gql(LIST, { handled: false, rating: 'down' })).data?.novaFeedbacks.count).toBe(0);
    await team.gql(MARK, { id: down.data?.submitNovaFeedback.id, handled: false });
    expect((await team.gql(LIST, { handled: false })).data?.novaFeedbacks.count).toBe(2);
    expect((await team.gql(LIST, { offset: 1, limit: 25 })).data?.novaFeedbacks.items).toHaveLength(1);
  });

  it('refuses corporates without Nova access, freelancers and bad input', async () => {
    const { user: corp } = await makeCorporate(app);
    expect(errorCode(await (await signedIn(app, corp.email)).gql(SUBMIT, { rating: 'up' }))).toBe(403);
    const { user: free } = await makeFreelancer(app);
    expect(errorCode(await (await signedIn(app, free.email)).gql(SUBMIT, { rating: 'up' }))).toBe(403);
    expect(errorCode(await app.client().gql(SUBMIT, { rating: 'up' }))).toBe(401);
    const client = await novaCorporate('Trop Bavard');
    const long = await client.gql(SUBMIT, { rating: 'down', comment: 'x'.repeat(2001) });
    expect(errorCode(long)).toBe(400);
    expect(long.errors?.[0]?.extensions?.field).toBe('comment');
    expect(errorCode(await client.gql(SUBMIT, { rating: 'meh' }))).toBeDefined();
  });

  it('are read and handled by the team only', async () => {
    const client = await novaCorporate('Curieux');
    const given = await client.gql(SUBMIT, { rating: 'up' });
    const id = given.data?.submitNovaFeedback.id;
    expect(errorCode(await client.gql(LIST, {}))).toBe(403);
    expect(errorCode(await client.gql(MARK, { id, handled: true }))).toBe(403);
    const team = await signedIn(app, (await makeTeamMember(app)).user.email);
    expect(errorCode(await team.gql(MARK, { id: '999999', handled: true }))).toBe(404);
    expect(errorCode(await team.gql(LIST, { limit: 7 }))).toBe(400);
    expect(errorCode(await team.gql(LIST, { offset: -1 }))).toBe(400);
  });
});
