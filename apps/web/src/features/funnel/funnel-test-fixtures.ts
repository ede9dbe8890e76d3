import type { MatchStatus } from '@orbite/domain/match-status';
import type { TeamMatch } from '../backoffice-matching/backoffice-matching-operations';
import type { Match } from '../matches/match-operations';

/*
 * Matches of one mission as the API gives them to the team (with __typename, for the mocked
 * Apollo cache): one per stage the tests need.
 */

const mission = {
  __typename: 'Mission',
  id: '5',
  title: 'Data engineer Spark',
  status: 'seeking',
  offer: 'boost',
  startDate: '2030-01-07',
  durationInDays: 120,
  workingTime: 5,
  retribution: 650,
  workplace: 'partialRemote',
  location: { __typename: 'Address', city: 'Paris' },
  company: { __typename: 'Company', id: '3', name: 'Lumen Analytics', logoUrl: null },
} as const;

const move = (to: MatchStatus, reason: 'decline' | 'cancel' | null = null, cancelSource: string | null = null) => ({
  __typename: 'MatchMove',
  to,
  reason,
  cancelSource,
});

function teamMatch(
  id: string,
  name: string,
  status: MatchStatus,
  funnelColumn: Match['funnelColumn'],
  allowedMoves: ReturnType<typeof move>[],
  extra: Partial<Record<string, unknown>> = {},
): TeamMatch {
  const [firstName = '', lastName = ''] = name.split(' ');
  return {
    __typename: 'Match',
    id,
    status,
    freelanceStatus: 'new',
    funnelColumn,
    selected: false,
    presentedAt: null,
    cancelSource: null,
    declineReasons: [],
    declineComment: null,
    message: null,
    updatedAt: `2030-01-0${id}T10:00:00.000Z`,
    mission,
    freelance: {
      __typename: 'MatchFreelance',
      id: `10${id}`,
      publicId: `pub-${id}`,
      firstName,
      lastName,
      fullName: name,
      profilePictureUrl: null,
      tagline: null,
      retribution: 600,
      experienceInYears: 6,
      isAvailable: true,
      availabilityDate: null,
      availableNow: true,
      availableSoon: false,
      city: 'Paris',
    },
    evaluation: null,
    meeting: null,
    allowedMoves,
    source: 'automatic',
    preMatchingSource: 'matchingEngine',
    faQualifiedAt: null,
    faQualifiedBy: null,
    faAppliedBy: null,
    faProposedBy: null,
    faSelectedBy: null,
    freelancerAgent: null,
    ...extra,
  } as unknown as TeamMatch;
}

export const nicolas = teamMatch('1', 'Nicolas Faure', 'teamMemberPreselection', 'preselection', [
  move('freelanceProposal'),
  move('corporateValidation'),
  move('teamMemberCancelled', 'cancel', 'teamMember'),
]);

export const sarah = teamMatch('2', 'Sarah Lambert', 'teamMemberValidation', 'teamValidation', [
  move('corporateValidation'),
  move('teamMemberValidationDeclined', 'decline'),
]);

export const julien = teamMatch(
  '3',
  'Julien Bernard',
  'corporateValidation',
  'meeting',
  [
    move('corporateConfirmed'),
    move('corporateDeclined', 'decline'),
    move('corporateDuplicated'),
    move('teamMemberCancelled', 'cancel', 'teamMember'),
  ],
  {
    meeting: {
      __typename: 'Meeting',
      id: '9',
      status: 'booked',
      bookedAt: '2030-01-10T09:00:00.000Z',
      doneAt: null,
      declineSource: null,
      declineReasons: [],
      declineComment: null,
      slots: [],
    },
  },
);

export const hugo = teamMatch('4', 'Hugo Lemaire', 'teamMemberValidationDeclined', 'closed', [
  move('teamMemberPreselection'),
]);

export const funnelMatches = [nicolas, sarah, julien, hugo];

/** The match as the server answers a move: the new status, its column, the moves it then offers. */
export function moved(match: TeamMatch, status: MatchStatus, funnelColumn: Match['funnelColumn']): TeamMatch {
  return { ...match, status, funnelColumn, allowedMoves: [] };
}

export const funnelMission = {
  __typename: 'Mission',
  id: '5',
  title: 'Data engineer Spark',
  status: 'seeking',
  company: { __typename: 'Company', id: '3', name: 'Lumen Analytics', logoUrl: null },
  skills: [],
};
