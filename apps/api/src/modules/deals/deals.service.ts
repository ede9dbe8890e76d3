import { type CalendarDay, isCalendarDay } from '@orbite/domain/calendar-day';
import { type DealStatus, pendingAcceptances, statusAfterTermsUpdate } from '@orbite/domain/deal-status';
import { ErrorCode } from '@orbite/domain/errors';
import { type Commissions, dealPrices, isValidCommissionRate, isValidFlatFee } from '@orbite/domain/pricing';
import { isValidTjmDecimal, isValidWorkingTime } from '@orbite/domain/validators';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { activityOfEntity, recordActivity } from '../activity/activity.service';
import { findCompany } from '../companies/companies.service';
import { readableMatch } from '../matches/matches.service';
import type { MarketCaller } from '../missions/missions.caller';
import { lockMissionById } from '../missions/missions.service';
import { type DealCaller, moveDeal } from './deal-moves';
import { commissionsOf, openDealForMatch, pricedColumns } from './deal-opening';
import { readinessOf } from './deal-readiness';
import { canReadDeal, dealActorOf } from './deals.policy';
import * as repository from './deals.repository';
import type { DealRow } from './deals.tables';

const notFound = () => new AppError(ErrorCode.notFound, 'Élément introuvable.');
const invalid = (field: string, message: string) => new AppError(ErrorCode.invalidInput, message, field);
const stale = () =>
  new AppError(ErrorCode.missionHasChanged, 'Ce contrat a été modifié entre-temps : rechargez la page.');
const teamOnly = (caller: MarketCaller) => {
  if (caller.role !== 'teamMember') throw new AppError(ErrorCode.forbidden);
};

export function dealCallerOf(caller: MarketCaller): DealCaller {
  const actor = dealActorOf(caller);
  if (!actor) throw new AppError(ErrorCode.forbidden);
  return { actor, userId: caller.actor.userId, impersonatorUserId: caller.actor.impersonatorUserId };
}

const systemCaller = (caller: MarketCaller): DealCaller => ({
  actor: 'system',
  userId: caller.actor.userId,
  impersonatorUserId: caller.actor.impersonatorUserId,
});

/** The deal when the caller may read it; `lock` locks its mission, then the deal (the order every writer follows). */
export async function readableDeal(db: DbOrTx, caller: MarketCaller, id: number, lock = false): Promise<DealRow> {
  let deal = await repository.findDeal(db, id);
  if (deal && lock) {
    await lockMissionById(db, deal.missionId);
    deal = await repository.findDeal(db, id, true);
  }
  if (!deal || !canReadDeal(caller, deal)) throw notFound();
  return deal;
}

/** Every version of the deals of a mission the caller may read. */
export async function dealsOfMissionFor(deps: AppDeps, caller: MarketCaller, missionId: number): Promise<DealRow[]> {
  const all = await repository.dealsOfMission(deps.db, missionId);
  return all.filter((deal) => canReadDeal(caller, deal));
}

/**
 * Each mission's current deal among those the caller may read, in the order of `missionIds` (null for a
 * mission without one): one query for a whole list (Mission.deal, Mission.dealSubStatus).
 */
export async function currentDealsFor(
  db: DbOrTx,
  caller: MarketCaller,
  missionIds: readonly number[],
): Promise<(DealRow | null)[]> {
  const byMission = new Map<number, DealRow[]>();
  for (const deal of await repository.dealsOfMissions(db, missionIds))
    if (canReadDeal(caller, deal)) byMission.set(deal.missionId, [...(byMission.get(deal.missionId) ?? []), deal]);
  return missionIds.map((id) => repository.currentOf(byMission.get(id) ?? []));
}

export const dealReadiness = readinessOf;
export const findDealById = repository.findDeal;
export const versionsOfDeal = (db: DbOrTx, deal: DealRow) =>
  repository.dealsOfMission(db, deal.missionId).then((all) => all.filter((d) => d.matchId === deal.matchId));

export async function dealActivity(
  deps: AppDeps,
  caller: MarketCaller,
  id: number,
  page: { offset?: number | null; limit?: number | null },
) {
  const deal = await readableDeal(deps.db, caller, id);
  return activityOfEntity(deps.db, { type: 'deal', id: deal.id }, page);
}

