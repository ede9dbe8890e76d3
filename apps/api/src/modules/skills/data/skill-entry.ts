/**
 * One catalogue line: name, aliases, first release (year), latest stable version (null where
 * versions mean nothing, e.g. a method), popularity 1..100, related skills by exact name,
 * a one-sentence French description. Versions are those known when the file was written.
 */
export type SkillEntry = readonly [
  name: string,
  aliases: readonly string[],
  firstReleased: string | null,
  latestStableVersion: string | null,
  popularity: number,
  related: readonly string[],
  description: string,
];

export interface SkillSeed {
  name: string;
  aliases: readonly string[];
  firstReleased: string | null;
  latestStableVersion: string | null;
  popularity: number;
  related: readonly string[];
  description: string;
  category: SkillCategory;
}

export const skillCategories = [
  'language',
  'frontend',
  'backend',
  'mobile',
  'database',
  'data',
  'bi',
  'ml',
  'cloud',
  'devops',
  'testing',
  'security',
  'method',
  'tool',
  'design',
  'business',
] as const;
export type SkillCategory = (typeof skillCategories)[number];

export function inCategory(category: SkillCategory, entries: readonly SkillEntry[]): SkillSeed[] {
  return entries.map(([name, aliases, firstReleased, latestStableVersion, popularity, related, description]) => ({
    name,
    aliases,
    firstReleased,
    latestStableVersion,
    popularity,
    related,
    description,
    category,
  }));
}
