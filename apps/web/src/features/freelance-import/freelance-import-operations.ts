import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutation, useSubscription } from '@apollo/client/react';

export interface FreelanceImportRow {
  line: number;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  linkedInUrl: string | null;
  errors: string[];
  duplicateOf: string | null;
  freelanceId: string | null;
}

export type FreelanceImportStatus = 'previewed' | 'imported' | 'failed';

export interface FreelanceImport {
  id: string;
  fileName: string;
  status: FreelanceImportStatus;
  totalRows: number;
  validRows: number;
  errorRows: number;
  duplicateRows: number;
  importedCount: number;
  failureReason: string | null;
  createdAt: string;
  importedAt: string | null;
  rows: FreelanceImportRow[];
}

/** A file holds 1,000 rows at most: the whole preview comes at once, the table pages it. */
const IMPORT_FIELDS = `
  id fileName status totalRows validRows errorRows duplicateRows importedCount failureReason createdAt importedAt
  rows(offset: 0, limit: 1000) { line firstName lastName email linkedInUrl errors duplicateOf freelanceId }
`;

export const PREVIEW_FREELANCE_IMPORT: TypedDocumentNode<
  { previewFreelanceImport: FreelanceImport },
  { uploadId: string }
> = gql`
  mutation PreviewFreelanceImport($uploadId: ID!) {
    previewFreelanceImport(uploadId: $uploadId) { ${IMPORT_FIELDS} }
  }
`;

export const RUN_FREELANCE_IMPORT: TypedDocumentNode<{ runFreelanceImport: FreelanceImport }, { id: string }> = gql`
  mutation RunFreelanceImport($id: ID!) {
    runFreelanceImport(id: $id) { ${IMPORT_FIELDS} }
  }
`;

export const FREELANCE_IMPORT_PROGRESS: TypedDocumentNode<
  { freelanceImportProgress: { importId: string; processed: number; total: number } },
  { id: string }
> = gql`
  subscription FreelanceImportProgress($id: ID!) {
    freelanceImportProgress(id: $id) { importId processed total }
  }
`;

export function usePreviewFreelanceImport() {
  return useMutation(PREVIEW_FREELANCE_IMPORT, { context: { silent: true } });
}

export function useRunFreelanceImport() {
  return useMutation(RUN_FREELANCE_IMPORT, { context: { silent: true } });
}

/** Rows imported so far while the run is under way (null until the first event). */
export function useFreelanceImportProgress(id: string, active: boolean) {
  const { data } = useSubscription(FREELANCE_IMPORT_PROGRESS, {
    variables: { id },
    skip: !active,
    context: { silent: true },
  });
  return active ? (data?.freelanceImportProgress ?? null) : null;
}
