import { canBypass, type DealBypass, type DealStatus, dealBypasses } from '@orbite/domain/deal-status';
import { ErrorCode } from '@orbite/domain/errors';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { recordActivity } from '../activity/activity.service';
import type { MarketCaller } from '../missions/missions.caller';
import { moveDeal } from './deal-moves';
import { readinessOf } from './deal-readiness';
import * as repository from './deals.repository';
import { dealCallerOf, readableDeal } from './deals.service';
import type { DealRow } from './deals.tables';

/*
 * The team's checks of a deal: validation (refused while something blocks the signature), undoing
 * it, the audited bypasses of the KYC and the specific mentions, cancelling and terminating.
 */

const invalid = (field: string, message: string) => new AppError(ErrorCode.invalidInput, message, field);
const stale = () =>
  new AppError(ErrorCode.missionHasChanged, 'Ce contrat a été modifié entre-temps : rechargez la page.');
const teamOnly = (caller: MarketCaller) => {
  if (caller.role !== 'teamMember') throw new AppError(ErrorCode.forbidden);
};

function blockersError(blockers: readonly string[]) {
  const labels: Record<string, string> = {
    freelanceLegalFields: 'informations légales du freelance',
    corporateLegalFields: 'informations légales du client',
    kyc: 'dossier KYC du freelance',
    specificMentions: 'mentions spécifiques du client',
  };
  return new AppError(
    ErrorCode.invalidMissionState,
    `Validation impossible, il manque : ${blockers.map((b) => labels[b] ?? b).join(', ')}.`,
    undefined,
    `signingBlocked:${blockers.join(',')}`,
  );
}

/** The team validates accepted terms, once nothing blocks the signature (605 listing what is missing). */
export async function validateDeal(deps: AppDeps, caller: MarketCaller, id: number): Promise<DealRow> {
  teamOnly(caller);
  return deps.db.transaction(async (tx) => {
    const deal = await readableDeal(tx, caller, id, true);
    const { blockers } = await readinessOf(tx, deal);
    if (deal.status === 'termsAccepted' && blockers.length > 0) throw blockersError(blockers);
    return moveDeal(tx, deal, 'validated', dealCallerOf(caller));
  });
}

/** The team undoes a validation (or stops a signature): back to accepted terms, with a reason. */
export async function invalidateDeal(deps: AppDeps, caller: MarketCaller, id: number, reason: string) {
  teamOnly(caller);
  return deps.db.transaction(async (tx) => {
    const deal = await readableDeal(tx, caller, id, true);
    return moveDeal(tx, deal, 'termsAccepted', dealCallerOf(caller), { reason });
  });
}

/** The team lifts the KYC or specific-mentions check of a deal, with a reason, audited. */
export async function bypassDealCheck(
  deps: AppDeps,
  caller: MarketCaller,
  id: number,
  kind: Exclude<DealBypass, 'signature'>,
  reason: string,
): Promise<DealRow> {
  teamOnly(caller);
  const text = reason?.trim();
  if (!text) throw invalid('reason', 'Indiquez la raison du contournement.');
  if (text.length > 2000) throw invalid('reason', '2 000 caractères au plus.');
  return deps.db.transaction(async (tx) => {
    const deal = await readableDeal(tx, caller, id, true);
    if (!canBypass(kind, deal.status as DealStatus, 'teamMember'))
      throw new AppError(ErrorCode.invalidMissionState, 'Ce contrôle ne peut plus être contourné.');
    if ((kind === 'kyc' ? deal.kycBypass : deal.specificMentionsBypass) != null) return deal;
    const record = { byUserId: caller.actor.userId ?? 0, at: new Date().toISOString(), reason: text };
    const updated = await repository.updateDeal(
      tx,
      deal.id,
      kind === 'kyc' ? { kycBypass: record } : { specificMentionsBypass: record },
      deal.revision,
    );
    if (!updated) throw stale();
    await recordActivity(tx, caller.actor, {
      category: 'deal',
      type: dealBypasses[kind],
      entityType: 'deal',
      entityId: deal.id,
      payload: { by: 'teamMember', missionId: deal.missionId, reason: text },
    });
    return updated;
  });
}

/** The team abandons a deal before it is signed. */
export async function cancelDeal(deps: AppDeps, caller: MarketCaller, id: number, reason: string) {
  teamOnly(caller);
  return deps.db.transaction(async (tx) => {
    const deal = await readableDeal(tx, caller, id, true);
    return moveDeal(tx, deal, 'cancelled', dealCallerOf(caller), { reason });
  });
}

/** The team ends a signed deal early. */
export async function terminateDeal(deps: AppDeps, caller: MarketCaller, id: number, reason: string) {
  teamOnly(caller);
  return deps.db.transaction(async (tx) => {
    const deal = await readableDeal(tx, caller, id, true);
    return moveDeal(tx, deal, 'ended', dealCallerOf(caller), { reason });
  });
}
