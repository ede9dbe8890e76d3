import { and, eq, inArray, isNull } from 'drizzle-orm';
import { companies } from '../../modules/companies/companies.tables';
import { freelances } from '../../modules/freelancers/freelancers.tables';
import { addTeamMember, findTeamMemberOfUser } from '../../modules/team/team.service';
import { teamMembers } from '../../modules/team/team.tables';
import { findTeamByName, insertTeam } from '../../modules/team/teams.repository';
import { findUserByEmail, insertUser } from '../../modules/users/users.repository';
import { users } from '../../modules/users/users.tables';
import type { DbOrTx } from '../client';

/**
 * The back office's teams: Ventes (account managers), Talents (freelancer agents) and Opérations,
 * three colleagues of Camille, and who follows whom: Camille is the account manager of Lumen
 * Analytics and Maison Carrel and the agent of three demo freelancers. Idempotent: teams by name,
 * people by e-mail, and only assignments still empty are filled. Returns how many users it created.
 */
const TEAMS = [
  { name: 'Ventes', description: 'Chargés de compte : suivi des entreprises clientes et de leurs missions.' },
  { name: 'Talents', description: 'Agents des freelances : qualification, disponibilités et accompagnement.' },
  { name: 'Opérations', description: 'Contrats, facturation et support au quotidien.' },
] as const;

const COLLEAGUES = [
  {
    email: 'hugo.lefevre@demo.fr',
    firstName: 'Hugo',
    lastName: 'Lefèvre',
    jobTitle: 'Agent de freelances',
    team: 'Talents',
    accountManager: false,
    freelancerAgent: true,
  },
  {
    email: 'ines.bernard@demo.fr',
    firstName: 'Inès',
    lastName: 'Bernard',
    jobTitle: 'Chargée de compte',
    team: 'Ventes',
    accountManager: true,
    freelancerAgent: false,
  },
  {
    email: 'nadia.roussel@demo.fr',
    firstName: 'Nadia',
    lastName: 'Roussel',
    jobTitle: 'Responsable des opérations',
    team: 'Opérations',
    accountManager: false,
    freelancerAgent: false,
  },
] as const;

const CAMILLE_COMPANIES = ['Lumen Analytics', 'Maison Carrel'];
const INES_COMPANIES = ['Pivot Finance', 'Territoires Numériques'];
const CAMILLE_FREELANCERS = ['freelance@demo.fr', 'amelie.roussel@demo.fr', 'karim.benali@demo.fr'];

export async function seedDemoTeams(db: DbOrTx, passwordHash: string): Promise<number> {
  const teamIds = new Map<string, number>();
  for (const team of TEAMS) {
    const row = (await findTeamByName(db, team.name)) ?? (await insertTeam(db, { ...team }));
    teamIds.set(team.name, row.id);
  }
  let created = 0;
  const members = new Map<string, number>();
  for (const colleague of COLLEAGUES) {
    const existing = await findUserByEmail(db, colleague.email);
    if (existing) {
      const member = await findTeamMemberOfUser(db, existing.id);
      if (member) members.set(colleague.email, member.id);
      continue;
    }
    const user = await insertUser(db, {
      email: colleague.email,
      firstName: colleague.firstName,
      lastName: colleague.lastName,
      jobTitle: colleague.jobTitle,
      passwordHash,
      termsValidatedAt: new Date(),
    });
    created++;
    const member = await addTeamMember(db, {
      userId: user.id,
      accountManager: colleague.accountManager,
      freelancerAgent: colleague.freelancerAgent,
    });
    await db
      .update(teamMembers)
      .set({ teamId: teamIds.get(colleague.team)! })
      .where(eq(teamMembers.id, member.id));
    members.set(colleague.email, member.id);
  }

  // Camille (the demo's team account) sells and also follows a few freelancers.
  const camilleUser = await findUserByEmail(db, 'equipe@demo.fr');
  const camille = camilleUser ? await findTeamMemberOfUser(db, camilleUser.id) : null;
  if (camille && camille.teamId === null)
    await db
      .update(teamMembers)
      .set({ teamId: teamIds.get('Ventes')!, accountManager: true, freelancerAgent: true })
      .where(eq(teamMembers.id, camille.id));

  const assignCompanies = async (names: string[], memberId: number | undefined) => {
    if (!memberId) return;
    await db
      .update(companies)
      .set({ accountManagerId: memberId })
      .where(and(inArray(companies.name, names), isNull(companies.accountManagerId)));
  };
  await assignCompanies(CAMILLE_COMPANIES, camille?.id);
  await assignCompanies(INES_COMPANIES, members.get('ines.bernard@demo.fr'));

  const freelancesOf = async (emails: string[] | null) => {
    const rows = await db
      .select({ id: freelances.id, email: users.email })
      .from(freelances)
      .innerJoin(users, eq(users.id, freelances.userId))
      .where(and(isNull(freelances.talentSuccessManagerId), eq(freelances.preUser, false)));
    return rows.filter((row) => (emails ? emails.includes(row.email) : row.email.endsWith('@demo.fr')));
  };
  if (camille) {
    const mine = await freelancesOf(CAMILLE_FREELANCERS);
    if (mine.length)
      await db
        .update(freelances)
        .set({ talentSuccessManagerId: camille.id })
        .where(
          inArray(
            freelances.id,
            mine.map((row) => row.id),
          ),
        );
  }
  const hugo = members.get('hugo.lefevre@demo.fr');
  if (hugo) {
    // Hugo follows the other demo freelancers (not those out of scope).
    const others = (await freelancesOf(null)).filter((row) => row.email !== 'horsperimetre@demo.fr');
    if (others.length)
      await db
        .update(freelances)
        .set({ talentSuccessManagerId: hugo })
        .where(
          inArray(
            freelances.id,
            others.map((row) => row.id),
          ),
        );
  }
  return created;
}
