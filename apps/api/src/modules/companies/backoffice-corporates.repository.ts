import type { CorporateRole } from '@orbite/domain/roles';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { type DbOrTx, selectRows } from '../../db/client';
import { isRowId } from '../../db/statements';
import { users } from '../users/users.tables';
import { type CorporateRow, corporateBookmarks, corporates } from './companies.tables';

/** A corporate as the back office shows it: the user's identity, the company and the viewer's bookmark. */
export interface CorporateListRow extends CorporateRow {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string | null;
  jobTitle: string | null;
  pendingActivation: boolean;
  companyName: string;
  isBookmarked: boolean;
  missionsCount: number;
  total: number;
}

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

const columns = (viewerUserId: number) => sql`c.id, c.user_id as "userId", c.company_id as "companyId", c.role,
  c.permissions, c.comments, c.has_nova_access as "hasNovaAccess", c.created_at as "createdAt",
  u.first_name as "firstName", u.last_name as "lastName", u.email, u.phone_number as "phoneNumber",
  u.job_title as "jobTitle", u.pending_activation as "pendingActivation", co.name as "companyName",
  exists (select 1 from corporate_bookmarks b where b.corporate_id = c.id and b.user_id = ${viewerUserId}) as "isBookmarked",
  (select count(*)::int from missions m where m.created_by_corporate_id = c.id) as "missionsCount"`;

const dated = (row: CorporateListRow & { createdAt: unknown }) => ({
  ...row,
  createdAt: new Date(row.createdAt as unknown as string),
});

/** One page of corporates, newest first; `bookmarked` keeps the viewer's bookmarks only. */
export async function listCorporates(
  db: DbOrTx,
  options: {
    viewerUserId: number;
    search: string | null;
    companyId: number | null;
    bookmarked: boolean;
    offset: number;
    limit: number;
  },
): Promise<CorporateListRow[]> {
  const like = options.search ? `%${escapeLike(options.search)}%` : null;
  const rows = await selectRows<CorporateListRow>(
    db,
    sql`select ${columns(options.viewerUserId)}, count(*) over ()::int as total
        from corporates c join users u on u.id = c.user_id join companies co on co.id = c.company_id
        where u.anonymized_at is null
          ${
            like
              ? sql`and (u.first_name || ' ' || u.last_name ilike ${like} or u.email ilike ${like} or co.name ilike ${like})`
              : sql``
          }
          ${options.companyId ? sql`and c.company_id = ${options.companyId}` : sql``}
          ${
            options.bookmarked
              ? sql`and exists (select 1 from corporate_bookmarks b where b.corporate_id = c.id and b.user_id = ${options.viewerUserId})`
              : sql``
          }
        order by c.created_at desc, c.id desc
        limit ${options.limit} offset ${options.offset}`,
  );
  return rows.map(dated);
}

export async function findCorporateForTeam(
  db: DbOrTx,
  id: number,
  viewerUserId: number,
): Promise<CorporateListRow | null> {
  if (!isRowId(id)) return null;
  const [row] = await selectRows<CorporateListRow>(
    db,
    sql`select ${columns(viewerUserId)}, 1 as total
        from corporates c join users u on u.id = c.user_id join companies co on co.id = c.company_id
        where c.id = ${id}`,
  );
  return row ? dated(row) : null;
}

/** Bookmarks the corporate for this team member, or removes the bookmark; the new state. */
export async function toggleBookmark(db: DbOrTx, userId: number, corporateId: number): Promise<boolean> {
  const removed = await db
    .delete(corporateBookmarks)
    .where(and(eq(corporateBookmarks.userId, userId), eq(corporateBookmarks.corporateId, corporateId)))
    .returning({ id: corporateBookmarks.corporateId });
  if (removed.length > 0) return false;
  await db.insert(corporateBookmarks).values({ userId, corporateId }).onConflictDoNothing();
  return true;
}

export async function updateCorporateRow(
  db: DbOrTx,
  id: number,
  changes: Partial<{
    role: CorporateRole;
    permissions: Record<string, boolean>;
    hasNovaAccess: boolean;
    comments: string | null;
  }>,
): Promise<void> {
  await db.update(corporates).set(changes).where(eq(corporates.id, id));
}

/**
 * Activates an account the team created (pending, without a password) when its owner joins through the
 * invitation link. It writes the users table of the users module: the one place outside it that does, until
 * the users module offers an activation of its own.
 */
export async function activatePendingUser(
  db: DbOrTx,
  userId: number,
  changes: {
    passwordHash: string;
    firstName: string;
    lastName: string;
    jobTitle?: string | null;
    phoneNumber?: string | null;
    termsValidatedAt: Date | null;
  },
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ ...changes, pendingActivation: false, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.pendingActivation, true), isNull(users.passwordHash)))
    .returning({ id: users.id });
  return rows.length === 1;
}
