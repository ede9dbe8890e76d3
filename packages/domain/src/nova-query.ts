/**
 * Reads a need written in plain French ("data engineer Spark, Lyon ou remote, dispo en mars, 600 max")
 * into structured criteria, for Nova's offline engine and the telescope's plain-language search.
 *
 * Pure and dependency-free; case- and accent-insensitive (the text is folded before matching, but
 * skills and job titles are returned lower-cased as written, accents kept).
 *
 * Choices:
 * - `durationInDays` is what the mission form means by it: days of WORK (see `estimatedEndDate` in
 *   mission.ts, which spreads them over weeks at the working-time rhythm). A duration in weeks or
 *   months is turned into weeks (1 month = 52/12 weeks), times the days a week asked (5 when not
 *   said): "6 mois" → 130, "3 jours par semaine pendant 6 mois" → 78, "3 semaines" → 15,
 *   "1 an" → 260, "10 jours" → 10. So `estimatedEndDate(start, 130, 5)` ends about 6 months later.
 * - `daysPerWeek` is 1 to 5 ("3 jours par semaine", "3j/sem", "4/5", "temps plein" → 5); "mi-temps"
 *   is left null (the form only takes whole days).
 * - Dates: "dès que possible", "ASAP", "immédiatement" → today; "à partir du 3 février" → that day,
 *   next year when already past; "en mars" / "début mars" → the 1st, "mi-mars" → the 15th,
 *   "fin mars" → the month's last day; a month already past this year means next year, the current
 *   month means today at the earliest; "dans 2 semaines" → today + 14 days; "3/02" works too.
 * - Rates: "600 max", "max 600 €", "moins de 600", "jusqu'à 600", "600 €/jour", a bare "600 €" →
 *   dailyRateMax; "entre 500 et 700", "500-700 €" → both; "au moins 500", "minimum 500" → dailyRateMin.
 *   Only amounts from 50 to 5000 are read as daily rates.
 * - Remote: "full remote", "100 % télétravail", "télétravail complet", a bare "remote" → remote;
 *   "hybride", "télétravail partiel", "2 jours de télétravail" → partialRemote; "sur site",
 *   "présentiel", "sans télétravail" → onSite. "Lyon ou remote" gives both a location and remote.
 * - Locations: a list of French cities and regions (returned with their usual spelling, "IDF" →
 *   "Île-de-France"), plus any capitalised word after "à", "sur", "vers" or "région".
 * - Skills: a list of known technical words plus words written with a capital, a digit or a sign
 *   (Snowflake, C#, Node.js) that are nothing else; the server matches them against the catalogue.
 * - Intent: "pourquoi … correspond / explique" → explainMatch; "où en est", "avancement", "statut de
 *   ma mission" → missionSummary; "rédige", "crée une mission", "brouillon", "fiche de poste" →
 *   draftMission; a search verb or any criterion → searchFreelancers; otherwise unknown. For
 *   explainMatch and missionSummary, skills and job title are left empty (the text names a mission
 *   or a person, not a need).
 */
import { addDays, addMonths, type CalendarDay } from './calendar-day';
import { type ExperienceLevel, experienceLevelOf } from './enums';

export type NovaIntent = 'searchFreelancers' | 'draftMission' | 'explainMatch' | 'missionSummary' | 'unknown';

export interface ParsedNeed {
  /** Raw words or phrases that look like skills, lower-cased as written ('spark', 'power bi'). */
  skills: string[];
  /** The job asked for, lower-cased as written ('data engineer', 'développeur'). */
  jobTitle: string | null;
  dailyRateMax: number | null;
  dailyRateMin: number | null;
  /** City or region names, capitalised ('Lyon', 'Île-de-France'). */
  locations: string[];
  remote: 'remote' | 'partialRemote' | 'onSite' | null;
  /** 'YYYY-MM-DD'. */
  availableFrom: string | null;
  /** Days of work, as the mission form counts them. */
  durationInDays: number | null;
  daysPerWeek: number | null;
  experienceLevel: ExperienceLevel | null;
  intent: NovaIntent;
}

