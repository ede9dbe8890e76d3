import { newToken, sha256 } from '../../modules/auth/auth.crypto';
import { findCompanyByName, insertCorporate } from '../../modules/companies/companies.repository';
import { flagsOf } from '../../modules/companies/crew.policy';
import { insertInvitation, pendingInvitationsOfCompany } from '../../modules/companies/invitations.repository';
import { findUserByEmail, insertUser } from '../../modules/users/users.repository';
import type { DbOrTx } from '../client';

/**
 * Lumen Analytics' crew beyond the demo accounts: a second manager who only runs missions (no
 * profile, administration, community nor crew) and a pending invitation sent by Sophie.
 * Idempotent; returns how many users it created.
 */
export async function seedDemoCrew(db: DbOrTx, passwordHash: string): Promise<number> {
  const company = await findCompanyByName(db, 'Lumen Analytics');
  const sophie = await findUserByEmail(db, 'client@demo.fr');
  if (!company || !sophie) return 0;
  let created = 0;
  if (!(await findUserByEmail(db, 'lucie.garnier@demo.fr'))) {
    const lucie = await insertUser(db, {
      email: 'lucie.garnier@demo.fr',
      firstName: 'Lucie',
      lastName: 'Garnier',
      jobTitle: 'Cheffe de projet data',
      passwordHash,
      termsValidatedAt: new Date(),
    });
    await insertCorporate(db, {
      companyId: company.id,
      userId: lucie.id,
      role: 'manager',
      permissions: flagsOf({ showMissions: true }),
    });
    created++;
  }
  const pending = await pendingInvitationsOfCompany(db, company.id);
  if (!pending.some((invitation) => invitation.email === 'hugo.marchand@lumen-analytics.fr')) {
    await insertInvitation(db, {
      companyId: company.id,
      email: 'hugo.marchand@lumen-analytics.fr',
      firstName: 'Hugo',
      lastName: 'Marchand',
      role: 'manager',
      permissions: flagsOf({ showProfile: true, showMissions: true, showCommunity: true }),
      // Nobody holds the link of a seeded invitation: resending it mails a fresh one.
      tokenHash: sha256(newToken()),
      invitedByUserId: sophie.id,
      sentAt: new Date(Date.now() - 2 * 86_400_000),
      expiresAt: new Date(Date.now() + 5 * 86_400_000),
    });
  }
  return created;
}
