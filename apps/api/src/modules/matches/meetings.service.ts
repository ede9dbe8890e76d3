import { ErrorCode } from '@orbite/domain/errors';
import { MAX_SELECTED_MATCHES, type MatchStatus } from '@orbite/domain/match-status';
import { type SlotProposalError, validateSlotProposal } from '@orbite/domain/time-slots';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { recordActivity } from '../activity/activity.service';
import type { MarketCaller } from '../missions/missions.caller';
import { canMoveMatchOf } from './matches.policy';
import * as matchesRepository from './matches.repository';
import { afterMatchChange, moveMatch, readableMatch, requireSeeking } from './matches.service';
import type { MeetingRow } from './matches.tables';
import * as repository from './meetings.repository';

/*
 * Meetings of a match: the client (or the team) proposes half-hour slots in Paris time, the
 * freelancer books one, either side asks for other slots or declines with reasons, and the meeting
 * is marked done once its time has passed.
 */

const invalid = (field: string, message: string) => new AppError(ErrorCode.invalidInput, message, field);

const slotMessages: Record<SlotProposalError, string> = {
  empty: 'Proposez au moins un créneau.',
  tooMany: '10 créneaux au plus.',
  notOnStep: 'Les créneaux commencent à l’heure ou à la demie.',
  outOfRange: 'Les créneaux vont de demain à un an.',
  outOfDayView: 'Les créneaux vont de 8 h à 20 h.',
  duplicate: 'Ce créneau est proposé deux fois.',
};

export type MeetingProgressRow = MeetingRow | null;

/**
 * The client (or the team) proposes time slots to a presented profile; this selects the profile. A
 * booked meeting is rescheduled: its booking is released and the new slots replace the old.
 */
export async function proposeTimeSlots(deps: AppDeps, caller: MarketCaller, matchId: number, slots: readonly Date[]) {
  if (caller.role !== 'corporate' && caller.role !== 'teamMember') throw new AppError(ErrorCode.forbidden);
  return deps.db.transaction(async (tx) => {
    const { match, mission } = await readableMatch(tx, caller, matchId, true);
    // The slots are checked once the match is the caller's: another company gets "not found".
    const check = validateSlotProposal(slots, new Date(), { allowNight: caller.role === 'teamMember' });
    if (!check.ok) throw invalid('slots', slotMessages[check.reason]);
    requireSeeking(mission);
    if (match.status !== 'corporateValidation') throw new AppError(ErrorCode.freelanceNotSelectable);
    if (!match.selected) {
      if ((await matchesRepository.countMatches(tx, mission.id, { selected: true })) >= MAX_SELECTED_MATCHES)
        throw new AppError(ErrorCode.tooManySelectedMatches);
      await matchesRepository.updateMatch(tx, match.id, { selected: true, faSelectedByUserId: caller.actor.userId });
    }
    let meeting = await repository.currentMeeting(tx, match.id);
    if (meeting?.status === 'done') throw new AppError(ErrorCode.invalidMissionState, 'Le rendez-vous a déjà eu lieu.');
    const rescheduled = meeting?.status === 'booked';
    if (meeting) meeting = await repository.updateMeeting(tx, meeting.id, { status: 'proposed', bookedAt: null });
    else meeting = await repository.insertMeeting(tx, { matchId: match.id, proposedByUserId: caller.actor.userId });
    await repository.replaceSlots(tx, meeting.id, slots);
    await recordActivity(tx, caller.actor, {
      category: 'meeting',
      type: rescheduled ? 'meeting_rescheduled' : 'meeting_slots_proposed',
      entityType: 'match',
      entityId: match.id,
      payload: {
        missionId: match.missionId,
        freelanceId: match.freelanceId,
        meetingId: meeting.id,
        slots: slots.map((s) => s.toISOString()),
      },
    });
    return meeting;
  });
}

/** The freelancer (or the team for them) books one of the proposed slots. */
export async function bookTimeSlot(deps: AppDeps, caller: MarketCaller, slotId: number) {
  if (caller.role !== 'freelancer' && caller.role !== 'teamMember') throw new AppError(ErrorCode.forbidden);
  return deps.db.transaction(async (tx) => {
    const found = await repository.findSlot(tx, slotId);
    const meetingOfSlot = found ? await repository.findMeeting(tx, found.meetingId) : null;
    if (!found || !meetingOfSlot) throw new AppError(ErrorCode.missionMeetingUnavailable);
    // The match first, as every meeting change locks it; then the slot and its meeting read again
    // under that lock: a booking of another slot or a new proposal may have landed meanwhile.
    const { match, mission } = await readableMatch(tx, caller, meetingOfSlot.matchId, true);
    if (match.status !== 'corporateValidation' || mission.status !== 'seeking')
      throw new AppError(ErrorCode.missionMeetingUnavailable);
    const slot = await repository.lockSlot(tx, found.id);
    const meeting = await repository.currentMeeting(tx, match.id);
    if (!slot || !meeting || meeting.id !== slot.meetingId) throw new AppError(ErrorCode.missionMeetingUnavailable);
    if (meeting.status === 'booked' || meeting.status === 'done')
      throw new AppError(ErrorCode.missionMeetingAlreadySelected);
    if (slot.dateTime.getTime() <= Date.now()) throw new AppError(ErrorCode.missionMeetingUnavailable);
    await repository.bookSlot(tx, slot.id);
    const booked = await repository.updateMeeting(tx, meeting.id, { status: 'booked', bookedAt: slot.dateTime });
    await recordActivity(tx, caller.actor, {
      category: 'meeting',
      type: 'meeting_booked',
      entityType: 'match',
      entityId: match.id,
      payload: {
        missionId: match.missionId,
        freelanceId: match.freelanceId,
        meetingId: meeting.id,
        at: slot.dateTime.toISOString(),
      },
    });
    return booked;
  });
}

