import { describe, expect, it } from 'vitest';
import {
  allowedDealMoves,
  canBypass,
  canMoveDeal,
  currentDealVersion,
  type DealActor,
  type DealReadiness,
  type DealStatus,
  dealBypasses,
  dealMove,
  dealMoves,
  dealPipelineStage,
  dealSigningBlockers,
  dealStatuses,
  dealSubStatusOf,
  dealTermsEditable,
  isDealOpen,
  moveNeedsReadiness,
  pendingAcceptances,
  statusAfterTermsUpdate,
  wasSigned,
} from './deal-status';
import { freelancePipelineStages } from './match-status';

const actors: DealActor[] = ['freelance', 'corporate', 'teamMember', 'system'];
const froms: (DealStatus | null)[] = [null, ...dealStatuses];

/** The design, written out once more: "from>to" and "actors:reason=event", one entry per move. */
const expected: Record<string, string> = {
  'null>draft': 'teamMember system=deal_created',
  'draft>termsProposed': 'teamMember=deal_terms_sent',
  'termsProposed>freelanceAccepted': 'freelance=deal_terms_accepted',
  'termsProposed>corporateAccepted': 'corporate system=deal_terms_accepted',
  'freelanceAccepted>termsAccepted': 'corporate system=deal_terms_accepted',
  'corporateAccepted>termsAccepted': 'freelance=deal_terms_accepted',
  'termsProposed>draft': 'freelance corporate:changeRequest=deal_terms_change_requested',
  'freelanceAccepted>draft': 'freelance corporate:changeRequest=deal_terms_change_requested',
  'corporateAccepted>draft': 'freelance corporate:changeRequest=deal_terms_change_requested',
  'freelanceAccepted>termsProposed': 'teamMember=deal_terms_updated',
  'corporateAccepted>termsProposed': 'teamMember=deal_terms_updated',
  'termsAccepted>termsProposed': 'teamMember=deal_terms_updated',
  'termsAccepted>validated': 'teamMember=deal_validated',
  'validated>termsAccepted': 'teamMember:invalidation=deal_invalidated',
  'validated>signing': 'teamMember system=deal_signing_started',
  'signing>termsAccepted': 'teamMember:invalidation=deal_invalidated',
  'signing>signed': 'system=deal_signed | teamMember:bypass=deal_signature_bypassed',
  'validated>signed': 'teamMember:bypass=deal_signature_bypassed',
  'signed>ended': 'system=deal_ended | teamMember:termination=deal_terminated',
  'draft>cancelled': 'teamMember system:cancellation=deal_cancelled',
  'termsProposed>cancelled': 'teamMember system:cancellation=deal_cancelled',
  'freelanceAccepted>cancelled': 'teamMember system:cancellation=deal_cancelled',
  'corporateAccepted>cancelled': 'teamMember system:cancellation=deal_cancelled',
  'termsAccepted>cancelled': 'teamMember system:cancellation=deal_cancelled',
  'validated>cancelled': 'teamMember system:cancellation=deal_cancelled',
  'signing>cancelled': 'teamMember system:cancellation=deal_cancelled',
};