/** Folds one character: lower case, no accent, typographic apostrophe → '. Keeps the length. */
function foldChar(char: string): string {
  if (char === '’' || char === 'ʼ' || char === '‘') return "'";
  if (char === '\u00a0' || char === '\u202f') return ' ';
  const base = char.toLowerCase().normalize('NFD')[0] ?? char;
  return base.length === 1 ? base : char;
}

/** The folded text, one character for one character of the source (so indices line up). */
function fold(text: string): string {
  let out = '';
  for (const char of text) out += char.length === 1 ? foldChar(char) : ' '.repeat(char.length);
  return out;
}

const wordNumbers: Record<string, number> = {
  un: 1,
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  six: 6,
  sept: 7,
  huit: 8,
  neuf: 9,
  dix: 10,
  onze: 11,
  douze: 12,
  quinze: 15,
  vingt: 20,
};
const NUM = `(\\d+(?:[.,]\\d+)?|${Object.keys(wordNumbers).join('|')})`;

function toNumber(raw: string): number {
  return wordNumbers[raw] ?? Number(raw.replace(',', '.'));
}

const months = [
  'janvier',
  'fevrier',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'aout',
  'septembre',
  'octobre',
  'novembre',
  'decembre',
];
const MONTH = `(${months.join('|')}|janv|fevr?|avr|juil|sept?|oct|nov|dec)\\.?`;

