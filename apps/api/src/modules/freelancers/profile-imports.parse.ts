/**
 * Pure parsers of profile imports: LinkedIn's data export (ZIP of CSV files), the text of LinkedIn's
 * profile PDF, and the text of a CV (PDF or DOCX). They answer a proposal: items with stable keys
 * the review screen accepts one by one; skills and languages are matched to the catalogue later.
 */
import { unzipSync } from 'fflate';
import { linkedInKey } from './imports.parse';
import { day, fold, languageIsoOf, languageLevelOf, parseDateRange, parseImportDate } from './profile-imports.fields';

export const profileImportKinds = ['linkedinExport', 'linkedinPdf', 'cvPdf', 'cvDocx'] as const;
export type ProfileImportKind = (typeof profileImportKinds)[number];
export const isLinkedInKind = (kind: string) => kind === 'linkedinExport' || kind === 'linkedinPdf';

export interface ProposedExperience {
  key: string;
  title: string;
  company: string;
  location: string | null;
  /** YYYY-MM-DD (first of the month when only the month is known). */
  startDate: string | null;
  endDate: string | null;
  description: string | null;
}
export interface ProposedEducation {
  key: string;
  school: string;
  degree: string | null;
  startDate: string | null;
  endDate: string | null;
}
export interface ProposedSkill {
  key: string;
  name: string;
  skillId: number | null;
  /** The catalogue skill's name (the CV's « Airflow » is « Apache Airflow »); absent before the match. */
  skillName?: string | null;
}
export interface ProposedLanguage {
  key: string;
  name: string;
  languageIso: string | null;
  /** basic, pro or native. */
  level: string;
}
export interface ProfileImportProposal {
  identity: { firstName: string | null; lastName: string | null; headline: string | null; summary: string | null };
  linkedInUrl: string | null;
  experiences: ProposedExperience[];
  education: ProposedEducation[];
  skills: ProposedSkill[];
  languages: ProposedLanguage[];
}

/** A failure whose message (French) is shown to the freelancer. */
export class ImportParseError extends Error {}

export const emptyProposal = (): ProfileImportProposal => ({
  identity: { firstName: null, lastName: null, headline: null, summary: null },
  linkedInUrl: null,
  experiences: [],
  education: [],
  skills: [],
  languages: [],
});

// ---------------------------------------------------------------- CSV and the LinkedIn export

/** RFC 4180 CSV (LinkedIn writes commas, quotes, CRLF) into rows of named columns. */
export function parseCsv(text: string): Record<string, string>[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && source[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell || row.length) rows.push([...row, cell]);
  const [header, ...body] = rows.filter((r) => r.some((v) => v.trim()));
  if (!header) return [];
  const names = header.map((h) => h.trim());
  return body.map((values) => Object.fromEntries(names.map((name, i) => [name, (values[i] ?? '').trim()])));
}

const keyOf = (prefix: string, ...parts: (string | null | undefined)[]) =>
  `${prefix}:${fold(parts.filter(Boolean).join('|')).replace(/[^a-z0-9|]+/g, '-')}`;

/** Keys stay unique within a list (two identical lines get #2, #3…). */
function uniqueKeys<T extends { key: string }>(items: T[]): T[] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const count = (seen.get(item.key) ?? 0) + 1;
    seen.set(item.key, count);
    return count === 1 ? item : { ...item, key: `${item.key}#${count}` };
  });
}

