import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import type { AddressValue } from '@orbite/domain/address';
import type { MissionStatus } from '@orbite/domain/mission-status';
import type { MissionFormSource, MissionInput } from './mission-form-values';

/** A mission as the form and the read-only view show it. */
export interface MissionFormMission extends MissionFormSource {
  id: string;
  status: MissionStatus;
  version: number;
  estimatedEndDate: string | null;
  location: AddressValue | null;
  company: { id: string; name: string; logoUrl: string | null } | null;
}

const MISSION_FORM_FIELDS = gql`
  fragment MissionFormFields on Mission {
    id
    status
    version
    title
    description
    category
    startDate
    maxWeeksAfterStart
    durationInDays
    workingTime
    estimatedEndDate
    retribution
    experienceLevel
    workplace
    offer
    renewable
    projectType
    location {
      street
      zipCode
      city
      state
      countryIso
      point {
        latitude
        longitude
      }
    }
    skills {
      id
      skill {
        id
      }
      name
      primary
      yearsRequired
    }
    company {
      id
      name
      logoUrl
    }
  }
`;

export const MISSION_FORM: TypedDocumentNode<{ mission: MissionFormMission }, { id: string }> = gql`
  query MissionForm($id: ID!) {
    mission(id: $id) {
      ...MissionFormFields
    }
  }
  ${MISSION_FORM_FIELDS}
`;

export const CREATE_MISSION: TypedDocumentNode<
  { createMission: MissionFormMission },
  { input: MissionInput; companyId?: string | null }
> = gql`
  mutation CreateMission($input: MissionInput!, $companyId: ID) {
    createMission(input: $input, companyId: $companyId) {
      ...MissionFormFields
    }
  }
  ${MISSION_FORM_FIELDS}
`;

export const UPDATE_MISSION: TypedDocumentNode<
  { updateMission: MissionFormMission },
  { id: string; input: MissionInput; version?: number | null }
> = gql`
  mutation UpdateMission($id: ID!, $input: MissionInput!, $version: Int) {
    updateMission(id: $id, input: $input, version: $version) {
      ...MissionFormFields
    }
  }
  ${MISSION_FORM_FIELDS}
`;

export const SUBMIT_MISSION: TypedDocumentNode<
  { submitMission: { id: string; status: MissionStatus; version: number } },
  { id: string }
> = gql`
  mutation SubmitMission($id: ID!) {
    submitMission(id: $id) {
      id
      status
      version
      submittedAt
    }
  }
`;

export const DUPLICATE_MISSION: TypedDocumentNode<{ duplicateMission: { id: string } }, { id: string }> = gql`
  mutation DuplicateMission($id: ID!) {
    duplicateMission(id: $id) {
      id
    }
  }
`;

export const MISSION_EXPORT: TypedDocumentNode<{ missionExport: MissionFormMission | null }, { hash: string }> = gql`
  query MissionExport($hash: String!) {
    missionExport(hash: $hash) {
      ...MissionFormFields
    }
  }
  ${MISSION_FORM_FIELDS}
`;

/** The mission to edit, fresh from the network (the version decides what a save may overwrite). */
export function useMissionForm(id: string | null) {
  return useQuery(MISSION_FORM, { variables: { id: id ?? '' }, skip: !id, fetchPolicy: 'network-only' });
}

/** Form saves report their errors on the form (fields, stale version), never as toasts, and never throw. */
const silent = { context: { silent: true }, errorPolicy: 'all' } as const;

export const useCreateMission = () => useMutation(CREATE_MISSION, silent);
export const useUpdateMission = () => useMutation(UPDATE_MISSION, silent);
export const useSubmitMission = () => useMutation(SUBMIT_MISSION, silent);
export const useDuplicateMission = () => useMutation(DUPLICATE_MISSION, silent);

/** The public read-only view; an unknown hash shows the 404 page (the shell's reaction to "not found"). */
export function useMissionExport(hash: string) {
  return useQuery(MISSION_EXPORT, { variables: { hash } });
}
