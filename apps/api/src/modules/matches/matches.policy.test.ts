import { matchMoves } from '@orbite/domain/match-status';
import { describe, expect, it } from 'vitest';
import {
  canReadApplicationMessage,
  canReadDeclineReasons,
  canReadImprovements,
  canReadMatch,
  canReadMeetingDecline,
  matchActorOf,
  offeredMoves,
} from './matches.policy';

const team = { role: 'teamMember', companyId: null, freelanceId: null } as const;
const client = { role: 'corporate', companyId: 1, freelanceId: null } as const;
const otherClient = { role: 'corporate', companyId: 2, freelanceId: null } as const;
const julien = { role: 'freelancer', companyId: null, freelanceId: 7 } as const;
const other = { role: 'freelancer', companyId: null, freelanceId: 8 } as const;
const mission = { companyId: 1, status: 'seeking' };
const match = (status: string, presentedAt: Date | null = null, cancelSource: string | null = null) => ({
  freelanceId: 7,
  status,
  presentedAt,
  cancelSource,
});

describe('match policy', () => {
  it('names the actor of each role', () => {
    expect(matchActorOf(team)).toBe('teamMember');
    expect(matchActorOf(client)).toBe('corporate');
    expect(matchActorOf(julien)).toBe('freelance');
    expect(matchActorOf({ role: null })).toBeNull();
  });

  it('shows a match to the client of the mission once presented, never to another company', () => {
    expect(canReadMatch(client, match('teamMemberPreselection'), mission)).toBe(false);
    expect(canReadMatch(client, match('freelanceApplication'), mission)).toBe(false);
    expect(canReadMatch(client, match('corporateValidation', new Date()), mission)).toBe(true);
    expect(canReadMatch(otherClient, match('corporateValidation', new Date()), mission)).toBe(false);
    expect(canReadMatch(client, match('teamMemberCancelled'), mission)).toBe(false);
    expect(canReadMatch(client, match('teamMemberCancelled', new Date()), mission)).toBe(true);
  });

  it('shows the freelancer their own matches but the preselection, and the team everything', () => {
    expect(canReadMatch(julien, match('freelanceProposal'), mission)).toBe(true);
    expect(canReadMatch(julien, match('teamMemberPreselection'), mission)).toBe(false);
    expect(canReadMatch(other, match('freelanceProposal'), mission)).toBe(false);
    expect(canReadMatch(team, match('teamMemberPreselection'), mission)).toBe(true);
  });

  it('offers only closing moves once the mission stopped seeking', () => {
    const fromValidation = matchMoves.filter((m) => m.from === 'corporateValidation' && m.actors.includes('corporate'));
    expect(offeredMoves(fromValidation, 'seeking').map((m) => m.to)).toContain('corporateConfirmed');
    const late = offeredMoves(fromValidation, 'quotation').map((m) => m.to);
    expect(late).not.toContain('corporateConfirmed');
    expect(late).toContain('corporateDeclined');
    const confirmed = matchMoves.filter((m) => m.from === 'corporateConfirmed');
    expect(offeredMoves(confirmed, 'quotation').map((m) => m.to)).toContain('teamMemberCancelled');
    expect(offeredMoves(confirmed, 'onGoing')).toEqual([]);
    expect(offeredMoves(confirmed, 'finished')).toEqual([]);
  });

  it('keeps reasons, messages and coaching to the people they belong to', () => {
    expect(canReadDeclineReasons(client, match('corporateDeclined'))).toBe(true);
    expect(canReadDeclineReasons(client, match('teamMemberValidationDeclined'))).toBe(false);
    expect(canReadDeclineReasons(julien, match('freelanceDeclined'))).toBe(true);
    expect(canReadDeclineReasons(julien, match('corporateDeclined'))).toBe(false);
    expect(canReadDeclineReasons(julien, match('teamMemberCancelled', new Date(), 'freelance'))).toBe(true);
    // A revived match keeps an old cancel source: the team's later decline stays the team's.
    expect(canReadDeclineReasons(julien, match('teamMemberValidationDeclined', null, 'freelance'))).toBe(false);
    expect(canReadDeclineReasons(client, match('corporateValidation', new Date(), 'corporate'))).toBe(false);
    expect(canReadDeclineReasons(client, match('teamMemberCancelled', new Date(), 'corporate'))).toBe(true);
    expect(canReadApplicationMessage(client, match('corporateValidation'))).toBe(false);
    // A Connect application the platform presented: the client reads the words written for it.
    expect(canReadApplicationMessage(client, { ...match('corporateValidation'), source: 'automatic' })).toBe(true);
    expect(canReadApplicationMessage(other, { ...match('corporateValidation'), source: 'automatic' })).toBe(false);
    expect(canReadApplicationMessage(julien, match('freelanceApplication'))).toBe(true);
    expect(canReadImprovements(julien, 7)).toBe(true);
    expect(canReadImprovements(other, 7)).toBe(false);
    expect(canReadImprovements(client, 7)).toBe(false);
  });

  it('keeps a declined meeting’s reasons to the side that declined and the team', () => {
    expect(canReadMeetingDecline(team, { declineSource: 'freelance' })).toBe(true);
    expect(canReadMeetingDecline(julien, { declineSource: 'freelance' })).toBe(true);
    expect(canReadMeetingDecline(client, { declineSource: 'freelance' })).toBe(false);
    expect(canReadMeetingDecline(client, { declineSource: 'corporate' })).toBe(true);
    expect(canReadMeetingDecline(julien, { declineSource: 'corporate' })).toBe(false);
    // A request for other slots is addressed to the client.
    expect(canReadMeetingDecline(client, { declineSource: null })).toBe(true);
  });
});
