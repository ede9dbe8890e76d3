import { useMutation } from '@apollo/client/react';
import { MARK_MEETING_DONE, PROPOSE_TIME_SLOTS } from '../matches/match-operations';

/*
 * The meeting moves of the client and the team. Each returns the whole match (its meeting, stage and
 * selection), which the cache merges into every list that shows it. Errors are shown in the dialog
 * or the panel that made the call, not as toasts.
 */

export const useProposeTimeSlots = () => useMutation(PROPOSE_TIME_SLOTS, { context: { silent: true } });

export const useMarkMeetingDone = () => useMutation(MARK_MEETING_DONE, { context: { silent: true } });
