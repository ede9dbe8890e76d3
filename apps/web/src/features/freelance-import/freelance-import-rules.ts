import { MAX_UPLOAD_BYTES } from '@orbite/domain/constants';
import type { AcceptedType } from '../../ui/upload-steps';
import type { FreelanceImportRow } from './freelance-import-operations';

/** What the drop zone accepts (the server checks the bytes again). */
export const importFileTypes: readonly AcceptedType[] = [
  { mime: ['text/csv', 'application/vnd.ms-excel', 'text/plain'], extensions: ['csv'] },
  { mime: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'], extensions: ['xlsx'] },
];

export const IMPORT_MAX_BYTES = MAX_UPLOAD_BYTES;

export const TEMPLATE_URL = '/modele-import-freelances.csv';

export type RowState = 'error' | 'duplicate' | 'ok';

export const rowState = (row: FreelanceImportRow): RowState =>
  row.errors.length > 0 ? 'error' : row.duplicateOf ? 'duplicate' : 'ok';

/** Rows not imported by a run (in error, duplicates, or left out by a failed run). */
export const skippedRows = (rows: readonly FreelanceImportRow[]) => rows.filter((row) => !row.freelanceId);

function csvCell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  return /[";\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The report of an import as CSV for a spreadsheet (UTF-8 with BOM, `;`): one line per row of the
 * file with its outcome and its reasons.
 */
export function reportCsv(
  rows: readonly FreelanceImportRow[],
  labels: {
    header: string[];
    imported: string;
    error: string;
    duplicate: string;
    notImported: string;
    duplicateOf: (of: string) => string;
  },
): string {
  const lines = rows.map((row) => {
    const state = row.freelanceId ? 'imported' : rowState(row);
    const outcome =
      state === 'imported'
        ? labels.imported
        : state === 'error'
          ? labels.error
          : state === 'duplicate'
            ? labels.duplicate
            : labels.notImported;
    const reasons = [...row.errors, ...(row.duplicateOf ? [labels.duplicateOf(row.duplicateOf)] : [])].join(' ');
    return [row.line, row.firstName, row.lastName, row.email, outcome, reasons].map(csvCell).join(';');
  });
  return `\uFEFF${[labels.header.map(csvCell).join(';'), ...lines].join('\r\n')}\r\n`;
}
