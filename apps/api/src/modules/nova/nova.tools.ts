import { todayInParis } from '@orbite/domain/calendar-day';
import { ErrorCode } from '@orbite/domain/errors';
import { formatFrenchDate } from '@orbite/domain/french-date';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { createBanProvider } from '../addresses/addresses.provider';
import type { Viewer } from '../auth/auth.viewer';
import { evaluatePairs } from '../matches/matching.service';
import type { MarketCaller } from '../missions/missions.caller';
import { createMission } from '../missions/missions.service';
import { searchSkills } from '../skills/skills.service';
import { searchFreelances } from '../telescope/telescope.repository';
import { validFilters } from '../telescope/telescope.service';
import { locatePlace } from '../telescope/telescope-text.service';
import { explainMatchTool, missionSummaryTool, readMission } from './nova-mission.tools';
import { marketplaceStatsDefinition, marketplaceStatsTool } from './nova-stats.tool';

/** Who Nova acts for: every tool runs with this caller's own permissions. */
export interface NovaToolContext {
  deps: AppDeps;
  viewer: Viewer;
  caller: MarketCaller;
  surface: string;
}

export const novaToolNames = [
  'searchFreelancers',
  'draftMission',
  'explainMatch',
  'missionSummary',
  'marketplaceStats',
] as const;
export type NovaToolName = (typeof novaToolNames)[number];

