import { hashPassword } from '../../modules/auth/auth.crypto';
import { addCorporate, findOrCreateCompany } from '../../modules/companies/companies.service';
import { createFreelance } from '../../modules/freelancers/freelancers.service';
import { updateFreelance } from '../../modules/freelancers/profile.repository';
import { addTeamMember } from '../../modules/team/team.service';
import { findUserByEmail, insertUser } from '../../modules/users/users.repository';
import type { Db } from '../client';
import { DEMO_PASSWORD } from './demo-accounts';
import { seedDemoAnalytics } from './demo-analytics';
import { seedDemoBackofficeCompanies } from './demo-backoffice-companies';
import { seedDemoChat } from './demo-chat';
import { backdateDemoCompanies, seedDemoCompanies } from './demo-companies';
import { seedDemoCompanySettings } from './demo-company-settings';
import { seedDemoCrew, seedDemoSignIns } from './demo-crew';
import { seedDemoDeals } from './demo-deals';
import { seedDemoEndorsements } from './demo-endorsements';
import { seedDemoEnterpriseSignup } from './demo-enterprise-signup';
import { seedDemoAcquisitionSources, seedDemoFavorites } from './demo-favorites';
import { seedDemoHunting } from './demo-hunting';
import { seedDemoInvoices } from './demo-invoices';
import { type DemoSeedTools, seedDemoContractParties, seedDemoLegal } from './demo-legal';
import { demoMarket } from './demo-market';
import { seedDemoMissions } from './demo-missions';
import { seedDemoModeration } from './demo-moderation';
import { seedDemoNotifications } from './demo-notifications';
import { seedDemoNova } from './demo-nova';
import { demoLocation } from './demo-places';
import { seedDemoProfileImports } from './demo-profile-imports';
import { seedDemoProfiles } from './demo-profiles';
import { seedDemoQualifications } from './demo-qualifications';
import { seedDemoReviews } from './demo-reviews';
import { seedDemoSignatures } from './demo-signatures';
import { backdateDemoSignUps } from './demo-signups';
import { seedDemoTeams } from './demo-teams';
import { seedDemoWorkLogs } from './demo-work-logs';

interface DemoPerson {
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  jobTitle?: string;
}

/**
 * Demo data for the embedded database: idempotent, each person is created only when their
 * e-mail is not there yet, in one transaction.
 */
export async function seedDemo(db: Db, tools: DemoSeedTools = {}): Promise<{ created: number }> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  let created = 0;
  await db.transaction(async (tx) => {
    const person = async (p: DemoPerson) => {
      if (await findUserByEmail(tx, p.email)) return null;
      created++;
      return insertUser(tx, { ...p, passwordHash, termsValidatedAt: new Date() });
    };

    const equipe = await person({
      email: 'equipe@demo.fr',
      firstName: 'Camille',
      lastName: 'Moreau',
      phoneNumber: '+33612000001',
      jobTitle: 'Account manager',
    });
    if (equipe) await addTeamMember(tx, { userId: equipe.id, accountManager: true });

    const company = await findOrCreateCompany(tx, 'Lumen Analytics');
    const client = await person({
      email: 'client@demo.fr',
      firstName: 'Sophie',
      lastName: 'Durand',
      phoneNumber: '+33612000002',
      jobTitle: 'Directrice technique',
    });
    if (client)
      await addCorporate(tx, { userId: client.id, companyId: company.id, role: 'admin', hasNovaAccess: false });
    const manager = await person({
      email: 'manager@demo.fr',
      firstName: 'Thomas',
      lastName: 'Lefèvre',
      phoneNumber: '+33612000003',
      jobTitle: 'Engineering manager',
    });
    if (manager) await addCorporate(tx, { userId: manager.id, companyId: company.id, role: 'manager' });

    const freelance = await person({
      email: 'freelance@demo.fr',
      firstName: 'Julien',
      lastName: 'Bernard',
      phoneNumber: '+33612000004',
      jobTitle: 'Data engineer',
    });
    if (freelance)
      await createFreelance(tx, { userId: freelance.id, firstName: freelance.firstName, status: 'validated' });
    const outOfScope = await person({
      email: 'horsperimetre@demo.fr',
      firstName: 'Nadia',
      lastName: 'Petit',
      phoneNumber: '+33612000005',
      jobTitle: 'Assistante commerciale',
    });
    if (outOfScope) {
      const nadia = await createFreelance(tx, {
        userId: outOfScope.id,
        firstName: outOfScope.firstName,
        status: 'wrongScope',
      });
      await updateFreelance(tx, nadia.id, demoLocation('marseille'));
    }

    created += await seedDemoProfiles(tx, passwordHash);
    await seedDemoQualifications(tx);
    await seedDemoEndorsements(tx);
    await seedDemoFavorites(tx);
    await seedDemoProfileImports(tx);
    await seedDemoAcquisitionSources(tx);
    await seedDemoLegal(tx, tools);
    // The market: client companies, missions in every status, their candidates and meetings.
    const companies = await seedDemoCompanies(tx, passwordHash);
    created += companies.created;
    created += await seedDemoCrew(tx, passwordHash);
    created += await seedDemoBackofficeCompanies(tx, passwordHash);
    created += await seedDemoHunting(tx, passwordHash);
    await seedDemoEnterpriseSignup(tx);
    created += await seedDemoTeams(tx, passwordHash);
    await seedDemoModeration(tx);
    await seedDemoCompanySettings(tx, tools);
    await seedDemoMissions(await demoMarket(tx, companies.clients, tools));
    // The legal identities and KYC files the contracts and invoices of those deals are made from.
    await seedDemoContractParties(tx, tools);
    // Deals of the missions in contracting and of the past ones (statuses, renewal answers, history).
    await seedDemoDeals(tx);
    // Contracts of the deals seeded above: signed files for signed deals, one signature waiting.
    await seedDemoSignatures(tx, tools);
    // Work logs and timesheets of the signed and ended deals (the invoices' seed reads the validated ones).
    await seedDemoWorkLogs(tx);
    // Invoices of the validated timesheets: paid, one overdue with its penalties, one credit note.
    await seedDemoInvoices(tx, tools);
    // Reviews come last: they read the missions finished and reviewed above (and the invoices' seed).
    await seedDemoReviews(tx);
    // Conversations of the demo's missions and matches (some unread, with mentions and a file).
    await seedDemoChat(tx, tools);
    await seedDemoSignIns(tx);
    // Notifications last: a believable inbox about the demo's own missions, deals and invoices.
    await seedDemoNotifications(tx);
    // A year of refused and failed missions with their matching, and Nova feedbacks, for the analytics.
    await seedDemoAnalytics(tx);
    await seedDemoNova(tx);
    // Last, once every mission has its date: each client dated before its first mission.
    await backdateDemoCompanies(tx);
    // Then everyone else who joined: freelancers, client users, the team, the companies without missions.
    await backdateDemoSignUps(tx);
  });
  return { created };
}
