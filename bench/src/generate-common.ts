import type { AddressValue } from '../../apps/api/src/modules/addresses/addresses.schema';
import { type City, frenchCities } from './data/french-cities';
import { firstNamesFemale, firstNamesMale, lastNames } from './data/french-names';
import { type Profile, profiles } from './data/profiles';
import { type Rng, WeightedPicker } from './random';
import type { SkillModel } from './skills-model';

/** What every generator needs: the random source, the skills model and the catalogue ids. */
export interface GenerationContext {
  rng: Rng;
  model: SkillModel;
  jobTitleIds: ReadonlyMap<string, number>;
  languageIds: ReadonlyMap<string, number>;
  /** Midnight UTC of the day the data is generated: dates are relative to it. */
  today: Date;
}

const male = new WeightedPicker(firstNamesMale);
const female = new WeightedPicker(firstNamesFemale);
const last = new WeightedPicker(lastNames);
const cities = new WeightedPicker(frenchCities.map((city) => [city, city.weight] as const));
export const freelancerProfiles = new WeightedPicker(profiles.map((p) => [p, p.freelancerWeight] as const));
export const missionProfiles = new WeightedPicker(profiles.map((p) => [p, p.missionWeight] as const));

/** About a third of tech freelancers in France are women. */
export function personName(rng: Rng): { firstName: string; lastName: string } {
  return { firstName: (rng.chance(0.3) ? female : male).pick(rng), lastName: last.pick(rng) };
}

/** Lower case ASCII words joined by `separator`, for e-mail addresses and handles. */
export function asciiSlug(text: string, separator = '.'): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .join(separator);
}

const codeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A code unique per `index` (its first characters encode it) with random characters after. */
export function uniqueCode(rng: Rng, index: number, length = 8): string {
  let head = '';
  let rest = index;
  for (let i = 0; i < 4; i++) {
    head = codeAlphabet[rest % 32] + head;
    rest = Math.floor(rest / 32);
  }
  if (rest > 0) throw new Error(`index ${index} too large for a code`);
  let tail = '';
  while (head.length + tail.length < length) tail += codeAlphabet[rng.int(0, 31)];
  return head + tail;
}

/** A French address near a weighted city: the `location` jsonb with latitude/longitude copied out. */
export function frenchAddress(rng: Rng, city: City = cities.pick(rng)) {
  const kmPerDegree = 111.2;
  const latitude = round(city.latitude + (rng.normal() * city.spreadKm) / kmPerDegree, 5);
  const longitude = round(
    city.longitude + (rng.normal() * city.spreadKm) / (kmPerDegree * Math.cos((city.latitude * Math.PI) / 180)),
    5,
  );
  const location: AddressValue = {
    street: null,
    zipCode: rng.pick(city.zipCodes),
    city: city.name,
    state: null,
    countryIso: 'FR',
    point: { latitude, longitude },
  };
  return { location, latitude, longitude };
}

export const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

const DAY_MS = 86_400_000;

/** A calendar day `days` after `from`, as `YYYY-MM-DD`. */
export function dayAfter(from: Date, days: number): string {
  return new Date(from.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** An instant `days` (fractional) before `from`. */
export function instantBefore(from: Date, days: number): Date {
  return new Date(from.getTime() - days * DAY_MS);
}

export function todayUtc(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** Job titles of a profile that the catalogue knows, as [name, id]. */
export function profileJobTitles(ctx: GenerationContext, profile: Profile): [name: string, id: number][] {
  return profile.jobTitles.flatMap((name) => {
    const id = ctx.jobTitleIds.get(name);
    return id === undefined ? [] : [[name, id] as [string, number]];
  });
}
