import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import type {
  ApprovalRating,
  DoubtCriterion,
  ExpertiseLevel,
  FreelanceGrade,
  FreelanceQualification,
  InterviewQualifStatus,
  NoShowParty,
  QualificationBadge,
  QualificationFlag,
  TechnicalKnowledge,
} from '@orbite/domain/qualification';

export interface CandidateInterview {
  id: string;
  date: string;
  qualifStatus: InterviewQualifStatus;
  skillName: string | null;
  instructorName: string | null;
  approvalRating: ApprovalRating | null;
  expertiseLevel: ExpertiseLevel | null;
  technicalKnowledge: TechnicalKnowledge | null;
  doubtCriteria: DoubtCriterion[];
  noShowParty: NoShowParty | null;
  feedback: string | null;
  concludedAt: string | null;
}

export interface FreelanceQualificationData {
  id: string;
  qualification: FreelanceQualification | null;
  qualifiedAt: string | null;
  qualifiedBy: string | null;
  qualificationBadge: QualificationBadge | null;
  flaggedForQualif: QualificationFlag | null;
  flaggedForQualifAt: string | null;
  isInstructor: boolean | null;
  isFrozen: boolean | null;
  isFrozenUntil: string | null;
  grade: FreelanceGrade | null;
  skills: { id: string; skillId: string; name: string }[];
  candidateInterviews: CandidateInterview[];
}

export const FREELANCE_QUALIFICATION: TypedDocumentNode<{ freelance: FreelanceQualificationData }, { id: string }> =
  gql`
  query FreelanceQualification($id: ID!) {
    freelance(id: $id) {
      id
      qualification
      qualifiedAt
      qualifiedBy
      qualificationBadge
      flaggedForQualif
      flaggedForQualifAt
      isInstructor
      isFrozen
      isFrozenUntil
      grade
      skills {
        id
        skillId
        name
      }
      candidateInterviews {
        id
        date
        qualifStatus
        skillName
        instructorName
        approvalRating
        expertiseLevel
        technicalKnowledge
        doubtCriteria
        noShowParty
        feedback
        concludedAt
      }
    }
  }
`;

