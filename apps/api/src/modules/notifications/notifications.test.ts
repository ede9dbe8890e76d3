import { addDays, todayInParis } from '@orbite/domain/calendar-day';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runUnitOfWork } from '../../platform/unit-of-work';
import { makeCorporate, makeFreelancer, makeTeamMember, signedIn } from '../../testing/factories';
import { eventually, subscribeLive } from '../../testing/live';
import { createTestApp, errorCode, type TestApp, type TestClient } from '../../testing/test-app';
import { skills } from '../skills/skills.tables';
import { notifyUsers } from './notifications.service';
import { userNotifications } from './notifications.tables';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.stop());

const LIST = `query($offset: Int, $limit: Int) { userNotifications(offset: $offset, limit: $limit) {
  id count items { id unseen category type plainTextDescription description url createdAt } } unseenUserNotificationsCount }`;
const MARK = 'mutation($id: ID!) { markAsReadUserNotification(id: $id) { id unseen } }';

// biome-ignore lint/suspicious/noExplicitAny: GraphQL answers are read loosely; each assertion says what it expects.
type Notification = Record<string, any>;

async function inbox(client: TestClient, offset = 0, limit = 10) {
  const response = await client.gql(LIST, { offset, limit });
  expect(response.errors).toBeUndefined();
  return {
    count: response.data!.userNotifications.count as number,
    items: response.data!.userNotifications.items as Notification[],
    unseen: response.data!.unseenUserNotificationsCount as number,
  };
}

/** Notifications made the way producers make them, inside this process's unit of work (so they are published). */
function notify(userIds: number[], text: string, category: 'missions' | 'documents' = 'missions') {
  return runUnitOfWork(app.server.deps, () =>
    notifyUsers(app.server.deps.db, {
      userIds,
      category,
      type: 'mission_validated',
      description: `<strong>${text}</strong>`,
      plainTextDescription: text,
      url: '/enterprise/missions/1',
    }),
  );
}

