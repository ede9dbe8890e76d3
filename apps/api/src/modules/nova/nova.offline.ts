import { todayInParis } from '@orbite/domain/calendar-day';
import { type ParsedNeed, parseNeed } from '@orbite/domain/nova-query';
import { parseStatsQuestion } from '@orbite/domain/nova-query/stats';
import { freelanceNamesOf, matchesOfMission } from '../matches/matches.service';
import type { NovaTurnSink } from './nova.llm';
import { catalogueSkills, frenchDate, type NovaToolContext, runNovaTool } from './nova.tools';
import { candidateMissions, type NovaToolCallValue } from './nova-conversations.repository';
import { type MarketplaceStatsResult, statsAnswer } from './nova-stats.tool';

/** First line of every offline answer: the user must know no language model answered. */
export const OFFLINE_NOTICE = 'Mode hors ligne : je lis votre demande avec des règles simples, sans modèle de langage.';

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const words = (text: string) => fold(text).match(/[\p{L}\d]{3,}/gu) ?? [];
const stopWords = new Set([
  'mission',
  'pour',
  'une',
  'des',
  'les',
  'est',
  'mon',
  'ma',
  'mes',
  'quel',
  'avancement',
  'statut',
  'avec',
  'sur',
  'dans',
  'pourquoi',
  'correspond',
]);

