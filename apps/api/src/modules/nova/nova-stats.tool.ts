import type { FunnelStep } from '@orbite/domain/analytics';
import { addDays, addMonths, isCalendarDay, todayInParis } from '@orbite/domain/calendar-day';
import { ErrorCode } from '@orbite/domain/errors';
import { formatFrenchDate } from '@orbite/domain/french-date';
import { type MarketplaceStatsMetric, marketplaceStatsMetrics, overviewMetrics } from '@orbite/domain/nova-query/stats';
import { AppError } from '../../platform/errors';
import { marketplaceAnalytics, mostRequestedSkills } from '../analytics/analytics.service';
import { freelanceModeCounts } from '../freelancers/freelance-list.service';
import { missionCounts } from '../missions/missions.lists';
import type { NovaToolContext } from './nova.tools';

/*
 * marketplaceStats: the team asks Nova about the marketplace's figures. Team members only, checked
 * here with the caller's rights (and again by the analytics service): a corporate's Nova is never
 * offered the tool, and a call made anyway is refused.
 */

export const marketplaceStatsDefinition = {
  type: 'function',
  function: {
    name: 'marketplaceStats',
    description:
      'Chiffres de la place de marché (équipe Orbite seulement) : missions en recherche, missions créées, mises en relation, freelances disponibles ou qualifiés, contrats signés, volume d’affaires, entonnoir de conversion, compétences les plus demandées, sur une période.',
    parameters: {
      type: 'object',
      properties: {
        metrics: {
          type: 'array',
          items: { type: 'string', enum: [...marketplaceStatsMetrics] },
          description: 'Les chiffres voulus ; aucun : la vue d’ensemble.',
        },
        from: { type: 'string', description: 'Premier jour de la période (AAAA-MM-JJ) ; défaut : le 1er du mois' },
        to: { type: 'string', description: 'Dernier jour de la période (AAAA-MM-JJ) ; défaut : aujourd’hui' },
      },
    },
  },
} as const;

export type StatsScope = 'now' | 'period';

export interface StatsFigure {
  metric: MarketplaceStatsMetric;
  /** now: the state today; period: what happened in the period. */
  scope: StatsScope;
  value: number;
  /** The same figure over the period of the same length just before (period figures only). */
  previous: number | null;
  unit: 'count' | 'euros';
}

export interface MarketplaceStatsResult {
  period: { from: string; to: string };
  metrics: MarketplaceStatsMetric[];
  figures: StatsFigure[];
  funnel: { step: FunnelStep; count: number; rateFromPrevious: number | null }[] | null;
  topSkills: { name: string; missions: number }[] | null;
}

const periodMetrics: readonly MarketplaceStatsMetric[] = [
  'missionsCreated',
  'matchesCreated',
  'freelancersQualified',
  'dealsSigned',
  'businessVolume',
  'funnel',
];

/** Figures asked (the overview when none is known), period (the month to date by default, skills: 12 months). */
function readArguments(args: Record<string, unknown>) {
  const asked = Array.isArray(args.metrics) ? args.metrics.map(String) : [];
  const known = marketplaceStatsMetrics.filter((metric) => asked.includes(metric));
  const metrics = known.length ? known : [...overviewMetrics];
  const today = todayInParis();
  const day = (value: unknown) => (isCalendarDay(value) && value <= today ? value : null);
  const onlySkills = metrics.length === 1 && metrics[0] === 'topSkills';
  const to = day(args.to) ?? today;
  let from = day(args.from) ?? (onlySkills ? addDays(addMonths(to, -12), 1) : `${to.slice(0, 8)}01`);
  if (from > to) from = to;
  const earliest = addDays(to, -730);
  if (from < earliest) from = earliest;
  return { metrics, period: { from, to }, today };
}