function monthIndex(raw: string): number {
  return months.findIndex((m) => m.startsWith(raw.replace('.', '').slice(0, 3)) && raw.length >= 3);
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

function lastDayOf(year: number, month: number): number {
  return new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
}

/** A day of a month without year: this year, next year when already past; never before today. */
function dayOfMonth(today: CalendarDay, month: number, day: number | 'last', year: number | null): CalendarDay {
  const thisYear = Number(today.slice(0, 4));
  const thisMonth = Number(today.slice(5, 7)) - 1;
  let y = year ?? (month < thisMonth ? thisYear + 1 : thisYear);
  const make = (yy: number) => {
    const d = day === 'last' ? lastDayOf(yy, month) : Math.min(day, lastDayOf(yy, month));
    return `${yy}-${pad(month + 1)}-${pad(d)}`;
  };
  let result = make(y);
  if (year === null && result < today) {
    if (month === thisMonth && day !== 'last' && typeof day === 'number' && day === 1) return today;
    if (month === thisMonth) return result < today ? (day === 'last' ? today : make(++y)) : result;
    result = make(++y);
  }
  return result;
}

const cityNames = [
  'Paris',
  'Lyon',
  'Marseille',
  'Toulouse',
  'Nice',
  'Nantes',
  'Montpellier',
  'Strasbourg',
  'Bordeaux',
  'Lille',
  'Rennes',
  'Reims',
  'Toulon',
  'Saint-Étienne',
  'Le Havre',
  'Grenoble',
  'Dijon',
  'Angers',
  'Nîmes',
  'Villeurbanne',
  'Clermont-Ferrand',
  'Le Mans',
  'Aix-en-Provence',
  'Brest',
  'Tours',
  'Amiens',
  'Limoges',
  'Annecy',
  'Perpignan',
  'Metz',
  'Besançon',
  'Orléans',
  'Rouen',
  'Mulhouse',
  'Caen',
  'Nancy',
  'Avignon',
  'Poitiers',
  'La Rochelle',
  'Pau',
  'Bayonne',
  'Biarritz',
  'Sophia Antipolis',
  'La Défense',
  'Boulogne-Billancourt',
  'Versailles',
  'Niort',
  'Vannes',
  'Lorient',
  'Chambéry',
  'Valence',
  'Genève',
  'Lausanne',
  'Bruxelles',
  'Luxembourg',
  'Île-de-France',
  'Auvergne-Rhône-Alpes',
  'Nouvelle-Aquitaine',
  'Occitanie',
  'Bretagne',
  'Normandie',
  'Hauts-de-France',
  'Grand Est',
  'Provence-Alpes-Côte d’Azur',
  'Pays de la Loire',
  'Centre-Val de Loire',
  'Bourgogne-Franche-Comté',
  'Corse',
];
const cityAliases: Record<string, string> = {
  idf: 'Île-de-France',
  'ile de france': 'Île-de-France',
  'region parisienne': 'Île-de-France',
  paca: 'Provence-Alpes-Côte d’Azur',
  'saint etienne': 'Saint-Étienne',
  'st etienne': 'Saint-Étienne',
  'aix en provence': 'Aix-en-Provence',
  aix: 'Aix-en-Provence',
  'clermont ferrand': 'Clermont-Ferrand',
  clermont: 'Clermont-Ferrand',
  'la defense': 'La Défense',
  sophia: 'Sophia Antipolis',
};
function cityKey(name: string): string {
  return fold(name).replace(/['’-]/g, ' ').replace(/\s+/g, ' ').trim();
}
const cities = new Map<string, string>([
  ...cityNames.map((name) => [cityKey(name), name] as [string, string]),
  ...Object.entries(cityAliases),
]);

const jobTitles = [
  'data engineer',
  'data analyst',
  'data scientist',
  'data architect',
  'data steward',
  'analytics engineer',
  'machine learning engineer',
  'ml engineer',
  'ingenieur data',
  'ingenieur devops',
  'ingenieur logiciel',
  'ingenieur',
  'developpeur full stack',
  'developpeur fullstack',
  'developpeur front end',
  'developpeur frontend',
  'developpeur front',
  'developpeur back end',
  'developpeur backend',
  'developpeur back',
  'developpeur mobile',
  'developpeuse',
  'developpeur',
  'developer',
  'dev',
  'devops',
  'sre',
  'tech lead',
  'lead dev',
  'lead developer',
  'architecte solution',
  'architecte cloud',
  'architecte',
  'chef de projet',
  'directeur de projet',
  'product owner',
  'product manager',
  'scrum master',
  'coach agile',
  'business analyst',
  'analyste',
  'consultant',
  'consultante',
  'ux designer',
  'ui designer',
  'ux/ui designer',
  'designer',
  'administrateur systeme',
  'administrateur',
  'testeur',
  'qa engineer',
  'pmo',
  'cto',
  'dba',
];

/** Known skills (folded); multi-word ones are looked for first. */
const knownSkills = new Set([
  'spark',
  'hadoop',
  'kafka',
  'airflow',
  'dbt',
  'snowflake',
  'databricks',
  'bigquery',
  'redshift',
  'talend',
  'sql',
  'nosql',
  'postgresql',
  'postgres',
  'mysql',
  'oracle',
  'mongodb',
  'elasticsearch',
  'redis',
  'python',
  'java',
  'scala',
  'kotlin',
  'go',
  'golang',
  'rust',
  'php',
  'symfony',
  'laravel',
  'ruby',
  'rails',
  'javascript',
  'typescript',
  'react',
  'reactjs',
  'angular',
  'vue',
  'vuejs',
  'vue.js',
  'svelte',
  'node',
  'nodejs',
  'node.js',
  'nestjs',
  'express',
  'next.js',
  'nextjs',
  'graphql',
  'django',
  'flask',
  'fastapi',
  'spring',
  'hibernate',
  'c#',
  '.net',
  'dotnet',
  'c++',
  'swift',
  'flutter',
  'android',
  'ios',
  'aws',
  'azure',
  'gcp',
  'docker',
  'kubernetes',
  'k8s',
  'terraform',
  'ansible',
  'jenkins',
  'gitlab',
  'linux',
  'tableau',
  'qlik',
  'looker',
  'excel',
  'sap',
  'salesforce',
  'figma',
  'jira',
  'scrum',
  'agile',
  'safe',
  'tensorflow',
  'pytorch',
  'pandas',
  'r',
  'sas',
  'etl',
  'devops',
  'selenium',
  'cypress',
  'html',
  'css',
  'sass',
  'wordpress',
  'drupal',
  'magento',
  'shopify',
  'bi',
  'ml',
  'ia',
  'llm',
]);
const knownMultiSkills = [
  'power bi',
  'google cloud',
  'spring boot',
  'react native',
  'machine learning',
  'deep learning',
  'data science',
  'data visualisation',
  'data visualization',
  'ruby on rails',
  'sql server',
  'ci/cd',
  'ci cd',
  'big data',
  'intelligence artificielle',
  'business intelligence',
  'cyber securite',
  'cybersecurite',
  'active directory',
];

/** Folded words that are never skills even with a capital. */
const notSkills = new Set([
  'je',
  'j',
  'nous',
  'on',
  'il',
  'elle',
  'cherche',
  'recherche',
  'trouve',
  'trouver',
  'besoin',
  'tjm',
  'mission',
  'missions',
  'profil',
  'profils',
  'freelance',
  'freelances',
  'redige',
  'rediger',
  'cree',
  'creer',
  'pourquoi',
  'ou',
  'et',
  'pour',
  'avec',
  'un',
  'une',
  'des',
  'le',
  'la',
  'les',
  'de',
  'du',
  'en',
  'a',
  'au',
  'sur',
  'ma',
  'mon',
  'mes',
  'bonjour',
  'merci',
  'quel',
  'quels',
  'quelle',
  'qui',
  'peux',
  'tu',
  'vous',
  'pouvez',
  'me',
  'moi',
  'propose',
  'proposer',
  'montre',
  'donne',
  'liste',
  'dispo',
  'disponible',
  'remote',
  'senior',
  'junior',
  'expert',
  'confirme',
  'euros',
  'eur',
  'jour',
  'jours',
  'max',
  'maximum',
  'minimum',
  'sinon',
  'idealement',
  'urgent',
  'asap',
]);

const searchWords =
  /\b(cherche|recherche|recherchons|cherchons|trouve|trouver|trouvez|besoin|propose|proposez|montre|donne|liste|quels? (?:freelances?|profils?)|qui (?:est|sont) dispo)/;
const draftWords =
  /\b(redige|rediger|redigez|redaction|ecris|ecrire|ecrivez|brouillon|fiche de poste|annonce|(?:cree|creer|creez|prepare|preparer|publie|publier|lance|lancer|ouvre|ouvrir) (?:une |la |ma |cette )?(?:nouvelle )?mission)\b/;
const explainWords =
  /\b(pourquoi\b.*\b(correspond|match|matche|propose|colle|convient|recommande|score|suggere)|explique.*\b(correspond|match|choix|score|ratio|pourquoi|profil)|en quoi\b.*\bcorrespond)/;
const summaryWords =
  /\b(ou en est|ou en sont|ou j'en suis|avancement|statut de (?:ma|la|mes|cette) mission|etat de (?:ma|la|cette) mission|(?:resume|point sur) (?:ma|la|cette) mission|suivi de (?:ma|la) mission)/;

export function parseNeed(text: string, today: CalendarDay): ParsedNeed {
  const source = text.slice(0, 4000);
  // `work` is folded and gets blanked as criteria are read, so a number is read once.
  let work = ` ${fold(source)} `;
  const original = ` ${source} `;
  const blank = (start: number, length: number) => {
    work = work.slice(0, start) + ' '.repeat(length) + work.slice(start + length);
  };
  /** Runs `onMatch` on each match (`g(i)` is group i, '' when absent) and blanks it unless it returns false. */
  const take = (pattern: RegExp, onMatch: (g: (i: number) => string) => unknown) => {
    const global = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
    for (const m of [...work.matchAll(global)]) {
      if (onMatch((i) => m[i] ?? '') !== false) blank(m.index ?? 0, m[0].length);
    }
  };
  const folded = work;

  let intent: NovaIntent = 'unknown';
  if (explainWords.test(folded)) intent = 'explainMatch';
  else if (summaryWords.test(folded)) intent = 'missionSummary';
  else if (draftWords.test(folded)) intent = 'draftMission';
  else if (searchWords.test(folded)) intent = 'searchFreelancers';

  // Remote first ("2 jours de télétravail" must not be read as a rhythm).
  let remote: ParsedNeed['remote'] = null;
  const remoteWord = '(?:remote|teletravail|tele-travail|tt|a distance)';
  take(
    new RegExp(
      `(?:full|100 ?%|totalement|entierement|completement|tout) (?:en )?${remoteWord}|${remoteWord} (?:complet|total|integral|only|a 100 ?%|100 ?%|uniquement|exclusivement)`,
    ),
    () => {
      remote = 'remote';
    },
  );
  take(
    new RegExp(
      `hybride|${remoteWord} (?:partiel|partiellement|possible|occasionnel)|partiellement (?:en )?${remoteWord}|(?:\\d|un|une|deux|trois) ?(?:j|jours?)(?: par semaine| ?/ ?sem(?:aine)?)? (?:de |en )${remoteWord}|(?:\\d|deux|trois) ?(?:j|jours?) (?:sur site|en presentiel)`,
    ),
    () => {
      remote ??= 'partialRemote';
    },
  );
  take(
    new RegExp(
      `(?:pas de|sans|aucun) ${remoteWord}|100 ?% (?:sur site|presentiel)|sur site|en presentiel|presentiel|dans (?:nos|les) locaux`,
    ),
    () => {
      remote ??= 'onSite';
    },
  );
  take(new RegExp(`\\b${remoteWord}\\b`), () => {
    remote ??= 'remote';
  });

  // Rhythm.
  let daysPerWeek: number | null = null;
  take(
    new RegExp(`\\b${NUM} ?(?:j|jours?)(?: ?/ ?| par | chaque | a la )(?:semaine|sem)\\b|\\b([1-5]) ?/ ?5\\b`),
    (g) => {
      const n = toNumber(g(1) || g(2));
      if (Number.isInteger(n) && n >= 1 && n <= 5) daysPerWeek ??= n;
    },
  );
  take(/\b(temps plein|plein temps|full time|100 ?%)\b/, () => {
    daysPerWeek ??= 5;
  });

  // Experience.
  let experienceLevel: ExperienceLevel | null = null;
  take(
    new RegExp(
      `\\b(?:${NUM} ?\\+? ?ans? (?:minimum |min |au moins )?(?:d'|de |d )(?:experience|exp|xp)|(?:experience|xp) (?:de |d')?(?:au moins |minimum )?${NUM} ?\\+? ?ans?|${NUM} ?\\+ ?ans?)\\b`,
    ),
    (g) => {
      const years = toNumber(g(1) || g(2) || g(3));
      if (Number.isFinite(years)) experienceLevel ??= experienceLevelOf(years);
    },
  );
  take(
    /\b(junior|debutant|medior|intermediaire|confirme|confirmee|experimente|experimentee|senior|expert|experte)s?\b/,
    (g) => {
      const word = g(1);
      const level: ExperienceLevel =
        word.startsWith('junior') || word.startsWith('debutant')
          ? 'junior'
          : word === 'medior' || word === 'intermediaire'
            ? 'middle'
            : word.startsWith('confirme') || word.startsWith('experimente')
              ? 'experienced'
              : 'senior';
      experienceLevel ??= level;
    },
  );

  // Availability.
  let availableFrom: string | null = null;
  take(
    /\b(des que possible|asap|au plus vite|au plus tot|immediatement|tout de suite|des maintenant|des aujourd'hui|urgent|urgence)\b/,
    () => {
      availableFrom ??= today;
    },
  );
  take(new RegExp(`\\bdans ${NUM} (jours?|semaines?|mois)\\b`), (g) => {
    const n = toNumber(g(1));
    availableFrom ??= g(2).startsWith('mois')
      ? addMonths(today, n)
      : addDays(today, g(2).startsWith('sem') ? n * 7 : n);
  });
  take(/\b(la semaine prochaine|le mois prochain)\b/, (g) => {
    if (g(1).includes('mois')) {
      const next = addMonths(`${today.slice(0, 8)}01`, 1);
      availableFrom ??= next;
    } else {
      const weekday = new Date(`${today}T12:00:00Z`).getUTCDay();
      availableFrom ??= addDays(today, (8 - weekday) % 7 || 7);
    }
  });
  take(new RegExp(`\\b(\\d{1,2})(?:er)? ${MONTH}(?: (\\d{4}))?\\b`), (g) => {
    const month = monthIndex(g(2));
    const day = Number(g(1));
    if (month < 0 || day < 1 || day > 31) return false;
    availableFrom ??= dayOfMonth(today, month, day, g(3) ? Number(g(3)) : null);
  });
  take(/\b(\d{1,2})\/(\d{1,2})(?:\/(\d{4}))?\b/, (g) => {
    const day = Number(g(1));
    const month = Number(g(2)) - 1;
    if (month < 0 || month > 11 || day < 1 || day > 31) return false;
    availableFrom ??= dayOfMonth(today, month, day, g(3) ? Number(g(3)) : null);
  });
  take(
    new RegExp(
      `\\b(debut|mi|fin|courant|en|des|a partir de|dispo|disponible|pour|demarrage|start)[ -]?(?:d')?${MONTH}(?: (\\d{4}))?`,
    ),
    (g) => {
      const month = monthIndex(g(2));
      if (month < 0) return false;
      const day = g(1) === 'mi' ? 15 : g(1) === 'fin' ? 'last' : 1;
      availableFrom ??= dayOfMonth(today, month, day, g(3) ? Number(g(3)) : null);
    },
  );

  // Duration.
  let durationInDays: number | null = null;
  const perWeek = () => daysPerWeek ?? 5;
  take(new RegExp(`\\b${NUM} ?(mois|semaines?|sem|ans?|annees?|jours?|j)\\b(?! ?(?:/|par) ?(?:sem|mois))`), (g) => {
    const n = toNumber(g(1));
    const unit = g(2);
    if (!Number.isFinite(n) || n <= 0) return false;
    if (unit.startsWith('mois')) durationInDays ??= Math.round(((n * 52) / 12) * perWeek());
    else if (unit.startsWith('sem')) durationInDays ??= Math.round(n * perWeek());
    else if (unit.startsWith('an')) durationInDays ??= Math.round(n * 52 * perWeek());
    else durationInDays ??= Math.round(n);
  });

  // Rates.
  let dailyRateMax: number | null = null;
  let dailyRateMin: number | null = null;
  const rate = (raw: string) => {
    const n = Number(raw.replace(/\s/g, '').replace(',', '.'));
    return n >= 50 && n <= 5000 ? Math.round(n) : null;
  };
  const EUR = '(?: ?(?:€|e|eur|euros?|k€)(?: ?(?:/|par) ?(?:j|jour|jr))?(?: ?ht)?)?';
  const AMOUNT = '(\\d{2,4}|\\d ?\\d{3})';
  take(
    new RegExp(
      `\\bentre ${AMOUNT}${EUR} et ${AMOUNT}${EUR}|\\b${AMOUNT}${EUR} ?(?:-|a|à) ?${AMOUNT}${EUR}(?=\\s|$|[,.;)])`,
    ),
    (g) => {
      const low = rate(g(1) || g(3));
      const high = rate(g(2) || g(4));
      if (low === null || high === null) return false;
      dailyRateMin ??= Math.min(low, high);
      dailyRateMax ??= Math.max(low, high);
    },
  );
  take(
    new RegExp(
      `(?:\\b(?:au moins|minimum|min|plus de|a partir de|superieur a|>=?) ?${AMOUNT}${EUR})|(?:\\b${AMOUNT}${EUR} (?:minimum|min|au moins|et plus))`,
    ),
    (g) => {
      const n = rate(g(1) || g(2));
      if (n === null) return false;
      dailyRateMin ??= n;
    },
  );
  take(
    new RegExp(
      `(?:\\b(?:max|maximum|moins de|jusqu'a|pas plus de|au plus|budget(?: de| max)?|tjm(?: max(?:imum)?)?(?: de| a)?|inferieur a|<=?|a) ?(?:de )?${AMOUNT}${EUR})|(?:\\b${AMOUNT}${EUR} (?:max|maximum|au plus|grand max|maxi))`,
    ),
    (g) => {
      const n = rate(g(1) || g(2));
      if (n === null) return false;
      dailyRateMax ??= n;
    },
  );
  take(new RegExp(`\\b${AMOUNT} ?(?:€|eur\\b|euros?\\b)(?: ?(?:/|par) ?(?:j|jour|jr)\\b)?(?: ?ht\\b)?`), (g) => {
    const n = rate(g(1));
    if (n === null) return false;
    dailyRateMax ??= n;
  });

  // Locations.
  const locations: string[] = [];
  const addLocation = (name: string) => {
    if (!locations.includes(name)) locations.push(name);
  };
  const cityWork = work.replace(/['’-]/g, ' ');
  const keys = [...cities.keys()].sort((a, b) => b.length - a.length);
  const found: { index: number; name: string; length: number }[] = [];
  for (const key of keys) {
    const pattern = new RegExp(`(?<![\\p{L}\\d])${key.replace(/ /g, '\\s+')}(?![\\p{L}\\d])`, 'gu');
    for (const m of cityWork.matchAll(pattern)) {
      const start = m.index ?? 0;
      if (found.some((f) => start < f.index + f.length && f.index < start + m[0].length)) continue;
      found.push({ index: start, name: cities.get(key) as string, length: m[0].length });
    }
  }
  // Unknown capitalised places after "à", "sur", "vers", "région".
  const placePattern =
    /(?:^|\s)(?:à|a|sur|vers|région|region|basé à|basée à)\s+([A-ZÀ-Ý][\p{L}]+(?:[- ](?:sur|en|de|la|le|les|[A-ZÀ-Ý][\p{L}]+))*)/gu;
  for (const m of original.matchAll(placePattern)) {
    const start = (m.index ?? 0) + m[0].length - (m[1] ?? '').length;
    if (found.some((f) => start < f.index + f.length && f.index < start + (m[1] ?? '').length)) continue;
    const word = fold(m[1] ?? '');
    if (notSkills.has(word) || knownSkills.has(word) || /^\d/.test(word)) continue;
    if (jobTitles.includes(word)) continue;
    found.push({ index: start, name: m[1] ?? '', length: (m[1] ?? '').length });
  }
  for (const f of found.sort((a, b) => a.index - b.index)) {
    addLocation(f.name);
    blank(f.index, f.length);
  }

  // Job title.
  let jobTitle: string | null = null;
  for (const title of jobTitles) {
    const pattern = new RegExp(`(?<![\\p{L}\\d])${title.replace(/[/]/g, '\\/')}s?(?![\\p{L}\\d])`, 'u');
    const m = pattern.exec(work);
    if (m) {
      jobTitle = original.slice(m.index, m.index + m[0].length).toLowerCase();
      blank(m.index, m[0].length);
      break;
    }
  }

  // Skills: known phrases, then tokens.
  const skills: string[] = [];
  const addSkill = (raw: string) => {
    const skill = raw.toLowerCase().trim();
    if (skill && !skills.includes(skill)) skills.push(skill);
  };
  const skillHits: { index: number; text: string }[] = [];
  for (const phrase of knownMultiSkills) {
    const pattern = new RegExp(`(?<![\\p{L}\\d])${phrase.replace(/[/]/g, '\\/')}(?![\\p{L}\\d])`, 'gu');
    for (const m of work.matchAll(pattern)) {
      skillHits.push({ index: m.index ?? 0, text: original.slice(m.index, (m.index ?? 0) + m[0].length) });
      blank(m.index ?? 0, m[0].length);
    }
  }
  const tokenPattern = /[\p{L}\d#+.]+/gu;
  for (const m of work.matchAll(tokenPattern)) {
    const index = m.index ?? 0;
    const token = m[0].replace(/\.+$/, '');
    if (!token) continue;
    const raw = original.slice(index, index + token.length);
    const isKnown = knownSkills.has(token);
    const looksTechnical =
      !notSkills.has(token) &&
      token.length > 1 &&
      !/^\d+$/.test(token) &&
      (/[#+]|\.\p{L}|\p{L}\d/u.test(token) || (/^\p{Lu}/u.test(raw) && !isSentenceStart(original, index)));
    if (isKnown || looksTechnical) skillHits.push({ index, text: raw });
  }
  for (const hit of skillHits.sort((a, b) => a.index - b.index)) addSkill(hit.text);

  const hasCriteria =
    skills.length > 0 ||
    jobTitle !== null ||
    dailyRateMax !== null ||
    dailyRateMin !== null ||
    locations.length > 0 ||
    remote !== null ||
    availableFrom !== null ||
    experienceLevel !== null;
  if (intent === 'unknown' && hasCriteria) intent = 'searchFreelancers';
  const referential = intent === 'explainMatch' || intent === 'missionSummary';

  return {
    skills: referential ? [] : skills,
    jobTitle: referential ? null : jobTitle,
    dailyRateMax,
    dailyRateMin,
    locations,
    remote,
    availableFrom,
    durationInDays,
    daysPerWeek,
    experienceLevel,
    intent,
  };
}

/** True when the character at `index` starts the text or a sentence. */
function isSentenceStart(text: string, index: number): boolean {
  const before = text.slice(0, index).trimEnd();
  return before === '' || /[.!?:]$/.test(before);
}
