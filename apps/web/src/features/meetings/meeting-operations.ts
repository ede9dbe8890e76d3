import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { MATCH_FIELDS, type MatchResult } from '../matches/match-operations';

/*
 * The meeting moves of the client and the team. Each returns the whole match (its meeting, stage and
 * selection), which the cache merges into every list that shows it. Errors are shown in the dialog
 * or the panel that made the call, not as toasts.
 */

export const useProposeTimeSlots = () => useMutation(PROPOSE_TIME_SLOTS, { context: { silent: true } });

export const useMarkMeetingDone = () => useMutation(MARK_MEETING_DONE, { context: { silent: true } });

export const PROPOSE_TIME_SLOTS: TypedDocumentNode<
  MatchResult<'proposeTimeSlots'>,
  { id: string; slots: string[] }
> = gql`
  mutation ProposeTimeSlots($id: ID!, $slots: [DateTime!]!) {
    proposeTimeSlots(id: $id, slots: $slots) {
      ...MatchFields
    }
  }
  ${MATCH_FIELDS}
`;

export const BOOK_TIME_SLOT: TypedDocumentNode<MatchResult<'bookTimeSlot'>, { slotId: string }> = gql`
  mutation BookTimeSlot($slotId: ID!) {
    bookTimeSlot(slotId: $slotId) {
      ...MatchFields
    }
  }
  ${MATCH_FIELDS}
`;

export const REQUEST_NEW_TIME_SLOTS: TypedDocumentNode<
  MatchResult<'requestNewTimeSlots'>,
  { id: string; comment?: string | null }
> = gql`
  mutation RequestNewTimeSlots($id: ID!, $comment: String) {
    requestNewTimeSlots(id: $id, comment: $comment) {
      ...MatchFields
    }
  }
  ${MATCH_FIELDS}
`;

export const DECLINE_MEETING: TypedDocumentNode<
  MatchResult<'declineMeeting'>,
  { id: string; reasons: string[]; comment?: string | null }
> = gql`
  mutation DeclineMeeting($id: ID!, $reasons: [String!]!, $comment: String) {
    declineMeeting(id: $id, reasons: $reasons, comment: $comment) {
      ...MatchFields
    }
  }
  ${MATCH_FIELDS}
`;

export const MARK_MEETING_DONE: TypedDocumentNode<MatchResult<'markMeetingDone'>, { id: string }> = gql`
  mutation MarkMeetingDone($id: ID!) {
    markMeetingDone(id: $id) {
      ...MatchFields
    }
  }
  ${MATCH_FIELDS}
`;
