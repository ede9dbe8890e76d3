import { describe, expect, it } from 'vitest';
import {
  activeMatchStatuses,
  allowedMatchMoves,
  cancelSourceOf,
  canMoveMatch,
  closedMatchStatuses,
  type FreelancePipelineInput,
  type FreelancePipelineStage,
  freelancePipelineStage,
  freelancePipelineStages,
  funnelColumnOf,
  funnelColumns,
  funnelDrop,
  isMatchActive,
  MAX_SELECTED_MATCHES,
  type MatchActor,
  type MatchMove,
  type MatchStatus,
  matchCancelSources,
  matchDeclineReasons,
  matchMove,
  matchMoves,
  matchStatuses,
  pipelineColor,
  postMeetingFreelanceReasons,
  visibleToCorporate,
  visibleToFreelance,
} from './match-status';
import { missionStatuses } from './mission-status';

const actors: MatchActor[] = ['freelance', 'corporate', 'teamMember', 'system'];
const froms: (MatchStatus | null)[] = [null, ...matchStatuses];

/** The design, written out once more: "from>to" and the actors allowed, with reason and cancel source. */
const expected: Record<string, string> = {
  'null>freelanceApplication': 'freelance',
  'null>teamMemberPreselection': 'teamMember system',
  'null>freelanceNotInterested': 'freelance',
  'null>corporateValidation': 'teamMember',
  'teamMemberPreselection>freelanceProposal': 'teamMember',
  'teamMemberPreselection>freelanceApplication': 'freelance',
  'teamMemberPreselection>freelanceNotInterested': 'freelance',
  'teamMemberPreselection>corporateValidation': 'teamMember',
  'teamMemberPreselection>teamMemberCancelled': 'teamMember:cancel:teamMember',
  'freelanceProposal>teamMemberValidation': 'freelance',
  'freelanceProposal>freelanceDeclined': 'freelance:decline',
  'freelanceProposal>freelanceProposalCancelled': 'teamMember:cancel:teamMember',
  'freelanceApplication>teamMemberValidation': 'teamMember',
  'freelanceApplication>corporateValidation': 'teamMember system',
  'freelanceApplication>teamMemberValidationDeclined': 'teamMember:decline',
  'freelanceApplication>freelanceApplicationCancelled': 'freelance:cancel:freelance',
  'freelanceNotInterested>freelanceApplication': 'freelance',
  'teamMemberValidation>corporateValidation': 'teamMember',
  'teamMemberValidation>teamMemberValidationDeclined': 'teamMember:decline',
  'teamMemberValidation>teamMemberValidationCancelled': 'freelance:cancel:freelance',
  'corporateValidation>corporateConfirmed': 'corporate teamMember',
  'corporateValidation>corporateDeclined': 'corporate teamMember:decline',
  'corporateValidation>corporateDuplicated': 'corporate teamMember',
  'corporateValidation>teamMemberCancelled': 'freelance:cancel:freelance | teamMember:cancel:teamMember',
  'corporateConfirmed>teamMemberCancelled':
    'freelance:cancel:freelance | corporate:cancel:corporate | teamMember:cancel:teamMember',
  'teamMemberCancelled>teamMemberPreselection': 'teamMember',
  'corporateDeclined>teamMemberPreselection': 'teamMember',
  'freelanceDeclined>teamMemberPreselection': 'teamMember',
  'freelanceProposalCancelled>teamMemberPreselection': 'teamMember',
  'freelanceApplicationCancelled>teamMemberPreselection': 'teamMember',
  'teamMemberValidationCancelled>teamMemberPreselection': 'teamMember',
  'teamMemberValidationDeclined>teamMemberPreselection': 'teamMember',
};

