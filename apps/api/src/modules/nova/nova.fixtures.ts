import { eq, inArray } from 'drizzle-orm';
import { makeCorporate, makeFreelancer, makeTeamMember, signedIn } from '../../testing/factories';
import type { TestApp } from '../../testing/test-app';
import { corporates } from '../companies/companies.tables';
import { freelances } from '../freelancers/freelancers.tables';
import { freelanceSkills } from '../freelancers/profile.tables';
import { insertMission, replaceMissionSkills } from '../missions/missions.repository';
import { skills } from '../skills/skills.tables';
import { users } from '../users/users.tables';

/** Two companies with a mission each, a React freelancer and a team member, for Nova's tests. */
export async function novaWorld(app: TestApp) {
  const db = app.server.deps.db;
  const rows = await db
    .select({ id: skills.id, name: skills.name })
    .from(skills)
    .where(inArray(skills.name, ['React', 'Python']));
  const skillIds = Object.fromEntries(rows.map((r) => [r.name, r.id])) as Record<string, number>;
  const lumen = await makeCorporate(app, 'admin', `Lumen ${Math.random().toString(36).slice(2, 7)}`);
  const rival = await makeCorporate(app, 'admin', `Rival ${Math.random().toString(36).slice(2, 7)}`);
  await db
    .update(corporates)
    .set({ hasNovaAccess: true })
    .where(inArray(corporates.id, [lumen.corporate.id, rival.corporate.id]));
  const mission = async (companyId: number, title: string) => {
    const row = await insertMission(db, {
      hash: `nova-${Math.random().toString(36).slice(2)}`,
      companyId,
      status: 'seeking',
      title,
      retribution: 650,
    });
    await replaceMissionSkills(db, row.id, [{ skillId: skillIds.React!, primary: true, yearsRequired: null }]);
    return row;
  };
  const lumenMission = await mission(lumen.company.id, 'Refonte du portail client React');
  const rivalMission = await mission(rival.company.id, 'Secret industriel Rival');
  const { freelance, user } = await makeFreelancer(app, 'validated');
  await db.update(users).set({ firstName: 'Julien', lastName: 'Moreau' }).where(eq(users.id, user.id));
  await db
    .update(freelances)
    .set({
      retribution: 550,
      tagline: 'Développeur React senior',
      isAvailable: true,
      // Villeurbanne, next to Lyon: a search in Lyon finds him, one in Île-de-France does not.
      latitude: 45.7719,
      longitude: 4.8902,
    })
    .where(eq(freelances.id, freelance.id));
  await db.insert(freelanceSkills).values({ freelanceId: freelance.id, skillId: skillIds.React!, duration: 6 });
  const team = await makeTeamMember(app);
  return {
    skillIds,
    lumen,
    rival,
    lumenMission,
    rivalMission,
    freelance,
    team,
    client: () => signedIn(app, lumen.user.email),
    teamClient: () => signedIn(app, team.user.email),
  };
}