const linkedInUrlIn = (text: string) => {
  const match = text.match(/(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/in\/[A-Za-z0-9\-_%À-ÿ]+/i);
  if (!match || !linkedInKey(match[0])) return null;
  return `https://www.linkedin.com/in/${linkedInKey(match[0])}`;
};

const MAX_ITEMS = 50;

function finish(proposal: ProfileImportProposal): ProfileImportProposal {
  return {
    ...proposal,
    experiences: uniqueKeys(proposal.experiences).slice(0, MAX_ITEMS),
    education: uniqueKeys(proposal.education).slice(0, MAX_ITEMS),
    skills: uniqueKeys(
      proposal.skills.filter((s, i, all) => all.findIndex((o) => fold(o.name) === fold(s.name)) === i),
    ).slice(0, MAX_ITEMS),
    languages: uniqueKeys(proposal.languages).slice(0, 20),
  };
}

/** LinkedIn's "Download your data" ZIP: Profile.csv, Positions.csv, Education.csv, Skills.csv, Languages.csv. */
export function parseLinkedInExport(zip: Uint8Array): ProfileImportProposal {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(zip, { filter: (file) => /\.csv$/i.test(file.name) && file.originalSize < 5_000_000 });
  } catch {
    throw new ImportParseError('Archive illisible : envoyez le fichier ZIP tel que LinkedIn l’a produit.');
  }
  const csv = (name: string) => {
    const entry = Object.entries(files).find(([path]) => path.split('/').pop()?.toLowerCase() === name.toLowerCase());
    return entry ? parseCsv(new TextDecoder().decode(entry[1])) : null;
  };
  const profile = csv('Profile.csv');
  const positions = csv('Positions.csv');
  const education = csv('Education.csv');
  const skills = csv('Skills.csv');
  const languages = csv('Languages.csv');
  if (!profile && !positions && !education && !skills)
    throw new ImportParseError(
      'Ce fichier n’est pas un export LinkedIn : Profile.csv et Positions.csv sont introuvables.',
    );
  const proposal = emptyProposal();
  const me = profile?.[0];
  if (me) {
    proposal.identity = {
      firstName: me['First Name'] || null,
      lastName: me['Last Name'] || null,
      headline: me.Headline || null,
      summary: me.Summary || null,
    };
    proposal.linkedInUrl = linkedInUrlIn(Object.values(me).join(' '));
  }
  proposal.experiences = (positions ?? [])
    .filter((p) => p.Title && p['Company Name'])
    .map((p) => ({
      key: keyOf('exp', p.Title, p['Company Name'], p['Started On']),
      title: p.Title!,
      company: p['Company Name']!,
      location: p.Location || null,
      startDate: parseImportDate(p['Started On']),
      endDate: parseImportDate(p['Finished On']),
      description: p.Description || null,
    }));
  proposal.education = (education ?? [])
    .filter((e) => e['School Name'])
    .map((e) => ({
      key: keyOf('edu', e['School Name'], e['Degree Name'], e['Start Date']),
      school: e['School Name']!,
      degree: e['Degree Name'] || null,
      startDate: parseImportDate(e['Start Date']),
      endDate: parseImportDate(e['End Date']),
    }));
  proposal.skills = (skills ?? [])
    .filter((s) => s.Name)
    .map((s) => ({ key: keyOf('skill', s.Name), name: s.Name!, skillId: null }));
  proposal.languages = (languages ?? [])
    .filter((l) => l.Name)
    .map((l) => ({
      key: keyOf('lang', l.Name),
      name: l.Name!,
      languageIso: languageIsoOf(l.Name!),
      level: languageLevelOf(l.Proficiency),
    }));
  return finish(proposal);
}

// ---------------------------------------------------------------- text documents (LinkedIn PDF, CV)

type Section = 'experiences' | 'education' | 'skills' | 'languages' | 'summary' | 'other';

const sectionTitles: [RegExp, Section][] = [
  [/^(experience|experiences|expérience|expériences)( professionnelles?)?$/i, 'experiences'],
  [/^(parcours professionnel|professional experience|work experience)$/i, 'experiences'],
  [/^(education|éducation|formation|formations|diplômes?|formation et diplômes)$/i, 'education'],
  [/^(skills|top skills|compétences|principales compétences|compétences techniques)$/i, 'skills'],
  [/^(languages|langues)$/i, 'languages'],
  [/^(summary|résumé|profil|à propos|about)$/i, 'summary'],
  [
    /^(certifications|honors-awards|publications|contact|coordonnées|centres d['’]intérêt|loisirs|projets|références)$/i,
    'other',
  ],
];

const sectionOf = (line: string): Section | null => {
  const clean = line.replace(/[:：]\s*$/, '').trim();
  if (clean.length > 40) return null;
  return sectionTitles.find(([pattern]) => pattern.test(clean))?.[1] ?? null;
};

/** Lines of a document grouped by section; the lines before any title are the header. */
export function splitSections(text: string): { header: string[] } & Record<Section, string[]> {
  const out = {
    header: [] as string[],
    experiences: [] as string[],
    education: [] as string[],
    skills: [] as string[],
    languages: [] as string[],
    summary: [] as string[],
    other: [] as string[],
  };
  let current: Section | 'header' = 'header';
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/\s+/g, ' ').trim();
    if (!line || /^page \d+ (of|sur) \d+$/i.test(line)) continue;
    const section = sectionOf(line);
    if (section) current = section;
    else {
      // LinkedIn's PDF puts its sidebar (contact, skills, languages) before the name: a line that
      // names no language ends the languages and starts the header, when there is none yet.
      if (current === 'languages' && !out.header.length && !languageIsoOf(line)) current = 'header';
      out[current].push(line);
    }
  }
  return out;
}

