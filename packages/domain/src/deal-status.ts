/**
 * The deal state machine: the terms of a confirmed match, accepted by both sides, validated by the
 * team, signed by every signatory, then running until the deal ends. Each move says who may make
 * it, the reason it must carry and the activity event it records. The API refuses any other move
 * (code 605); pages show only the moves `allowedDealMoves` gives. Extensions and renewals are new
 * versions of the deal, each going through the same machine (deal-renewal.ts).
 */

export const dealStatuses = [
  /** Created from the confirmed match; the team sets the terms. */
  'draft',
  /** Terms sent to both sides; neither has accepted yet. */
  'termsProposed',
  /** The freelancer accepted; the client has not yet. */
  'freelanceAccepted',
  /** The client accepted (or its company skips terms validation); the freelancer has not yet. */
  'corporateAccepted',
  /** Both sides accepted; the team checks and validates. */
  'termsAccepted',
  /** Validated by the team: the contract documents are generated from the deal and the parties. */
  'validated',
  /** Out for signature. */
  'signing',
  /** Signed by every signatory (or the signature bypassed): the deal runs until its end date. */
  'signed',
  /** Over: its end date passed, or the team ended it early. */
  'ended',
  /** Abandoned before it was signed. */
  'cancelled',
] as const;
export type DealStatus = (typeof dealStatuses)[number];

/** Who moves a deal: the freelancer, the client, the team, or the platform itself. */
export type DealActor = 'freelance' | 'corporate' | 'teamMember' | 'system';

/** What a move must carry, written down with its event. */
export type DealMoveReason = 'changeRequest' | 'invalidation' | 'bypass' | 'termination' | 'cancellation';

export interface DealMove {
  /** null: the move creates the deal (or a new version of it). */
  from: DealStatus | null;
  to: DealStatus;
  /** The activity event the move records. */
  event: string;
  actors: readonly DealActor[];
  reason?: DealMoveReason;
}

/** Statuses whose terms are out for acceptance. */
const awaitingAcceptance = ['termsProposed', 'freelanceAccepted', 'corporateAccepted'] as const;
/** Statuses a deal may be cancelled from: anything before signed. */
const cancellable: readonly DealStatus[] = ['draft', ...awaitingAcceptance, 'termsAccepted', 'validated', 'signing'];

export const dealMoves: readonly DealMove[] = [
  // The platform opens the draft when the client confirms the match; the team may open one too.
  { from: null, to: 'draft', event: 'deal_created', actors: ['teamMember', 'system'] },
  { from: 'draft', to: 'termsProposed', event: 'deal_terms_sent', actors: ['teamMember'] },

  // Each side accepts; `system` accepts for a client whose company skips terms validation.
  { from: 'termsProposed', to: 'freelanceAccepted', event: 'deal_terms_accepted', actors: ['freelance'] },
  { from: 'termsProposed', to: 'corporateAccepted', event: 'deal_terms_accepted', actors: ['corporate', 'system'] },
  { from: 'freelanceAccepted', to: 'termsAccepted', event: 'deal_terms_accepted', actors: ['corporate', 'system'] },
  { from: 'corporateAccepted', to: 'termsAccepted', event: 'deal_terms_accepted', actors: ['freelance'] },

  // Either side may ask for other terms, with what it wants changed: back to the team's draft.
  ...awaitingAcceptance.map(
    (from): DealMove => ({
      from,
      to: 'draft',
      event: 'deal_terms_change_requested',
      actors: ['freelance', 'corporate'],
      reason: 'changeRequest',
    }),
  ),
  // The team changes terms already sent: every acceptance is void, the new terms go out again.
  // (Changing a draft's terms records the same event without a move.)
  ...(['freelanceAccepted', 'corporateAccepted', 'termsAccepted'] as const).map(
    (from): DealMove => ({ from, to: 'termsProposed', event: 'deal_terms_updated', actors: ['teamMember'] }),
  ),

  { from: 'termsAccepted', to: 'validated', event: 'deal_validated', actors: ['teamMember'] },
  // Undoing the validation (a document or a party to fix): the terms stay accepted.
  {
    from: 'validated',
    to: 'termsAccepted',
    event: 'deal_invalidated',
    actors: ['teamMember'],
    reason: 'invalidation',
  },
  { from: 'validated', to: 'signing', event: 'deal_signing_started', actors: ['teamMember', 'system'] },
  // Stopping a signature in progress voids the signatures collected so far.
  { from: 'signing', to: 'termsAccepted', event: 'deal_invalidated', actors: ['teamMember'], reason: 'invalidation' },

  // The platform closes the signature once every signatory signed; the team may bypass it,
  // with a reason (signed on paper or in the client's own tool), before or during signing.
  { from: 'signing', to: 'signed', event: 'deal_signed', actors: ['system'] },
  { from: 'signing', to: 'signed', event: 'deal_signature_bypassed', actors: ['teamMember'], reason: 'bypass' },
  { from: 'validated', to: 'signed', event: 'deal_signature_bypassed', actors: ['teamMember'], reason: 'bypass' },

  // A signed deal ends on its end date, or earlier when the team terminates it.
  { from: 'signed', to: 'ended', event: 'deal_ended', actors: ['system'] },
  { from: 'signed', to: 'ended', event: 'deal_terminated', actors: ['teamMember'], reason: 'termination' },

  ...cancellable.map(
    (from): DealMove => ({
      from,
      to: 'cancelled',
      event: 'deal_cancelled',
      actors: ['teamMember', 'system'],
      reason: 'cancellation',
    }),
  ),
];

