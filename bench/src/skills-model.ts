import type { Profile } from './data/profiles';
import { type Rng, WeightedPicker } from './random';

export interface CatalogueSkill {
  id: number;
  name: string;
  category: string;
  popularity: number;
}

/**
 * How skills are drawn. Popularity is the catalogue's 1..100 column; a skill's weight is its
 * popularity squared, so JavaScript (98) is about 400 times as frequent as a skill of 5.
 * A skill set grows from a main skill: mostly by the catalogue's related skills of skills already
 * chosen, then by the profile's categories, rarely from the whole catalogue.
 */
export const POPULARITY_EXPONENT = 2;
const SHARE_RELATED = 0.5;
const SHARE_PROFILE = 0.38;

export class SkillModel {
  private readonly byCategory = new Map<string, WeightedPicker<number>>();
  private readonly related = new Map<number, WeightedPicker<number>>();
  private readonly everything: WeightedPicker<number>;
  private readonly profileCategories = new Map<string, WeightedPicker<string>>();
  private readonly profileAnchors = new Map<string, WeightedPicker<string>>();
  readonly skills: ReadonlyMap<number, CatalogueSkill>;

  constructor(
    skills: readonly CatalogueSkill[],
    relations: readonly (readonly [number, number])[],
    profiles: readonly Profile[],
  ) {
    this.skills = new Map(skills.map((skill) => [skill.id, skill]));
    const weight = (skill: CatalogueSkill) => skill.popularity ** POPULARITY_EXPONENT;
    this.everything = new WeightedPicker(skills.map((skill) => [skill.id, weight(skill)] as const));
    const categories = new Set(skills.map((skill) => skill.category));
    for (const category of categories)
      this.byCategory.set(
        category,
        new WeightedPicker(skills.filter((s) => s.category === category).map((s) => [s.id, weight(s)] as const)),
      );
    const neighbours = new Map<number, Set<number>>();
    for (const [a, b] of relations) {
      if (!neighbours.has(a)) neighbours.set(a, new Set());
      if (!neighbours.has(b)) neighbours.set(b, new Set());
      neighbours.get(a)!.add(b);
      neighbours.get(b)!.add(a);
    }
    for (const [id, ids] of neighbours) {
      const entries = [...ids].flatMap((other) => {
        const skill = this.skills.get(other);
        return skill ? [[other, weight(skill)] as const] : [];
      });
      if (entries.length) this.related.set(id, new WeightedPicker(entries));
    }
    for (const profile of profiles) {
      const known = (weights: Partial<Record<string, number>>) =>
        Object.entries(weights).filter(([category, w]) => categories.has(category) && (w ?? 0) > 0) as [
          string,
          number,
        ][];
      this.profileCategories.set(profile.key, new WeightedPicker(known(profile.categories)));
      this.profileAnchors.set(profile.key, new WeightedPicker(known(profile.anchorCategories)));
    }
  }

  /** `count` distinct skill ids of a profile, the main skill first, then in the order drawn. */
  pickSkills(rng: Rng, profile: Profile, count: number): number[] {
    const anchorCategory = this.profileAnchors.get(profile.key)!.pick(rng);
    const chosen = [this.byCategory.get(anchorCategory)!.pick(rng)];
    const seen = new Set(chosen);
    for (let tries = 0; chosen.length < count && tries < count * 30; tries++) {
      const draw = rng.next();
      let id: number | undefined;
      if (draw < SHARE_RELATED) id = this.related.get(rng.pick(chosen))?.pick(rng);
      else if (draw < SHARE_RELATED + SHARE_PROFILE)
        id = this.byCategory.get(this.profileCategories.get(profile.key)!.pick(rng))!.pick(rng);
      else id = this.everything.pick(rng);
      if (id !== undefined && !seen.has(id)) {
        seen.add(id);
        chosen.push(id);
      }
    }
    return chosen;
  }

  name(id: number): string {
    return this.skills.get(id)?.name ?? String(id);
  }
}