/** Experiences: a line holding a date range closes an entry; the lines before it are its title and company. */
function experiencesOf(lines: string[]): ProposedExperience[] {
  const items: ProposedExperience[] = [];
  let pending: string[] = [];
  let last: ProposedExperience | null = null;
  for (const line of lines) {
    const range = parseDateRange(line);
    if (range) {
      const rest = line
        .replace(range.match, '')
        .replace(/\(.*?\)/g, '')
        .replace(/^[\s,|·–-]+|[\s,|·–-]+$/g, '');
      const parts = [...pending.splice(0), ...(rest ? [rest] : [])];
      // "Titre — Entreprise" on one line (CV), or the company then the title on two (LinkedIn's PDF).
      const split = (parts.at(-1) ?? '').split(/\s+(?:[—–|@]|chez|at)\s+/);
      let title: string;
      let company: string;
      let extra: string[];
      if (split.length >= 2) {
        title = split[0]!;
        company = split.slice(1).join(' ');
        extra = parts.slice(0, -1);
      } else {
        title = parts.at(-1) ?? '';
        company = parts.at(-2) ?? '';
        extra = parts.slice(0, -2);
      }
      if (last && extra.length) last.description = [last.description, ...extra].filter(Boolean).join('\n');
      if (!title || !company) {
        pending = [];
        continue;
      }
      last = {
        key: keyOf('exp', title, company, range.startDate),
        title: title.slice(0, 150),
        company: company.slice(0, 150),
        location: null,
        startDate: range.startDate,
        endDate: range.endDate,
        description: null,
      };
      items.push(last);
    } else if (
      last &&
      pending.length === 0 &&
      !last.location &&
      /,|France|Paris|Lyon|remote|télétravail/i.test(line) &&
      line.length < 60
    ) {
      last.location = line;
    } else {
      pending.push(line);
    }
  }
  if (last && pending.length) last.description = [last.description, ...pending].filter(Boolean).join('\n');
  return items;
}

function educationOf(lines: string[]): ProposedEducation[] {
  const items: ProposedEducation[] = [];
  const pending: string[] = [];
  for (const line of lines) {
    const range = parseDateRange(line) ?? yearOnly(line);
    if (!range) {
      pending.push(line);
      continue;
    }
    const rest = line
      .replace(range.match, '')
      .replace(/[\s()·,–-]+$/, '')
      .replace(/^[\s()·,–-]+/, '')
      .trim();
    const parts = [...pending.splice(0), ...(rest ? [rest] : [])];
    const school = parts[0];
    if (!school) continue;
    const degree = parts.slice(1).join(', ') || null;
    items.push({
      key: keyOf('edu', school, degree, range.startDate),
      school: school.slice(0, 150),
      degree,
      startDate: range.startDate,
      endDate: range.endDate,
    });
  }
  return items;
}

function yearOnly(line: string) {
  const match = line.match(/\(?\b((?:19|20)\d{2})\)?\s*$/);
  return match ? { startDate: null as string | null, endDate: day(Number(match[1]), 1), match: match[0] } : null;
}

const listOf = (lines: string[]) =>
  lines
    .flatMap((line) => line.split(/[,;•·|]/))
    .map((item) => item.replace(/^[-*•\s]+/, '').trim())
    .filter((item) => item && item.length <= 60);

function languagesOf(lines: string[]): ProposedLanguage[] {
  return listOf(lines)
    .map((item) => {
      const match = item.match(/^([^(:–-]+?)\s*(?:[(:–-]\s*(.*?)\)?)?$/);
      const name = (match?.[1] ?? item).trim();
      return { key: keyOf('lang', name), name, languageIso: languageIsoOf(name), level: languageLevelOf(match?.[2]) };
    })
    .filter((language) => language.languageIso);
}

/** The text of LinkedIn's profile PDF (English or French section titles). */
export function parseProfileText(text: string): ProfileImportProposal {
  const sections = splitSections(text);
  const proposal = emptyProposal();
  const [name, headline] = sections.header.filter((line) => !/linkedin\.com|@|^\+?\d[\d .]+$/i.test(line));
  if (name && name.split(' ').length <= 5) {
    const [firstName, ...rest] = name.split(' ');
    proposal.identity.firstName = firstName ?? null;
    proposal.identity.lastName = rest.join(' ') || null;
  }
  proposal.identity.headline = headline ?? null;
  proposal.identity.summary = sections.summary.join('\n') || null;
  proposal.linkedInUrl = linkedInUrlIn(
    text.replace(/\s*\n\s*/g, (gap, at) => (/\/in\/$/.test(text.slice(0, at)) ? '' : gap)),
  );
  proposal.experiences = experiencesOf(sections.experiences);
  proposal.education = educationOf(sections.education);
  proposal.skills = listOf(sections.skills).map((name) => ({ key: keyOf('skill', name), name, skillId: null }));
  proposal.languages = languagesOf(sections.languages);
  return finish(proposal);
}

/** A proposal with nothing to import. */
export const isEmptyProposal = (p: ProfileImportProposal) =>
  !p.experiences.length && !p.education.length && !p.skills.length && !p.languages.length;
