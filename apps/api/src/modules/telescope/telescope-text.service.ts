import { type CalendarDay, todayInParis } from '@orbite/domain/calendar-day';
import { ErrorCode } from '@orbite/domain/errors';
import { formatFrenchDate } from '@orbite/domain/french-date';
import { type ParsedNeed, parseNeed } from '@orbite/domain/nova-query';
import {
  DEFAULT_TELESCOPE_RADIUS_KM,
  TELESCOPE_MAX_RETRIBUTION,
  TELESCOPE_MAX_SKILLS,
  TELESCOPE_TEXT_MAX_LENGTH,
  type TelescopeFilters,
  type TelescopeLocationFilter,
  type TelescopeWorkplace,
  telescopeFiltersError,
} from '@orbite/domain/telescope';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../platform/errors';
import type { AddressProvider } from '../addresses/addresses.provider';
import { normalizeSearch } from '../skills/skills.service';
import { skills } from '../skills/skills.tables';
import { canSearchFreelances, type TelescopeActor } from './telescope.policy';

/** A plain-language query: 1 to 500 characters. */
export const TELESCOPE_QUERY_LENGTH = { min: 1, max: 500 } as const;

/** One understood criterion, shown as a chip the team member may remove or change before searching. */
export interface TelescopeChip {
  /** The telescope filter it fills: text, skills, availableBy, maxRetribution, location, workplace. */
  key: string;
  /** French, e.g. "Compétence : Spark". */
  label: string;
  /** The filter's value (one skill `{ skillId, name }` for skills; a location without a point is to be completed). */
  value: unknown;
}

export interface TelescopeFiltersProposal {
  filters: TelescopeFilters;
  chips: TelescopeChip[];
  /** What was read but gives no filter (French). */
  unmatched: string[];
}

/**
 * Centres of the cities the parser knows, for the location filter without the address service
 * (coordinates rounded to 4 decimals; Île-de-France is Paris with a wider radius).
 */
const knownPlaces: Record<string, { latitude: number; longitude: number; radiusKm?: number }> = {
  Paris: { latitude: 48.8566, longitude: 2.3522 },
  Lyon: { latitude: 45.764, longitude: 4.8357 },
  Marseille: { latitude: 43.2965, longitude: 5.3698 },
  Toulouse: { latitude: 43.6047, longitude: 1.4442 },
  Nice: { latitude: 43.7102, longitude: 7.262 },
  Nantes: { latitude: 47.2184, longitude: -1.5536 },
  Montpellier: { latitude: 43.6108, longitude: 3.8767 },
  Strasbourg: { latitude: 48.5734, longitude: 7.7521 },
  Bordeaux: { latitude: 44.8378, longitude: -0.5792 },
  Lille: { latitude: 50.6292, longitude: 3.0573 },
  Rennes: { latitude: 48.1173, longitude: -1.6778 },
  Reims: { latitude: 49.2583, longitude: 4.0317 },
  Toulon: { latitude: 43.1242, longitude: 5.928 },
  'Saint-Étienne': { latitude: 45.4397, longitude: 4.3872 },
  'Le Havre': { latitude: 49.4944, longitude: 0.1079 },
  Grenoble: { latitude: 45.1885, longitude: 5.7245 },
  Dijon: { latitude: 47.322, longitude: 5.0415 },
  Angers: { latitude: 47.4784, longitude: -0.5632 },
  Nîmes: { latitude: 43.8367, longitude: 4.3601 },
  Villeurbanne: { latitude: 45.7719, longitude: 4.8902 },
  'Clermont-Ferrand': { latitude: 45.7772, longitude: 3.087 },
  'Le Mans': { latitude: 48.0061, longitude: 0.1996 },
  'Aix-en-Provence': { latitude: 43.5297, longitude: 5.4474 },
  Brest: { latitude: 48.3904, longitude: -4.4861 },
  Tours: { latitude: 47.3941, longitude: 0.6848 },
  Amiens: { latitude: 49.8941, longitude: 2.2958 },
  Limoges: { latitude: 45.8336, longitude: 1.2611 },
  Annecy: { latitude: 45.8992, longitude: 6.1294 },
  Perpignan: { latitude: 42.6887, longitude: 2.8948 },
  Metz: { latitude: 49.1193, longitude: 6.1757 },
  Besançon: { latitude: 47.2378, longitude: 6.0241 },
  Orléans: { latitude: 47.9029, longitude: 1.9093 },
  Rouen: { latitude: 49.4432, longitude: 1.0999 },
  Mulhouse: { latitude: 47.7508, longitude: 7.3359 },
  Caen: { latitude: 49.1829, longitude: -0.3707 },
  Nancy: { latitude: 48.6921, longitude: 6.1844 },
  Avignon: { latitude: 43.9493, longitude: 4.8055 },
  Poitiers: { latitude: 46.5802, longitude: 0.3404 },
  'La Rochelle': { latitude: 46.1603, longitude: -1.1511 },
  Pau: { latitude: 43.2951, longitude: -0.3708 },
  Bayonne: { latitude: 43.4929, longitude: -1.4748 },
  Biarritz: { latitude: 43.4832, longitude: -1.5586 },
  'Sophia Antipolis': { latitude: 43.6163, longitude: 7.0552 },
  'La Défense': { latitude: 48.892, longitude: 2.2363 },
  'Boulogne-Billancourt': { latitude: 48.8397, longitude: 2.2399 },
  Versailles: { latitude: 48.8049, longitude: 2.1204 },
  Niort: { latitude: 46.3237, longitude: -0.4588 },
  Vannes: { latitude: 47.6582, longitude: -2.7608 },
  Lorient: { latitude: 47.7482, longitude: -3.3702 },
  Chambéry: { latitude: 45.5646, longitude: 5.9178 },
  Valence: { latitude: 44.9334, longitude: 4.8924 },
  'Île-de-France': { latitude: 48.8566, longitude: 2.3522, radiusKm: 60 },
};

