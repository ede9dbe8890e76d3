import { randomBytes } from 'node:crypto';
import { makeCorporate, makeFreelancer, makeTeamMember, signedIn } from '../../testing/factories';
import { subscribeLive } from '../../testing/live';
import type { TestApp, TestClient } from '../../testing/test-app';
import { matches } from '../matches/matches.tables';
import { missions } from '../missions/missions.tables';

/**
 * The people of the chat's integration tests: a team member, two client users of Lumen, a client
 * of another company, the freelancer contracted on Lumen's ongoing mission, a candidate presented
 * on its seeking mission, and a freelancer with nothing to do with either.
 */
export async function chatWorld(app: TestApp) {
  const db = app.server.deps.db;
  const insertMission = async (companyId: number, status: string, title: string, accountManagerUserId: number) =>
    (
      await db
        .insert(missions)
        .values({ hash: randomBytes(8).toString('hex'), companyId, status, title, accountManagerUserId })
        .returning()
    )[0]!;
  const t = await makeTeamMember(app);
  const c = await makeCorporate(app, 'admin', 'Lumen Analytics');
  const m = await makeCorporate(app, 'manager', 'Lumen Analytics');
  const o = await makeCorporate(app, 'admin', 'Autre Société');
  const f = await makeFreelancer(app);
  const cand = await makeFreelancer(app);
  const s = await makeFreelancer(app);
  const ongoing = await insertMission(c.company.id, 'onGoing', 'Data engineer', t.user.id);
  await db.insert(matches).values({ missionId: ongoing.id, freelanceId: f.freelance.id, status: 'corporateConfirmed' });
  const seeking = await insertMission(c.company.id, 'seeking', 'Développeur React', t.user.id);
  const [match] = await db
    .insert(matches)
    .values({
      missionId: seeking.id,
      freelanceId: cand.freelance.id,
      status: 'corporateValidation',
      presentedAt: new Date(),
    })
    .returning();
  return {
    team: await signedIn(app, t.user.email),
    client: await signedIn(app, c.user.email),
    manager: await signedIn(app, m.user.email),
    outsider: await signedIn(app, o.user.email),
    freelancer: await signedIn(app, f.user.email),
    candidate: await signedIn(app, cand.user.email),
    stranger: await signedIn(app, s.user.email),
    ids: {
      teamUser: t.user.id,
      clientUser: c.user.id,
      outsiderUser: o.user.id,
      freelancerUser: f.user.id,
      freelanceId: f.freelance.id,
      strangerUser: s.user.id,
    },
    missionId: ongoing.id,
    matchId: match!.id,
  };
}

export const CONVERSATION =
  'id publicId kind title missionId matchId unreadCount isParticipant participants { userId fullName role companyName lastReadMessageId }';
export const MESSAGE = `id conversationId body plainText deleted mine editedAt author { userId fullName }
  attachments { id fileName mimeType sizeBytes url } mentions { type id name url } readBy { userId }`;

export const openMission = (who: TestClient, id: number) =>
  who.gql(`mutation($id: ID!) { openMissionConversation(missionId: $id) { ${CONVERSATION} } }`, { id });
export const openMatch = (who: TestClient, id: number) =>
  who.gql(`mutation($id: ID!) { openMatchConversation(matchId: $id) { ${CONVERSATION} } }`, { id });
export const openDirect = (who: TestClient, userId: number) =>
  who.gql(`mutation($id: ID!) { openDirectConversation(userId: $id) { ${CONVERSATION} } }`, { id: userId });
export const send = (who: TestClient, conversationId: string, body: string, uploadIds?: string[]) =>
  who.gql(
    `mutation($c: ID!, $b: String!, $u: [ID!]) { sendChatMessage(conversationId: $c, body: $b, uploadIds: $u) { ${MESSAGE} } }`,
    { c: conversationId, b: body, u: uploadIds },
  );
export const messagesOf = (who: TestClient, conversationId: string) =>
  who.gql(`query($c: ID!) { chatMessages(conversationId: $c) { hasMore items { ${MESSAGE} } } }`, {
    c: conversationId,
  });
export const markRead = (who: TestClient, conversationId: string) =>
  who.gql(`mutation($c: ID!) { markChatConversationAsRead(conversationId: $c) { id unreadCount } }`, {
    c: conversationId,
  });
export const counts = async (who: TestClient) =>
  (await who.gql('{ me { unreadChatMessagesCount unseenMentionsCount } }')).data?.me as {
    unreadChatMessagesCount: number;
    unseenMentionsCount: number;
  };

export async function upload(app: TestApp, who: TestClient) {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  const response = await fetch(`${app.url}/uploads`, {
    method: 'POST',
    headers: { 'content-type': 'image/png', 'x-file-name': 'plan.png', cookie: who.cookie! },
    body: new Uint8Array(png),
  });
  return (await response.json()).uploadId as string;
}

/** Events of `chatEvent` received over a WebSocket by the session of `who`. */
export function listen(app: TestApp, who: TestClient) {
  const live = subscribeLive<{
    kind: string;
    conversationId: string;
    message: { plainText: string } | null;
    unreadChatMessagesCount: number;
  }>(
    app.url,
    who.cookie,
    { query: 'subscription { chatEvent { kind conversationId unreadChatMessagesCount message { plainText } } }' },
    'chatEvent',
  );
  return { events: live.received, ready: live.ready, close: () => void live.close() };
}

/**
 * How many SQL statements the API sent while `action` ran, those inside transactions included, BEGIN,
 * COMMIT and ROLLBACK aside, on either driver: the embedded database (its `transaction` hands a
 * transaction object) and a PostgreSQL pool (a transaction runs on a client taken with `connect`).
 * Call it with nothing else running.
 */
export async function countStatements(app: TestApp, action: () => Promise<unknown>): Promise<number> {
  type Queryable = { query: (...args: unknown[]) => Promise<unknown> };
  type Client = Queryable & {
    transaction?: (callback: (tx: Queryable) => Promise<unknown>) => Promise<unknown>;
    connect?: (...args: unknown[]) => Promise<Queryable>;
  };
  const client = (app.server.deps.db as unknown as { session: { client: Client } }).session.client;
  const { query, transaction, connect } = client;
  let count = 0;
  const transactionControl = /^\s*(begin|commit|rollback)\b/i;
  const counted = (target: Queryable, original: Queryable['query']) =>
    function (this: unknown, ...args: unknown[]) {
      const [first] = args;
      const text = typeof first === 'string' ? first : (first as { text?: string } | undefined)?.text;
      if (!text || !transactionControl.test(text)) count += 1;
      return original.apply(target, args);
    };
  const wrapped = new Map<Queryable, Queryable['query']>();
  client.query = counted(client, query);
  if (transaction)
    client.transaction = (callback) =>
      transaction.call(client, (tx) => {
        tx.query = counted(tx, tx.query);
        return callback(tx);
      });
  if (connect)
    client.connect = async function (this: unknown, ...args: unknown[]) {
      // pg's own `pool.query` takes its client with a callback: counted as the pool's query already.
      if (args.length > 0) return connect.apply(client, args);
      const taken = await connect.call(client);
      if (!wrapped.has(taken)) wrapped.set(taken, taken.query);
      taken.query = counted(taken, wrapped.get(taken)!);
      return taken;
    };
  try {
    await action();
  } finally {
    client.query = query;
    if (transaction) client.transaction = transaction;
    if (connect) client.connect = connect;
    // Pooled clients go back to the pool: they get their own query back.
    for (const [taken, original] of wrapped) taken.query = original;
  }
  return count;
}
