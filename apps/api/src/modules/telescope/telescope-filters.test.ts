import { addDays, todayInParis } from '@orbite/domain/calendar-day';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCorporate } from '../../testing/factories';
import type { TestApp, TestClient } from '../../testing/test-app';
import { matches } from '../matches/matches.tables';
import { missions } from '../missions/missions.tables';
import { users } from '../users/users.tables';
import {
  freelancer,
  ids,
  makeTelescopeWorld,
  newToken,
  SEARCH,
  search,
  type TelescopeWorld,
} from './telescope.fixtures';

// The telescope's filters other than skills (by skills, and pages: telescope.test.ts).

let world: TelescopeWorld;
let app: TestApp;
let team: TestClient;

beforeAll(async () => {
  world = await makeTelescopeWorld();
  ({ app, team } = world);
});
afterAll(() => app?.stop());

describe('telescope filters', () => {
  it('keeps freelancers available now or by the day asked', async () => {
    const token = newToken();
    const today = todayInParis();
    const now = await freelancer(world, token, { isAvailable: true });
    const soon = await freelancer(world, token, { isAvailable: false, availabilityDate: addDays(today, 10) });
    const past = await freelancer(world, token, { isAvailable: false, availabilityDate: addDays(today, -3) });
    await freelancer(world, token, { isAvailable: false, availabilityDate: addDays(today, 40) });
    await freelancer(world, token, { isAvailable: false, availabilityDate: null });
    expect(ids(await search(world, { text: token, availableBy: addDays(today, 20) })).sort()).toEqual(
      [now.id, soon.id, past.id].sort(),
    );
    // A day already past means "available now".
    expect(ids(await search(world, { text: token, availableBy: addDays(today, -10) })).sort()).toEqual(
      [now.id, past.id].sort(),
    );
    const result = await search(world, { text: token, availableBy: today });
    expect(result.items.find((item) => item.id === past.id)).toMatchObject({ isAvailable: false, availableNow: true });
  });

  it('keeps daily rates up to the maximum', async () => {
    const token = newToken();
    const cheap = await freelancer(world, token, { retribution: 450 });
    const exact = await freelancer(world, token, { retribution: 500 });
    await freelancer(world, token, { retribution: 800 });
    await freelancer(world, token, { retribution: null });
    const result = await search(world, { text: token, maxRetribution: 500 });
    expect(ids(result).sort()).toEqual([cheap.id, exact.id].sort());
  });

  it('keeps freelancers within the radius, nearest first at equal rank, with their distance', async () => {
    const token = newToken();
    const place = (city: string, latitude: number, longitude: number) => ({
      location: { street: null, zipCode: null, city, state: null, countryIso: 'FR', point: { latitude, longitude } },
      latitude,
      longitude,
    });
    const versailles = await freelancer(world, token, place('Versailles', 48.8049, 2.1204));
    const paris = await freelancer(world, token, place('Paris', 48.8606, 2.3376));
    await freelancer(world, token, place('Lyon', 45.764, 4.8357));
    await freelancer(world, token);
    const result = await search(world, {
      text: token,
      location: { latitude: 48.8566, longitude: 2.3522, radiusKm: 30, label: 'Paris' },
    });
    expect(ids(result)).toEqual([paris.id, versailles.id]);
    expect(result.items[0]).toMatchObject({ city: 'Paris' });
    expect(result.items[0]!.distanceKm).toBeLessThan(2);
    expect(result.items[1]!.distanceKm).toBeGreaterThan(15);
    expect(result.items[1]!.distanceKm).toBeLessThan(20);
    expect((await search(world, { text: token })).items.every((item) => item.distanceKm === null)).toBe(true);
    const wide = await search(world, {
      text: token,
      location: { latitude: 48.8566, longitude: 2.3522, radiusKm: 500 },
    });
    expect(wide.count).toBe(3);
  });

  it('keeps the workplace asked and those without preference', async () => {
    const token = newToken();
    const remote = await freelancer(world, token, { prefWorkplace: 'remote' });
    const indifferent = await freelancer(world, token, { prefWorkplace: 'none' });
    await freelancer(world, token, { prefWorkplace: 'onSite' });
    await freelancer(world, token, { prefWorkplace: null });
    expect(ids(await search(world, { text: token, workplace: 'remote' })).sort()).toEqual(
      [remote.id, indifferent.id].sort(),
    );
  });

  it('leaves banned and out-of-scope freelancers out unless asked for', async () => {
    const token = newToken();
    const fresh = await freelancer(world, token, { status: 'new' });
    const validated = await freelancer(world, token, { status: 'validated' });
    const banned = await freelancer(world, token, { status: 'banned' });
    const wrongScope = await freelancer(world, token, { status: 'wrongScope' });
    expect(ids(await search(world, { text: token })).sort()).toEqual([fresh.id, validated.id].sort());
    expect(ids(await search(world, { text: token, statuses: ['banned', 'wrongScope'] })).sort()).toEqual(
      [banned.id, wrongScope.id].sort(),
    );
    const result = await search(world, { text: token, statuses: ['banned'] });
    expect(result.items[0]).toMatchObject({ id: banned.id, status: 'banned' });
  });

  it('keeps profile scores from the minimum', async () => {
    const token = newToken();
    const high = await freelancer(world, token, { profileScore: 80 });
    const edge = await freelancer(world, token, { profileScore: 60 });
    await freelancer(world, token, { profileScore: 59 });
    expect(ids(await search(world, { text: token, minProfileScore: 60 }))).toEqual([high.id, edge.id]);
  });

  it('keeps the qualifications asked, notAssessed for freelancers without one', async () => {
    const token = newToken();
    const qualified = await freelancer(world, token, { qualification: 'qualified', profileScore: 40 });
    const pending = await freelancer(world, token, { qualification: 'pending', profileScore: 30 });
    const disqualified = await freelancer(world, token, { qualification: 'disqualified', profileScore: 20 });
    const fresh = await freelancer(world, token, { profileScore: 10 });
    expect(ids(await search(world, { text: token, qualifications: ['qualified'] }))).toEqual([qualified.id]);
    expect(ids(await search(world, { text: token, qualifications: ['pending', 'notAssessed'] }))).toEqual([
      pending.id,
      fresh.id,
    ]);
    expect(ids(await search(world, { text: token, qualifications: ['notAssessed'] }))).toEqual([fresh.id]);
    // None asked (or an empty list): everyone, assessed or not, each with their verdict.
    const all = await search(world, { text: token, qualifications: [] });
    expect(all.items.map((item) => [item.id, item.qualification])).toEqual([
      [qualified.id, 'qualified'],
      [pending.id, 'pending'],
      [disqualified.id, 'disqualified'],
      [fresh.id, null],
    ]);
  });

  it('hides the freelancers already matched to a mission', async () => {
    const token = newToken();
    const db = app.server.deps.db;
    const { company } = await makeCorporate(app);
    const [mission] = await db
      .insert(missions)
      .values({ hash: `h${token}`, companyId: company.id })
      .returning();
    const matched = await freelancer(world, token);
    const free = await freelancer(world, token);
    await db
      .insert(matches)
      .values({ missionId: mission!.id, freelanceId: Number(matched.id), status: 'teamMemberPreselection' });
    expect(ids(await search(world, { text: token, excludeMissionId: String(mission!.id) }))).toEqual([free.id]);
    expect((await search(world, { text: token })).count).toBe(2);
  });

  it('searches names, e-mails and taglines as plain text', async () => {
    const token = newToken();
    const db = app.server.deps.db;
    const named = await freelancer(world, token);
    await db
      .update(users)
      .set({ lastName: `Zorglub${token}` })
      .where(eq(users.id, named.userId));
    const tagged = await freelancer(world, token, { tagline: `Expert 100% ${token}` });
    expect(ids(await search(world, { text: `zorglub${token}` }))).toEqual([named.id]);
    expect(ids(await search(world, { text: named.email.toUpperCase() }))).toEqual([named.id]);
    expect(ids(await search(world, { text: `100% ${token}` }))).toEqual([tagged.id]);
    // % is a character, not a wildcard.
    expect((await search(world, { text: `1%0 ${token}` })).count).toBe(0);
    const item = (await search(world, { text: `zorglub${token}` })).items[0]!;
    expect(item).toMatchObject({ fullName: `Alex Zorglub${token}`, profilePictureUrl: null });
  });

  it('refuses filters that break their rules, naming the field', async () => {
    const field = async (filters: Record<string, unknown>) =>
      (await team.gql(SEARCH, { filters })).errors?.[0]?.extensions?.field;
    expect(await field({ minProfileScore: 101 })).toBe('minProfileScore');
    expect(await field({ location: { latitude: 48, longitude: 2, radiusKm: 0 } })).toBe('location');
    expect(await field({ skills: [{ skillId: '1', minYears: 40 }] })).toBe('skills');
    expect(await field({ maxRetribution: -5 })).toBe('maxRetribution');
    // An unknown verdict never reaches the service: the input's enum refuses it.
    expect((await team.gql(SEARCH, { filters: { qualifications: ['frozen'] } })).errors).toBeDefined();
    expect((await team.gql(SEARCH, { filters: { qualification: 'qualified' } })).errors).toBeDefined();
  });
});
