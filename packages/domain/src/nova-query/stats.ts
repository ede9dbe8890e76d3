/*
 * Questions of the team on the marketplace's figures, in French: "combien de missions en recherche ?",
 * "statistiques du mois", "volume d'affaires depuis janvier", "quelles compétences sont les plus
 * demandées ?". A question names figures (metrics) and may name a period; the API's marketplaceStats
 * tool computes them.
 *
 * Choices:
 * - A question that names no figure but asks for "statistiques", "chiffres", "KPI", "bilan" gets the
 *   overview: missions in search, missions created, available freelancers, deals signed, business
 *   volume. "missions" alone gives the missions in search and those created; "freelances" alone, the
 *   available and the qualified ones.
 * - Periods (Paris days, both included, never after today): "aujourd'hui"; "cette semaine" (from
 *   Monday); "la semaine dernière"; "ce mois", "du mois" (from the 1st); "le mois dernier"; "ce
 *   trimestre"; "cette année", "depuis le début de l'année"; "l'année dernière"; "les 30 derniers
 *   jours", "les 6 derniers mois"; "depuis janvier", "depuis le 15 mars" (this year, or last year
 *   when the month is still to come); "en mars", "au mois de mars 2026" (that month). None said:
 *   null, the tool takes its default. A period longer than two years is cut to its last two years.
 */
import { addDays, addMonths, type CalendarDay } from '../calendar-day';
import { lastDayOf, MONTH, monthIndex, pad } from './dates';
import { fold, NUM, toNumber } from './text';

export const marketplaceStatsMetrics = [
  'missionsSeeking',
  'missionsCreated',
  'matchesCreated',
  'freelancersAvailable',
  'freelancersQualified',
  'dealsSigned',
  'businessVolume',
  'funnel',
  'topSkills',
] as const;
export type MarketplaceStatsMetric = (typeof marketplaceStatsMetrics)[number];

/** The figures of a question that names none but asks for statistics. */
export const overviewMetrics: readonly MarketplaceStatsMetric[] = [
  'missionsSeeking',
  'missionsCreated',
  'freelancersAvailable',
  'dealsSigned',
  'businessVolume',
];

/** The longest period asked, in days (the analytics' bound: two years). */
const MAX_SPAN_DAYS = 731;

export interface StatsPeriod {
  from: CalendarDay;
  to: CalendarDay;
}

export interface StatsQuestion {
  metrics: MarketplaceStatsMetric[];
  period: StatsPeriod | null;
}

const MISSION = '(?:missions?|besoins?|projets?)';
const FREELANCE = '(?:freelances?|freelancers?|independants?|profils?|talents?|consultants?)';
const SKILL = '(?:competences?|skills?|technos?|technologies?|langages?|stacks?)';

const metricPatterns: [MarketplaceStatsMetric, RegExp][] = [
  [
    'missionsSeeking',
    new RegExp(
      `${MISSION}\\b[^?.!]{0,30}?\\b(?:en (?:cours de )?recherche|ouvertes?|a pourvoir|actives?|en sourcing|seeking|non pourvues?)`,
    ),
  ],
  [
    'missionsCreated',
    new RegExp(
      `${MISSION}\\b[^?.!]{0,30}?\\b(?:creees?|publiees?|postees?|deposees?|soumises?|recues?)|nouvelles? ${MISSION}`,
    ),
  ],
  ['matchesCreated', /\b(?:matchs?|matches|matchings?|mises? en relation|propositions de profils?)\b/],
  ['freelancersAvailable', new RegExp(`${FREELANCE}\\b[^?.!]{0,30}?\\b(?:disponibles?|dispos?|libres?)\\b`)],
  ['freelancersQualified', new RegExp(`${FREELANCE}\\b[^?.!]{0,30}?\\bqualifie(?:e|s|es)?\\b|qualifications?`)],
  [
    'dealsSigned',
    /\b(?:deals?|contrats?|signatures?|signes|signees?|closings?|propositions? commerciales? signees?)\b/,
  ],
  [
    'businessVolume',
    /\b(?:volume d'affaires?|chiffre d'affaires?|ca\b|business volume|gmv|revenus?|facture|montant des deals?)/,
  ],
  ['funnel', /\b(?:funnel|entonnoir|conversions?|taux de transformation|pipeline)\b/],
  [
    'topSkills',
    new RegExp(
      `${SKILL}\\b[^?.!]{0,40}?\\b(?:demandees?|recherchees?|populaires?|frequentes?|plus)\\b|(?:top|classement)(?: \\d+)? (?:des )?${SKILL}|plus (?:demandees?|recherchees?)`,
    ),
  ],
];

