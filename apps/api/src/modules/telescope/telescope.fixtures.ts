/**
 * Test fixtures of the telescope: a team member, freelancers marked with a test's own token so that its searches
 * see only them, and the search as the web app sends it. Only tests use this file.
 */
import type { FreelanceStatus } from '@orbite/domain/freelance-status';
import { eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { makeFreelancer, makeTeamMember, signedIn } from '../../testing/factories';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { freelances } from '../freelancers/freelancers.tables';
import { freelanceSkills } from '../freelancers/profile.tables';
import { skills } from '../skills/skills.tables';

/** The telescope tests' world: a team member searching, and the skills' ids by name. */
export interface TelescopeWorld {
  app: TestApp;
  team: TestClient;
  skillIds: Record<string, number>;
}

export async function makeTelescopeWorld(): Promise<TelescopeWorld> {
  const app = await createTestApp();
  const { user } = await makeTeamMember(app);
  const team = await signedIn(app, user.email);
  const rows = await app.server.deps.db
    .select({ id: skills.id, name: skills.name })
    .from(skills)
    .where(inArray(skills.name, ['React', 'TypeScript', 'Python']));
  const skillIds: Record<string, number> = {};
  for (const row of rows) skillIds[row.name] = row.id;
  return { app, team, skillIds };
}

export const SEARCH = `query($filters: TelescopeFiltersInput!, $offset: Int, $limit: Int) {
  telescope(filters: $filters, offset: $offset, limit: $limit) {
    count
    requestedSkills { id name }
    items { id publicId fullName profilePictureUrl tagline retribution isAvailable availabilityDate availableNow
      city distanceKm status profileScore qualification coveredSkillsCount coveredYears
      matchedSkills { skillId name years minYears covered } }
  }
}`;

let tokens = 0;
/** A word put in the taglines of one test's freelancers, so that its searches see only them. */
export const newToken = () => `tlsc${Date.now().toString(36)}x${++tokens}`;

export type Patch = Partial<typeof freelances.$inferInsert>;

/** A freelancer with the test's token in their tagline, the columns given and the skills given (years on each). */
export async function freelancer(
  { app, skillIds }: TelescopeWorld,
  token: string,
  patch: Patch = {},
  skillYears: Record<string, number | null> = {},
) {
  const db = app.server.deps.db;
  const { freelance, user } = await makeFreelancer(app, (patch.status ?? 'validated') as FreelanceStatus);
  await db
    .update(freelances)
    .set({ tagline: `Consultant ${token}`, ...patch })
    .where(eq(freelances.id, freelance.id));
  const entries = Object.entries(skillYears);
  if (entries.length)
    await db
      .insert(freelanceSkills)
      .values(entries.map(([name, duration]) => ({ freelanceId: freelance.id, skillId: skillIds[name]!, duration })));
  return { id: String(freelance.id), userId: user.id, email: user.email };
}

export interface Item {
  id: string;
  fullName: string;
  isAvailable: boolean;
  availableNow: boolean;
  city: string | null;
  distanceKm: number | null;
  status: string;
  profileScore: number;
  qualification: string | null;
  coveredSkillsCount: number;
  coveredYears: number;
  matchedSkills: { skillId: string; name: string; years: number | null; minYears: number; covered: boolean }[];
}

export async function search(
  { team }: TelescopeWorld,
  filters: Record<string, unknown>,
  page: { offset?: number; limit?: number } = {},
) {
  const response = await team.gql(SEARCH, { filters, ...page });
  expect(response.errors).toBeUndefined();
  return response.data!.telescope as { count: number; items: Item[]; requestedSkills: { id: string; name: string }[] };
}
export const ids = (result: { items: { id: string }[] }) => result.items.map((item) => item.id);