describe('match state machine', () => {
  it('holds exactly the designed moves', () => {
    const actual: Record<string, string[]> = {};
    for (const move of matchMoves) {
      const tail = [move.reason, move.cancelSource].filter(Boolean).join(':');
      const key = `${move.from}>${move.to}`;
      actual[key] = [...(actual[key] ?? []), [move.actors.join(' '), tail].filter(Boolean).join(':')];
    }
    expect(Object.fromEntries(Object.entries(actual).map(([key, value]) => [key, value.join(' | ')]))).toEqual(
      expected,
    );
  });

  it('allows every designed move and refuses every other (from, to, actor) triple', () => {
    let allowed = 0;
    for (const from of froms) {
      for (const to of matchStatuses) {
        const designed = expected[`${from}>${to}`] ?? '';
        for (const actor of actors) {
          const may = designed.split(' | ').some((alt) => alt.split(':')[0]!.split(' ').includes(actor));
          expect(canMoveMatch(from, to, actor), `${from} > ${to} by ${actor}`).toBe(may);
          expect(matchMove(from, to, actor) !== null).toBe(may);
          if (may) allowed += 1;
        }
      }
    }
    expect(allowed).toBe(40);
    // Spot checks of moves a careless machine would allow.
    expect(canMoveMatch('freelanceProposal', 'teamMemberValidation', 'teamMember')).toBe(false);
    expect(canMoveMatch('teamMemberPreselection', 'freelanceProposal', 'system')).toBe(false);
    expect(canMoveMatch('corporateDuplicated', 'teamMemberPreselection', 'teamMember')).toBe(false);
    expect(canMoveMatch('freelanceNotInterested', 'teamMemberPreselection', 'teamMember')).toBe(false);
    expect(canMoveMatch(null, 'corporateConfirmed', 'teamMember')).toBe(false);
    expect(canMoveMatch('corporateConfirmed', 'corporateValidation', 'teamMember')).toBe(false);
  });

  it('never moves a status onto itself and never creates a closed match but a pass', () => {
    for (const move of matchMoves) expect(move.from).not.toBe(move.to);
    const created = matchMoves.filter((move) => move.from === null).map((move) => move.to);
    expect(created.filter((status) => !isMatchActive(status))).toEqual(['freelanceNotInterested']);
  });

  it('finds the move of the actor when two join the same statuses', () => {
    expect(matchMove('corporateValidation', 'teamMemberCancelled', 'freelance')?.cancelSource).toBe('freelance');
    expect(matchMove('corporateValidation', 'teamMemberCancelled', 'teamMember')?.cancelSource).toBe('teamMember');
    expect(matchMove('corporateValidation', 'teamMemberCancelled', 'corporate')).toBeNull();
    expect(matchMove('corporateConfirmed', 'teamMemberCancelled', 'corporate')?.cancelSource).toBe('corporate');
  });

  it('records the cancel source of the actor who cancels, and none otherwise', () => {
    for (const move of matchMoves) {
      for (const actor of actors) {
        const source = cancelSourceOf(move, actor);
        if (move.reason === 'cancel' && move.actors.includes(actor)) expect(source).toBe(actor);
        else expect(source).toBeNull();
      }
    }
    // A cancellation open to several actors records whoever makes it.
    const shared: MatchMove = {
      from: 'corporateConfirmed',
      to: 'teamMemberCancelled',
      event: 'x',
      actors,
      reason: 'cancel',
    };
    expect(cancelSourceOf(shared, 'corporate')).toBe('corporate');
    expect(cancelSourceOf(shared, 'system')).toBeNull();
  });

  it('asks a reason for every decline and cancellation, and a cancel source for every cancellation', () => {
    for (const move of matchMoves) {
      const closing = move.to.endsWith('Declined') || move.to.endsWith('Cancelled');
      expect(Boolean(move.reason), `${move.from} > ${move.to}`).toBe(closing);
      expect(Boolean(move.cancelSource)).toBe(move.reason === 'cancel');
      if (move.reason === 'decline') expect(move.to).toMatch(/Declined$/);
    }
  });

  it('gives each page the moves its actor may make', () => {
    expect(allowedMatchMoves(null, 'freelance').map((m) => m.to)).toEqual([
      'freelanceApplication',
      'freelanceNotInterested',
    ]);
    expect(allowedMatchMoves('corporateValidation', 'corporate').map((m) => m.to)).toEqual([
      'corporateConfirmed',
      'corporateDeclined',
      'corporateDuplicated',
    ]);
    expect(allowedMatchMoves('corporateValidation', 'teamMember').map((m) => m.to)).toEqual([
      'corporateConfirmed',
      'corporateDeclined',
      'corporateDuplicated',
      'teamMemberCancelled',
    ]);
    expect(allowedMatchMoves('corporateDuplicated', 'teamMember')).toEqual([]);
    expect(allowedMatchMoves('teamMemberPreselection', 'system')).toEqual([]);
  });

  it('records a snake_case event for every move: one for presenting, one for reviving', () => {
    for (const move of matchMoves) expect(move.event).toMatch(/^match_[a-z_]+$/);
    expect(new Set(matchMoves.filter((m) => m.to === 'corporateValidation').map((m) => m.event))).toEqual(
      new Set(['match_presented']),
    );
    expect(new Set(matchMoves.filter((m) => m.to === 'teamMemberPreselection' && m.from).map((m) => m.event))).toEqual(
      new Set(['match_revived']),
    );
    expect(matchMove('teamMemberValidation', 'teamMemberValidationDeclined', 'teamMember')?.event).toBe(
      'match_declined_by_team',
    );
  });
});

