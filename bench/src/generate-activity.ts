import type { ColumnType } from './bulk';
import { type GenerationContext, instantBefore } from './generate-common';
import { weighted } from './random';

/*
 * What a year of work leaves behind the missions: the deal of each mission under way or done (its
 * confirmed match), its monthly work logs over the last twelve months, and the users'
 * notifications of matches, deals and work logs.
 */

type Columns = readonly (readonly [string, ColumnType])[];
const DAY_MS = 86_400_000;

export const dealColumns: Columns = [
  ['id', 'int4'],
  ['mission_id', 'int4'],
  ['match_id', 'int4'],
  ['freelance_id', 'int4'],
  ['company_id', 'int4'],
  ['status', 'text'],
  ['daily_rate', 'float8'],
  ['start_date', 'date'],
  ['end_date', 'date'],
  ['days_per_week', 'int2'],
  ['terms_day', 'date'],
  ['corporate_commission_rate', 'float8'],
  ['freelance_commission_rate', 'float8'],
  ['client_daily_price', 'float8'],
  ['freelance_daily_net', 'float8'],
  ['freelance_accepted_at', 'timestamptz'],
  ['corporate_accepted_at', 'timestamptz'],
  ['validated_at', 'timestamptz'],
  ['signed_at', 'timestamptz'],
  ['ended_at', 'timestamptz'],
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
];

export const workLogColumns: Columns = [
  ['deal_id', 'int4'],
  ['month', 'text'],
  ['status', 'text'],
  ['entries', 'jsonb'],
  ['total_days', 'float8'],
  ['submitted_at', 'timestamptz'],
  ['validated_at', 'timestamptz'],
  ['paid_at', 'timestamptz'],
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
];

export const notificationColumns: Columns = [
  ['user_id', 'int4'],
  ['category', 'text'],
  ['type', 'text'],
  ['description', 'text'],
  ['plain_text_description', 'text'],
  ['url', 'text'],
  ['unseen', 'bool'],
  ['seen_at', 'timestamptz'],
  ['entity_type', 'text'],
  ['entity_id', 'text'],
  ['email_status', 'text'],
  ['created_at', 'timestamptz'],
];

export interface MissionFacts {
  title: string;
  companyId: number;
  createdByUserId: number;
  startDate: string;
  durationInDays: number;
  workingTime: number;
  retribution: number;
}

const CORPORATE_COMMISSION = 0.15;
const FREELANCE_COMMISSION = 0.03;
const round2 = (value: number) => Math.round(value * 100) / 100;

/** The signed (mission under way) or ended deal of a confirmed match. */
export function generateDeal(
  ctx: GenerationContext,
  id: number,
  missionId: number,
  missionStatus: string,
  facts: MissionFacts,
  match: { id: number; freelanceId: number; createdAt: Date },
) {
  const { rng, today } = ctx;
  const start = new Date(`${facts.startDate}T00:00:00Z`);
  const calendarDays = Math.ceil((facts.durationInDays / facts.workingTime) * 7);
  let end = new Date(start.getTime() + calendarDays * DAY_MS);
  const ongoing = missionStatus === 'onGoing';
  if (ongoing && end.getTime() < today.getTime() + 30 * DAY_MS)
    end = new Date(today.getTime() + rng.int(30, 200) * DAY_MS);
  if (!ongoing && end.getTime() >= today.getTime()) end = new Date(today.getTime() - rng.int(1, 60) * DAY_MS);
  const rate = Math.round(facts.retribution * (0.9 + rng.next() * 0.2));
  const signedAt = instantBefore(start, rng.int(2, 20));
  const createdAt = instantBefore(signedAt, rng.int(3, 15));
  const row = [
    id,
    missionId,
    match.id,
    match.freelanceId,
    facts.companyId,
    ongoing ? 'signed' : 'ended',
    rate,
    facts.startDate,
    end.toISOString().slice(0, 10),
    facts.workingTime,
    createdAt.toISOString().slice(0, 10),
    CORPORATE_COMMISSION,
    FREELANCE_COMMISSION,
    round2(rate * (1 + CORPORATE_COMMISSION)),
    round2(rate * (1 - FREELANCE_COMMISSION)),
    instantBefore(signedAt, 2),
    instantBefore(signedAt, 1),
    instantBefore(signedAt, 0.5),
    signedAt,
    ongoing ? null : end,
    createdAt,
    ongoing ? signedAt : end,
  ];
  return { row, start, end, signedAt };
}