/**
 * The move an actor makes from one status to another (from null: creating the deal), or null when
 * the machine has none for that actor. Two moves may join the same statuses with different actors
 * (the platform's signature and the team's bypass).
 */
export function dealMove(from: DealStatus | null, to: DealStatus, actor: DealActor): DealMove | null {
  return dealMoves.find((move) => move.from === from && move.to === to && move.actors.includes(actor)) ?? null;
}

/** Whether an actor may move a deal between two statuses. */
export function canMoveDeal(from: DealStatus | null, to: DealStatus, actor: DealActor): boolean {
  return dealMove(from, to, actor) !== null;
}

/** The moves an actor may make from a status, for the buttons a page shows. */
export function allowedDealMoves(from: DealStatus | null, actor: DealActor): DealMove[] {
  return dealMoves.filter((move) => move.from === from && move.actors.includes(actor));
}

/** Whether the team may still change the terms (in a draft, or terms out for acceptance or accepted). */
export function dealTermsEditable(status: DealStatus): boolean {
  return (
    status === 'draft' || (awaitingAcceptance as readonly DealStatus[]).includes(status) || status === 'termsAccepted'
  );
}

/** The status a change of terms leads to: a draft stays a draft, terms already sent go out again. */
export function statusAfterTermsUpdate(status: DealStatus): DealStatus | null {
  if (!dealTermsEditable(status)) return null;
  return status === 'draft' ? 'draft' : 'termsProposed';
}

/** Which side still has to accept the terms; empty outside acceptance. */
export function pendingAcceptances(status: DealStatus): ('freelance' | 'corporate')[] {
  if (status === 'termsProposed') return ['freelance', 'corporate'];
  if (status === 'freelanceAccepted') return ['corporate'];
  if (status === 'corporateAccepted') return ['freelance'];
  return [];
}

/** Signed by every party, running or ended since: the contract's dates are the work's. */
export function wasSigned(status: string): boolean {
  return status === 'signed' || status === 'ended';
}

/** Terms, signature and the deal's running: statuses where the deal is still alive. */
export function isDealOpen(status: DealStatus): boolean {
  return status !== 'ended' && status !== 'cancelled';
}

/**
 * Checks the team's bypasses may lift: the freelancer's KYC file and the client's specific
 * mentions. The signature bypass is a move (`deal_signature_bypassed`); these two are records
 * on the deal, each with its reason and author, and their own event.
 */
export const dealBypasses = {
  kyc: 'deal_kyc_bypassed',
  specificMentions: 'deal_specific_mentions_bypassed',
  signature: 'deal_signature_bypassed',
} as const;
export type DealBypass = keyof typeof dealBypasses;

