import enCore from './en.json';
import { registerMessageIds } from './errors';
import frCore from './fr.json';

type Catalogue = Record<string, string>;

/*
 * Every message of both locales at once, for the tests (the app loads them on demand: catalogue.ts).
 * The messages of a locale: the shell's and the first features' in `<locale>.json`, and one file per
 * later area in `<locale>/<area>.json` (missions, matches, ...), so that work on one area never
 * touches another's file. A key lives in exactly one file (a test checks it).
 */
const frParts = import.meta.glob<Catalogue>('./fr/*.json', { eager: true, import: 'default' });
const enParts = import.meta.glob<Catalogue>('./en/*.json', { eager: true, import: 'default' });

const merge = (core: Catalogue, parts: Record<string, Catalogue>): Catalogue =>
  Object.assign(
    {},
    core,
    ...Object.keys(parts)
      .sort()
      .map((file) => parts[file]),
  );

export const fr = merge(frCore, frParts) as typeof frCore & Catalogue;
export const en = merge(enCore, enParts) as typeof enCore & Catalogue;
registerMessageIds(fr);

/** Every file of a locale with its keys, for the test that no key is defined twice. */
export const catalogueFiles = {
  fr: { './fr.json': frCore as Catalogue, ...frParts },
  en: { './en.json': enCore as Catalogue, ...enParts },
};
