import { describe, expect, it } from 'vitest';
import {
  canAcceptDealTerms,
  canEditDealTerms,
  canReadDeal,
  canSeeDealEconomics,
  dealActorOf,
  kycCompleteFor,
  viewerDealMoves,
  visibleDealPrices,
} from './deals.policy';

const teamMember = { role: 'teamMember', companyId: null, freelanceId: null } as const;
const client = { role: 'corporate', companyId: 7, freelanceId: null } as const;
const otherClient = { role: 'corporate', companyId: 8, freelanceId: null } as const;
const freelancer = { role: 'freelancer', companyId: null, freelanceId: 3 } as const;
const otherFreelancer = { role: 'freelancer', companyId: null, freelanceId: 4 } as const;
const deal = { freelanceId: 3, companyId: 7 };

describe('deals policy', () => {
  it('maps roles to the sides of the machine', () => {
    expect(dealActorOf(teamMember)).toBe('teamMember');
    expect(dealActorOf(client)).toBe('corporate');
    expect(dealActorOf(freelancer)).toBe('freelance');
    expect(dealActorOf({ role: null })).toBeNull();
  });

  it('lets the team read every deal, each side only its own', () => {
    expect(canReadDeal(teamMember, deal)).toBe(true);
    expect(canReadDeal(client, deal)).toBe(true);
    expect(canReadDeal(otherClient, deal)).toBe(false);
    expect(canReadDeal(freelancer, deal)).toBe(true);
    expect(canReadDeal(otherFreelancer, deal)).toBe(false);
    expect(canReadDeal({ role: null, companyId: null, freelanceId: null }, deal)).toBe(false);
  });

  it('shows the margin to the team only, and each side its own price', () => {
    expect(canSeeDealEconomics(teamMember)).toBe(true);
    expect(canSeeDealEconomics(client)).toBe(false);
    expect(canSeeDealEconomics(freelancer)).toBe(false);
    expect(visibleDealPrices(client)).toEqual({ client: true, freelance: false });
    expect(visibleDealPrices(freelancer)).toEqual({ client: false, freelance: true });
    expect(visibleDealPrices(teamMember)).toEqual({ client: true, freelance: true });
  });

  it('lets only the team edit terms, while they are editable', () => {
    expect(canEditDealTerms(teamMember, 'draft')).toBe(true);
    expect(canEditDealTerms(teamMember, 'termsAccepted')).toBe(true);
    expect(canEditDealTerms(teamMember, 'signed')).toBe(false);
    expect(canEditDealTerms(client, 'draft')).toBe(false);
    expect(canEditDealTerms(freelancer, 'draft')).toBe(false);
  });

  it('offers acceptance only to the side that still has to accept', () => {
    expect(canAcceptDealTerms(freelancer, 'termsProposed')).toBe(true);
    expect(canAcceptDealTerms(client, 'termsProposed')).toBe(true);
    expect(canAcceptDealTerms(freelancer, 'freelanceAccepted')).toBe(false);
    expect(canAcceptDealTerms(client, 'freelanceAccepted')).toBe(true);
    expect(canAcceptDealTerms(teamMember, 'termsProposed')).toBe(false);
    expect(viewerDealMoves(freelancer, 'freelanceAccepted').map((m) => m.to)).toEqual(['draft']);
    expect(viewerDealMoves(client, 'freelanceAccepted').map((m) => m.to)).toEqual(['termsAccepted', 'draft']);
    expect(viewerDealMoves(teamMember, 'termsAccepted').map((m) => m.to)).toEqual(
      expect.arrayContaining(['validated', 'termsProposed', 'cancelled']),
    );
    expect(viewerDealMoves({ role: null }, 'draft')).toEqual([]);
  });

  it('needs an identity, a registration, the URSSAF certificate and bank details for a complete KYC', () => {
    expect(kycCompleteFor(new Set(['id', 'insee', 'urssaf', 'bankAccountDetails']))).toBe(true);
    expect(kycCompleteFor(new Set(['id', 'kbis', 'urssaf', 'bankAccountDetails']))).toBe(true);
    expect(kycCompleteFor(new Set(['id', 'urssaf', 'bankAccountDetails']))).toBe(false);
    expect(kycCompleteFor(new Set())).toBe(false);
  });
});