const workplaceLabels: Record<TelescopeWorkplace, string> = {
  remote: 'Télétravail complet',
  partialRemote: 'Télétravail partiel',
  onSite: 'Sur site',
};
const levelLabels = { junior: 'junior', middle: 'intermédiaire', experienced: 'confirmé', senior: 'senior' };

function frenchDay(day: CalendarDay): string {
  return formatFrenchDate(
    new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
    new Date(`${day}T00:00:00Z`),
  );
}

/** Catalogue skills whose name or one of whose aliases is the word (accent- and case-insensitive). */
async function matchSkills(db: DbOrTx, words: string[]) {
  const found = new Map<string, { id: number; name: string }>();
  for (const word of words) {
    const search = normalizeSearch(word);
    if (!search) continue;
    const [row] = await db
      .select({ id: skills.id, name: skills.name })
      .from(skills)
      .where(sql`${skills.searchName} = ${search} or ${skills.searchAliases} like ${`%|${search}|%`}`)
      .orderBy(sql`${skills.searchName} = ${search} desc`, sql`${skills.popularity} desc`)
      .limit(1);
    if (row) found.set(word, row);
  }
  return found;
}

/** A place put on the map: a known city, else the address service when there is one, else unplaced. */
export async function locatePlace(
  place: string,
  geocoder: AddressProvider | null,
): Promise<TelescopeLocationFilter | { label: string; latitude: null; longitude: null; radiusKm: number }> {
  const known = knownPlaces[place];
  if (known)
    return {
      latitude: known.latitude,
      longitude: known.longitude,
      radiusKm: known.radiusKm ?? DEFAULT_TELESCOPE_RADIUS_KM,
      label: place,
    };
  if (geocoder) {
    try {
      const [first] = await geocoder.search(place, { countryIso: 'FR', limit: 1 });
      if (first?.point) return { ...first.point, radiusKm: DEFAULT_TELESCOPE_RADIUS_KM, label: first.city ?? place };
    } catch {
      // No address service: the team member completes the place.
    }
  }
  return { label: place, latitude: null, longitude: null, radiusKm: DEFAULT_TELESCOPE_RADIUS_KM };
}

