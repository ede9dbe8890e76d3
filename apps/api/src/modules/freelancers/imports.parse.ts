import type { FreelanceAcquisitionSource } from '@orbite/domain/enums';
import {
  isEmpty,
  isValidEmail,
  isValidLinkedInUrl,
  isValidPhone,
  isValidRetribution,
  RETRIBUTION,
} from '@orbite/domain/validators';
import { parse as parseCsv } from 'csv-parse/sync';
import ExcelJS from 'exceljs';

/** Spec'd limit of one import file. */
export const MAX_IMPORT_ROWS = 1000;

export const importColumns = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'linkedInUrl',
  'jobTitle',
  'city',
  'tjm',
  'skills',
  'source',
] as const;
export type ImportColumn = (typeof importColumns)[number];

/** Freelancer acquisition channels (spec 001), with the French and English words a file may use. */
export const acquisitionSources: Record<FreelanceAcquisitionSource, readonly string[]> = {
  event: ['evenement', 'event', 'salon'],
  socialNetwork: ['reseau social', 'reseaux sociaux', 'social network', 'socialnetwork'],
  internetSearch: ['recherche internet', 'internet search', 'internetsearch', 'google'],
  pressArticle: ['article de presse', 'presse', 'press article', 'pressarticle'],
  sponsorship: ['parrainage', 'sponsorship', 'cooptation'],
  wordOfMouth: ['bouche a oreille', 'word of mouth', 'wordofmouth'],
  content: ['contenu', 'content'],
  advertising: ['publicite', 'advertising'],
  linkedInContact: ['contact linkedin', 'linkedin', 'linkedin contact', 'linkedincontact'],
  emailContact: ['contact e-mail', 'contact email', 'e-mail', 'email', 'email contact', 'emailcontact'],
  other: ['autre', 'other'],
};
export type AcquisitionSource = FreelanceAcquisitionSource;

/** Lower case, no accents, single spaces, no surrounding punctuation. */
export function simplify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[_*:]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const headerAliases: Record<ImportColumn, string[]> = {
  firstName: ['prenom', 'first name', 'firstname', 'given name'],
  lastName: ['nom', 'nom de famille', 'last name', 'lastname', 'surname', 'family name'],
  email: ['e-mail', 'email', 'mail', 'adresse e-mail', 'adresse email', 'courriel', 'e-mail address'],
  phone: ['telephone', 'tel', 'phone', 'phone number', 'mobile', 'portable'],
  linkedInUrl: ['linkedin', 'url linkedin', 'profil linkedin', 'linkedin url', 'linkedin profile'],
  jobTitle: ['titre', 'poste', 'intitule de poste', 'job title', 'title', 'position', 'metier'],
  city: ['ville', 'city', 'localisation', 'location'],
  tjm: ['tjm', 'taux journalier', 'daily rate', 'rate', 'retribution'],
  skills: ['competences', 'competence', 'skills', 'skill'],
  source: ['source', 'acquisition', 'canal', 'channel', 'acquisition source'],
};

/** The column a header names, whatever its case and accents, in French or English; null when unknown. */
export function columnOf(header: string): ImportColumn | null {
  const key = simplify(header);
  for (const column of importColumns) if (headerAliases[column].includes(key)) return column;
  return null;
}

export function sourceOf(value: string): AcquisitionSource | null {
  const key = simplify(value);
  for (const [source, words] of Object.entries(acquisitionSources))
    if (simplify(source) === key || (words as readonly string[]).includes(key)) return source as AcquisitionSource;
  return null;
}

/** Skills of a cell, separated by commas or semicolons. */
export const skillsOf = (value: string | undefined) =>
  (value ?? '')
    .split(/[,;]/)
    .map((s) => s.trim())
    .filter(Boolean);

