import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { isRowId } from '../../db/statements';
import { type DealDocumentRow, type DealSignatureRow, dealDocuments, dealSignatures, deals } from './deals.tables';

/** A document by id; `lock` holds it for the rest of the transaction. */
export async function findDocument(db: DbOrTx, id: number, lock = false): Promise<DealDocumentRow | null> {
  if (!isRowId(id)) return null;
  const query = db.select().from(dealDocuments).where(eq(dealDocuments.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The documents of a deal, oldest first. */
export function documentsOfDeal(db: DbOrTx, dealId: number): Promise<DealDocumentRow[]> {
  if (!isRowId(dealId)) return Promise.resolve([]);
  return db.select().from(dealDocuments).where(eq(dealDocuments.dealId, dealId)).orderBy(asc(dealDocuments.id));
}

export async function insertDocuments(
  db: DbOrTx,
  rows: (typeof dealDocuments.$inferInsert)[],
): Promise<DealDocumentRow[]> {
  if (rows.length === 0) return [];
  return db.insert(dealDocuments).values(rows).returning();
}

export async function updateDocument(
  db: DbOrTx,
  id: number,
  patch: Partial<Omit<typeof dealDocuments.$inferInsert, 'id' | 'dealId'>>,
): Promise<DealDocumentRow> {
  const [row] = await db.update(dealDocuments).set(patch).where(eq(dealDocuments.id, id)).returning();
  return row!;
}

/** Voids the deal's documents still out for signature (a signature stopped, bypassed or restarted). */
export async function voidOpenDocuments(db: DbOrTx, dealId: number): Promise<DealDocumentRow[]> {
  return db
    .update(dealDocuments)
    .set({ status: 'void' })
    .where(and(eq(dealDocuments.dealId, dealId), inArray(dealDocuments.status, ['generated', 'signing'])))
    .returning();
}

/** The signatures of many documents in one query, in signing order. */
export function signaturesOfDocuments(db: DbOrTx, documentIds: readonly number[]): Promise<DealSignatureRow[]> {
  const valid = [...new Set(documentIds.filter(isRowId))];
  if (valid.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(dealSignatures)
    .where(inArray(dealSignatures.dealDocumentId, valid))
    .orderBy(asc(dealSignatures.signedAt), asc(dealSignatures.id));
}

export async function insertSignature(
  db: DbOrTx,
  row: typeof dealSignatures.$inferInsert,
): Promise<DealSignatureRow | null> {
  const [inserted] = await db.insert(dealSignatures).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

/** Whether the freelancer and the client already signed a framework contract (on any deal). */
export async function hasSignedFrameworkContract(db: DbOrTx, freelanceId: number, companyId: number) {
  const [row] = await db
    .select({ id: dealDocuments.id })
    .from(dealDocuments)
    .innerJoin(deals, eq(deals.id, dealDocuments.dealId))
    .where(
      and(
        eq(deals.freelanceId, freelanceId),
        eq(deals.companyId, companyId),
        eq(dealDocuments.type, 'frameworkContract'),
        eq(dealDocuments.status, 'signed'),
      ),
    )
    .limit(1);
  return Boolean(row);
}
