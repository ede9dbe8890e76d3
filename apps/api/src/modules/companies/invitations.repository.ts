import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type CorporateInvitationRow, corporateInvitations } from './invitations.tables';

type NewInvitation = typeof corporateInvitations.$inferInsert;

/** Pending: neither accepted nor revoked (it may have expired). */
const pending = and(isNull(corporateInvitations.acceptedAt), isNull(corporateInvitations.revokedAt));

export function pendingInvitationsOfCompany(db: DbOrTx, companyId: number): Promise<CorporateInvitationRow[]> {
  return db
    .select()
    .from(corporateInvitations)
    .where(and(eq(corporateInvitations.companyId, companyId), pending))
    .orderBy(desc(corporateInvitations.sentAt));
}

/** An invitation of that company (another company's is not found). */
export async function findInvitationOfCompany(
  db: DbOrTx,
  companyId: number,
  id: number,
): Promise<CorporateInvitationRow | null> {
  const [row] = await db
    .select()
    .from(corporateInvitations)
    .where(and(eq(corporateInvitations.id, id), eq(corporateInvitations.companyId, companyId)));
  return row ?? null;
}

export async function findInvitationByTokenHash(db: DbOrTx, tokenHash: string): Promise<CorporateInvitationRow | null> {
  const [row] = await db.select().from(corporateInvitations).where(eq(corporateInvitations.tokenHash, tokenHash));
  return row ?? null;
}

/** Revokes the company's pending invitations to that e-mail (a new one replaces them). */
export async function revokePendingInvitationsTo(db: DbOrTx, companyId: number, email: string): Promise<void> {
  await db
    .update(corporateInvitations)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(corporateInvitations.companyId, companyId),
        sql`lower(${corporateInvitations.email}) = ${email.toLowerCase()}`,
        pending,
      ),
    );
}

export async function insertInvitation(db: DbOrTx, invitation: NewInvitation): Promise<CorporateInvitationRow> {
  const [row] = await db.insert(corporateInvitations).values(invitation).returning();
  return row!;
}

export async function updateInvitation(
  db: DbOrTx,
  id: number,
  changes: Partial<NewInvitation>,
): Promise<CorporateInvitationRow> {
  const [row] = await db.update(corporateInvitations).set(changes).where(eq(corporateInvitations.id, id)).returning();
  return row!;
}

/** Marks a pending invitation accepted; false when it was used or revoked meanwhile (a race). */
export async function acceptInvitationRow(db: DbOrTx, id: number, userId: number): Promise<boolean> {
  const rows = await db
    .update(corporateInvitations)
    .set({ acceptedAt: new Date(), acceptedUserId: userId })
    .where(and(eq(corporateInvitations.id, id), pending))
    .returning({ id: corporateInvitations.id });
  return rows.length === 1;
}
