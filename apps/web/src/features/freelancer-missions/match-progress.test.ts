import { describe, expect, it } from 'vitest';
import {
  freelanceMovesOf,
  groupMyMatches,
  nextActionOf,
  pipelinePath,
  pipelineTimeline,
  reachedStage,
} from './match-progress';
import { matchOf, meetingOf } from './test-fixtures';

const slots = [
  { id: '21', dateTime: '2026-11-24T09:00:00.000Z' },
  { id: '22', dateTime: '2026-11-25T13:30:00.000Z' },
];

describe('the next action of a match', () => {
  it('asks the freelancer to answer a proposal, on the proposal page', () => {
    expect(nextActionOf(matchOf('16', '10', 'freelanceProposal', 'new'))).toEqual({
      kind: 'answerProposal',
      urgent: true,
      to: '/freelancer/explore/match/16',
    });
  });

  it('asks to choose a slot while free slots await, then waits for the client once none is left', () => {
    const proposed = matchOf('1', '5', 'corporateValidation', 'datePicking', { meeting: meetingOf('proposed', slots) });
    expect(nextActionOf(proposed)).toMatchObject({
      kind: 'pickSlot',
      urgent: true,
      to: '/freelancer/missions/5/meeting',
    });
    const emptied = matchOf('1', '5', 'corporateValidation', 'datePicking', { meeting: meetingOf('proposed', []) });
    expect(nextActionOf(emptied)).toMatchObject({ kind: 'awaitSlots', urgent: false });
  });

  it('gives the booked date, and waits on the team or the client otherwise', () => {
    const booked = matchOf('1', '5', 'corporateValidation', 'meetingSet', {
      meeting: meetingOf('booked', [{ ...slots[1]!, booked: true }]),
    });
    expect(nextActionOf(booked)).toMatchObject({ kind: 'meetingBooked', at: slots[1]!.dateTime, urgent: false });
    expect(nextActionOf(matchOf('2', '6', 'freelanceApplication', 'candidat'))?.kind).toBe('awaitTeam');
    expect(nextActionOf(matchOf('3', '7', 'corporateValidation', 'presentation'))?.kind).toBe('awaitClient');
    expect(nextActionOf(matchOf('4', '8', 'corporateConfirmed', 'onGoing'))?.kind).toBe('onMission');
  });

  it('has nothing to say on a closed match', () => {
    expect(nextActionOf(matchOf('5', '9', 'freelanceDeclined', 'refusedByFreelance'))).toBeNull();
    expect(nextActionOf(matchOf('6', '9', 'corporateConfirmed', 'finished'))).toBeNull();
  });
});

describe('my missions in two groups', () => {
  it('puts what needs the freelancer first, and the finished and closed apart', () => {
    const waiting = matchOf('1', '1', 'freelanceApplication', 'candidat', { updatedAt: '2026-11-22T12:00:00Z' });
    const proposal = matchOf('2', '2', 'freelanceProposal', 'new', { updatedAt: '2026-11-01T12:00:00Z' });
    const finished = matchOf('3', '3', 'corporateConfirmed', 'finished');
    const declined = matchOf('4', '4', 'corporateDeclined', 'refused');
    const { active, closed } = groupMyMatches([waiting, finished, proposal, declined]);
    expect(active.map((m) => m.id)).toEqual(['2', '1']);
    expect(closed.map((m) => m.id).sort()).toEqual(['3', '4']);
  });
});

describe('the pipeline timeline', () => {
  it('marks the stages before the current one done and the rest to come', () => {
    const steps = pipelineTimeline(matchOf('1', '5', 'corporateValidation', 'datePicking'));
    expect(steps.map((s) => s.stage)).toEqual(pipelinePath);
    expect(steps.filter((s) => s.state === 'done').map((s) => s.stage)).toEqual([
      'new',
      'candidat',
      'presentation',
      'availability',
    ]);
    expect(steps.find((s) => s.state === 'current')?.stage).toBe('datePicking');
    expect(steps.at(-1)).toEqual({ stage: 'finished', state: 'upcoming' });
  });

  it('ends a closed match on its exit, after the last stage it reached', () => {
    const declinedAfterMeeting = matchOf('1', '5', 'corporateDeclined', 'refused', {
      presentedAt: '2026-11-01T10:00:00Z',
      meeting: meetingOf('done', []),
    });
    const steps = pipelineTimeline(declinedAfterMeeting);
    expect(steps.at(-2)).toEqual({ stage: 'meetingDone', state: 'done' });
    expect(steps.at(-1)).toEqual({ stage: 'refused', state: 'exit' });
    expect(pipelineTimeline(matchOf('2', '6', 'freelanceDeclined', 'refusedByFreelance'))).toEqual([
      { stage: 'new', state: 'done' },
      { stage: 'refusedByFreelance', state: 'exit' },
    ]);
  });

  it('shows a finished mission all done', () => {
    const steps = pipelineTimeline(matchOf('1', '5', 'corporateConfirmed', 'finished'));
    expect(steps.every((s) => s.state === 'done')).toBe(true);
  });

  it('judges where a closed match had gone from what it kept', () => {
    const base = matchOf('1', '5', 'teamMemberCancelled', 'refusedByFreelance');
    expect(reachedStage(base)).toBe('candidat');
    expect(reachedStage({ ...base, presentedAt: '2026-11-01T10:00:00Z' })).toBe('presentation');
    expect(reachedStage({ ...base, presentedAt: '2026-11-01T10:00:00Z', selected: true })).toBe('availability');
    expect(reachedStage({ ...base, meeting: meetingOf('booked', []) })).toBe('meetingSet');
  });
});

describe('the freelancer’s moves', () => {
  const cancel = { to: 'teamMemberCancelled' as const, reason: 'cancel' as const, cancelSource: 'freelance' as const };

  it('names the API’s moves as the freelancer’s buttons', () => {
    const proposal = matchOf('1', '5', 'freelanceProposal', 'new', {
      allowedMoves: [
        { to: 'teamMemberValidation', reason: null, cancelSource: null },
        { to: 'freelanceDeclined', reason: 'decline', cancelSource: null },
      ],
    });
    expect(freelanceMovesOf(proposal).map((m) => m.kind)).toEqual(['accept', 'decline']);
  });

  it('offers no withdrawal while a meeting is open (the meeting is declined instead) nor once the mission started', () => {
    const presented = matchOf('1', '5', 'corporateValidation', 'presentation', { allowedMoves: [cancel] });
    expect(freelanceMovesOf(presented).map((m) => m.kind)).toEqual(['withdraw']);
    expect(freelanceMovesOf({ ...presented, meeting: meetingOf('proposed', slots) })).toEqual([]);
    expect(freelanceMovesOf(matchOf('2', '6', 'corporateConfirmed', 'onGoing', { allowedMoves: [cancel] }))).toEqual(
      [],
    );
  });
});