const pastStatuses = weighted({ paid: 75, locked: 10, validated: 12, skipped: 3 });

/**
 * The deal's work logs of the last twelve months: the current month is a draft, the previous one
 * submitted or validated, older ones mostly paid. Each has one entry per day worked (the first
 * `daysPerWeek` week days of each week, a few half days).
 */
export function generateWorkLogs(
  ctx: GenerationContext,
  dealId: number,
  deal: { start: Date; end: Date; daysPerWeek: number },
): { rows: unknown[][]; months: { month: string; status: string; at: Date }[] } {
  const { rng, today } = ctx;
  const yearAgo = new Date(Date.UTC(today.getUTCFullYear() - 1, today.getUTCMonth() + 1, 1));
  const from = deal.start > yearAgo ? deal.start : yearAgo;
  const until = deal.end < today ? deal.end : today;
  const rows: unknown[][] = [];
  const months: { month: string; status: string; at: Date }[] = [];
  for (
    let month = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), 1));
    month <= until;
    month = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 1))
  ) {
    const next = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 1));
    const current = next > today;
    const previous = !current && new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 1)) > today;
    const entries: { day: string; days: number }[] = [];
    let inWeek = 0;
    for (let day = month; day < next && day <= until; day = new Date(day.getTime() + DAY_MS)) {
      const weekDay = day.getUTCDay();
      if (weekDay === 1) inWeek = 0;
      if (day < deal.start || weekDay === 0 || weekDay === 6 || inWeek >= deal.daysPerWeek) continue;
      inWeek++;
      entries.push({ day: day.toISOString().slice(0, 10), days: rng.chance(0.05) ? 0.5 : 1 });
    }
    const status = current
      ? 'draft'
      : previous
        ? rng.chance(0.5)
          ? 'submitted'
          : 'validated'
        : pastStatuses.pick(rng);
    const submittedAt = status === 'draft' ? null : new Date(next.getTime() + rng.int(0, 3) * DAY_MS);
    const validatedAt =
      submittedAt && status !== 'submitted' && status !== 'skipped'
        ? new Date(submittedAt.getTime() + rng.int(1, 5) * DAY_MS)
        : null;
    const paidAt = validatedAt && status === 'paid' ? new Date(validatedAt.getTime() + rng.int(10, 40) * DAY_MS) : null;
    const totalDays = entries.reduce((sum, entry) => sum + entry.days, 0);
    const monthKey = month.toISOString().slice(0, 7);
    const createdAt = month;
    const updatedAt = paidAt ?? validatedAt ?? submittedAt ?? createdAt;
    rows.push([
      dealId,
      monthKey,
      status,
      entries,
      totalDays,
      submittedAt,
      validatedAt,
      paidAt && paidAt < today ? paidAt : null,
      createdAt,
      updatedAt < today ? updatedAt : today,
    ]);
    if (submittedAt && submittedAt < today) months.push({ month: monthKey, status, at: submittedAt });
  }
  return { rows, months };
}

const matchWording: Record<string, [type: string, text: string]> = {
  teamMemberPreselection: ['match_preselected', 'Vous êtes présélectionné(e) pour la mission'],
  freelanceProposal: ['match_proposed', 'Une mission vous est proposée :'],
  freelanceApplication: ['match_applied', 'Votre candidature est envoyée pour'],
  corporateValidation: ['match_presented', 'Votre profil est présenté au client pour'],
  corporateConfirmed: ['match_confirmed', 'Le client vous a choisi(e) pour'],
  corporateDeclined: ['match_declined', "Le client n'a pas retenu votre profil pour"],
};