/** A LinkedIn profile's identity: its identifier, lower case (`/in/` and `/pub/` alike); null if none. */
export function linkedInKey(url: string | null | undefined): string | null {
  const match = (url ?? '').trim().match(/linkedin\.com\/(?:comm\/)?(?:in|pub)\/([^/?#\s]+)/i);
  if (!match?.[1]) return null;
  let id = match[1];
  try {
    id = decodeURIComponent(id);
  } catch {
    // keep it as written
  }
  return id.toLowerCase();
}

export interface ParsedRow {
  line: number;
  values: Partial<Record<ImportColumn, string>>;
  errors: string[];
}

export interface ParsedFile {
  rows: ParsedRow[];
  /** A problem with the whole file (no header, too many rows): no row is kept then. */
  fileError: string | null;
}

/** The French errors of one row (empty when it can be imported). */
export function rowErrors(values: Partial<Record<ImportColumn, string>>): string[] {
  const errors: string[] = [];
  if (isEmpty(values.firstName)) errors.push('Prénom manquant.');
  if (isEmpty(values.lastName)) errors.push('Nom manquant.');
  if (isEmpty(values.email)) errors.push('E-mail manquant.');
  else if (!isValidEmail(values.email)) errors.push(`E-mail invalide : « ${values.email} ».`);
  if (!isValidPhone(values.phone)) errors.push(`Téléphone invalide : « ${values.phone} ».`);
  if (!isValidLinkedInUrl(values.linkedInUrl)) errors.push('Lien LinkedIn invalide : un profil /in/… est attendu.');
  if (!isEmpty(values.tjm) && !isValidRetribution(values.tjm))
    errors.push(`TJM invalide : un nombre de ${RETRIBUTION.min} à ${RETRIBUTION.max} € est attendu.`);
  if (!isEmpty(values.source) && !sourceOf(values.source)) errors.push(`Source inconnue : « ${values.source} ».`);
  return errors;
}

/** Rows of cells (the first is the header) into validated rows. */
export function rowsFromTable(table: string[][]): ParsedFile {
  const [header, ...body] = table;
  const columns = (header ?? []).map(columnOf);
  const missing = (['firstName', 'lastName', 'email'] as const).filter((c) => !columns.includes(c));
  if (!header || missing.length > 0)
    return {
      rows: [],
      fileError: 'En-tête introuvable : la première ligne doit nommer au moins les colonnes Prénom, Nom et E-mail.',
    };
  const rows: ParsedRow[] = [];
  body.forEach((cells, index) => {
    if (cells.every((cell) => isEmpty(cell))) return;
    const values: Partial<Record<ImportColumn, string>> = {};
    columns.forEach((column, i) => {
      const cell = cells[i]?.trim();
      if (column && cell && !values[column]) values[column] = cell;
    });
    rows.push({ line: index + 2, values, errors: rowErrors(values) });
  });
  if (rows.length > MAX_IMPORT_ROWS)
    return {
      rows: [],
      fileError: `Le fichier compte ${rows.length} lignes : ${MAX_IMPORT_ROWS} au plus par import. Découpez-le en plusieurs fichiers.`,
    };
  if (rows.length === 0) return { rows: [], fileError: 'Le fichier ne contient aucune ligne après l’en-tête.' };
  return { rows, fileError: null };
}

/** CSV in UTF-8 (with or without BOM), separated by `;` or `,` (whichever the header uses most). */
export function parseCsvFile(bytes: Buffer): ParsedFile {
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) >= (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  try {
    const table = parseCsv(text, { delimiter, relax_column_count: true, skip_empty_lines: true }) as string[][];
    return rowsFromTable(table);
  } catch (error) {
    const reason = error instanceof Error ? error.message : '';
    return { rows: [], fileError: `Fichier CSV illisible (${reason}).` };
  }
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    // A link cell: its web address (a LinkedIn profile), or its text (an e-mail's mailto: link).
    if ('hyperlink' in value && typeof value.hyperlink === 'string' && /^https?:/i.test(value.hyperlink))
      return value.hyperlink;
    if ('text' in value) return cellText(value.text as ExcelJS.CellValue);
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    return '';
  }
  return String(value);
}

/** The first sheet of an XLSX workbook. */
export async function parseXlsxFile(bytes: Buffer): Promise<ParsedFile> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    return { rows: [], fileError: 'Classeur XLSX illisible.' };
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return { rows: [], fileError: 'Le classeur ne contient aucune feuille.' };
  const table: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const values = row.values as ExcelJS.CellValue[];
    table[rowNumber - 1] = values.slice(1).map(cellText);
  });
  for (let i = 0; i < table.length; i++) table[i] ??= [];
  return rowsFromTable(table);
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function parseImportFile(bytes: Buffer, contentType: string): Promise<ParsedFile> {
  return contentType === XLSX_TYPE ? parseXlsxFile(bytes) : Promise.resolve(parseCsvFile(bytes));
}
