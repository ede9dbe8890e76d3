import { addDays, type CalendarDay } from '@orbite/domain/calendar-day';
import type { SearchFilters } from '../../apps/api/src/modules/telescope/telescope.repository';
import { frenchCities } from './data/french-cities';
import { lastNames } from './data/french-names';
import { type Rng, WeightedPicker, weighted } from './random';

export interface FilterSource {
  /** Skills of missions in matching, as [skill id, years required or null][] each. */
  missionSkills: readonly (readonly (readonly [number, number | null])[])[];
  /** Skills of the catalogue by popularity. */
  skillPicker: WeightedPicker<number>;
  /** Missions in matching, for excludeMissionId. */
  missionIds: readonly number[];
  today: CalendarDay;
}

/** What a filter set holds, to report latencies by kind of search. */
export type FilterShape = 'skills' | 'skills+location' | 'no skills' | 'text';

const cities = new WeightedPicker(frenchCities.map((city) => [city, city.weight] as const));
const radii = weighted({ 10: 10, 20: 20, 30: 20, 50: 35, 100: 15 });
const names = lastNames.map(([name]) => name);
const words = ['data', 'react', 'java', 'devops', 'python', 'cloud', 'senior', 'lead'];

/**
 * A search as a team member makes one in the telescope: most start from a mission's skills
 * (1 to 4, some with minimum years) and add availability, a rate, a place or a workplace; some
 * browse with no skill (place and availability only); a few type a name or a word.
 */
export function randomFilters(rng: Rng, source: FilterSource): { filters: SearchFilters; shape: FilterShape } {
  const filters: SearchFilters = {};
  const kind = rng.next();
  let shape: FilterShape;
  if (kind < 0.08) {
    filters.text = rng.chance(0.6) ? rng.pick(names) : rng.pick(words);
    shape = 'text';
  } else if (kind < 0.2) {
    shape = 'no skills';
  } else {
    const fromMission = rng.chance(0.7) && source.missionSkills.length > 0;
    const wanted = rng.int(1, 4);
    const chosen = new Map<number, number | null>();
    const missionSkills = fromMission ? rng.pick(source.missionSkills) : [];
    for (const [skillId, years] of missionSkills.slice(0, wanted)) chosen.set(skillId, years);
    for (let tries = 0; chosen.size < wanted && tries < 20; tries++) {
      const skillId = source.skillPicker.pick(rng);
      if (!chosen.has(skillId)) chosen.set(skillId, rng.chance(0.3) ? rng.pick([1, 2, 3, 5]) : null);
    }
    filters.skills = [...chosen].map(([skillId, minYears]) => ({
      skillId,
      minYears: rng.chance(0.6) ? minYears : null,
    }));
    if (rng.chance(0.2)) filters.skillMode = 'any';
    shape = 'skills';
  }
  if (rng.chance(shape === 'no skills' ? 0.8 : 0.5)) filters.availableBy = addDays(source.today, rng.int(0, 60));
  if (rng.chance(0.35)) filters.maxRetribution = rng.pick([450, 500, 550, 600, 650, 700, 800, 900]);
  if (rng.chance(shape === 'no skills' ? 0.9 : 0.4)) {
    const city = cities.pick(rng);
    filters.location = {
      latitude: city.latitude,
      longitude: city.longitude,
      radiusKm: Number(radii.pick(rng)),
      label: city.name,
    };
    if (shape === 'skills') shape = 'skills+location';
  }
  if (rng.chance(0.25)) filters.workplace = rng.pick(['onSite', 'remote', 'partialRemote'] as const);
  if (rng.chance(0.1)) filters.statuses = ['validated'];
  if (rng.chance(0.15)) filters.minProfileScore = rng.pick([50, 60, 70]);
  if (rng.chance(0.3) && source.missionIds.length) filters.excludeMissionId = rng.pick(source.missionIds);
  return { filters, shape };
}