/** The team opens a deal for a confirmed match that has none open (after a cancelled one). */
export async function createDeal(deps: AppDeps, caller: MarketCaller, matchId: number): Promise<DealRow> {
  teamOnly(caller);
  return deps.db.transaction(async (tx) => {
    const { match, mission } = await readableMatch(tx, caller, matchId, true);
    if (match.status !== 'corporateConfirmed' || mission.status !== 'quotation')
      throw new AppError(ErrorCode.invalidMissionState, 'Le freelance doit être confirmé par le client.');
    const deal = await openDealForMatch(tx, caller.actor, match, mission, 'teamMember');
    if (!deal) throw new AppError(ErrorCode.invalidMissionState, 'Un contrat est déjà en cours pour ce freelance.');
    return deal;
  });
}

export interface DealTermsInput {
  revision: number;
  dailyRate: number;
  startDate: string;
  endDate: string;
  daysPerWeek: number;
  renewable: string;
  corporateCommissionRate?: number | null;
  corporateFlatFee?: number | null;
  freelanceCommissionRate?: number | null;
  freelanceFlatFee?: number | null;
  specificMentions?: string | null;
  platformSignatoryUserId?: number | null;
}

const renewableValues = ['high', 'possible', 'none'];

function checkTerms(input: DealTermsInput, deal: DealRow): { commissions: Commissions } {
  if (!isValidTjmDecimal(input.dailyRate) || input.dailyRate <= 0)
    throw invalid('dailyRate', 'Indiquez un tarif journalier valide.');
  if (!isCalendarDay(input.startDate)) throw invalid('startDate', 'Date de début invalide.');
  if (!isCalendarDay(input.endDate) || input.endDate < input.startDate)
    throw invalid('endDate', 'La date de fin doit suivre la date de début.');
  if (!isValidWorkingTime(input.daysPerWeek)) throw invalid('daysPerWeek', 'De 1 à 5 jours par semaine.');
  if (!renewableValues.includes(input.renewable)) throw invalid('renewable', 'Valeur inconnue.');
  if ((input.specificMentions?.length ?? 0) > 2000) throw invalid('specificMentions', '2 000 caractères au plus.');
  const rate = (value: number | null | undefined, current: number, field: string) => {
    const v = value ?? current;
    if (!isValidCommissionRate(v)) throw invalid(field, 'Un taux entre 0 et 1 (0,15 pour 15 %).');
    return v;
  };
  const fee = (value: number | null | undefined, current: number, field: string) => {
    const v = value ?? current;
    if (!isValidFlatFee(v)) throw invalid(field, 'Un montant entre 0 et 10 000 €.');
    return v;
  };
  const current = commissionsOf(deal);
  return {
    commissions: {
      corporate: {
        rate: rate(input.corporateCommissionRate, current.corporate.rate, 'corporateCommissionRate'),
        flatFee: fee(input.corporateFlatFee, current.corporate.flatFee, 'corporateFlatFee'),
      },
      freelancer: {
        rate: rate(input.freelanceCommissionRate, current.freelancer.rate, 'freelanceCommissionRate'),
        flatFee: fee(input.freelanceFlatFee, current.freelancer.flatFee, 'freelanceFlatFee'),
      },
    },
  };
}

/** A client whose company skips terms validation accepts at once, as the platform. */
async function autoAcceptForCompany(tx: DbOrTx, caller: MarketCaller, deal: DealRow): Promise<DealRow> {
  if (!pendingAcceptances(deal.status as DealStatus).includes('corporate')) return deal;
  const company = await findCompany(tx, deal.companyId);
  if (!company?.skipTermsValidation) return deal;
  const to: DealStatus = deal.status === 'termsProposed' ? 'corporateAccepted' : 'termsAccepted';
  return moveDeal(tx, deal, to, systemCaller(caller), {
    patch: { corporateAcceptedAt: new Date() },
    payload: { side: 'corporate', skipTermsValidation: true },
  });
}

/**
 * The team changes the terms: prices recomputed for the deal's terms day, acceptances voided; a
 * draft stays a draft, terms already sent go out again. A stale revision gets 622.
 */
