import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCorporate, makeFreelancer, makeTeamMember, signedIn } from '../../testing/factories';
import { createTestApp, errorCode, type TestApp, type TestClient } from '../../testing/test-app';
import { telescopeFiltersFromText } from './telescope-text.service';

let app: TestApp;
let team: TestClient;

beforeAll(async () => {
  app = await createTestApp();
  const { user } = await makeTeamMember(app);
  team = await signedIn(app, user.email);
});
afterAll(() => app?.stop());

const QUERY = `query($text: String!) {
  telescopeFiltersFromText(text: $text) { filters chips { key label value } unmatched }
}`;
const SEARCH = `query($filters: TelescopeFiltersInput!) { telescope(filters: $filters) { count } }`;

interface Proposal {
  filters: Record<string, unknown>;
  chips: { key: string; label: string; value: unknown }[];
  unmatched: string[];
}

async function propose(text: string) {
  const response = await team.gql(QUERY, { text });
  expect(response.errors).toBeUndefined();
  return response.data!.telescopeFiltersFromText as Proposal;
}

describe('telescopeFiltersFromText', () => {
  it('reads skills, place, remote, availability and rate into valid filters', async () => {
    const proposal = await propose('data engineer Spark, Lyon ou remote, dispo en mars, 600 max');
    const spark = proposal.chips.find((chip) => chip.key === 'skills');
    expect(spark).toMatchObject({ label: 'Compétence : Apache Spark' });
    expect(proposal.filters).toMatchObject({
      text: 'data engineer',
      skills: [{ skillId: (spark!.value as { skillId: string }).skillId }],
      maxRetribution: 600,
      workplace: 'remote',
      location: { label: 'Lyon', radiusKm: 50 },
    });
    expect(proposal.filters.availableBy).toMatch(/^\d{4}-03-01$/);
    expect(proposal.chips.map((chip) => chip.key)).toEqual(
      expect.arrayContaining(['skills', 'text', 'maxRetribution', 'availableBy', 'workplace', 'location']),
    );
    // The proposal is a search the telescope accepts as is.
    const search = await team.gql(SEARCH, { filters: proposal.filters });
    expect(search.errors).toBeUndefined();
  });

  it('matches skills through their aliases and lists what gives no filter', async () => {
    const proposal = await propose(
      'développeur senior ReactJS et Zorglubium à Bordeaux, TJM entre 500 et 700 €, 6 mois',
    );
    expect(proposal.chips.filter((chip) => chip.key === 'skills').map((chip) => chip.label)).toEqual([
      'Compétence : React',
    ]);
    expect(proposal.filters.maxRetribution).toBe(700);
    expect(proposal.unmatched).toEqual(
      expect.arrayContaining([
        'Compétence inconnue du catalogue : zorglubium',
        'TJM minimum 500 € (pas de filtre)',
        'Niveau senior (pas de filtre)',
        'Durée : 130 jours de travail (pas de filtre)',
      ]),
    );
  });

  it('leaves a place it cannot put on the map as a chip to complete', async () => {
    const proposal = await propose('Python à Quimperlé');
    expect(proposal.filters.location).toBeUndefined();
    expect(proposal.chips).toContainEqual({
      key: 'location',
      label: 'Lieu à préciser : Quimperlé',
      value: { label: 'Quimperlé', latitude: null, longitude: null, radiusKm: 50 },
    });
  });

  it('uses the address service for unknown places when there is one', async () => {
    const db = app.server.deps.db;
    const geocoder = {
      search: async () => [
        {
          label: 'Quimperlé',
          street: null,
          zipCode: '29300',
          city: 'Quimperlé',
          countryIso: 'FR',
          point: { latitude: 47.87, longitude: -3.55 },
        },
      ],
    };
    const proposal = await telescopeFiltersFromText(db, { role: 'teamMember', userId: 1 }, 'Python à Quimperlé', {
      geocoder,
      today: '2026-11-23',
    });
    expect(proposal.filters.location).toEqual({ latitude: 47.87, longitude: -3.55, radiusKm: 50, label: 'Quimperlé' });
  });

  it('refuses an empty or too long text', async () => {
    expect(errorCode(await team.gql(QUERY, { text: '   ' }))).toBe(400);
    expect(errorCode(await team.gql(QUERY, { text: 'a'.repeat(501) }))).toBe(400);
  });

  it('is for the team only', async () => {
    const { user: corporate } = await makeCorporate(app);
    const { user: freelancer } = await makeFreelancer(app);
    for (const email of [corporate.email, freelancer.email]) {
      const client = await signedIn(app, email);
      expect(errorCode(await client.gql(QUERY, { text: 'React' }))).toBe(403);
    }
    expect(errorCode(await app.client().gql(QUERY, { text: 'React' }))).toBe(401);
  });
});