const askWords =
  /\b(?:combien|nombre (?:de|d')|quel (?:est le )?(?:nombre|volume|chiffre|taux)|quelles? (?:sont les )?(?:competences|technos?|skills?)|statistiques?|stats|chiffres?|kpis?|indicateurs?|bilan|tableau de bord|volume d'affaires|chiffre d'affaires|taux de conversion|funnel|entonnoir|les plus demandees?|plus recherchees?|(?:top|classement)(?: \d+)? (?:des )?(?:competences|skills|technos?))/;
const overviewWords =
  /\b(?:statistiques?|stats|chiffres?(?: cles)?|kpis?|indicateurs?|bilan|tableau de bord|activite)\b/;

/** The figures a folded text names (none: an empty list). */
export function metricsOf(folded: string): MarketplaceStatsMetric[] {
  const metrics = metricPatterns.filter(([, pattern]) => pattern.test(folded)).map(([metric]) => metric);
  const has = (metric: MarketplaceStatsMetric) => metrics.includes(metric);
  if (!has('missionsSeeking') && !has('missionsCreated') && new RegExp(`\\b${MISSION}\\b`).test(folded))
    metrics.push('missionsSeeking', 'missionsCreated');
  if (
    !has('freelancersAvailable') &&
    !has('freelancersQualified') &&
    new RegExp(`\\b${FREELANCE}\\b`).test(folded) &&
    !has('topSkills')
  )
    metrics.push('freelancersAvailable', 'freelancersQualified');
  return marketplaceStatsMetrics.filter((metric) => metrics.includes(metric));
}

/** True when a folded text asks for marketplace figures: a question word and a figure (or "statistiques"). */
export function isStatsQuestion(folded: string): boolean {
  if (!askWords.test(folded)) return false;
  return overviewWords.test(folded) || metricsOf(folded).length > 0;
}

/** The day a month (0-based) started this year, or last year when it is still to come. */
function pastMonthStart(today: CalendarDay, month: number, year: number | null, day = 1): CalendarDay {
  const thisYear = Number(today.slice(0, 4));
  const y = year ?? (month > Number(today.slice(5, 7)) - 1 ? thisYear - 1 : thisYear);
  return `${y}-${pad(month + 1)}-${pad(Math.min(day, lastDayOf(y, month)))}`;
}

/** The period a folded text names, or null. */
export function statsPeriodOf(folded: string, today: CalendarDay): StatsPeriod | null {
  const monthStart = `${today.slice(0, 8)}01`;
  const yearStart = `${today.slice(0, 4)}-01-01`;
  const monday = addDays(today, -((new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7));
  if (/\baujourd'hui\b/.test(folded)) return { from: today, to: today };
  if (/\b(?:la semaine derniere|la semaine passee|semaine precedente)\b/.test(folded))
    return { from: addDays(monday, -7), to: addDays(monday, -1) };
  if (/\b(?:cette semaine|la semaine en cours|de la semaine)\b/.test(folded)) return { from: monday, to: today };
  if (/\b(?:le mois dernier|le mois passe|du mois dernier|mois precedent)\b/.test(folded)) {
    const from = addMonths(monthStart, -1);
    return { from, to: addDays(monthStart, -1) };
  }
  if (/\b(?:ce mois|du mois|mois en cours|depuis le debut du mois|mois courant)\b/.test(folded))
    return { from: monthStart, to: today };
  if (/\b(?:ce trimestre|du trimestre|trimestre en cours)\b/.test(folded)) {
    const month = Math.floor((Number(today.slice(5, 7)) - 1) / 3) * 3;
    return { from: `${today.slice(0, 4)}-${pad(month + 1)}-01`, to: today };
  }
  if (/\b(?:l'annee derniere|l'an dernier|l'annee passee|annee precedente)\b/.test(folded)) {
    const y = Number(today.slice(0, 4)) - 1;
    return { from: `${y}-01-01`, to: `${y}-12-31` };
  }
  if (/\b(?:cette annee|de l'annee|depuis le debut de l'annee|annee en cours)\b/.test(folded))
    return { from: yearStart, to: today };
  const last = new RegExp(`\\b(?:les |ces )?${NUM} (?:derniers|dernieres) (jours?|semaines?|mois)\\b`).exec(folded);
  if (last) {
    const n = Math.max(1, Math.round(toNumber(last[1] ?? '1')));
    const unit = last[2] ?? 'jours';
    const from = unit.startsWith('mois')
      ? addDays(addMonths(today, -n), 1)
      : addDays(today, 1 - n * (unit.startsWith('sem') ? 7 : 1));
    return capped({ from, to: today }, today);
  }
  const since = new RegExp(
    `\\bdepuis (?:le )?(?:(\\d{1,2})(?:er)? )?(?:debut |le mois d'|le mois de )?${MONTH}(?: (\\d{4}))?`,
  ).exec(folded);
  const sinceMonth = since ? monthIndex(since[2] ?? '') : -1;
  if (since && sinceMonth >= 0) {
    const from = pastMonthStart(today, sinceMonth, since[3] ? Number(since[3]) : null, since[1] ? Number(since[1]) : 1);
    return capped({ from: from > today ? today : from, to: today }, today);
  }
  const during = new RegExp(`\\b(?:en|au mois de|au mois d'|de|d'|pour|sur) ${MONTH}(?: (\\d{4}))?\\b`).exec(folded);
  const duringMonth = during ? monthIndex(during[1] ?? '') : -1;
  if (during && duringMonth >= 0) {
    const from = pastMonthStart(today, duringMonth, during[2] ? Number(during[2]) : null);
    const end = `${from.slice(0, 8)}${pad(lastDayOf(Number(from.slice(0, 4)), duringMonth))}`;
    if (from <= today) return { from, to: end > today ? today : end };
  }
  return null;
}

function capped(period: StatsPeriod, today: CalendarDay): StatsPeriod {
  const earliest = addDays(today, 1 - MAX_SPAN_DAYS);
  return period.from < earliest ? { from: earliest, to: period.to } : period;
}

/** The figures and the period a question asks for; the overview when it names no figure. */
export function parseStatsQuestion(text: string, today: CalendarDay): StatsQuestion {
  const folded = ` ${fold(text.slice(0, 4000))} `;
  const metrics = metricsOf(folded);
  return { metrics: metrics.length ? metrics : [...overviewMetrics], period: statsPeriodOf(folded, today) };
}
