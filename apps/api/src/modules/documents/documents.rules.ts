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