/** One notification row; seen when older than a month, mostly. */
export function notification(
  ctx: GenerationContext,
  userId: number,
  category: string,
  type: string,
  text: string,
  url: string,
  entity: [type: string, id: number],
  createdAt: Date,
): unknown[] {
  const { rng, today } = ctx;
  const ageDays = (today.getTime() - createdAt.getTime()) / DAY_MS;
  const seen = ageDays > 30 ? rng.chance(0.9) : rng.chance(0.4);
  return [
    userId,
    category,
    type,
    `<p>${text}</p>`,
    text,
    url,
    !seen,
    seen ? instantBefore(createdAt, -Math.min(ageDays, rng.next() * 5)) : null,
    entity[0],
    String(entity[1]),
    rng.chance(0.6) ? 'sent' : rng.chance(0.5) ? 'digest' : 'none',
    createdAt,
  ];
}

/** The freelancer's notification of a match, and the client's when the match reached it. */
export function matchNotifications(
  ctx: GenerationContext,
  match: { id: number; missionId: number; status: string; createdAt: Date },
  freelancerUserId: number,
  facts: MissionFacts,
): unknown[][] {
  const wording = matchWording[match.status] ?? matchWording.teamMemberPreselection!;
  const rows = [
    notification(
      ctx,
      freelancerUserId,
      'matches',
      wording[0],
      `${wording[1]} ${facts.title}`,
      `/freelancer/missions/${match.missionId}`,
      ['match', match.id],
      match.createdAt,
    ),
  ];
  if (match.status === 'corporateValidation' || match.status === 'corporateConfirmed' || ctx.rng.chance(0.2))
    rows.push(
      notification(
        ctx,
        facts.createdByUserId,
        'matches',
        'match_presented',
        `Un profil vous est présenté pour ${facts.title}`,
        `/enterprise/missions/${match.missionId}`,
        ['match', match.id],
        instantBefore(match.createdAt, -0.1),
      ),
    );
  return rows;
}

/** Both sides hear of a signed deal and of each month's work log (submitted to the client, validated for the freelancer). */
export function dealNotifications(
  ctx: GenerationContext,
  dealId: number,
  missionId: number,
  signedAt: Date,
  months: readonly { month: string; status: string; at: Date }[],
  freelancerUserId: number,
  facts: MissionFacts,
): unknown[][] {
  const yearAgo = instantBefore(ctx.today, 365);
  const rows: unknown[][] = [];
  if (signedAt > yearAgo)
    for (const [userId, url] of [
      [freelancerUserId, `/freelancer/missions/${missionId}`],
      [facts.createdByUserId, `/enterprise/missions/${missionId}`],
    ] as const)
      rows.push(
        notification(
          ctx,
          userId,
          'deals',
          'deal_signed',
          `Le contrat de ${facts.title} est signé`,
          url,
          ['deal', dealId],
          signedAt,
        ),
      );
  for (const { month, status, at } of months) {
    rows.push(
      notification(
        ctx,
        facts.createdByUserId,
        'workLogs',
        'work_log_submitted',
        `Le compte rendu d'activité de ${month} est à valider (${facts.title})`,
        `/enterprise/missions/${missionId}`,
        ['deal', dealId],
        at,
      ),
    );
    if (status !== 'submitted' && status !== 'skipped')
      rows.push(
        notification(
          ctx,
          freelancerUserId,
          'workLogs',
          'work_log_validated',
          `Votre compte rendu d'activité de ${month} est validé`,
          `/freelancer/missions/${missionId}`,
          ['deal', dealId],
          instantBefore(at, -2),
        ),
      );
  }
  return rows;
}
