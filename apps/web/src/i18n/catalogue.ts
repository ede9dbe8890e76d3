import { registerMessageIds } from './errors';
import frCore from './fr.json';

export type Catalogue = Record<string, string>;
export type Locale = 'fr-FR' | 'en';
/** `core`: the shell's and the sign-in pages' messages (`<locale>.json`); `full`: every area's too. */
export type CatalogueScope = 'core' | 'full';

/*
 * The messages are loaded on demand: French core messages are in the main bundle, the English ones in
 * their own chunk, and each locale's area files (`<locale>/<area>.json`) in one chunk per locale that
 * the pages other than sign-in wait for (route helpers), so the sign-in page loads neither the other
 * locale nor the areas' messages.
 */
const sources: Record<Locale, { core: () => Promise<Catalogue>; full: () => Promise<Catalogue[]> }> = {
  'fr-FR': {
    core: async () => frCore,
    full: () => import('./areas-fr').then((module) => module.areas),
  },
  en: {
    core: () => import('./en.json').then((module) => module.default as Catalogue),
    full: () => import('./areas-en').then((module) => module.areas),
  },
};

const loaded: Record<Locale, { core?: Catalogue; full?: Catalogue[] }> = { 'fr-FR': { core: frCore }, en: {} };
const pending = new Map<string, Promise<unknown>>();
const merged = new Map<Locale, Catalogue>();
const listeners = new Set<() => void>();
let version = 0;
let fullWanted = false;
let currentLocale: Locale = 'fr-FR';

function load(locale: Locale, scope: CatalogueScope): Promise<unknown> {
  if (loaded[locale][scope]) return Promise.resolve();
  const key = `${locale}:${scope}`;
  let promise = pending.get(key);
  if (!promise) {
    promise = (scope === 'core' ? sources[locale].core() : sources[locale].full()).then(
      (catalogue) => {
        const catalogues = Array.isArray(catalogue) ? catalogue : [catalogue];
        if (scope === 'core') loaded[locale].core = catalogues[0];
        else loaded[locale].full = catalogues;
        for (const one of catalogues) registerMessageIds(one);
        merged.delete(locale);
        version++;
        for (const listener of listeners) listener();
        return catalogue;
      },
      (error: unknown) => {
        pending.delete(key);
        throw error;
      },
    );
    pending.set(key, promise);
  }
  return promise;
}

/** Loads what a locale needs before it is shown: its core messages, and its areas' once a page asked for them. */
export async function prepareLocale(locale: Locale): Promise<void> {
  await Promise.all([load(locale, 'core'), fullWanted ? load(locale, 'full') : null]);
}

/** The locale shown: the one whose areas `requireFullCatalogue` loads. */
export function setCurrentLocale(locale: Locale) {
  currentLocale = locale;
}

/** Every message of the current locale (and of the next ones chosen): what pages other than sign-in wait for. */
export async function requireFullCatalogue(): Promise<void> {
  fullWanted = true;
  await load(currentLocale, 'full');
}

export function hasFullCatalogue(locale: Locale): boolean {
  return Boolean(loaded[locale].full);
}

/** The messages of a locale loaded so far, or null while its core is loading. */
export function messagesOf(locale: Locale): Catalogue | null {
  const { core, full } = loaded[locale];
  if (!core) return null;
  if (!full) return core;
  let messages = merged.get(locale);
  if (!messages) {
    const all: Catalogue = Object.assign({}, core, ...full);
    merged.set(locale, all);
    messages = all;
  }
  return messages;
}

export function subscribeCatalogue(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function catalogueVersion(): number {
  return version;
}