/** The caller's mission the text names best: "#12", or the most title words in common, else the newest. */
async function missionNamed(ctx: NovaToolContext, text: string): Promise<number | null> {
  const byNumber = /(?:#|n°\s*|mission\s+)(\d{1,9})\b/i.exec(text);
  if (byNumber) return Number(byNumber[1]);
  const candidates = await candidateMissions(
    ctx.deps.db,
    ctx.viewer.role === 'corporate' ? ctx.caller.companyId : null,
  );
  const asked = new Set(words(text).filter((w) => !stopWords.has(w)));
  let best: { id: number; score: number } | null = null;
  for (const mission of candidates) {
    const score = words(mission.title ?? '').filter((w) => asked.has(w)).length;
    if (score > 0 && (!best || score > best.score)) best = { id: mission.id, score };
  }
  if (best) return best.id;
  return ctx.viewer.role === 'corporate' ? (candidates[0]?.id ?? null) : null;
}

/** A freelancer of the mission's matches named by first or last name in the text. */
async function freelanceNamed(ctx: NovaToolContext, missionId: number, text: string): Promise<number | null> {
  const byNumber = /freelance\s*(?:#|n°\s*)(\d{1,9})\b/i.exec(text);
  if (byNumber) return Number(byNumber[1]);
  let matches: { freelanceId: number }[] = [];
  try {
    matches = await matchesOfMission(ctx.deps, ctx.caller, missionId);
  } catch {
    return null;
  }
  const names = await freelanceNamesOf(
    ctx.deps.db,
    matches.map((m) => m.freelanceId),
  );
  const asked = new Set(words(text));
  for (const [id, name] of names) if (asked.has(fold(name.firstName)) || asked.has(fold(name.lastName))) return id;
  return null;
}

type Offline = { tool: string; arguments: Record<string, unknown> } | { reply: string };

async function planOf(ctx: NovaToolContext, text: string, need: ParsedNeed): Promise<Offline> {
  switch (need.intent) {
    case 'searchFreelancers':
      return {
        tool: 'searchFreelancers',
        arguments: {
          ...(need.jobTitle ? { query: need.jobTitle } : {}),
          skills: need.skills,
          ...(need.dailyRateMax ? { dailyRateMax: need.dailyRateMax } : {}),
          ...(need.locations[0] ? { location: need.locations[0] } : {}),
          ...(need.remote === 'remote' ? { remote: true } : {}),
          ...(need.availableFrom ? { availableFrom: need.availableFrom } : {}),
        },
      };
    case 'draftMission': {
      // The catalogue's names ("React", "Power BI") make a better title than the words as written.
      const { found } = await catalogueSkills(ctx.deps, need.skills);
      const named = found.map((skill) => skill.name);
      const subject = need.jobTitle ?? named[0] ?? need.skills[0] ?? 'freelance';
      const extra = need.jobTitle && named.length ? ` ${named.join(' / ')}` : '';
      const title = `${subject.charAt(0).toUpperCase()}${subject.slice(1)}${extra}`;
      return {
        tool: 'draftMission',
        arguments: {
          title: title.slice(0, 120),
          description: text,
          skills: need.skills,
          ...(need.dailyRateMax ? { dailyRateMax: need.dailyRateMax } : {}),
          ...(need.availableFrom ? { startDate: need.availableFrom } : {}),
          ...(need.durationInDays ? { durationInDays: need.durationInDays } : {}),
          ...(need.remote ? { workplace: need.remote } : {}),
          ...(need.locations[0] ? { location: need.locations[0] } : {}),
        },
      };
    }
    case 'missionSummary': {
      const missionId = await missionNamed(ctx, text);
      if (!missionId)
        return { reply: 'Je ne trouve pas la mission dont vous parlez : donnez son titre ou son numéro.' };
      return { tool: 'missionSummary', arguments: { missionId: String(missionId) } };
    }
    case 'explainMatch': {
      const missionId = await missionNamed(ctx, text);
      if (!missionId)
        return { reply: 'Je ne trouve pas la mission dont vous parlez : donnez son titre ou son numéro.' };
      const freelanceId = await freelanceNamed(ctx, missionId, text);
      if (!freelanceId)
        return {
          reply: 'Je ne trouve pas ce freelance parmi les profils de la mission : donnez son prénom et son nom.',
        };
      return { tool: 'explainMatch', arguments: { missionId: String(missionId), freelanceId: String(freelanceId) } };
    }
    case 'marketplaceStats': {
      const question = parseStatsQuestion(text, todayInParis());
      return {
        tool: 'marketplaceStats',
        arguments: { metrics: question.metrics, ...(question.period ?? {}) },
      };
    }
    default:
      return {
        reply: `Je peux chercher des freelances (« un développeur React à Lyon, 600 € max, dispo en mars »), préparer une mission (« rédige une mission de data analyst Power BI »), expliquer un ratio (« pourquoi Julien correspond à ma mission ? ») ou résumer une mission (« où en est ma mission … ? »).${
          ctx.viewer.role === 'teamMember'
            ? ' Je donne aussi les chiffres de la place de marché (« combien de missions en recherche ? », « statistiques du mois »).'
            : ''
        }`,
      };
  }
}

/** The answer in French, from the tool's result. */
interface ToolResultShape {
  error?: { message: string };
  criteria?: {
    skills?: string[];
    query?: string | null;
    dailyRateMax?: number | null;
    location?: string | null;
    locationRelaxed?: boolean;
    remote?: boolean | null;
    availableFrom?: string | null;
  };
  freelancers?: {
    displayName: string;
    jobTitle: string | null;
    dailyRate: number | null;
    ratio: { numerator: number; denominator: number; percent: number };
    reasons: string[];
  }[];
  url?: string | null;
  title?: string | null;
  draft?: { title: string; skills: string[] };
  ratio?: { numerator: number; denominator: number; percent: number };
  arguments?: { met: boolean; detail: string }[];
  statusLabel?: string;
  nextStep?: string;
}

export function offlineAnswer(tool: string, result: unknown): string {
  const r = result as ToolResultShape;
  if (r?.error) return `Je ne peux pas : ${r.error.message}`;
  if (tool === 'searchFreelancers') {
    const c = r.criteria ?? {};
    const understood = [
      c.skills?.length ? `compétences ${c.skills.join(', ')}` : null,
      c.query ? `« ${c.query} »` : null,
      c.dailyRateMax ? `TJM ${c.dailyRateMax} € max` : null,
      c.location ? `lieu ${c.location}` : null,
      c.remote ? 'télétravail' : null,
      c.availableFrom ? `disponible le ${frenchDate(c.availableFrom)}` : null,
    ].filter(Boolean);
    const understoodLine = `J’ai compris : ${understood.length ? understood.join(' ; ') : 'aucun critère précis'}.`;
    const head = c.locationRelaxed
      ? `${understoodLine}\nPersonne ne correspond dans ce secteur (${c.location}) : voici les meilleurs profils ailleurs, télétravail ou déplacement à voir avec eux.`
      : understoodLine;
    if (!r.freelancers?.length)
      return `${head}\nAucun freelance ne correspond pour l’instant : élargissez un critère (TJM, date, compétences).`;
    const lines = r.freelancers.map(
      (f) =>
        `- ${f.displayName}${f.jobTitle ? `, ${f.jobTitle}` : ''}${f.dailyRate ? ` — ${f.dailyRate} €/jour` : ''} (${f.ratio.numerator}/${f.ratio.denominator}) : ${f.reasons.join(', ') || 'profil proche'}`,
    );
    return `${head}\n${r.freelancers.length} freelance${r.freelancers.length > 1 ? 's' : ''} à regarder :\n${lines.join('\n')}`;
  }
  if (tool === 'draftMission') {
    if (r.url)
      return `J’ai préparé le brouillon « ${r.title} ». Ouvrez-le pour le compléter et le soumettre : ${r.url}`;
    return `Voici un brouillon de mission « ${r.draft?.title} » (compétences : ${r.draft?.skills?.join(', ') || 'à préciser'}). Depuis le back-office, créez-le pour une entreprise.`;
  }
  if (tool === 'explainMatch') {
    const met = (r.arguments ?? []).filter((a) => a.met).map((a) => a.detail);
    const missed = (r.arguments ?? []).filter((a) => !a.met).map((a) => a.detail);
    return `Correspondance de ${r.ratio?.numerator}/${r.ratio?.denominator} (${r.ratio?.percent} %).\nCritères remplis : ${met.join(' ; ') || 'aucun'}.\nÀ regarder : ${missed.join(' ; ') || 'rien'}.`;
  }
  if (tool === 'marketplaceStats') return statsAnswer(result as MarketplaceStatsResult);
  if (tool === 'missionSummary')
    return `La mission « ${r.title ?? 'sans titre'} » est au statut ${r.statusLabel}.\nProchaine étape : ${r.nextStep}`;
  return '';
}

/**
 * A follow-up ("Rédige la mission correspondante", "et à 700 € ?") names no skill or title: it takes
 * what the latest earlier request of the conversation asked for, the new words winning.
 */
export function needInContext(need: ParsedNeed, earlier: readonly ParsedNeed[]): ParsedNeed {
  if (need.intent !== 'searchFreelancers' && need.intent !== 'draftMission') return need;
  if (need.skills.length > 0 || need.jobTitle) return need;
  const previous = [...earlier].reverse().find((e) => e.skills.length > 0 || e.jobTitle);
  if (!previous) return need;
  return {
    ...need,
    skills: previous.skills,
    jobTitle: previous.jobTitle,
    dailyRateMax: need.dailyRateMax ?? previous.dailyRateMax,
    dailyRateMin: need.dailyRateMin ?? previous.dailyRateMin,
    locations: need.locations.length ? need.locations : previous.locations,
    remote: need.remote ?? previous.remote,
    availableFrom: need.availableFrom ?? previous.availableFrom,
    durationInDays: need.durationInDays ?? previous.durationInDays,
    daysPerWeek: need.daysPerWeek ?? previous.daysPerWeek,
    experienceLevel: need.experienceLevel ?? previous.experienceLevel,
  };
}

/** The questions of the talent interview lab, asked in turn by the offline engine. */
export const AVATAR_QUESTIONS = [
  'Bonjour, je suis Nova et je mène cet entretien. Présentez-vous en quelques phrases : votre métier, vos années d’expérience et votre dernière mission.',
  'Quelle est la réalisation technique dont vous êtes le plus fier ? Décrivez le problème, votre rôle et le résultat.',
  'Sur quelles technologies êtes-vous le plus solide aujourd’hui, et comment les avez-vous pratiquées ces deux dernières années ?',
  'Racontez une situation difficile avec un client ou une équipe, et comment vous l’avez résolue.',
  'Quel type de mission cherchez-vous (durée, rythme, télétravail) et à quel TJM ?',
  'Merci, l’entretien est terminé. L’équipe relira vos réponses et reviendra vers vous.',
] as const;

/** The built-in engine: the text parsed, one tool chosen and run, the answer written from its result. */
export async function answerOffline(
  ctx: NovaToolContext,
  text: string,
  sink: NovaTurnSink,
  history: readonly { role: string; content: string }[] = [],
): Promise<{ content: string; toolCalls: NovaToolCallValue[] }> {
  const today = todayInParis();
  if (ctx.surface === 'avatar') {
    const asked = history.filter((message) => message.role === 'assistant').length;
    const question = AVATAR_QUESTIONS[Math.min(asked, AVATAR_QUESTIONS.length - 1)];
    const content = `${OFFLINE_NOTICE}\n${question}`;
    sink.delta(content);
    return { content, toolCalls: [] };
  }
  const earlier = history
    .filter((message) => message.role === 'user')
    .map((message) => parseNeed(message.content, today));
  const need = needInContext(parseNeed(text, today), earlier);
  const plan = await planOf(ctx, text, need);
  const toolCalls: NovaToolCallValue[] = [];
  let body: string;
  if ('reply' in plan) body = plan.reply;
  else {
    const result = await runNovaTool(ctx, plan.tool, plan.arguments);
    const call = { id: `offline_1`, name: plan.tool, arguments: plan.arguments, result };
    toolCalls.push(call);
    sink.tool(call);
    body = offlineAnswer(plan.tool, result);
  }
  const content = `${OFFLINE_NOTICE}\n${body}`;
  for (const piece of content.match(/[^\n]*\n?/g)?.filter(Boolean) ?? [content]) sink.delta(piece);
  return { content, toolCalls };
}
