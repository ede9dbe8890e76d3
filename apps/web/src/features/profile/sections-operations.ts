import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { FREELANCE_PROFILE, FREELANCE_PROFILE_FIELDS } from './profile-operations';
import type { FreelanceProfile } from './profile-types';

type Id = { freelanceId: string };
const silent = { context: { silent: true } };
/** Added, changed or removed items change the completeness: the profile is read again. */
const refetch = { ...silent, refetchQueries: [FREELANCE_PROFILE], awaitRefetchQueries: true };

export interface SkillInput {
  skillId: string;
  duration: number | null;
  primary: boolean;
  wished: boolean;
}

export const SET_FREELANCE_SKILLS: TypedDocumentNode<
  { setFreelanceSkills: FreelanceProfile },
  Id & { skills: SkillInput[] }
> = gql`
  mutation SetFreelanceSkills($freelanceId: ID!, $skills: [FreelanceSkillInput!]!) {
    setFreelanceSkills(freelanceId: $freelanceId, skills: $skills) {
      ...FreelanceProfileFields
    }
  }
  ${FREELANCE_PROFILE_FIELDS}
`;

export const SET_FREELANCE_JOB_TITLES: TypedDocumentNode<
  { setFreelanceJobTitles: FreelanceProfile },
  Id & { jobTitles: { jobTitleId: string; duration: number | null }[] }
> = gql`
  mutation SetFreelanceJobTitles($freelanceId: ID!, $jobTitles: [FreelanceJobTitleInput!]!) {
    setFreelanceJobTitles(freelanceId: $freelanceId, jobTitles: $jobTitles) {
      ...FreelanceProfileFields
    }
  }
  ${FREELANCE_PROFILE_FIELDS}
`;

export interface ExperienceInput {
  type: string;
  title: string;
  companyName: string;
  location: string | null;
  description: string | null;
  startDate: string;
  endDate: string | null;
  skills: { skillId: string; primary: boolean }[];
}

export const ADD_FREELANCE_EXPERIENCE: TypedDocumentNode<
  { addFreelanceExperience: { id: string } },
  Id & { input: ExperienceInput }
> = gql`
  mutation AddFreelanceExperience($freelanceId: ID!, $input: FreelanceExperienceInput!) {
    addFreelanceExperience(freelanceId: $freelanceId, input: $input) {
      id
    }
  }
`;

export const UPDATE_FREELANCE_EXPERIENCE: TypedDocumentNode<
  { updateFreelanceExperience: { id: string } },
  Id & { id: string; input: ExperienceInput }
> = gql`
  mutation UpdateFreelanceExperience($freelanceId: ID!, $id: ID!, $input: FreelanceExperienceInput!) {
    updateFreelanceExperience(freelanceId: $freelanceId, id: $id, input: $input) {
      id
    }
  }
`;

export const DELETE_FREELANCE_EXPERIENCE: TypedDocumentNode<
  { deleteFreelanceExperience: boolean },
  Id & { id: string }
> = gql`
  mutation DeleteFreelanceExperience($freelanceId: ID!, $id: ID!) {
    deleteFreelanceExperience(freelanceId: $freelanceId, id: $id)
  }
`;

export interface EducationInput {
  schoolName: string;
  degree: string | null;
  topic: string | null;
  description: string | null;
  startedIn: number | null;
  graduatedIn: number | null;
}

export const ADD_FREELANCE_EDUCATION: TypedDocumentNode<
  { addFreelanceEducation: { id: string } },
  Id & { input: EducationInput }
> = gql`
  mutation AddFreelanceEducation($freelanceId: ID!, $input: FreelanceEducationInput!) {
    addFreelanceEducation(freelanceId: $freelanceId, input: $input) {
      id
    }
  }
`;

export const UPDATE_FREELANCE_EDUCATION: TypedDocumentNode<
  { updateFreelanceEducation: { id: string } },
  Id & { id: string; input: EducationInput }
> = gql`
  mutation UpdateFreelanceEducation($freelanceId: ID!, $id: ID!, $input: FreelanceEducationInput!) {
    updateFreelanceEducation(freelanceId: $freelanceId, id: $id, input: $input) {
      id
    }
  }
`;

export const DELETE_FREELANCE_EDUCATION: TypedDocumentNode<{ deleteFreelanceEducation: boolean }, Id & { id: string }> =
  gql`
  mutation DeleteFreelanceEducation($freelanceId: ID!, $id: ID!) {
    deleteFreelanceEducation(freelanceId: $freelanceId, id: $id)
  }
`;

export const ADD_FREELANCE_LANGUAGE: TypedDocumentNode<
  { addFreelanceLanguage: FreelanceProfile },
  Id & { languageId: string }
> = gql`
  mutation AddFreelanceLanguage($freelanceId: ID!, $languageId: ID!) {
    addFreelanceLanguage(freelanceId: $freelanceId, languageId: $languageId) {
      ...FreelanceProfileFields
    }
  }
  ${FREELANCE_PROFILE_FIELDS}
`;

export const UPDATE_FREELANCE_LANGUAGE: TypedDocumentNode<
  { updateFreelanceLanguage: FreelanceProfile },
  Id & { id: string; level: string }
> = gql`
  mutation UpdateFreelanceLanguage($freelanceId: ID!, $id: ID!, $level: String!) {
    updateFreelanceLanguage(freelanceId: $freelanceId, id: $id, level: $level) {
      ...FreelanceProfileFields
    }
  }
  ${FREELANCE_PROFILE_FIELDS}
`;

export const REMOVE_FREELANCE_LANGUAGE: TypedDocumentNode<
  { removeFreelanceLanguage: FreelanceProfile },
  Id & { id: string }
> = gql`
  mutation RemoveFreelanceLanguage($freelanceId: ID!, $id: ID!) {
    removeFreelanceLanguage(freelanceId: $freelanceId, id: $id) {
      ...FreelanceProfileFields
    }
  }
  ${FREELANCE_PROFILE_FIELDS}
`;

export const useSetFreelanceSkills = () => useMutation(SET_FREELANCE_SKILLS, silent);
export const useSetFreelanceJobTitles = () => useMutation(SET_FREELANCE_JOB_TITLES, silent);
export const useAddFreelanceExperience = () => useMutation(ADD_FREELANCE_EXPERIENCE, refetch);
export const useUpdateFreelanceExperience = () => useMutation(UPDATE_FREELANCE_EXPERIENCE, refetch);
export const useDeleteFreelanceExperience = () => useMutation(DELETE_FREELANCE_EXPERIENCE, refetch);
export const useAddFreelanceEducation = () => useMutation(ADD_FREELANCE_EDUCATION, refetch);
export const useUpdateFreelanceEducation = () => useMutation(UPDATE_FREELANCE_EDUCATION, refetch);
export const useDeleteFreelanceEducation = () => useMutation(DELETE_FREELANCE_EDUCATION, refetch);
export const useAddFreelanceLanguage = () => useMutation(ADD_FREELANCE_LANGUAGE, silent);
export const useUpdateFreelanceLanguage = () => useMutation(UPDATE_FREELANCE_LANGUAGE, silent);
export const useRemoveFreelanceLanguage = () => useMutation(REMOVE_FREELANCE_LANGUAGE, silent);