describe('match statuses', () => {
  it('splits the fifteen statuses into active and closed', () => {
    expect(matchStatuses).toHaveLength(15);
    expect(matchCancelSources).toEqual(['freelance', 'corporate', 'teamMember']);
    expect(activeMatchStatuses.length + closedMatchStatuses.length).toBe(15);
    expect([...closedMatchStatuses].sort()).toEqual([
      'corporateDeclined',
      'corporateDuplicated',
      'freelanceApplicationCancelled',
      'freelanceDeclined',
      'freelanceNotInterested',
      'freelanceProposalCancelled',
      'teamMemberCancelled',
      'teamMemberValidationCancelled',
      'teamMemberValidationDeclined',
    ]);
    for (const status of activeMatchStatuses) expect(isMatchActive(status)).toBe(true);
    for (const status of closedMatchStatuses) expect(isMatchActive(status)).toBe(false);
  });

  it('shows the client only what was presented to them', () => {
    const seen = matchStatuses.filter((status) => visibleToCorporate(status, null));
    expect(seen).toEqual(['corporateValidation', 'corporateDeclined', 'corporateDuplicated', 'corporateConfirmed']);
    expect(visibleToCorporate('teamMemberCancelled', '2026-05-04T10:00:00Z')).toBe(true);
    expect(visibleToCorporate('teamMemberCancelled', new Date('2026-05-04T10:00:00Z'))).toBe(true);
    expect(visibleToCorporate('teamMemberCancelled', null)).toBe(false);
    expect(visibleToCorporate('teamMemberPreselection', '2026-05-04T10:00:00Z')).toBe(false);
    expect(visibleToCorporate('teamMemberValidation', '2026-05-04T10:00:00Z')).toBe(false);
  });

  it('hides from the freelancer only the preselection', () => {
    expect(matchStatuses.filter((status) => !visibleToFreelance(status))).toEqual(['teamMemberPreselection']);
  });
});

const base: FreelancePipelineInput = {
  status: 'corporateValidation',
  cancelSource: null,
  selected: false,
  slotsProposed: false,
  meeting: 'none',
  missionStatus: 'seeking',
};
const stage = (input: Partial<FreelancePipelineInput>) => freelancePipelineStage({ ...base, ...input });

describe('freelancer pipeline', () => {
  it('fails every match of a failed or refused mission', () => {
    for (const status of matchStatuses) {
      expect(stage({ status, missionStatus: 'failed' })).toBe('failed');
      expect(stage({ status, missionStatus: 'refused' })).toBe('failed');
    }
  });

  it('tells a freelancer’s own exits from the others', () => {
    for (const status of [
      'freelanceDeclined',
      'freelanceNotInterested',
      'freelanceApplicationCancelled',
      'teamMemberValidationCancelled',
    ] as const) {
      expect(stage({ status })).toBe('refusedByFreelance');
    }
    expect(stage({ status: 'teamMemberCancelled', cancelSource: 'freelance' })).toBe('refusedByFreelance');
    expect(stage({ status: 'teamMemberCancelled', cancelSource: 'corporate' })).toBe('refused');
    expect(stage({ status: 'teamMemberCancelled', cancelSource: 'teamMember' })).toBe('refused');
    expect(stage({ status: 'teamMemberCancelled', cancelSource: null })).toBe('refused');
    expect(stage({ status: 'teamMemberCancelled', cancelSource: undefined })).toBe('refused');
    for (const status of [
      'corporateDeclined',
      'teamMemberValidationDeclined',
      'freelanceProposalCancelled',
      'corporateDuplicated',
    ] as const) {
      expect(stage({ status })).toBe('refused');
    }
  });

  it('places matches before presentation', () => {
    expect(stage({ status: 'teamMemberPreselection' })).toBe('new');
    expect(stage({ status: 'freelanceProposal' })).toBe('new');
    expect(stage({ status: 'freelanceApplication' })).toBe('candidat');
    expect(stage({ status: 'teamMemberValidation' })).toBe('candidat');
  });

  it('follows a presented match through selection, slots and the meeting', () => {
    expect(stage({})).toBe('presentation');
    expect(stage({ selected: true })).toBe('availability');
    expect(stage({ selected: true, slotsProposed: true })).toBe('datePicking');
    expect(stage({ selected: true, slotsProposed: true, meeting: 'booked' })).toBe('meetingSet');
    expect(stage({ selected: true, slotsProposed: true, meeting: 'done' })).toBe('meetingDone');
    expect(stage({ meeting: 'done' })).toBe('meetingDone');
  });

  it('follows a confirmed match with its mission', () => {
    const confirmed = { status: 'corporateConfirmed' as const, meeting: 'done' as const };
    expect(stage({ ...confirmed, missionStatus: 'seeking' })).toBe('dealCreated');
    expect(stage({ ...confirmed, missionStatus: 'quotation' })).toBe('dealCreated');
    expect(stage({ ...confirmed, missionStatus: 'onGoing' })).toBe('onGoing');
    expect(stage({ ...confirmed, missionStatus: 'finished' })).toBe('finished');
    expect(stage({ ...confirmed, missionStatus: 'reviewed' })).toBe('finished');
  });

  it('gives a stage for every status and mission status', () => {
    for (const status of matchStatuses) {
      for (const missionStatus of missionStatuses) {
        expect(freelancePipelineStages).toContain(stage({ status, missionStatus }));
      }
    }
  });

  it('colours the stages as the spec says', () => {
    const byColor = (color: string) => freelancePipelineStages.filter((s) => pipelineColor(s) === color);
    expect(byColor('green')).toEqual(['ready', 'onGoing', 'finished']);
    expect(byColor('red')).toEqual(['refusedByFreelance', 'refused', 'failed']);
    expect(byColor('blue')).toEqual(freelancePipelineStages.slice(0, 11) as FreelancePipelineStage[]);
    expect(freelancePipelineStages).toHaveLength(17);
  });
});

