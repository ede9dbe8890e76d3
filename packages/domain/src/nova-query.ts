/**
 * Reads a need written in plain French ("data engineer Spark, Lyon ou remote, dispo en mars, 600 max")
 * into structured criteria, for Nova's offline engine and the telescope's plain-language search.
 *
 * Pure and dependency-free; case- and accent-insensitive (the text is folded before matching, but
 * skills and job titles are returned lower-cased as written, accents kept). Each concern has its
 * reader in ./nova-query/ (text, dates, work-mode, rates, locations, skills, intent, stats); this
 * file runs them in order, each blanking what it read so that a number is read once.
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
 *   draftMission; a question on the marketplace's figures ("combien de missions en recherche ?",
 *   "statistiques du mois") → marketplaceStats (read further by `parseStatsQuestion` of
 *   ./nova-query/stats); a search verb or any criterion → searchFreelancers; otherwise unknown. For
 *   explainMatch, missionSummary and marketplaceStats, skills and job title are left empty (the text
 *   names a mission, a person or a figure, not a need).
 */
import type { CalendarDay } from './calendar-day';
import type { ExperienceLevel } from './enums';
import { readAvailability, readDuration } from './nova-query/dates';
import { intentOf, type NovaIntent } from './nova-query/intent';
import { readLocations } from './nova-query/locations';
import { readRates } from './nova-query/rates';
import { readJobTitle, readSkills } from './nova-query/skills';
import { metricsOf } from './nova-query/stats';
import { NeedText } from './nova-query/text';
import { readDaysPerWeek, readExperience, readRemote } from './nova-query/work-mode';

export type { NovaIntent };

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

export function parseNeed(source: string, today: CalendarDay): ParsedNeed {
  const text = new NeedText(source.slice(0, 4000));
  let intent = intentOf(text.folded);
  // The order matters: remote before the rhythm ("2 jours de télétravail"), the rhythm before the
  // duration (days of work), dates and durations before the rates, places before skills.
  const remote = readRemote(text);
  const daysPerWeek = readDaysPerWeek(text);
  const experienceLevel = readExperience(text);
  const availableFrom = readAvailability(text, today);
  const durationInDays = readDuration(text, daysPerWeek);
  const { dailyRateMin, dailyRateMax } = readRates(text);
  const locations = readLocations(text);
  const jobTitle = readJobTitle(text);
  const skills = readSkills(text);

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
  // "Combien de freelances React à Lyon ?" counts a search, not the marketplace's totals.
  if (
    intent === 'marketplaceStats' &&
    (skills.length > 0 || jobTitle !== null || locations.length > 0) &&
    metricsOf(text.folded).every((metric) => metric.startsWith('freelancers'))
  )
    intent = 'searchFreelancers';
  const referential = intent === 'explainMatch' || intent === 'missionSummary' || intent === 'marketplaceStats';

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
