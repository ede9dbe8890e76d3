/*
 * A freelancer the team bans or deletes is signed out at once: every session ends in the same
 * transaction, their open WebSockets close with 4401 right away (not at the 60-second re-check),
 * their HTTP requests are refused, and other people's sockets and sessions go on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_ENDED_CLOSE_CODE } from '../../server';
import { makeFreelancer, makeTeamMember, signedIn } from '../../testing/factories';
import { eventually, openServerTimeSocket } from '../../testing/live';
import { createTestApp, errorCode, type TestApp, type TestClient } from '../../testing/test-app';

let app: TestApp;
let team: TestClient;
beforeAll(async () => {
  app = await createTestApp();
  team = await signedIn(app, (await makeTeamMember(app)).user.email);
});
afterAll(() => app?.stop());

/** A freelancer signed in twice (two devices), each with a socket open; and a bystander with one. */
async function scene() {
  const { user, freelance } = await makeFreelancer(app);
  const devices = [await signedIn(app, user.email), await signedIn(app, user.email)];
  const sockets = [
    await openServerTimeSocket(app.url, devices[0]!.cookie),
    await openServerTimeSocket(app.url, devices[1]!.cookie),
  ];
  const bystander = await signedIn(app, (await makeFreelancer(app)).user.email);
  const bystanderSocket = await openServerTimeSocket(app.url, bystander.cookie);
  return { freelance, devices, sockets, bystander, bystanderSocket };
}

type Scene = Awaited<ReturnType<typeof scene>>;

/** The person's sockets closed with 4401 well before the re-check; their requests are refused; others go on. */
async function expectSignedOut({ devices, sockets, bystander, bystanderSocket }: Scene) {
  // The re-check runs every 60 s: closing within 3 s means the event did it.
  expect(await eventually(() => sockets.every((socket) => socket.closedWith !== null), 3_000)).toBe(true);
  expect(sockets.map((socket) => socket.closedWith)).toEqual([SESSION_ENDED_CLOSE_CODE, SESSION_ENDED_CLOSE_CODE]);
  for (const device of devices) expect(errorCode(await device.gql('{ mySessions { id } }'))).toBe(401);
  const ticks = bystanderSocket.received;
  expect(await eventually(() => bystanderSocket.received > ticks)).toBe(true);
  expect(bystanderSocket.closedWith).toBeNull();
  expect((await bystander.gql('{ mySessions { id } }')).errors).toBeUndefined();
  await Promise.all([...sockets, bystanderSocket].map((socket) => socket.dispose()));
}

const CHANGE = `mutation($id: ID!, $input: FreelanceStatusChangeInput!) {
  changeFreelanceStatus(freelanceId: $id, input: $input) { status }
}`;

describe('the team closes a freelancer’s account', () => {
  it('signs a banned freelancer out at once, on every device', async () => {
    const people = await scene();
    const banned = await team.gql(CHANGE, {
      id: people.freelance.id,
      input: { status: 'banned', banCategory: 'serious', reason: 'identityTheft' },
    });
    expect(banned.data?.changeFreelanceStatus.status, JSON.stringify(banned.errors)).toBe('banned');
    await expectSignedOut(people);
  });

  it('signs a deleted freelancer out at once', async () => {
    const people = await scene();
    const deleted = await team.gql('mutation($id: ID!) { deleteFreelance(freelanceId: $id) }', {
      id: people.freelance.id,
    });
    expect(deleted.data?.deleteFreelance, JSON.stringify(deleted.errors)).toBe(true);
    await expectSignedOut(people);
  });

  it('leaves the sessions of a freelancer whose status changes otherwise, or whose ban is refused', async () => {
    const { freelance, devices, sockets, bystanderSocket } = await scene();
    const refused = await team.gql(CHANGE, { id: freelance.id, input: { status: 'banned', reason: 'harassment' } });
    expect(errorCode(refused)).toBe(400);
    const moved = await team.gql(CHANGE, { id: freelance.id, input: { status: 'wrongScope', note: 'Salarié en CDI' } });
    expect(moved.data?.changeFreelanceStatus.status).toBe('wrongScope');
    const ticks = sockets.map((socket) => socket.received);
    expect(await eventually(() => sockets.every((socket, i) => socket.received > ticks[i]!))).toBe(true);
    expect(sockets.map((socket) => socket.closedWith)).toEqual([null, null]);
    for (const device of devices) expect((await device.gql('{ mySessions { id } }')).errors).toBeUndefined();
    await Promise.all([...sockets, bystanderSocket].map((socket) => socket.dispose()));
  });
});