/**
 * Turns a plain-language need into telescope filters and the chips that show them (team only).
 * Skills are matched to the catalogue by name or alias; a place is put on the map from the known
 * cities, else the address service; a place that cannot be placed is a chip to complete.
 */
export async function telescopeFiltersFromText(
  db: DbOrTx,
  actor: TelescopeActor,
  text: string,
  options: { geocoder: AddressProvider | null; today?: CalendarDay },
): Promise<TelescopeFiltersProposal> {
  if (!canSearchFreelances(actor)) throw new AppError(ErrorCode.forbidden);
  const query = text.trim();
  if (query.length < TELESCOPE_QUERY_LENGTH.min || query.length > TELESCOPE_QUERY_LENGTH.max)
    throw new AppError(ErrorCode.invalidInput, 'Décrivez le besoin en 1 à 500 caractères.', 'text');
  const need: ParsedNeed = parseNeed(query, options.today ?? todayInParis());
  const filters: TelescopeFilters = {};
  const chips: TelescopeChip[] = [];
  const unmatched: string[] = [];

  const matched = await matchSkills(db, need.skills);
  const skillFilters: { skillId: string }[] = [];
  for (const word of need.skills) {
    const skill = matched.get(word);
    if (!skill) {
      unmatched.push(`Compétence inconnue du catalogue : ${word}`);
      continue;
    }
    if (skillFilters.some((s) => s.skillId === String(skill.id)) || skillFilters.length >= TELESCOPE_MAX_SKILLS)
      continue;
    skillFilters.push({ skillId: String(skill.id) });
    chips.push({
      key: 'skills',
      label: `Compétence : ${skill.name}`,
      value: { skillId: String(skill.id), name: skill.name },
    });
  }
  if (skillFilters.length) filters.skills = skillFilters;

  if (need.jobTitle) {
    const title = need.jobTitle.slice(0, TELESCOPE_TEXT_MAX_LENGTH);
    filters.text = title;
    chips.push({ key: 'text', label: `Texte : ${title}`, value: title });
  }
  if (need.dailyRateMax !== null && need.dailyRateMax <= TELESCOPE_MAX_RETRIBUTION.max) {
    filters.maxRetribution = need.dailyRateMax;
    chips.push({ key: 'maxRetribution', label: `TJM max : ${need.dailyRateMax} €`, value: need.dailyRateMax });
  }
  if (need.dailyRateMin !== null) unmatched.push(`TJM minimum ${need.dailyRateMin} € (pas de filtre)`);
  if (need.availableFrom) {
    filters.availableBy = need.availableFrom;
    chips.push({
      key: 'availableBy',
      label: `Disponible au plus tard le ${frenchDay(need.availableFrom)}`,
      value: need.availableFrom,
    });
  }
  if (need.remote) {
    filters.workplace = need.remote;
    chips.push({ key: 'workplace', label: workplaceLabels[need.remote], value: need.remote });
  }
  const geocoder = options.geocoder;
  for (const [index, place] of need.locations.entries()) {
    const location = await locatePlace(place, geocoder);
    if (index === 0 && location.latitude !== null) filters.location = location as TelescopeLocationFilter;
    chips.push({
      key: 'location',
      label:
        location.latitude === null
          ? `Lieu à préciser : ${place}`
          : `Lieu : ${location.label} (${location.radiusKm} km)`,
      value: location,
    });
  }
  if (need.locations.length > 1) unmatched.push(`Un seul lieu par recherche : ${need.locations.slice(1).join(', ')}`);
  if (need.experienceLevel) unmatched.push(`Niveau ${levelLabels[need.experienceLevel]} (pas de filtre)`);
  if (need.durationInDays !== null) unmatched.push(`Durée : ${need.durationInDays} jours de travail (pas de filtre)`);
  if (need.daysPerWeek !== null) unmatched.push(`Rythme : ${need.daysPerWeek} jours par semaine (pas de filtre)`);

  // The proposal is always a valid search (a guard: each piece above is built within the bounds).
  if (telescopeFiltersError(filters)) throw new AppError(ErrorCode.invalidInput, 'Critères incompris.', 'text');
  return { filters, chips, unmatched };
}
