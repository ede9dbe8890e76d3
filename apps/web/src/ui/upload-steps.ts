import { MAX_UPLOAD_BYTES } from '@orbite/domain/constants';
/** Spec 002: uploads are limited to 10 MB unless the caller says otherwise. */
export const DEFAULT_MAX_UPLOAD_BYTES = MAX_UPLOAD_BYTES;

/** An accepted type: its MIME types and the file-name extensions that carry it. */
export interface AcceptedType {
  mime: readonly string[];
  extensions: readonly string[];
}

export const pdfJpgPng: readonly AcceptedType[] = [
  { mime: ['application/pdf'], extensions: ['pdf'] },
  { mime: ['image/jpeg', 'image/jpg'], extensions: ['jpg', 'jpeg'] },
  { mime: ['image/png'], extensions: ['png'] },
];

export type FileProblem = 'tooLarge' | 'badType' | 'empty';

/** What is wrong with a chosen file before sending it (the server checks again, by content). */
export function fileProblemOf(
  file: { name: string; size: number; type: string },
  accepted: readonly AcceptedType[] = pdfJpgPng,
  maxBytes = DEFAULT_MAX_UPLOAD_BYTES,
): FileProblem | null {
  const extension = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
  const typeOk = accepted.some(
    (type) => type.extensions.includes(extension) && (!file.type || type.mime.includes(file.type.toLowerCase())),
  );
  if (!typeOk) return 'badType';
  if (file.size === 0) return 'empty';
  if (file.size > maxBytes) return 'tooLarge';
  return null;
}

/**
 * The file-upload modal's steps (spec 002): 1 choose, 2 confirm, 3 done. Status new | pending | done:
 * submit sets pending; success goes to done (step 3) or, in edit mode, closes; failure returns to
 * step 1 with the server's message on the file field.
 */
export interface UploadState {
  step: 1 | 2 | 3;
  status: 'new' | 'pending' | 'done';
  file: File | null;
  fileError: string | null;
  /** Share of the file sent, 0 to 1, while pending. */
  progress: number;
}

export type UploadEvent =
  | { type: 'choose'; file: File }
  | { type: 'reject'; message: string }
  | { type: 'back' }
  | { type: 'submit' }
  | { type: 'progress'; progress: number }
  | { type: 'succeed' }
  | { type: 'fail'; message: string }
  | { type: 'reset'; editMode?: boolean };

export const initialUploadState = (editMode = false): UploadState => ({
  step: editMode ? 2 : 1,
  status: 'new',
  file: null,
  fileError: null,
  progress: 0,
});

export function uploadReducer(state: UploadState, event: UploadEvent): UploadState {
  switch (event.type) {
    case 'choose':
      return { ...state, file: event.file, fileError: null, step: 2 };
    case 'reject':
      return { ...state, file: null, fileError: event.message, step: 1 };
    case 'back':
      return state.status === 'pending' ? state : { ...state, step: 1 };
    case 'submit':
      return { ...state, status: 'pending', progress: 0 };
    case 'progress':
      return { ...state, progress: event.progress };
    case 'succeed':
      return { ...state, status: 'done', step: 3, progress: 1 };
    case 'fail':
      return { ...state, status: 'new', step: 1, file: null, fileError: event.message, progress: 0 };
    case 'reset':
      return initialUploadState(event.editMode);
  }
}
