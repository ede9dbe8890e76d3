import type { FreelancePipelineStage, MatchStatus } from '@orbite/domain/match-status';
import type { Match, MatchEvaluation } from '../matches/match-operations';
import type { MissionRecommendation } from '../matches/recommendation-operations';

/*
 * GraphQL answers for the web tests of the freelancer's pages, shaped as the API sends them
 * (with __typename, which the Apollo cache needs to store them).
 */

export function evaluationOf(percent = 73): MatchEvaluation & { __typename: string } {
  return {
    __typename: 'MatchEvaluation',
    numerator: 8,
    denominator: 11,
    percent,
    label: '8/11',
    score: 20,
    skills: (
      [
        { skillId: '1', name: 'Python', primary: true, yearsRequired: 4, years: 10, has: true, state: 'met' },
        {
          skillId: '2',
          name: 'Apache Spark',
          primary: true,
          yearsRequired: 3,
          years: null,
          has: false,
          state: 'missed',
        },
      ] as const
    ).map((skill) => ({ __typename: 'MatchSkillFit', ...skill })),
    arguments: [
      { __typename: 'MatchArgument', name: 'availability', state: 'met' } as MatchEvaluation['arguments'][number],
    ],
    availableFrom: null,
    distanceKm: null,
    maxDistanceKm: 50,
    improvements: [],
  };
}

export function missionOf(id: string, title: string) {
  return {
    __typename: 'Mission',
    id,
    title,
    status: 'seeking' as const,
    offer: 'boost',
    startDate: '2026-12-22',
    durationInDays: 150,
    workingTime: 5,
    retribution: 650,
    workplace: 'partialRemote',
    location: { __typename: 'Address', city: 'Roubaix' },
    company: { __typename: 'Company', id: `c${id}`, name: 'Maison Carrel', logoUrl: null },
  };
}

export function recommendationOf(id: string, title: string): MissionRecommendation {
  return {
    __typename: 'MissionRecommendation',
    mission: {
      ...missionOf(id, title),
      skills: [{ __typename: 'MissionSkill', name: 'Python', primary: true, yearsRequired: 4 }],
    },
    evaluation: evaluationOf(),
  } as unknown as MissionRecommendation;
}

export function matchOf(
  id: string,
  missionId: string,
  status: MatchStatus,
  freelanceStatus: FreelancePipelineStage,
  extra: Partial<Match> = {},
): Match {
  return {
    __typename: 'Match',
    id,
    status,
    freelanceStatus,
    funnelColumn: null,
    selected: false,
    presentedAt: null,
    cancelSource: null,
    declineReasons: [],
    declineComment: null,
    message: null,
    updatedAt: '2026-11-22T10:00:00.000Z',
    mission: missionOf(missionId, `Mission ${missionId}`),
    freelance: {
      __typename: 'MatchFreelance',
      id: '3',
      publicId: 'julien',
      firstName: 'Julien',
      lastName: 'Bernard',
      fullName: 'Julien Bernard',
      profilePictureUrl: null,
      tagline: null,
      retribution: 680,
      experienceInYears: 10,
      isAvailable: true,
      availabilityDate: null,
      availableNow: true,
      availableSoon: false,
      city: 'Paris',
    },
    evaluation: evaluationOf(),
    meeting: null,
    allowedMoves: [],
    ...extra,
  } as Match;
}

export function meetingOf(
  status: 'proposed' | 'booked' | 'done' | 'declined',
  slots: { id: string; dateTime: string; booked?: boolean }[],
) {
  return {
    __typename: 'Meeting',
    id: '9',
    status,
    bookedAt: slots.find((slot) => slot.booked)?.dateTime ?? null,
    doneAt: null,
    declineSource: null,
    declineReasons: [],
    declineComment: null,
    slots: slots.map((slot) => ({ __typename: 'TimeSlot', booked: false, label: '', ...slot })),
  } as NonNullable<Match['meeting']>;
}