describe('deal state machine', () => {
  it('holds exactly the designed moves', () => {
    const actual: Record<string, string[]> = {};
    for (const move of dealMoves) {
      const key = `${move.from}>${move.to}`;
      const head = [move.actors.join(' '), move.reason].filter(Boolean).join(':');
      actual[key] = [...(actual[key] ?? []), `${head}=${move.event}`];
    }
    expect(Object.fromEntries(Object.entries(actual).map(([key, value]) => [key, value.join(' | ')]))).toEqual(
      expected,
    );
  });

  it('allows every designed move and refuses every other (from, to, actor) triple', () => {
    let allowed = 0;
    for (const from of froms) {
      for (const to of dealStatuses) {
        const designed = expected[`${from}>${to}`] ?? '';
        for (const actor of actors) {
          const may = designed.split(' | ').some((alt) => alt.split('=')[0]!.split(':')[0]!.split(' ').includes(actor));
          expect(canMoveDeal(from, to, actor), `${from} > ${to} by ${actor}`).toBe(may);
          expect(dealMove(from, to, actor) !== null).toBe(may);
          if (may) allowed += 1;
        }
      }
    }
    expect(allowed).toBe(42);
  });

  it('refuses the moves a careless machine would allow', () => {
    // Nobody accepts for the other side; the team does not accept terms for anyone.
    expect(canMoveDeal('termsProposed', 'freelanceAccepted', 'corporate')).toBe(false);
    expect(canMoveDeal('termsProposed', 'corporateAccepted', 'freelance')).toBe(false);
    expect(canMoveDeal('termsProposed', 'freelanceAccepted', 'teamMember')).toBe(false);
    expect(canMoveDeal('freelanceAccepted', 'termsAccepted', 'freelance')).toBe(false);
    expect(canMoveDeal('corporateAccepted', 'termsAccepted', 'system')).toBe(false);
    // No shortcut from terms to signature, and no signing by a side.
    expect(canMoveDeal('termsProposed', 'termsAccepted', 'teamMember')).toBe(false);
    expect(canMoveDeal('termsAccepted', 'signing', 'teamMember')).toBe(false);
    expect(canMoveDeal('signing', 'signed', 'freelance')).toBe(false);
    expect(canMoveDeal('signing', 'signed', 'corporate')).toBe(false);
    // A signed deal is never cancelled nor reopened; an ended or cancelled one never moves.
    expect(canMoveDeal('signed', 'cancelled', 'teamMember')).toBe(false);
    expect(canMoveDeal('signed', 'draft', 'teamMember')).toBe(false);
    expect(allowedDealMoves('ended', 'teamMember')).toEqual([]);
    expect(allowedDealMoves('cancelled', 'teamMember')).toEqual([]);
    // The sides never validate nor create deals.
    expect(canMoveDeal('termsAccepted', 'validated', 'corporate')).toBe(false);
    expect(canMoveDeal(null, 'draft', 'corporate')).toBe(false);
    expect(canMoveDeal(null, 'signed', 'teamMember')).toBe(false);
  });

  it('never moves a status onto itself, and asks a reason of every bypass, invalidation and cancellation', () => {
    for (const move of dealMoves) {
      expect(move.from).not.toBe(move.to);
      expect(move.event).toMatch(/^deal_[a-z_]+$/);
      if (move.event === 'deal_signature_bypassed') expect(move.reason).toBe('bypass');
      if (move.event === 'deal_invalidated') expect(move.reason).toBe('invalidation');
      if (move.to === 'cancelled') expect(move.reason).toBe('cancellation');
    }
  });

  it('records the spec’s events', () => {
    const events = new Set([...dealMoves.map((move) => move.event), ...Object.values(dealBypasses)]);
    for (const event of [
      'deal_created',
      'deal_terms_updated',
      'deal_terms_accepted',
      'deal_signing_started',
      'deal_signed',
      'deal_validated',
      'deal_invalidated',
      'deal_kyc_bypassed',
      'deal_specific_mentions_bypassed',
      'deal_signature_bypassed',
    ]) {
      expect(events.has(event), event).toBe(true);
    }
  });

  it('gives each page the moves its actor may make', () => {
    expect(allowedDealMoves('termsProposed', 'freelance').map((m) => m.to)).toEqual(['freelanceAccepted', 'draft']);
    expect(allowedDealMoves('freelanceAccepted', 'corporate').map((m) => m.to)).toEqual(['termsAccepted', 'draft']);
    expect(allowedDealMoves('termsAccepted', 'teamMember').map((m) => m.to)).toEqual([
      'termsProposed',
      'validated',
      'cancelled',
    ]);
    expect(allowedDealMoves('signing', 'teamMember').map((m) => m.event)).toEqual([
      'deal_invalidated',
      'deal_signature_bypassed',
      'deal_cancelled',
    ]);
    expect(allowedDealMoves('signing', 'freelance')).toEqual([]);
    expect(allowedDealMoves(null, 'teamMember').map((m) => m.to)).toEqual(['draft']);
  });

  it('finds the actor’s own move when two join the same statuses', () => {
    expect(dealMove('signing', 'signed', 'system')?.event).toBe('deal_signed');
    expect(dealMove('signing', 'signed', 'teamMember')?.event).toBe('deal_signature_bypassed');
    expect(dealMove('signed', 'ended', 'system')?.reason).toBeUndefined();
    expect(dealMove('signed', 'ended', 'teamMember')?.reason).toBe('termination');
  });
});

describe('terms', () => {
  it('are editable until the team validated them', () => {
    expect(dealStatuses.filter(dealTermsEditable)).toEqual([
      'draft',
      'termsProposed',
      'freelanceAccepted',
      'corporateAccepted',
      'termsAccepted',
    ]);
  });

  it('go out again to both sides when changed after they were sent', () => {
    expect(statusAfterTermsUpdate('draft')).toBe('draft');
    expect(statusAfterTermsUpdate('termsProposed')).toBe('termsProposed');
    expect(statusAfterTermsUpdate('freelanceAccepted')).toBe('termsProposed');
    expect(statusAfterTermsUpdate('termsAccepted')).toBe('termsProposed');
    expect(statusAfterTermsUpdate('validated')).toBeNull();
    expect(statusAfterTermsUpdate('signed')).toBeNull();
    // Every change of sent terms is a move of the machine.
    for (const status of dealStatuses) {
      const next = statusAfterTermsUpdate(status);
      if (next && next !== status) expect(canMoveDeal(status, next, 'teamMember')).toBe(true);
    }
  });

  it('say who still has to accept', () => {
    expect(pendingAcceptances('termsProposed')).toEqual(['freelance', 'corporate']);
    expect(pendingAcceptances('freelanceAccepted')).toEqual(['corporate']);
    expect(pendingAcceptances('corporateAccepted')).toEqual(['freelance']);
    expect(pendingAcceptances('termsAccepted')).toEqual([]);
    expect(pendingAcceptances('draft')).toEqual([]);
  });
});