export interface Instructor {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

export const INSTRUCTORS: TypedDocumentNode<
  { instructors: Instructor[] },
  { skillId?: string | null; search?: string | null }
> = gql`
  query Instructors($skillId: ID, $search: String) {
    instructors(skillId: $skillId, search: $search, limit: 20) {
      id
      firstName
      lastName
      email
    }
  }
`;

export const FLAG_FOR_QUALIFICATION: TypedDocumentNode<
  { flagForQualification: { id: string } },
  { freelanceId: string; flag: QualificationFlag | null }
> = gql`
  mutation FlagForQualification($freelanceId: ID!, $flag: String) {
    flagForQualification(freelanceId: $freelanceId, flag: $flag) {
      id
    }
  }
`;

export const SET_FREELANCE_GRADE: TypedDocumentNode<
  { setFreelanceGrade: { id: string } },
  { freelanceId: string; grade: FreelanceGrade }
> = gql`
  mutation SetFreelanceGrade($freelanceId: ID!, $grade: String!) {
    setFreelanceGrade(freelanceId: $freelanceId, grade: $grade) {
      id
    }
  }
`;

export const SET_FREELANCE_INSTRUCTOR: TypedDocumentNode<
  { setFreelanceInstructor: { id: string } },
  { freelanceId: string; isInstructor: boolean }
> = gql`
  mutation SetFreelanceInstructor($freelanceId: ID!, $isInstructor: Boolean!) {
    setFreelanceInstructor(freelanceId: $freelanceId, isInstructor: $isInstructor) {
      id
    }
  }
`;

export const FREEZE_FREELANCE_QUALIFICATION: TypedDocumentNode<
  { freezeFreelanceQualification: { id: string } },
  { freelanceId: string; until: string | null }
> = gql`
  mutation FreezeFreelanceQualification($freelanceId: ID!, $until: Date) {
    freezeFreelanceQualification(freelanceId: $freelanceId, until: $until) {
      id
    }
  }
`;

export const SCHEDULE_CANDIDATE_INTERVIEW: TypedDocumentNode<
  { scheduleCandidateInterview: { id: string } },
  { freelanceId: string; instructorId: string; skillId: string; date: string }
> = gql`
  mutation ScheduleCandidateInterview($freelanceId: ID!, $instructorId: ID!, $skillId: ID!, $date: DateTime!) {
    scheduleCandidateInterview(freelanceId: $freelanceId, instructorId: $instructorId, skillId: $skillId, date: $date) {
      id
    }
  }
`;

export interface InterviewOutcomeInput {
  qualifStatus: string;
  approvalRating: string | null;
  expertiseLevel: string | null;
  technicalKnowledge: string | null;
  doubtCriteria: string[];
  noShowParty: string | null;
  frozenUntil: string | null;
  feedback: string | null;
}

export const CONCLUDE_CANDIDATE_INTERVIEW: TypedDocumentNode<
  { concludeCandidateInterview: { id: string } },
  { id: string; outcome: InterviewOutcomeInput }
> = gql`
  mutation ConcludeCandidateInterview($id: ID!, $outcome: CandidateInterviewOutcomeInput!) {
    concludeCandidateInterview(id: $id, outcome: $outcome) {
      id
    }
  }
`;

export const CANCEL_CANDIDATE_INTERVIEW: TypedDocumentNode<
  { cancelCandidateInterview: { id: string } },
  { id: string }
> = gql`
    mutation CancelCandidateInterview($id: ID!) {
      cancelCandidateInterview(id: $id) {
        id
      }
    }
  `;

export const ASK_FOR_QUALIFICATION: TypedDocumentNode<
  { askForQualification: { id: string } },
  Record<string, never>
> = gql`
    mutation AskForQualification {
      askForQualification {
        id
        canAskForQualification
        qualificationRequested
      }
    }
  `;

export const QUALIFICATION_REQUEST: TypedDocumentNode<
  { freelance: { id: string; canAskForQualification: boolean; qualificationRequested: boolean } },
  { id: string }
> = gql`
  query QualificationRequest($id: ID!) {
    freelance(id: $id) {
      id
      canAskForQualification
      qualificationRequested
    }
  }
`;

export const useFreelanceQualification = (id: string) =>
  useQuery(FREELANCE_QUALIFICATION, { variables: { id }, fetchPolicy: 'cache-and-network' });

export const useInstructors = (skillId: string | null, search: string) =>
  useQuery(INSTRUCTORS, { variables: { skillId, search: search.trim() || null } });

/** Every change refetches the panel's query: the badge, the verdict and the history move together. */
const refresh = { refetchQueries: ['FreelanceQualification', 'FreelanceActivity'], awaitRefetchQueries: true };

export const useFlagForQualification = () => useMutation(FLAG_FOR_QUALIFICATION, refresh);
export const useSetFreelanceGrade = () => useMutation(SET_FREELANCE_GRADE, refresh);
export const useSetFreelanceInstructor = () => useMutation(SET_FREELANCE_INSTRUCTOR, refresh);
export const useFreezeFreelanceQualification = () => useMutation(FREEZE_FREELANCE_QUALIFICATION, refresh);
export const useScheduleCandidateInterview = () => useMutation(SCHEDULE_CANDIDATE_INTERVIEW, refresh);
export const useConcludeCandidateInterview = () => useMutation(CONCLUDE_CANDIDATE_INTERVIEW, refresh);
export const useCancelCandidateInterview = () => useMutation(CANCEL_CANDIDATE_INTERVIEW, refresh);
export const useQualificationRequest = (id: string | null | undefined) =>
  useQuery(QUALIFICATION_REQUEST, { variables: { id: id ?? '' }, skip: !id });
export const useAskForQualification = () => useMutation(ASK_FOR_QUALIFICATION);
