import type { KycDocumentType } from '@orbite/domain/enums';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  type FreelanceDocumentRecord,
  type FreelanceDocumentRow,
  freelanceDocuments,
  type UploadRow,
  uploads,
} from './documents.tables';

export async function insertUpload(db: DbOrTx, upload: typeof uploads.$inferInsert): Promise<UploadRow> {
  const [row] = await db.insert(uploads).values(upload).returning();
  return row!;
}

export async function findUploadById(db: DbOrTx, id: string): Promise<UploadRow | null> {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id));
  return row ?? null;
}

export async function isUploadAttached(db: DbOrTx, uploadId: string): Promise<boolean> {
  const rows = await db
    .select({ id: freelanceDocuments.id })
    .from(freelanceDocuments)
    .where(eq(freelanceDocuments.uploadId, uploadId));
  return rows.length > 0;
}

const withUpload = (row: { document: FreelanceDocumentRow; upload: UploadRow }): FreelanceDocumentRecord => ({
  ...row.document,
  upload: row.upload,
});

const current = and(isNull(freelanceDocuments.replacedAt), isNull(freelanceDocuments.deletedAt));

/** Every version of a freelance's documents, newest first. */
export async function listDocumentsOfFreelance(db: DbOrTx, freelanceId: number): Promise<FreelanceDocumentRecord[]> {
  const rows = await db
    .select({ document: freelanceDocuments, upload: uploads })
    .from(freelanceDocuments)
    .innerJoin(uploads, eq(uploads.id, freelanceDocuments.uploadId))
    .where(eq(freelanceDocuments.freelanceId, freelanceId))
    .orderBy(desc(freelanceDocuments.createdAt), desc(freelanceDocuments.id));
  return rows.map(withUpload);
}

/** The current version with this id (not replaced, not deleted), locked until the transaction ends. */
export async function findCurrentDocumentForUpdate(db: DbOrTx, id: number): Promise<FreelanceDocumentRecord | null> {
  const [row] = await db
    .select({ document: freelanceDocuments, upload: uploads })
    .from(freelanceDocuments)
    .innerJoin(uploads, eq(uploads.id, freelanceDocuments.uploadId))
    .where(and(eq(freelanceDocuments.id, id), current))
    .for('update', { of: freelanceDocuments });
  return row ? withUpload(row) : null;
}

/** The current version of a type for a freelance, locked until the transaction ends. */
export async function findCurrentOfTypeForUpdate(
  db: DbOrTx,
  freelanceId: number,
  type: KycDocumentType,
): Promise<FreelanceDocumentRow | null> {
  const [row] = await db
    .select()
    .from(freelanceDocuments)
    .where(and(eq(freelanceDocuments.freelanceId, freelanceId), eq(freelanceDocuments.type, type), current))
    .for('update');
  return row ?? null;
}

export async function findDocumentById(db: DbOrTx, id: number): Promise<FreelanceDocumentRecord | null> {
  const [row] = await db
    .select({ document: freelanceDocuments, upload: uploads })
    .from(freelanceDocuments)
    .innerJoin(uploads, eq(uploads.id, freelanceDocuments.uploadId))
    .where(eq(freelanceDocuments.id, id));
  return row ? withUpload(row) : null;
}

export async function insertDocument(
  db: DbOrTx,
  document: typeof freelanceDocuments.$inferInsert,
): Promise<FreelanceDocumentRow> {
  const [row] = await db.insert(freelanceDocuments).values(document).returning();
  return row!;
}

export async function updateDocument(
  db: DbOrTx,
  id: number,
  changes: Partial<typeof freelanceDocuments.$inferInsert>,
): Promise<void> {
  await db
    .update(freelanceDocuments)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(freelanceDocuments.id, id));
}