export async function marketplaceStatsTool(
  ctx: NovaToolContext,
  args: Record<string, unknown>,
): Promise<MarketplaceStatsResult> {
  if (ctx.viewer.role !== 'teamMember' || ctx.caller.role !== 'teamMember' || !ctx.viewer.teamMember)
    throw new AppError(ErrorCode.forbidden, 'Les chiffres de la place de marché sont réservés à l’équipe Orbite.');
  const { metrics, period, today } = readArguments(args);
  const { db } = ctx.deps;
  const asks = (metric: MarketplaceStatsMetric) => metrics.includes(metric);
  const analytics = metrics.some((m) => periodMetrics.includes(m))
    ? await marketplaceAnalytics(db, ctx.caller, { ...period, granularity: 'month' })
    : null;
  const figures: StatsFigure[] = [];
  const push = (metric: MarketplaceStatsMetric, scope: StatsScope, value: number, previous: number | null = null) =>
    figures.push({ metric, scope, value, previous, unit: metric === 'businessVolume' ? 'euros' : 'count' });
  if (asks('missionsSeeking')) push('missionsSeeking', 'now', (await missionCounts(ctx.deps, ctx.caller)).seeking ?? 0);
  const totals = analytics?.totals;
  const before = analytics?.previousTotals;
  if (totals && before) {
    if (asks('missionsCreated')) push('missionsCreated', 'period', totals.missionsCreated, before.missionsCreated);
    if (asks('matchesCreated')) push('matchesCreated', 'period', totals.matchesCreated, before.matchesCreated);
  }
  const teamMemberId = ctx.viewer.teamMember.id;
  const usersCount = async (filters: Parameters<typeof freelanceModeCounts>[2]) =>
    (await freelanceModeCounts(db, teamMemberId, filters)).find((c) => c.mode === 'users')?.count ?? 0;
  if (asks('freelancersAvailable')) push('freelancersAvailable', 'now', await usersCount({ availableBy: today }));
  if (asks('freelancersQualified')) {
    push('freelancersQualified', 'now', await usersCount({ qualifications: ['qualified'] }));
    if (totals && before)
      push('freelancersQualified', 'period', totals.freelancersQualified, before.freelancersQualified);
  }
  if (totals && before) {
    if (asks('dealsSigned')) push('dealsSigned', 'period', totals.dealsSigned, before.dealsSigned);
    if (asks('businessVolume')) push('businessVolume', 'period', totals.businessVolume, before.businessVolume);
  }
  const funnel =
    asks('funnel') && analytics
      ? analytics.funnel.map(({ step, count, rateFromPrevious }) => ({ step, count, rateFromPrevious }))
      : null;
  const topSkills = asks('topSkills')
    ? (await mostRequestedSkills(db, ctx.caller, { ...period, limit: 10 })).map(({ name, missions }) => ({
        name,
        missions,
      }))
    : null;
  return { period, metrics, figures, funnel, topSkills };
}

const figureLabels: Record<MarketplaceStatsMetric, string> = {
  missionsSeeking: 'Missions en recherche de freelances',
  missionsCreated: 'Missions créées',
  matchesCreated: 'Mises en relation créées',
  freelancersAvailable: 'Freelances inscrits disponibles',
  freelancersQualified: 'Freelances qualifiés',
  dealsSigned: 'Contrats signés',
  businessVolume: 'Volume d’affaires (HT)',
  funnel: 'Entonnoir',
  topSkills: 'Compétences les plus demandées',
};
const stepLabels: Record<FunnelStep, string> = {
  matched: 'mises en relation',
  presented: 'présentées au client',
  meeting: 'rendez-vous fixés',
  dealCreated: 'contrats créés',
  dealSigned: 'contrats signés',
};

const number = (value: number) => value.toLocaleString('fr-FR').replace(/\u202f|\u00a0/g, ' ');
const euros = (value: number) => `${number(Math.round(value))} €`;
const percent = (rate: number) => `${number(Math.round(rate * 1000) / 10)} %`;

/** "du 1er au 23 novembre 2026", "le 23 novembre 2026", "du 1er janvier 2026 au 23 novembre 2026". */
export function frenchPeriod(period: { from: string; to: string }): string {
  const format = (day: string, withYear = true) => {
    const [y, m, d] = day.split('-').map(Number);
    const formatter = new Intl.DateTimeFormat('fr-FR', {
      timeZone: 'UTC',
      day: 'numeric',
      month: 'long',
      ...(withYear ? { year: 'numeric' } : {}),
    });
    return formatFrenchDate(formatter, Date.UTC(y!, m! - 1, d!));
  };
  if (period.from === period.to) return `le ${format(period.to)}`;
  const sameMonth = period.from.slice(0, 7) === period.to.slice(0, 7);
  if (sameMonth) return `du ${format(period.from).split(' ')[0]} au ${format(period.to)}`;
  const sameYear = period.from.slice(0, 4) === period.to.slice(0, 4);
  return `du ${format(period.from, !sameYear)} au ${format(period.to)}`;
}

/** The offline answer in French, from the tool's result. */
export function statsAnswer(result: MarketplaceStatsResult): string {
  const lines = [`Chiffres de la place de marché, ${frenchPeriod(result.period)} :`];
  for (const figure of result.figures) {
    const value = figure.unit === 'euros' ? euros(figure.value) : number(figure.value);
    const label =
      figure.metric === 'freelancersQualified'
        ? figure.scope === 'now'
          ? 'Freelances qualifiés inscrits'
          : 'Freelances qualifiés sur la période'
        : figureLabels[figure.metric];
    const before =
      figure.previous === null
        ? ''
        : ` (période précédente : ${figure.unit === 'euros' ? euros(figure.previous) : number(figure.previous)})`;
    lines.push(`- ${label}${figure.scope === 'now' ? ' (aujourd’hui)' : ''} : ${value}${before}`);
  }
  if (result.funnel) {
    const steps = result.funnel.map(
      (s) =>
        `${number(s.count)} ${stepLabels[s.step]}${s.rateFromPrevious === null ? '' : ` (${percent(s.rateFromPrevious)})`}`,
    );
    lines.push(`- Entonnoir : ${steps.join(' → ')}`);
  }
  if (result.topSkills)
    lines.push(
      result.topSkills.length
        ? `- Compétences les plus demandées : ${result.topSkills.map((s) => `${s.name} (${number(s.missions)})`).join(', ')}`
        : '- Aucune compétence demandée par les missions de la période.',
    );
  return lines.join('\n');
}
