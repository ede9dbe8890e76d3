/*
 * Daily rates of a need: "600 max", "max 600 €", "moins de 600", "600 €/jour", a bare "600 €" →
 * the maximum; "entre 500 et 700", "500-700 €" → both; "au moins 500" → the minimum. Only amounts
 * from 50 to 5000 are read as daily rates.
 */
import type { NeedText } from './text';

const rate = (raw: string) => {
  const n = Number(raw.replace(/\s/g, '').replace(',', '.'));
  return n >= 50 && n <= 5000 ? Math.round(n) : null;
};
const EUR = '(?: ?(?:€|e|eur|euros?|k€)(?: ?(?:/|par) ?(?:j|jour|jr))?(?: ?ht)?)?';
const AMOUNT = '(\\d{2,4}|\\d ?\\d{3})';

export function readRates(text: NeedText): { dailyRateMin: number | null; dailyRateMax: number | null } {
  let dailyRateMax: number | null = null;
  let dailyRateMin: number | null = null;
  text.take(
    new RegExp(
      `\\bentre ${AMOUNT}${EUR} et ${AMOUNT}${EUR}|\\b${AMOUNT}${EUR} ?(?:-|a|à) ?${AMOUNT}${EUR}(?=\\s|$|[,.;)])`,
    ),
    (g) => {
      const low = rate(g(1) || g(3));
      const high = rate(g(2) || g(4));
      if (low === null || high === null) return false;
      dailyRateMin ??= Math.min(low, high);
      dailyRateMax ??= Math.max(low, high);
    },
  );
  text.take(
    new RegExp(
      `(?:\\b(?:au moins|minimum|min|plus de|a partir de|superieur a|>=?) ?${AMOUNT}${EUR})|(?:\\b${AMOUNT}${EUR} (?:minimum|min|au moins|et plus))`,
    ),
    (g) => {
      const n = rate(g(1) || g(2));
      if (n === null) return false;
      dailyRateMin ??= n;
    },
  );
  text.take(
    new RegExp(
      `(?:\\b(?:max|maximum|moins de|jusqu'a|pas plus de|au plus|budget(?: de| max)?|tjm(?: max(?:imum)?)?(?: de| a)?|inferieur a|<=?|a) ?(?:de )?${AMOUNT}${EUR})|(?:\\b${AMOUNT}${EUR} (?:max|maximum|au plus|grand max|maxi))`,
    ),
    (g) => {
      const n = rate(g(1) || g(2));
      if (n === null) return false;
      dailyRateMax ??= n;
    },
  );
  text.take(new RegExp(`\\b${AMOUNT} ?(?:€|eur\\b|euros?\\b)(?: ?(?:/|par) ?(?:j|jour|jr)\\b)?(?: ?ht\\b)?`), (g) => {
    const n = rate(g(1));
    if (n === null) return false;
    dailyRateMax ??= n;
  });
  return { dailyRateMin, dailyRateMax };
}