/** Only the team bypasses, and only before the deal is signed. */
export function canBypass(bypass: DealBypass, status: DealStatus, actor: DealActor): boolean {
  if (actor !== 'teamMember') return false;
  if (bypass === 'signature') return status === 'validated' || status === 'signing';
  return cancellable.includes(status);
}

export type DealBlocker = 'freelanceLegalFields' | 'corporateLegalFields' | 'kyc' | 'specificMentions';

export interface DealReadiness {
  /** Missing legal fields of the freelancer's side (their company and themselves). */
  freelanceMissingFields: readonly string[];
  /** Missing legal fields of the client company. */
  corporateMissingFields: readonly string[];
  /** Every KYC document of the freelancer accepted and valid. */
  kycComplete: boolean;
  /** The client's company asks for specific mentions in its contracts, and they are not yet given. */
  specificMentionsPending: boolean;
  bypassed: readonly DealBypass[];
}

/**
 * What stops the team from validating the deal and starting the signature. Missing legal fields
 * cannot be bypassed: the documents are generated from them. KYC and specific mentions can.
 */
export function dealSigningBlockers(input: DealReadiness): DealBlocker[] {
  const blockers: DealBlocker[] = [];
  if (input.freelanceMissingFields.length > 0) blockers.push('freelanceLegalFields');
  if (input.corporateMissingFields.length > 0) blockers.push('corporateLegalFields');
  if (!input.kycComplete && !input.bypassed.includes('kyc')) blockers.push('kyc');
  if (input.specificMentionsPending && !input.bypassed.includes('specificMentions')) blockers.push('specificMentions');
  return blockers;
}

/** Moves that need `dealSigningBlockers` to be empty. */
export function moveNeedsReadiness(move: DealMove): boolean {
  return (
    (move.from === 'termsAccepted' && move.to === 'validated') || (move.from === 'validated' && move.to === 'signing')
  );
}

/** The spec's deal sub-status of a mission in contracting (quotation). */
export const dealSubStatuses = ['created', 'canValidate', 'awaitingTeamMemberValidation', 'signing', 'signed'] as const;
export type DealSubStatus = (typeof dealSubStatuses)[number];

/** The sub-status a mission in contracting shows for its deal; null once the deal is over. */
export function dealSubStatusOf(status: DealStatus): DealSubStatus | null {
  if (status === 'draft') return 'created';
  if ((awaitingAcceptance as readonly DealStatus[]).includes(status)) return 'canValidate';
  if (status === 'termsAccepted') return 'awaitingTeamMemberValidation';
  if (status === 'validated' || status === 'signing') return 'signing';
  if (status === 'signed') return 'signed';
  return null;
}

/** The freelancer's pipeline stages that come from the deal (match-status.ts has the others). */
export type DealPipelineStage = 'dealCreated' | 'freeEstimate' | 'contractCreation' | 'signing' | 'ready';

/**
 * The freelancer's pipeline stage for a deal: terms to accept (freeEstimate), the freelancer's
 * part done and the contract being prepared (contractCreation), signing, then ready to start.
 */
export function dealPipelineStage(status: DealStatus): DealPipelineStage | null {
  if (status === 'draft') return 'dealCreated';
  if (status === 'termsProposed' || status === 'corporateAccepted') return 'freeEstimate';
  if (status === 'freelanceAccepted' || status === 'termsAccepted' || status === 'validated') return 'contractCreation';
  if (status === 'signing') return 'signing';
  if (status === 'signed') return 'ready';
  return null;
}

/**
 * The current deal of a mission among its versions: the latest one not cancelled, or the latest one
 * when every version is cancelled; null when there is none.
 */
export function currentDealVersion<T extends { version: number; id: number | string; status: string }>(
  versions: readonly T[],
): T | null {
  const newest = [...versions].sort((a, b) => b.version - a.version || Number(b.id) - Number(a.id));
  return newest.find((deal) => deal.status !== 'cancelled') ?? newest[0] ?? null;
}
