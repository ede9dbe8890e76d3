import { describe, expect, it } from 'vitest';
import { jobTitleCatalogue } from './data/job-titles';
import { languageCatalogue } from './data/languages';
import { skillCatalogue } from './data/skills-catalogue';
import { normalizeSearch, slugify } from './skills.service';

const duplicates = (values: string[]) => values.filter((value, index) => values.indexOf(value) !== index);

describe('skills catalogue data', () => {
  it('has at least 600 skills with unique names and slugs', () => {
    expect(skillCatalogue.length).toBeGreaterThanOrEqual(600);
    expect(duplicates(skillCatalogue.map((skill) => normalizeSearch(skill.name)))).toEqual([]);
    expect(duplicates(skillCatalogue.map((skill) => slugify(skill.name)))).toEqual([]);
  });

  it('relates each skill to 2 to 5 skills that exist, never itself', () => {
    const names = new Set(skillCatalogue.map((skill) => skill.name));
    for (const skill of skillCatalogue) {
      expect(skill.related.length, skill.name).toBeGreaterThanOrEqual(2);
      expect(skill.related.length, skill.name).toBeLessThanOrEqual(5);
      expect(
        skill.related.filter((related) => !names.has(related) || related === skill.name),
        skill.name,
      ).toEqual([]);
    }
  });

  it('keeps popularity within 1..100, years plausible and descriptions in one sentence', () => {
    for (const skill of skillCatalogue) {
      expect(skill.popularity, skill.name).toBeGreaterThanOrEqual(1);
      expect(skill.popularity, skill.name).toBeLessThanOrEqual(100);
      if (skill.firstReleased) expect(Number(skill.firstReleased), skill.name).toBeGreaterThanOrEqual(1940);
      if (skill.firstReleased) expect(Number(skill.firstReleased), skill.name).toBeLessThanOrEqual(2026);
      expect(skill.description, skill.name).toMatch(/^[A-ZÀ-Ý].*\.$/);
    }
  });

  it('never uses another skill’s name as an alias', () => {
    const owner = new Map(skillCatalogue.map((skill) => [normalizeSearch(skill.name), skill.name]));
    const clashes = skillCatalogue.flatMap((skill) =>
      skill.aliases.filter((alias) => (owner.get(normalizeSearch(alias)) ?? skill.name) !== skill.name),
    );
    expect(clashes).toEqual([]);
  });

  it('has at least 150 unique job titles and 30 unique languages', () => {
    expect(jobTitleCatalogue.length).toBeGreaterThanOrEqual(150);
    expect(duplicates(jobTitleCatalogue.map((title) => normalizeSearch(title.name)))).toEqual([]);
    expect(languageCatalogue.length).toBeGreaterThanOrEqual(30);
    expect(duplicates(languageCatalogue.map((language) => language.isoCode))).toEqual([]);
  });

  it('makes readable slugs', () => {
    expect(['C++', 'C#', '.NET', 'Node.js', 'Développeur'].map(slugify)).toEqual([
      'c-plus-plus',
      'c-sharp',
      'dotnet',
      'node-js',
      'developpeur',
    ]);
  });
});
