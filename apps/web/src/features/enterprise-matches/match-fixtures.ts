import type { Match, MatchEvaluation, Meeting } from '../matches/match-operations';

/* Matches as the API returns them (with __typename), for the tests of the client's funnel. */

export const evaluation: MatchEvaluation & { __typename: string } = {
  __typename: 'MatchEvaluation',
  numerator: 9,
  denominator: 11,
  percent: 82,
  label: '9/11',
  score: 20,
  skills: [
    {
      skillId: '1',
      name: 'Python',
      primary: true,
      yearsRequired: 5,
      years: 9,
      has: true,
      state: 'met',
      __typename: 'MatchSkillFit',
    } as never,
  ],
  arguments: [{ name: 'availability', state: 'met', __typename: 'MatchArgumentFit' } as never],
  availableFrom: null,
  distanceKm: 5,
  maxDistanceKm: 100,
  improvements: [],
};

export function meeting(patch: Partial<Meeting> = {}): Meeting {
  return {
    __typename: 'Meeting',
    id: '31',
    status: 'proposed',
    bookedAt: null,
    doneAt: null,
    declineSource: null,
    declineReasons: [],
    declineComment: null,
    slots: [],
    ...patch,
  } as Meeting;
}

export function slot(id: string, dateTime: string, booked = false) {
  return { __typename: 'TimeSlot', id, dateTime, booked, label: dateTime };
}

let nextId = 100;

export function match(
  patch: Partial<Match> & { firstName?: string; lastName?: string; missionStatus?: Match['mission']['status'] } = {},
): Match {
  const id = patch.id ?? String(nextId++);
  const { firstName = 'Julien', lastName = 'Bernard', missionStatus = 'seeking', ...rest } = patch;
  return {
    __typename: 'Match',
    id,
    status: 'corporateValidation',
    freelanceStatus: 'presentation',
    funnelColumn: null,
    selected: false,
    presentedAt: '2026-11-10T10:00:00.000Z',
    cancelSource: null,
    declineReasons: [],
    declineComment: null,
    message: null,
    updatedAt: '2026-11-10T10:00:00.000Z',
    mission: {
      __typename: 'Mission',
      id: '5',
      title: 'Data engineer senior',
      status: missionStatus,
      offer: 'boost',
      startDate: '2027-01-04',
      durationInDays: 130,
      workingTime: 5,
      retribution: 680,
      workplace: 'partialRemote',
      location: { __typename: 'Address', city: 'Paris' },
      company: { __typename: 'Company', id: '2', name: 'Lumen Analytics', logoUrl: null },
    },
    freelance: {
      __typename: 'MatchFreelance',
      id: `f${id}`,
      publicId: `pub-${id}`,
      firstName,
      lastName,
      fullName: `${firstName} ${lastName}`,
      profilePictureUrl: null,
      tagline: 'Data engineer — Spark et Airflow',
      retribution: 650,
      experienceInYears: 9,
      isAvailable: true,
      availabilityDate: null,
      availableNow: true,
      availableSoon: false,
      city: 'Lyon',
    },
    evaluation,
    meeting: null,
    allowedMoves: [
      { __typename: 'MatchMove', to: 'corporateConfirmed', reason: null, cancelSource: null },
      { __typename: 'MatchMove', to: 'corporateDeclined', reason: 'decline', cancelSource: null },
      { __typename: 'MatchMove', to: 'corporateDuplicated', reason: null, cancelSource: null },
    ],
    ...rest,
  } as Match;
}