describe('signing readiness and bypasses', () => {
  const ready: DealReadiness = {
    freelanceMissingFields: [],
    corporateMissingFields: [],
    kycComplete: true,
    specificMentionsPending: false,
    bypassed: [],
  };

  it('blocks on missing legal fields of either side, which no bypass lifts', () => {
    expect(dealSigningBlockers(ready)).toEqual([]);
    expect(
      dealSigningBlockers({
        ...ready,
        freelanceMissingFields: ['siret'],
        corporateMissingFields: ['vatNumber'],
        bypassed: ['kyc', 'specificMentions', 'signature'],
      }),
    ).toEqual(['freelanceLegalFields', 'corporateLegalFields']);
  });

  it('blocks on an incomplete KYC file and pending specific mentions unless the team bypassed them', () => {
    const pending = { ...ready, kycComplete: false, specificMentionsPending: true };
    expect(dealSigningBlockers(pending)).toEqual(['kyc', 'specificMentions']);
    expect(dealSigningBlockers({ ...pending, bypassed: ['kyc'] })).toEqual(['specificMentions']);
    expect(dealSigningBlockers({ ...pending, bypassed: ['specificMentions'] })).toEqual(['kyc']);
    expect(dealSigningBlockers({ ...pending, bypassed: ['kyc', 'specificMentions'] })).toEqual([]);
  });

  it('checks readiness when the team validates and when the signature starts', () => {
    const checked = dealMoves.filter(moveNeedsReadiness).map((m) => `${m.from}>${m.to}`);
    expect(checked).toEqual(['termsAccepted>validated', 'validated>signing']);
  });

  it('lets only the team bypass, before the deal is signed, the signature only once validated', () => {
    for (const actor of ['freelance', 'corporate', 'system'] as const) {
      for (const status of dealStatuses) expect(canBypass('kyc', status, actor)).toBe(false);
    }
    expect(dealStatuses.filter((s) => canBypass('kyc', s, 'teamMember'))).toEqual([
      'draft',
      'termsProposed',
      'freelanceAccepted',
      'corporateAccepted',
      'termsAccepted',
      'validated',
      'signing',
    ]);
    expect(dealStatuses.filter((s) => canBypass('specificMentions', s, 'teamMember'))).toHaveLength(7);
    expect(dealStatuses.filter((s) => canBypass('signature', s, 'teamMember'))).toEqual(['validated', 'signing']);
    // The signature bypass is exactly the machine's bypass moves.
    for (const status of ['validated', 'signing'] as const) {
      expect(dealMove(status, 'signed', 'teamMember')?.event).toBe(dealBypasses.signature);
    }
  });
});

describe('what the pages show of a deal', () => {
  it('gives the mission in contracting the spec’s deal sub-status', () => {
    expect(Object.fromEntries(dealStatuses.map((s) => [s, dealSubStatusOf(s)]))).toEqual({
      draft: 'created',
      termsProposed: 'canValidate',
      freelanceAccepted: 'canValidate',
      corporateAccepted: 'canValidate',
      termsAccepted: 'awaitingTeamMemberValidation',
      validated: 'signing',
      signing: 'signing',
      signed: 'signed',
      ended: null,
      cancelled: null,
    });
  });

  it('gives the freelancer’s pipeline its deal stages', () => {
    const stages = dealStatuses.map(dealPipelineStage);
    expect(stages).toEqual([
      'dealCreated',
      'freeEstimate',
      'contractCreation',
      'freeEstimate',
      'contractCreation',
      'contractCreation',
      'signing',
      'ready',
      null,
      null,
    ]);
    for (const stage of stages) if (stage) expect(freelancePipelineStages).toContain(stage);
  });

  it('tells an open deal from a closed one', () => {
    expect(dealStatuses.filter((s) => !isDealOpen(s))).toEqual(['ended', 'cancelled']);
  });
});

describe('the current deal of a mission', () => {
  it('is the latest version not cancelled, else the latest one, else none', () => {
    const v = (id: number, version: number, status: string) => ({ id, version, status });
    expect(currentDealVersion([v(1, 1, 'ended'), v(2, 2, 'signed')])?.id).toBe(2);
    expect(currentDealVersion([v(1, 1, 'signed'), v(2, 2, 'cancelled')])?.id).toBe(1);
    expect(currentDealVersion([v(1, 1, 'cancelled'), v(3, 1, 'cancelled')])?.id).toBe(3);
    expect(currentDealVersion([])).toBeNull();
  });
});

describe('wasSigned', () => {
  it('holds for a signed or ended contract only', () => {
    expect(dealStatuses.filter(wasSigned)).toEqual(['signed', 'ended']);
  });
});