describe('production from domain events', () => {
  it('tells the client users that the team validated their mission, with its url, and never the actor', async () => {
    const company = `Lumen ${Date.now()}`;
    const admin = await makeCorporate(app, 'admin', company);
    const manager = await makeCorporate(app, 'manager', company);
    const team = await makeTeamMember(app);
    const adminClient = await signedIn(app, admin.user.email);
    const managerClient = await signedIn(app, manager.user.email);
    const teamClient = await signedIn(app, team.user.email);
    const [skill] = await app.server.deps.db
      .select({ id: skills.id })
      .from(skills)
      .where(inArray(skills.name, ['Python']));
    const created = await adminClient.gql('mutation($input: MissionInput!) { createMission(input: $input) { id } }', {
      input: {
        title: 'Data engineer Spark',
        description: 'Construire la plateforme de données.',
        category: 'data',
        startDate: addDays(todayInParis(), 30),
        durationInDays: 60,
        workingTime: 5,
        retribution: 600,
        experienceLevel: 'senior',
        workplace: 'remote',
        skills: [{ skillId: String(skill!.id), primary: true, yearsRequired: 3 }],
      },
    });
    const id = created.data!.createMission.id as string;
    expect(
      (await adminClient.gql('mutation($id: ID!) { submitMission(id: $id) { status } }', { id })).errors,
    ).toBeUndefined();
    // The team hears of the mission to validate; the admin who submitted it does not.
    const teamInbox = await inbox(teamClient);
    expect(teamInbox.items.find((n) => n.url === `/backoffice/missions/${id}`)?.plainTextDescription).toBe(
      'Nouvelle mission à valider : Data engineer Spark.',
    );
    const moved = await teamClient.gql(
      'mutation($id: ID!, $status: MissionStatus!) { updateMissionStatus(id: $id, status: $status) { status } }',
      { id, status: 'seeking' },
    );
    expect(moved.errors).toBeUndefined();
    for (const client of [adminClient, managerClient]) {
      const { items, unseen } = await inbox(client);
      expect(items).toHaveLength(1);
      expect(unseen).toBe(1);
      expect(items[0]).toMatchObject({
        unseen: true,
        category: 'missions',
        type: 'mission_validated',
        url: `/enterprise/missions/${id}`,
        plainTextDescription: 'Votre mission Data engineer Spark est validée : nous recherchons vos profils.',
        description: 'Votre mission <strong>Data engineer Spark</strong> est validée : nous recherchons vos profils.',
      });
    }
    expect((await inbox(teamClient)).items.some((n) => n.type === 'mission_validated')).toBe(false);

    // The team proposes the mission to a freelancer: "a mission is proposed to you", with its page.
    const { user: freelancerUser, freelance } = await makeFreelancer(app);
    const freelancer = await signedIn(app, freelancerUser.email);
    const preselected = await teamClient.gql(
      'mutation($m: ID!, $f: [ID!]!) { preselectFreelances(missionId: $m, freelanceIds: $f) { id } }',
      { m: id, f: [freelance.id] },
    );
    const matchId = preselected.data!.preselectFreelances[0].id as string;
    const move = 'mutation($id: ID!, $s: MatchStatus!) { updateMatchStatus(id: $id, status: $s) { status } }';
    expect((await teamClient.gql(move, { id: matchId, s: 'freelanceProposal' })).errors).toBeUndefined();
    expect((await inbox(freelancer)).items).toMatchObject([
      {
        type: 'match_proposed',
        category: 'matches',
        url: `/freelancer/explore/match/${matchId}`,
        plainTextDescription: 'Une mission vous est proposée : Data engineer Spark.',
      },
    ]);
    // The client never hears of the team's shortlist.
    expect((await inbox(adminClient)).items.some((n) => n.type.startsWith('match_'))).toBe(false);
  });

  it('tells the freelancer that the team refused a KYC document', async () => {
    const { user, freelance } = await makeFreelancer(app);
    const freelancer = await signedIn(app, user.email);
    const team = await signedIn(app, (await makeTeamMember(app)).user.email);
    const upload = await fetch(`${app.url}/uploads`, {
      method: 'POST',
      headers: { 'content-type': 'application/pdf', 'x-file-name': 'rib.pdf', cookie: freelancer.cookie! },
      body: new Uint8Array(
        Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
      ),
    });
    const uploadId = ((await upload.json()) as { uploadId: string }).uploadId;
    const attached = await freelancer.gql(
      'mutation($f: ID!, $u: ID!) { uploadFreelanceDocument(freelanceId: $f, type: bankAccountDetails, uploadId: $u) { id } }',
      { f: freelance.id, u: uploadId },
    );
    const refused = await team.gql(
      'mutation($id: ID!) { refuseFreelanceDocument(id: $id, reason: unreadable) { status } }',
      { id: attached.data!.uploadFreelanceDocument.id },
    );
    expect(refused.errors).toBeUndefined();
    const { items } = await inbox(freelancer);
    expect(items[0]).toMatchObject({
      category: 'documents',
      type: 'freelance_document_refused',
      url: '/freelancer/company',
      plainTextDescription: 'Votre document RIB est refusé : merci d’en déposer un nouveau.',
    });
    expect((await inbox(team)).items.some((n) => n.type === 'freelance_document_refused')).toBe(false);
  });
});

