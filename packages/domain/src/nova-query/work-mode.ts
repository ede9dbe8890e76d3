/*
 * How the mission is worked: remote or on site, days a week, the experience asked.
 */
import { type ExperienceLevel, experienceLevelOf } from '../enums';
import { type NeedText, NUM, toNumber } from './text';

export type RemoteMode = 'remote' | 'partialRemote' | 'onSite';

/** Remote first in the reading order: "2 jours de télétravail" must not be read as a rhythm. */
export function readRemote(text: NeedText): RemoteMode | null {
  let remote: RemoteMode | null = null;
  const remoteWord = '(?:remote|teletravail|tele-travail|tt|a distance)';
  text.take(
    new RegExp(
      `(?:full|100 ?%|totalement|entierement|completement|tout) (?:en )?${remoteWord}|${remoteWord} (?:complet|total|integral|only|a 100 ?%|100 ?%|uniquement|exclusivement)`,
    ),
    () => {
      remote = 'remote';
    },
  );
  text.take(
    new RegExp(
      `hybride|${remoteWord} (?:partiel|partiellement|possible|occasionnel)|partiellement (?:en )?${remoteWord}|(?:\\d|un|une|deux|trois) ?(?:j|jours?)(?: par semaine| ?/ ?sem(?:aine)?)? (?:de |en )${remoteWord}|(?:\\d|deux|trois) ?(?:j|jours?) (?:sur site|en presentiel)`,
    ),
    () => {
      remote ??= 'partialRemote';
    },
  );
  text.take(
    new RegExp(
      `(?:pas de|sans|aucun) ${remoteWord}|100 ?% (?:sur site|presentiel)|sur site|en presentiel|presentiel|dans (?:nos|les) locaux`,
    ),
    () => {
      remote ??= 'onSite';
    },
  );
  text.take(new RegExp(`\\b${remoteWord}\\b`), () => {
    remote ??= 'remote';
  });
  return remote;
}

/** 1 to 5 days a week ("3 jours par semaine", "3j/sem", "4/5", "temps plein" → 5). */
export function readDaysPerWeek(text: NeedText): number | null {
  let daysPerWeek: number | null = null;
  text.take(
    new RegExp(`\\b${NUM} ?(?:j|jours?)(?: ?/ ?| par | chaque | a la )(?:semaine|sem)\\b|\\b([1-5]) ?/ ?5\\b`),
    (g) => {
      const n = toNumber(g(1) || g(2));
      if (Number.isInteger(n) && n >= 1 && n <= 5) daysPerWeek ??= n;
    },
  );
  text.take(/\b(temps plein|plein temps|full time|100 ?%)\b/, () => {
    daysPerWeek ??= 5;
  });
  return daysPerWeek;
}

/** The experience level, from years ("5 ans d'expérience") or a word ("senior", "confirmé"). */
export function readExperience(text: NeedText): ExperienceLevel | null {
  let experienceLevel: ExperienceLevel | null = null;
  text.take(
    new RegExp(
      `\\b(?:${NUM} ?\\+? ?ans? (?:minimum |min |au moins )?(?:d'|de |d )(?:experience|exp|xp)|(?:experience|xp) (?:de |d')?(?:au moins |minimum )?${NUM} ?\\+? ?ans?|${NUM} ?\\+ ?ans?)\\b`,
    ),
    (g) => {
      const years = toNumber(g(1) || g(2) || g(3));
      if (Number.isFinite(years)) experienceLevel ??= experienceLevelOf(years);
    },
  );
  text.take(
    /\b(junior|debutant|medior|intermediaire|confirme|confirmee|experimente|experimentee|senior|expert|experte)s?\b/,
    (g) => {
      const word = g(1);
      const level: ExperienceLevel =
        word.startsWith('junior') || word.startsWith('debutant')
          ? 'junior'
          : word === 'medior' || word === 'intermediaire'
            ? 'middle'
            : word.startsWith('confirme') || word.startsWith('experimente')
              ? 'experienced'
              : 'senior';
      experienceLevel ??= level;
    },
  );
  return experienceLevel;
}