export async function updateDealTerms(
  deps: AppDeps,
  caller: MarketCaller,
  id: number,
  input: DealTermsInput,
): Promise<DealRow> {
  teamOnly(caller);
  return deps.db.transaction(async (tx) => {
    const deal = await readableDeal(tx, caller, id, true);
    if (deal.revision !== input.revision) throw stale();
    const to = statusAfterTermsUpdate(deal.status as DealStatus);
    if (!to)
      throw new AppError(ErrorCode.invalidMissionState, 'Les conditions de ce contrat ne sont plus modifiables.');
    const { commissions } = checkTerms(input, deal);
    try {
      dealPrices(input.dailyRate, deal.termsDay as CalendarDay, commissions);
    } catch {
      throw invalid('corporateCommissionRate', 'Ces commissions ne donnent pas de prix valide.');
    }
    const patch: Partial<DealRow> = {
      ...pricedColumns(input.dailyRate, deal.termsDay as CalendarDay, commissions),
      startDate: input.startDate,
      endDate: input.endDate,
      daysPerWeek: input.daysPerWeek,
      renewable: input.renewable,
      specificMentions: input.specificMentions?.trim() || null,
      platformSignatoryUserId: input.platformSignatoryUserId ?? null,
      freelanceAcceptedAt: null,
      corporateAcceptedAt: null,
    };
    const who = dealCallerOf(caller);
    if (to === deal.status) {
      const updated = await repository.updateDeal(tx, deal.id, patch, deal.revision);
      if (!updated) throw stale();
      await recordActivity(tx, caller.actor, {
        category: 'deal',
        type: 'deal_terms_updated',
        entityType: 'deal',
        entityId: deal.id,
        payload: {
          by: who.actor,
          missionId: deal.missionId,
          dailyRate: input.dailyRate,
          // Which dates moved, before and after ("finish updated" for the team's live feed).
          fields: (['startDate', 'endDate'] as const).filter((key) => String(deal[key]) !== String(input[key])),
          endDateBefore: deal.endDate,
          endDateAfter: input.endDate,
        },
      });
      return updated;
    }
    const moved = await moveDeal(tx, deal, to, who, { patch, payload: { dailyRate: input.dailyRate } });
    return autoAcceptForCompany(tx, caller, moved);
  });
}

/** The team sends the draft's terms to both sides. */
export async function sendDealTerms(deps: AppDeps, caller: MarketCaller, id: number): Promise<DealRow> {
  teamOnly(caller);
  return deps.db.transaction(async (tx) => {
    const deal = await readableDeal(tx, caller, id, true);
    if (deal.status !== 'draft')
      throw new AppError(ErrorCode.invalidMissionState, 'Les conditions de ce contrat sont déjà envoyées.');
    if (deal.dailyRate <= 0) throw invalid('dailyRate', 'Indiquez le tarif journalier avant d’envoyer les conditions.');
    const moved = await moveDeal(tx, deal, 'termsProposed', dealCallerOf(caller), {
      patch: { freelanceAcceptedAt: null, corporateAcceptedAt: null },
    });
    return autoAcceptForCompany(tx, caller, moved);
  });
}

/** The freelancer or the client accepts the terms for their own side. */
export async function acceptDealTerms(
  deps: AppDeps,
  caller: MarketCaller,
  id: number,
  revision?: number | null,
): Promise<DealRow> {
  const who = dealCallerOf(caller);
  if (who.actor !== 'freelance' && who.actor !== 'corporate') throw new AppError(ErrorCode.forbidden);
  return deps.db.transaction(async (tx) => {
    const deal = await readableDeal(tx, caller, id, true);
    if (revision != null && revision !== deal.revision) throw stale();
    const status = deal.status as DealStatus;
    if (!pendingAcceptances(status).includes(who.actor as 'freelance' | 'corporate'))
      throw new AppError(ErrorCode.invalidMissionState, 'Ces conditions n’attendent pas votre accord.');
    const to: DealStatus =
      status === 'termsProposed'
        ? who.actor === 'freelance'
          ? 'freelanceAccepted'
          : 'corporateAccepted'
        : 'termsAccepted';
    const patch: Partial<DealRow> =
      who.actor === 'freelance' ? { freelanceAcceptedAt: new Date() } : { corporateAcceptedAt: new Date() };
    return moveDeal(tx, deal, to, who, { patch, payload: { side: who.actor } });
  });
}

/** Either side asks for other terms, saying what: the deal goes back to the team's draft. */
export async function requestDealTermsChange(
  deps: AppDeps,
  caller: MarketCaller,
  id: number,
  reason: string,
): Promise<DealRow> {
  const who = dealCallerOf(caller);
  if (!reason?.trim()) throw invalid('reason', 'Dites ce que vous souhaitez changer.');
  return deps.db.transaction(async (tx) => {
    const deal = await readableDeal(tx, caller, id, true);
    return moveDeal(tx, deal, 'draft', who, {
      reason,
      patch: { freelanceAcceptedAt: null, corporateAcceptedAt: null },
    });
  });
}
