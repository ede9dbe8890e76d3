import { sql } from 'drizzle-orm';
import { newToken, sha256 } from '../../modules/auth/auth.crypto';
import { sessions } from '../../modules/auth/auth.tables';
import { findCompanyByName, insertCorporate } from '../../modules/companies/companies.repository';
import { flagsOf } from '../../modules/companies/crew.policy';
import { insertInvitation, pendingInvitationsOfCompany } from '../../modules/companies/invitations.repository';
import { findUserByEmail, insertUser } from '../../modules/users/users.repository';
import { type DbOrTx, selectRows } from '../client';

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

/**
 * When Lumen's crew last signed in, for its « Équipe » page: shortly before the last message each one wrote, else three
 * days ago. Past sessions, signed out an hour later, whose token nobody holds. Only for a person without any session.
 */
export async function seedDemoSignIns(db: DbOrTx): Promise<void> {
  const company = await findCompanyByName(db, 'Lumen Analytics');
  if (!company) return;
  const crew = await selectRows<{ userId: number; lastWrote: string | null; sessions: number }>(
    db,
    sql`select c.user_id as "userId",
          (select max(m.created_at) from chat_messages m where m.author_user_id = c.user_id) as "lastWrote",
          (select count(*) from sessions s where s.user_id = c.user_id)::int as sessions
        from corporates c where c.company_id = ${company.id}`,
  );
  for (const member of crew) {
    if (member.sessions > 0) continue;
    const signedIn = member.lastWrote
      ? new Date(new Date(member.lastWrote).getTime() - 15 * 60_000)
      : new Date(Date.now() - 3 * 86_400_000);
    await db.insert(sessions).values({
      tokenHash: sha256(newToken()),
      userId: member.userId,
      userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 Safari/605.1.15',
      createdAt: signedIn,
      lastSeenAt: signedIn,
      expiresAt: new Date(signedIn.getTime() + 3_600_000),
      revokedAt: new Date(signedIn.getTime() + 3_600_000),
    });
  }
}