/** The freelancer asks for other slots: the booking is released and the client is asked to propose again. */
export async function requestNewTimeSlots(
  deps: AppDeps,
  caller: MarketCaller,
  matchId: number,
  comment?: string | null,
) {
  if (caller.role !== 'freelancer' && caller.role !== 'teamMember') throw new AppError(ErrorCode.forbidden);
  return deps.db.transaction(async (tx) => {
    const { match, mission } = await readableMatch(tx, caller, matchId, true);
    // Slots are only picked on a presented profile of a mission still seeking, as bookTimeSlot says.
    if (match.status !== 'corporateValidation' || mission.status !== 'seeking')
      throw new AppError(ErrorCode.missionMeetingUnavailable);
    const meeting = await repository.currentMeeting(tx, match.id);
    if (!meeting || meeting.status === 'done') throw new AppError(ErrorCode.missionMeetingUnavailable);
    await repository.unbookSlots(tx, meeting.id);
    await repository.replaceSlots(tx, meeting.id, []);
    const updated = await repository.updateMeeting(tx, meeting.id, {
      status: 'proposed',
      bookedAt: null,
      declineComment: comment?.trim().slice(0, 2000) || null,
    });
    await recordActivity(tx, caller.actor, {
      category: 'meeting',
      type: 'meeting_reschedule_requested',
      entityType: 'match',
      entityId: match.id,
      payload: { missionId: match.missionId, freelanceId: match.freelanceId, meetingId: meeting.id },
    });
    return updated;
  });
}

/**
 * Either side declines the meeting, with reasons (616 without): the freelancer withdraws (cancelled
 * by the freelancer), the client declines the profile.
 */
export async function declineMeeting(
  deps: AppDeps,
  caller: MarketCaller,
  matchId: number,
  reasons: readonly string[],
  comment?: string | null,
) {
  if (!reasons.length) throw new AppError(ErrorCode.missingMeetingRefusalReasons, undefined, 'reasons');
  return deps.db.transaction(async (tx) => {
    const { match, mission } = await readableMatch(tx, caller, matchId, true);
    const meeting = await repository.currentMeeting(tx, match.id);
    const to: MatchStatus = caller.role === 'corporate' ? 'corporateDeclined' : 'teamMemberCancelled';
    if (caller.role === 'teamMember')
      throw new AppError(ErrorCode.forbidden, 'L’équipe annule le profil depuis le funnel.');
    // The same rule as updateMatchStatus: once the contract is signed, the deal governs.
    if (!canMoveMatchOf(mission.status, to)) throw new AppError(ErrorCode.invalidMissionState);
    const updated = await moveMatch(tx, caller, match, to, { reasons, comment });
    if (meeting) {
      await repository.unbookSlots(tx, meeting.id);
      await repository.updateMeeting(tx, meeting.id, {
        status: 'declined',
        declineSource: caller.role === 'corporate' ? 'corporate' : 'freelance',
        declineReasons: [...reasons],
        declineComment: comment?.trim() || null,
      });
    }
    await afterMatchChange(tx, match.missionId);
    return updated;
  });
}

/** The meeting took place (606 before its time). */
export async function markMeetingDone(deps: AppDeps, caller: MarketCaller, matchId: number) {
  if (caller.role !== 'corporate' && caller.role !== 'teamMember') throw new AppError(ErrorCode.forbidden);
  return deps.db.transaction(async (tx) => {
    const { match } = await readableMatch(tx, caller, matchId, true);
    const meeting = await repository.currentMeeting(tx, match.id);
    if (meeting?.status !== 'booked' || !meeting.bookedAt) throw new AppError(ErrorCode.missionMeetingUnavailable);
    if (meeting.bookedAt.getTime() > Date.now()) throw new AppError(ErrorCode.meetingNotPast);
    const done = await repository.updateMeeting(tx, meeting.id, { status: 'done', doneAt: new Date() });
    await recordActivity(tx, caller.actor, {
      category: 'meeting',
      type: 'meeting_done',
      entityType: 'match',
      entityId: match.id,
      payload: { missionId: match.missionId, freelanceId: match.freelanceId, meetingId: meeting.id },
    });
    return done;
  });
}