describe('the notification centre', () => {
  it('pages by 10, newest first, with the total count and at most 50 a page', async () => {
    const { user } = await makeFreelancer(app);
    for (let i = 1; i <= 23; i++) await notify([user.id], `Notification ${i}`);
    const client = await signedIn(app, user.email);
    const first = await inbox(client);
    expect(first.count).toBe(23);
    expect(first.items).toHaveLength(10);
    expect(first.items[0]!.plainTextDescription).toBe('Notification 23');
    const last = await inbox(client, 20);
    expect(last.items.map((n) => n.plainTextDescription)).toEqual([
      'Notification 3',
      'Notification 2',
      'Notification 1',
    ]);
    expect((await inbox(client, 0, 500)).items).toHaveLength(23);
  });

  it('keeps the unseen count exact under concurrent marks and counts', async () => {
    const { user } = await makeFreelancer(app);
    for (let i = 1; i <= 12; i++) await notify([user.id], `N${i}`);
    const client = await signedIn(app, user.email);
    const ids = (await inbox(client, 0, 50)).items.map((n) => n.id as string);
    // 10 marks (two of them twice on the same notifications) interleaved with 10 counts.
    const targets = [...ids.slice(0, 8), ids[0]!, ids[1]!];
    const results = await Promise.all(
      targets.flatMap((id) => [client.gql(MARK, { id }), client.gql('{ unseenUserNotificationsCount }')]),
    );
    expect(results.every((r) => !r.errors)).toBe(true);
    const counts = results.filter((_r, i) => i % 2 === 1).map((r) => r.data!.unseenUserNotificationsCount as number);
    expect(counts.every((n) => n >= 4 && n <= 12)).toBe(true);
    const [truth] = await app.server.deps.db
      .select({ n: count() })
      .from(userNotifications)
      .where(and(eq(userNotifications.userId, user.id), eq(userNotifications.unseen, true)));
    expect(truth!.n).toBe(4);
    expect((await inbox(client)).unseen).toBe(4);
    const again = await client.gql(
      'mutation($id: ID!) { updateUnseenUserNotification(id: $id, unseen: true) { unseen } }',
      {
        id: ids[0],
      },
    );
    expect(again.data!.updateUnseenUserNotification.unseen).toBe(true);
    const all = await client.gql('mutation { markAllUserNotificationsAsRead { id unseenUserNotificationsCount } }');
    expect(all.data!.markAllUserNotificationsAsRead).toEqual({ id: String(user.id), unseenUserNotificationsCount: 0 });
  });

  it('finds no notification of another user (404) and leaves it unseen', async () => {
    const owner = await makeFreelancer(app);
    const [row] = await notify([owner.user.id], 'Privée');
    const intruder = await signedIn(app, (await makeCorporate(app, 'admin', `Intrus ${Date.now()}`)).user.email);
    expect(errorCode(await intruder.gql(MARK, { id: row!.id }))).toBe(404);
    expect(
      errorCode(
        await intruder.gql('mutation($id: ID!) { updateUnseenUserNotification(id: $id, unseen: false) { id } }', {
          id: row!.id,
        }),
      ),
    ).toBe(404);
    expect((await inbox(await signedIn(app, owner.user.email))).unseen).toBe(1);
  });
});

describe('the live subscription', () => {
  const subscribe = (cookie: string, userId: number) =>
    subscribeLive<Notification>(
      app.url,
      cookie,
      {
        query: 'subscription($id: ID!) { userNotification(userId: $id) { id plainTextDescription url } }',
        variables: { id: String(userId) },
      },
      'userNotification',
    );
  const until = (check: () => boolean) => eventually(check, 2000);

  it("delivers a user's own new notifications and never another user's; another user's id is refused", async () => {
    const a = await makeFreelancer(app);
    const b = await makeFreelancer(app);
    const aClient = await signedIn(app, a.user.email);
    const live = subscribe(aClient.cookie!, a.user.id);
    await new Promise((r) => setTimeout(r, 200));
    await notify([b.user.id], 'Pour B');
    await notify([a.user.id], 'Pour A');
    await until(() => live.received.length > 0);
    await new Promise((r) => setTimeout(r, 100));
    expect(live.received.map((n) => n.plainTextDescription)).toEqual(['Pour A']);
    live.close();

    const spy = subscribe(aClient.cookie!, b.user.id);
    await spy.done;
    expect(spy.errors[0]?.extensions?.code).toBe(403);
    expect(spy.received).toEqual([]);
    spy.close();
  });
});
