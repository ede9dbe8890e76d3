import type { CalendarDay } from '@orbite/domain/calendar-day';
import type { KycStatus } from '@orbite/domain/enums';

export { MAX_UPLOAD_BYTES } from '@orbite/domain/constants';

/** Types the upload route accepts, each with the file-name extensions that may carry it. */
export const uploadTypes: Record<string, readonly string[]> = {
  'application/pdf': ['pdf'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  // Spreadsheets, for the pre-freelancer bulk import (CSV has no magic bytes: see detectContentType).
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'text/csv': ['csv'],
  // Profile imports: LinkedIn's data export (ZIP) and CVs in Word.
  'application/zip': ['zip'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
};

/** Images are decoded and re-encoded: at most 40 megapixels (a small PNG can declare 20000 x 20000). */
export const MAX_IMAGE_PIXELS = 40_000_000;

/**
 * ZIP, DOCX and XLSX are unpacked once on receipt, within these bounds, so that nothing reading them
 * later (LinkedIn export, CV, bulk import) can be made to unpack a bomb: every entry together, nested
 * archives included, at most 200 MB unpacked; at most 10,000 entries; archives nested 2 deep at most.
 */
export const MAX_UNPACKED_BYTES = 200 * 1024 * 1024;
export const MAX_ARCHIVE_ENTRIES = 10_000;
export const MAX_ARCHIVE_DEPTH = 2;

/** KYC documents: PDF, JPEG or PNG. */
export const kycContentTypes: readonly string[] = ['application/pdf', 'image/jpeg', 'image/png'];

export const MAX_REFUSAL_COMMENT_LENGTH = 1000;

/**
 * The server stores pendingOrbiteReview, orbiteAccepted and orbiteRefused (KycStatus of the
 * domain); notUploaded is an empty slot, expired is computed here, and uploaded / uploadFail stay
 * client-side states of the upload widget.
 *
 * The status a reader sees: a document whose expiry day is before today is expired, whatever its
 * review said, except a refusal (the refusal reason is what the freelancer must act on).
 */
export function effectiveStatus(stored: KycStatus, expiresAt: CalendarDay | null, today: CalendarDay): KycStatus {
  if (expiresAt && expiresAt < today && stored !== 'orbiteRefused') return 'expired';
  return stored;
}

/** A declared Content-Type, lowercase without parameters; `image/jpg` is JPEG. */
export function normalizeContentType(value: string | null | undefined): string {
  const type = (value ?? '').split(';')[0]!.trim().toLowerCase();
  return type === 'image/jpg' || type === 'image/pjpeg' ? 'image/jpeg' : type;
}
