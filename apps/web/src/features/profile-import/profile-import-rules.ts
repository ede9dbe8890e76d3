import type { AcceptedType } from '../../ui/upload-steps';

export type ProfileImportKind = 'linkedinExport' | 'linkedinPdf' | 'cvPdf' | 'cvDocx';
export type ProfileImportStatus = 'none' | 'doing' | 'done' | 'failed';
export type ProfileImportSource = 'linkedin' | 'cv';

/** Spec 001 "LinkedIn import": poll every 5 s, never longer than 6 minutes. */
export const IMPORT_POLL_INTERVAL_MS = 5_000;
export const IMPORT_POLL_LIMIT_MS = 6 * 60_000;

export interface PollingInput {
  /** No polling without a freelancer. */
  hasFreelancer: boolean;
  /** True between the upload and the first answer showing the new import. */
  fetching: boolean;
  status: ProfileImportStatus | null | undefined;
  /** When this watch started (ms), null when nothing was started in this page. */
  startedAt: number | null;
  now: number;
}

/**
 * Whether the page keeps polling the import status: while the freelancer is fetching or the
 * last import is doing; it stops after 6 minutes, or on none, done or failed.
 */
export function shouldPollImport({ hasFreelancer, fetching, status, startedAt, now }: PollingInput): boolean {
  if (!hasFreelancer) return false;
  if (startedAt !== null && now - startedAt >= IMPORT_POLL_LIMIT_MS) return false;
  if (status === 'doing') return true;
  if (status === 'none' || status === 'done' || status === 'failed') return false;
  return fetching;
}

/** The toast to show when a watched import leaves `doing`: success on done, error on failed, nothing otherwise. */
export function importOutcome(
  previous: ProfileImportStatus | null | undefined,
  current: ProfileImportStatus | null | undefined,
): 'success' | 'error' | null {
  if (previous !== 'doing') return null;
  if (current === 'done') return 'success';
  if (current === 'failed') return 'error';
  return null;
}

const pdf: AcceptedType = { mime: ['application/pdf'], extensions: ['pdf'] };
const zip: AcceptedType = {
  mime: ['application/zip', 'application/x-zip-compressed', 'application/octet-stream'],
  extensions: ['zip'],
};
const docx: AcceptedType = {
  mime: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  extensions: ['docx'],
};

/** What each tab's drop zone accepts (the server checks the bytes again). */
export const acceptedTypes: Record<ProfileImportSource, readonly AcceptedType[]> = {
  linkedin: [zip, pdf],
  cv: [pdf, docx],
};

/** The import kind of a dropped file, from its extension (then its type); null when the tab refuses it. */
export function importKindOf(
  source: ProfileImportSource,
  file: { name: string; type: string },
): ProfileImportKind | null {
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  const isPdf = extension === 'pdf' || (extension !== 'zip' && extension !== 'docx' && file.type === 'application/pdf');
  if (source === 'linkedin') {
    if (extension === 'zip') return 'linkedinExport';
    return isPdf ? 'linkedinPdf' : null;
  }
  if (extension === 'docx') return 'cvDocx';
  return isPdf ? 'cvPdf' : null;
}

export interface ReviewItem {
  key: string;
}

/** The items kept: those still ticked, in the proposal's order, with their edits applied. */
export function keptItems<T extends ReviewItem>(
  items: readonly T[],
  unticked: ReadonlySet<string>,
  edits: Readonly<Record<string, Partial<T>>>,
): T[] {
  return items.filter((item) => !unticked.has(item.key)).map((item) => ({ ...item, ...(edits[item.key] ?? {}) }));
}
