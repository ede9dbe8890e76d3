import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import type { MissionStatus } from '@orbite/domain/mission-status';
import {
  DUPLICATE_MATCH,
  MATCH_OF,
  MISSION_MATCHES,
  SELECT_MATCH,
  UPDATE_MATCH_STATUS,
} from '../matches/match-operations';
import { DECLINE_MEETING } from '../meetings/meeting-operations';

/*
 * The client's side of the funnel: the profiles presented on a mission, one profile in the context
 * of its mission, and the client's moves. Every move returns the whole match, merged by the cache
 * into the lists; errors are shown by the dialog that made the call (silent: no toast).
 */

export const useMissionMatches = (missionId: string) =>
  useQuery(MISSION_MATCHES, { variables: { missionId }, fetchPolicy: 'cache-and-network' });

export const useMatchOf = (missionId: string, freelanceId: string) =>
  useQuery(MATCH_OF, { variables: { missionId, freelanceId }, fetchPolicy: 'cache-and-network' });

export interface SeekingMission {
  id: string;
  title: string | null;
  status: MissionStatus;
}

/** The company's missions in deposit (to approve, to validate, seeking, quotation): the page keeps those that seek. */
export const ENTERPRISE_DEPOSIT_MISSIONS: TypedDocumentNode<
  { missions: { count: number; items: SeekingMission[] } },
  Record<string, never>
> = gql`
  query EnterpriseDepositMissions {
    missions(mode: deposit, limit: 100, sort: createdAt, direction: desc) {
      count
      items {
        id
        title
        status
      }
    }
  }
`;

export const useDepositMissions = (skip: boolean) =>
  useQuery(ENTERPRISE_DEPOSIT_MISSIONS, { variables: {}, skip, fetchPolicy: 'cache-and-network' });

const silent = { context: { silent: true } } as const;

export const useSelectMatch = () => useMutation(SELECT_MATCH, silent);

/** Confirming moves the mission to quotation: its page and history are read again. */
export const useUpdateMatchStatus = () =>
  useMutation(UPDATE_MATCH_STATUS, { ...silent, refetchQueries: ['Mission', 'MissionActivity', 'MissionMatches'] });

export const useDeclineMeeting = () => useMutation(DECLINE_MEETING, silent);

/** The mutation returns the copy on the other mission: the list is read again to show this one moved. */
export const useDuplicateMatch = () =>
  useMutation(DUPLICATE_MATCH, { ...silent, refetchQueries: ['MissionMatches', 'MatchOf'] });
