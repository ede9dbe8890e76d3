import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { emailConfirmations, userIdentities } from '../auth/auth.tables';
import { deals } from '../deals/deals.tables';
import { invoices } from '../invoices/invoices.tables';
import { matches } from '../matches/matches.tables';
import { missionReviews } from '../reviews/reviews.tables';
import { type UserRow, users } from '../users/users.tables';
import { type FreelanceRow, freelances } from './freelancers.tables';

/** Another account using this e-mail (compared without case), if any. */
export async function otherUserWithEmail(db: DbOrTx, email: string, exceptUserId: number | null) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = ${email.trim().toLowerCase()}`,
        exceptUserId === null ? undefined : ne(users.id, exceptUserId),
      ),
    );
  return row ?? null;
}

export async function otherUserWithPhone(db: DbOrTx, phoneNumber: string, exceptUserId: number | null) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phoneNumber, phoneNumber), exceptUserId === null ? undefined : ne(users.id, exceptUserId)));
  return row ?? null;
}

/** Identifier of a stored LinkedIn URL, as `linkedInKey` computes it (lower case, /in/ or /pub/). */
const storedLinkedInKey = sql<string>`lower(substring(${freelances.linkedInUrl} from 'linkedin\\.com/(?:comm/)?(?:in|pub)/([^/?#[:space:]]+)'))`;

/** Another freelancer whose LinkedIn profile has this identifier, if any. */
export async function otherFreelanceWithLinkedIn(db: DbOrTx, key: string, exceptFreelanceId: number | null) {
  const [row] = await db
    .select({ id: freelances.id })
    .from(freelances)
    .where(
      and(eq(storedLinkedInKey, key), exceptFreelanceId === null ? undefined : ne(freelances.id, exceptFreelanceId)),
    );
  return row ?? null;
}

export async function updateUserIdentity(
  db: DbOrTx,
  userId: number,
  patch: Pick<UserRow, 'email' | 'firstName' | 'lastName' | 'phoneNumber' | 'jobTitle'>,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return row!;
}

export async function updateFreelanceIdentity(
  db: DbOrTx,
  freelanceId: number,
  patch: Partial<Pick<FreelanceRow, 'linkedInUrl' | 'acquisitionSource' | 'preUser'>>,
): Promise<FreelanceRow> {
  const [row] = await db
    .update(freelances)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(freelances.id, freelanceId))
    .returning();
  return row!;
}

/** What ties a freelancer to the history of missions: match statuses, deals, invoices, reviews. */
export async function historyOf(db: DbOrTx, freelanceId: number) {
  const matchRows = await db
    .select({ status: matches.status })
    .from(matches)
    .where(eq(matches.freelanceId, freelanceId));
  const [dealCount] = await db.select({ n: count() }).from(deals).where(eq(deals.freelanceId, freelanceId));
  const [invoiceCount] = await db.select({ n: count() }).from(invoices).where(eq(invoices.freelanceId, freelanceId));
  const [reviewCount] = await db
    .select({ n: count() })
    .from(missionReviews)
    .where(eq(missionReviews.freelanceId, freelanceId));
  return {
    matchStatuses: matchRows.map((m) => m.status),
    deals: dealCount?.n ?? 0,
    invoices: invoiceCount?.n ?? 0,
    reviews: reviewCount?.n ?? 0,
  };
}

/** Removes the freelancer's profile; its matches, skills, flags, evaluations... go with it (cascade). */
export async function deleteFreelanceRow(db: DbOrTx, freelanceId: number): Promise<void> {
  await db.delete(freelances).where(eq(freelances.id, freelanceId));
}

/** Keeps the account row (history points at it) but strips everything that identifies the person. */
export async function anonymizeUser(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(users)
    .set({
      email: `anonymized-${userId}@orbite.invalid`,
      firstName: 'Freelance',
      lastName: 'supprimé',
      phoneNumber: null,
      phoneCountryIso: null,
      jobTitle: null,
      slackId: null,
      slackUsername: null,
      profilePictureUrl: null,
      passwordHash: null,
      anonymizedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}

/**
 * Sign-in identities (Google, LinkedIn) of a removed account: the person may sign up again from scratch. Its
 * address confirmation links go too (they hold the address).
 */
export async function deleteSignInTraces(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(userIdentities).where(eq(userIdentities.userId, userId));
  await db.delete(emailConfirmations).where(eq(emailConfirmations.userId, userId));
}
