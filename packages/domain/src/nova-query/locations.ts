/*
 * Places of a need: a list of French cities and regions (returned with their usual spelling, "IDF"
 * → "Île-de-France"), plus any capitalised word after "à", "sur", "vers" or "région".
 */

import { fold, type NeedText } from './text';
import { jobTitles, knownSkills, notSkills } from './vocabulary';

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
const cityKeys = [...cities.keys()].sort((a, b) => b.length - a.length);

/** City or region names, capitalised, in the order of the text. */
export function readLocations(text: NeedText): string[] {
  const locations: string[] = [];
  const cityWork = text.work.replace(/['’-]/g, ' ');
  const found: { index: number; name: string; length: number }[] = [];
  for (const key of cityKeys) {
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
  for (const m of text.original.matchAll(placePattern)) {
    const start = (m.index ?? 0) + m[0].length - (m[1] ?? '').length;
    if (found.some((f) => start < f.index + f.length && f.index < start + (m[1] ?? '').length)) continue;
    const word = fold(m[1] ?? '');
    if (notSkills.has(word) || knownSkills.has(word) || /^\d/.test(word)) continue;
    if (jobTitles.includes(word)) continue;
    found.push({ index: start, name: m[1] ?? '', length: (m[1] ?? '').length });
  }
  for (const f of found.sort((a, b) => a.index - b.index)) {
    if (!locations.includes(f.name)) locations.push(f.name);
    text.blank(f.index, f.length);
  }
  return locations;
}
