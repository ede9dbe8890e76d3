import {
  allowedDealMoves,
  type DealActor,
  type DealMove,
  type DealStatus,
  dealTermsEditable,
  pendingAcceptances,
} from '@orbite/domain/deal-status';
import type { KycDocumentType } from '@orbite/domain/enums';
import type { MarketCaller } from '../missions/missions.caller';

type Caller = Pick<MarketCaller, 'role' | 'companyId' | 'freelanceId'>;

interface DealScope {
  freelanceId: number;
  companyId: number;
  status: string;
}

/** The side of the deal machine a caller plays; null for anyone else. */
export function dealActorOf(caller: Pick<MarketCaller, 'role'>): Exclude<DealActor, 'system'> | null {
  if (caller.role === 'teamMember') return 'teamMember';
  if (caller.role === 'corporate') return 'corporate';
  if (caller.role === 'freelancer') return 'freelance';
  return null;
}

/** The team sees every deal; a client its company's; a freelancer their own. */
export function canReadDeal(caller: Caller, deal: Pick<DealScope, 'freelanceId' | 'companyId'>): boolean {
  if (caller.role === 'teamMember') return true;
  if (caller.role === 'corporate') return caller.companyId != null && caller.companyId === deal.companyId;
  if (caller.role === 'freelancer') return caller.freelanceId != null && caller.freelanceId === deal.freelanceId;
  return false;
}

/** The platform's margin, the commission rates and the other side's price: the team's only. */
export function canSeeDealEconomics(caller: Pick<MarketCaller, 'role'>): boolean {
  return caller.role === 'teamMember';
}

/** The client sees what it pays per day; the freelancer what they receive; the team both. */
export function visibleDealPrices(caller: Pick<MarketCaller, 'role'>): { client: boolean; freelance: boolean } {
  return { client: caller.role !== 'freelancer', freelance: caller.role !== 'corporate' };
}

/** Only the team changes terms, and only while they are still editable. */
export function canEditDealTerms(caller: Pick<MarketCaller, 'role'>, status: DealStatus): boolean {
  return caller.role === 'teamMember' && dealTermsEditable(status);
}

/** Whether the caller still has to accept the terms for their own side. */
export function canAcceptDealTerms(caller: Pick<MarketCaller, 'role'>, status: DealStatus): boolean {
  const actor = dealActorOf(caller);
  return (actor === 'freelance' || actor === 'corporate') && pendingAcceptances(status).includes(actor);
}

/**
 * The moves the viewer's pages offer. A side's acceptance is offered only to the side that still
 * has to accept; the platform's own moves (`system`) are never offered.
 */
export function viewerDealMoves(caller: Pick<MarketCaller, 'role'>, status: DealStatus): DealMove[] {
  const actor = dealActorOf(caller);
  if (!actor) return [];
  return allowedDealMoves(status, actor).filter((move) => {
    if (move.event === 'deal_terms_accepted') return canAcceptDealTerms(caller, status);
    return true;
  });
}

/**
 * The KYC file a deal needs: an identity document, the company's registration (Kbis or INSEE
 * notice), the URSSAF certificate and the bank details, each accepted by the team and not expired.
 */
export const requiredKycForDeal: readonly (readonly KycDocumentType[])[] = [
  ['id'],
  ['kbis', 'insee'],
  ['urssaf'],
  ['bankAccountDetails'],
];

export function kycCompleteFor(accepted: ReadonlySet<string>): boolean {
  return requiredKycForDeal.every((anyOf) => anyOf.some((type) => accepted.has(type)));
}