/** The tools every Nova user is offered (JSON Schema parameters, French descriptions). */
export const novaToolDefinitions = [
  {
    type: 'function',
    function: {
      name: 'searchFreelancers',
      description:
        'Cherche des freelances sur la place de marché (5 au plus) selon compétences, TJM, lieu, télétravail, disponibilité.',
      parameters: {
        type: 'object',
        properties: {
          query: { type: 'string', description: 'Texte libre (intitulé de poste…)' },
          skills: { type: 'array', items: { type: 'string' }, description: 'Compétences, ex. « react », « spark »' },
          dailyRateMax: { type: 'number', description: 'TJM maximum en euros HT' },
          location: { type: 'string', description: 'Ville ou région' },
          remote: { type: 'boolean', description: 'Télétravail souhaité' },
          availableFrom: { type: 'string', description: 'Disponible au plus tard le (AAAA-MM-JJ)' },
          missionId: { type: 'string', description: 'Mission à laquelle comparer les profils' },
        },
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'draftMission',
      description:
        'Rédige un brouillon de mission pour l’entreprise de l’utilisateur (ouvre le formulaire pré-rempli).',
      parameters: {
        type: 'object',
        required: ['title', 'description', 'skills'],
        properties: {
          title: { type: 'string' },
          description: { type: 'string' },
          skills: { type: 'array', items: { type: 'string' } },
          dailyRateMax: { type: 'number' },
          startDate: { type: 'string', description: 'AAAA-MM-JJ' },
          durationInDays: { type: 'number' },
          workplace: { type: 'string', enum: ['onSite', 'remote', 'partialRemote'] },
          location: { type: 'string' },
        },
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'explainMatch',
      description: 'Explique le ratio de correspondance entre une mission et un freelance, critère par critère.',
      parameters: {
        type: 'object',
        required: ['missionId', 'freelanceId'],
        properties: { missionId: { type: 'string' }, freelanceId: { type: 'string' } },
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'missionSummary',
      description: 'Résume le statut d’une mission et la prochaine étape.',
      parameters: { type: 'object', required: ['missionId'], properties: { missionId: { type: 'string' } } },
    },
  },
] as const;

/** The tools offered to the model for this caller: the team also gets the marketplace's figures. */
export function novaToolDefinitionsFor(ctx: NovaToolContext) {
  return ctx.viewer.role === 'teamMember' ? [...novaToolDefinitions, marketplaceStatsDefinition] : novaToolDefinitions;
}

const str = (value: unknown, max = 200): string | null =>
  typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : null;
const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value)
    ? value
    : typeof value === 'string' && Number(value)
      ? Number(value)
      : null;
const strings = (value: unknown): string[] =>
  Array.isArray(value)
    ? value
        .map((v) => str(v, 80))
        .filter((v): v is string => v !== null)
        .slice(0, 10)
    : [];
const day = (value: unknown) => {
  const s = str(value, 10);
  return s && /^\d{4}-\d{2}-\d{2}$/.test(s) ? s : null;
};

/** Skill words matched to the catalogue through names and aliases: the best hit of each. */
export async function catalogueSkills(deps: AppDeps, words: string[]) {
  const found: { id: number; name: string; word: string }[] = [];
  const unknown: string[] = [];
  for (const word of words) {
    const [hit] = await searchSkills(deps.db, word, 1);
    if (hit && !found.some((f) => f.id === Number(hit.id))) found.push({ id: Number(hit.id), name: hit.name, word });
    else if (!hit) unknown.push(word);
  }
  return { found, unknown };
}

async function searchFreelancersTool(ctx: NovaToolContext, args: Record<string, unknown>) {
  const words = strings(args.skills);
  const { found, unknown } = await catalogueSkills(ctx.deps, words);
  const mission = args.missionId != null ? await readMission(ctx, args.missionId) : null;
  const query = str(args.query);
  const dailyRateMax = num(args.dailyRateMax);
  const availableFrom = day(args.availableFrom);
  const remote = typeof args.remote === 'boolean' ? args.remote : null;
  const location = str(args.location, 100);
  const url = ctx.deps.config.addressApiUrl;
  const placed = location && remote !== true ? await locatePlace(location, url ? createBanProvider(url) : null) : null;
  const filters = validFilters({
    text: found.length === 0 ? (query ?? (unknown.join(' ') || null)) : null,
    skills: found.map((s) => ({ skillId: String(s.id) })),
    skillMode: 'any',
    maxRetribution: dailyRateMax && dailyRateMax >= 1 ? Math.min(Math.round(dailyRateMax), 10_000) : null,
    availableBy: availableFrom,
    workplace: remote === true ? 'remote' : null,
    location:
      placed?.latitude != null
        ? { latitude: placed.latitude, longitude: placed.longitude, radiusKm: placed.radiusKm, label: placed.label }
        : null,
    excludeMissionId: null,
  });
  const options = { offset: 0, limit: 5, today: todayInParis() };
  let page = await searchFreelances(ctx.deps.db, filters, options);
  // Nobody around the place: the best profiles elsewhere, said plainly, rather than an empty shortlist.
  const locationRelaxed = page.count === 0 && filters.location != null;
  if (locationRelaxed) page = await searchFreelances(ctx.deps.db, { ...filters, location: null }, options);
  const ratios = mission
    ? await evaluatePairs(
        ctx.deps.db,
        page.items.map((f) => ({ missionId: mission.id, freelanceId: f.id })),
      )
    : null;
  const team = ctx.viewer.role === 'teamMember';
  const freelancers = page.items.map((f) => {
    const evaluation = ratios?.get(`${mission!.id}:${f.id}`);
    const denominator = evaluation?.denominator ?? Math.max(found.length, 1);
    const numerator = evaluation?.numerator ?? (found.length ? f.coveredSkillsCount : 1);
    const reasons: string[] = [];
    const covered = f.matchedSkills.filter((s) => s.covered).map((s) => s.name);
    if (covered.length) reasons.push(`Maîtrise ${covered.join(', ')}`);
    if (f.retribution != null && dailyRateMax != null && f.retribution <= dailyRateMax)
      reasons.push(`TJM de ${f.retribution} € dans le budget`);
    if (f.isAvailable) reasons.push('Disponible maintenant');
    else if (f.availabilityDate) reasons.push(`Disponible à partir du ${frenchDate(f.availabilityDate)}`);
    if (f.city) reasons.push(`Basé à ${f.city}`);
    return {
      id: String(f.id),
      publicId: f.publicId,
      // Clients see the public profile: first name and initial only.
      displayName: team ? `${f.firstName} ${f.lastName}` : `${f.firstName} ${f.lastName.slice(0, 1)}.`,
      jobTitle: f.tagline,
      dailyRate: f.retribution,
      availableFrom: f.isAvailable ? todayInParis() : f.availabilityDate,
      ratio: {
        numerator,
        denominator,
        percent: denominator > 0 ? Math.round((numerator / denominator) * 100) : 0,
      },
      reasons,
    };
  });
  return {
    freelancers,
    count: page.count,
    criteria: {
      skills: found.map((s) => s.name),
      unknownSkills: unknown,
      query: filters.text ?? null,
      dailyRateMax: filters.maxRetribution ?? null,
      location,
      locationRelaxed,
      remote,
      availableFrom,
      missionId: mission ? String(mission.id) : null,
    },
  };
}

async function draftMissionTool(ctx: NovaToolContext, args: Record<string, unknown>) {
  const title = str(args.title, 120) ?? 'Nouvelle mission';
  const description = str(args.description, 5000) ?? '';
  const { found } = await catalogueSkills(ctx.deps, strings(args.skills));
  const workplace = ['onSite', 'remote', 'partialRemote'].includes(String(args.workplace))
    ? String(args.workplace)
    : null;
  const draft = {
    title,
    description,
    skills: found.map((s) => s.name),
    dailyRateMax: num(args.dailyRateMax),
    startDate: day(args.startDate),
    durationInDays: num(args.durationInDays),
    workplace,
    location: str(args.location, 100),
  };
  if (ctx.viewer.role !== 'corporate') return { draft, url: null };
  const mission = await createMission(ctx.deps, ctx.caller, {
    title,
    description,
    retribution: draft.dailyRateMax,
    startDate: draft.startDate && draft.startDate >= todayInParis() ? draft.startDate : null,
    durationInDays: draft.durationInDays,
    workplace,
    skills: found.map((s, index) => ({ skillId: s.id, primary: index < 3, yearsRequired: null })),
  });
  return { missionId: String(mission.id), title, url: `/enterprise/mission/create/${mission.id}` };
}

export function frenchDate(isoDay: string): string {
  const [y, m, d] = isoDay.split('-').map(Number);
  return formatFrenchDate(
    new Intl.DateTimeFormat('fr-FR', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' }),
    new Date(Date.UTC(y!, m! - 1, d!)),
  );
}

/**
 * Runs one tool for the caller. A refusal (a mission of another company, an unknown freelancer) is
 * the tool's result `{ error }`, never another company's data.
 */
export async function runNovaTool(ctx: NovaToolContext, name: string, rawArguments: unknown): Promise<unknown> {
  const args = rawArguments && typeof rawArguments === 'object' ? (rawArguments as Record<string, unknown>) : {};
  try {
    switch (name) {
      case 'searchFreelancers':
        return await searchFreelancersTool(ctx, args);
      case 'draftMission':
        return await draftMissionTool(ctx, args);
      case 'explainMatch':
        return await explainMatchTool(ctx, args);
      case 'missionSummary':
        return await missionSummaryTool(ctx, args);
      case 'marketplaceStats':
        return await marketplaceStatsTool(ctx, args);
      default:
        return { error: { code: ErrorCode.invalidInput, message: `Outil inconnu : ${name}.` } };
    }
  } catch (error) {
    if (error instanceof AppError) return { error: { code: error.code, message: error.message } };
    throw error;
  }
}
