import { kycDocumentTypes, kycRefusalReasons, kycStatuses } from '@orbite/domain/enums';
import { sql } from 'drizzle-orm';
import { date, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { freelances } from '../freelancers/freelancers.tables';
import { users } from '../users/users.tables';

export const kycDocumentType = pgEnum('kyc_document_type', kycDocumentTypes);
export const kycDocumentStatus = pgEnum('kyc_document_status', kycStatuses);
export const kycRefusalReason = pgEnum('kyc_refusal_reason', kycRefusalReasons);

/** A received file, checked by its magic bytes and stored under a generated key; attached later. */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerUserId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storageKey: text().notNull().unique(),
    /** The name the uploader gave, only ever used for Content-Disposition. */
    originalName: text().notNull(),
    /** The type found in the bytes, not the one the client declared. */
    contentType: text().notNull(),
    size: integer().notNull(),
    sha256: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploads_owner_idx').on(t.ownerUserId)],
);

/**
 * KYC documents of freelancers, one row per version: the current one of a (freelance, type) has
 * neither replacedAt nor deletedAt; replaced and deleted versions stay as history with their file.
 */
export const freelanceDocuments = pgTable(
  'freelance_documents',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    freelanceId: integer()
      .notNull()
      .references(() => freelances.id, { onDelete: 'cascade' }),
    type: kycDocumentType().notNull(),
    status: kycDocumentStatus().notNull(),
    uploadId: uuid()
      .notNull()
      .unique()
      .references(() => uploads.id),
    uploadedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** Last day the document is valid (Paris days); the day after, it reads as expired. */
    expiresAt: date({ mode: 'string' }),
    refusalReason: kycRefusalReason(),
    refusalComment: text(),
    reviewedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp({ withTimezone: true }),
    replacedAt: timestamp({ withTimezone: true }),
    deletedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('freelance_documents_current_idx')
      .on(t.freelanceId, t.type)
      .where(sql`replaced_at IS NULL AND deleted_at IS NULL`),
    index('freelance_documents_freelance_idx').on(t.freelanceId, t.type, t.createdAt),
  ],
);

export type UploadRow = typeof uploads.$inferSelect;
export type FreelanceDocumentRow = typeof freelanceDocuments.$inferSelect;
/** A document version with its file. */
export type FreelanceDocumentRecord = FreelanceDocumentRow & { upload: UploadRow };