describe('back-office funnel', () => {
  it('puts each match in its column', () => {
    expect(funnelColumnOf('teamMemberPreselection', 'none')).toBe('preselection');
    expect(funnelColumnOf('freelanceProposal', 'none')).toBe('proposal');
    expect(funnelColumnOf('freelanceApplication', 'none')).toBe('application');
    expect(funnelColumnOf('teamMemberValidation', 'none')).toBe('teamValidation');
    expect(funnelColumnOf('corporateValidation', 'none')).toBe('corporateValidation');
    expect(funnelColumnOf('corporateValidation', 'booked')).toBe('meeting');
    expect(funnelColumnOf('corporateValidation', 'done')).toBe('meeting');
    expect(funnelColumnOf('corporateConfirmed', 'done')).toBe('confirmed');
    for (const status of closedMatchStatuses) expect(funnelColumnOf(status, 'done')).toBe('closed');
  });

  it('turns a drag into the team move it means, and refuses the others', () => {
    const drops: string[] = [];
    for (const status of matchStatuses) {
      for (const column of funnelColumns) {
        const to = funnelDrop(status, column);
        if (to === null) continue;
        expect(canMoveMatch(status, to, 'teamMember')).toBe(true);
        drops.push(`${status}>${column}`);
      }
    }
    expect(drops.sort()).toEqual(
      [
        'teamMemberPreselection>proposal',
        'teamMemberPreselection>corporateValidation',
        'freelanceApplication>teamValidation',
        'freelanceApplication>corporateValidation',
        'teamMemberValidation>corporateValidation',
        'corporateValidation>confirmed',
        'teamMemberCancelled>preselection',
        'corporateDeclined>preselection',
        'freelanceDeclined>preselection',
        'freelanceProposalCancelled>preselection',
        'freelanceApplicationCancelled>preselection',
        'teamMemberValidationCancelled>preselection',
        'teamMemberValidationDeclined>preselection',
      ].sort(),
    );
    expect(funnelDrop('corporateValidation', 'confirmed')).toBe('corporateConfirmed');
    expect(funnelDrop('freelanceProposal', 'teamValidation')).toBeNull();
    expect(funnelDrop('corporateValidation', 'closed')).toBeNull();
    expect(funnelDrop('teamMemberValidation', 'meeting')).toBeNull();
  });
});

describe('reasons and limits', () => {
  it('lists the reasons of each side', () => {
    expect(postMeetingFreelanceReasons).toEqual([
      'retribution',
      'location',
      'technicalContent',
      'conditions',
      'otherMission',
      'other',
    ]);
    expect(matchDeclineReasons.corporate).toContain('communication');
    expect(matchDeclineReasons.teamMember).toContain('notFreelance');
    for (const reasons of Object.values(matchDeclineReasons)) {
      expect(new Set(reasons).size).toBe(reasons.length);
      expect(reasons.at(-1)).toBe('other');
    }
    expect(MAX_SELECTED_MATCHES).toBe(5);
  });
});
