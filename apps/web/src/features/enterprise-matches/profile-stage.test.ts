import { describe, expect, it } from 'vitest';
import { meetingActions, meetingPhase } from '../meetings/meeting-state';
import { match, meeting, slot } from './match-fixtures';
import { declineRoute, profileActions, profileStage, selectionCount, splitProfiles } from './profile-stage';

const now = new Date('2026-11-22T14:00:00Z');
const future = '2026-11-24T09:00:00.000Z';
const past = '2026-11-20T09:00:00.000Z';

describe('the stage of a presented profile', () => {
  it('follows the meeting while the profile is presented', () => {
    expect(profileStage(match(), now)).toBe('presented');
    expect(profileStage(match({ selected: true }), now)).toBe('selected');
    const proposed = meeting({ slots: [slot('1', future)] as never });
    expect(profileStage(match({ selected: true, meeting: proposed }), now)).toBe('slotsProposed');
    expect(profileStage(match({ selected: true, meeting: meeting({ slots: [] }) }), now)).toBe('newSlotsRequested');
    const booked = (at: string) => meeting({ status: 'booked', bookedAt: at });
    expect(profileStage(match({ selected: true, meeting: booked(future) }), now)).toBe('meetingBooked');
    expect(profileStage(match({ selected: true, meeting: booked(past) }), now)).toBe('meetingPast');
    expect(profileStage(match({ selected: true, meeting: meeting({ status: 'done', bookedAt: past }) }), now)).toBe(
      'meetingDone',
    );
  });

  it('names the ends: confirmed, declined, moved, withdrawn by the freelancer or by the team', () => {
    expect(profileStage(match({ status: 'corporateConfirmed' }), now)).toBe('confirmed');
    expect(profileStage(match({ status: 'corporateDeclined' }), now)).toBe('declined');
    expect(profileStage(match({ status: 'corporateDuplicated' }), now)).toBe('moved');
    expect(profileStage(match({ status: 'teamMemberCancelled', cancelSource: 'freelance' }), now)).toBe('withdrawn');
    expect(profileStage(match({ status: 'teamMemberCancelled', cancelSource: 'teamMember' }), now)).toBe('cancelled');
  });

  it('lists the furthest along first and folds the closed ones apart', () => {
    const presented = match({ id: '1' });
    const booked = match({ id: '2', selected: true, meeting: meeting({ status: 'booked', bookedAt: future }) });
    const confirmed = match({ id: '3', status: 'corporateConfirmed', selected: true });
    const declined = match({ id: '4', status: 'corporateDeclined' });
    const { active, closed } = splitProfiles([presented, declined, booked, confirmed], now);
    expect(active.map((m) => m.id)).toEqual(['3', '2', '1']);
    expect(closed.map((m) => m.id)).toEqual(['4']);
    expect(selectionCount([presented, booked, confirmed, declined])).toEqual({ count: 2, max: 5 });
  });
});

describe('the client’s actions on a profile', () => {
  it('offers to meet a new profile, then to propose, change or reschedule slots', () => {
    expect(profileActions(match(), now)).toEqual(['meet', 'confirm', 'decline', 'duplicate']);
    expect(profileActions(match({ selected: true }), now)).toEqual([
      'propose',
      'confirm',
      'decline',
      'duplicate',
      'unselect',
    ]);
    const proposed = meeting({ slots: [slot('1', future)] as never });
    expect(profileActions(match({ selected: true, meeting: proposed }), now)[0]).toBe('change');
    const booked = meeting({ status: 'booked', bookedAt: future });
    expect(profileActions(match({ selected: true, meeting: booked }), now)[0]).toBe('reschedule');
  });

  it('puts "mark as held" first once the meeting time has passed, and no slots once done', () => {
    const past_ = meeting({ status: 'booked', bookedAt: past });
    expect(profileActions(match({ selected: true, meeting: past_ }), now).slice(0, 2)).toEqual([
      'markDone',
      'reschedule',
    ]);
    const done = meeting({ status: 'done', bookedAt: past });
    expect(profileActions(match({ selected: true, meeting: done }), now)).toEqual(['confirm', 'decline', 'duplicate']);
  });

  it('offers only the server’s moves, and no slots once the mission stops seeking', () => {
    const confirmed = match({
      status: 'corporateConfirmed',
      selected: true,
      allowedMoves: [],
      missionStatus: 'quotation',
    });
    expect(profileActions(confirmed, now)).toEqual([]);
    expect(meetingActions(match({ missionStatus: 'quotation' }), now).propose).toBeNull();
  });

  it('declines through the meeting while one is pending, else through the match', () => {
    expect(declineRoute(match())).toBe('status');
    expect(declineRoute(match({ meeting: meeting({ slots: [slot('1', future)] as never }) }))).toBe('meeting');
    expect(declineRoute(match({ meeting: meeting({ status: 'booked', bookedAt: future }) }))).toBe('meeting');
    expect(declineRoute(match({ meeting: meeting({ status: 'done', bookedAt: past }) }))).toBe('status');
    expect(meetingPhase(null, false, now)).toBe('none');
  });
});
