import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import type { ProfileImportKind, ProfileImportStatus } from './profile-import-rules';

export interface ProposedExperience {
  key: string;
  title: string | null;
  company: string | null;
  location: string | null;
  startDate: string | null;
  endDate: string | null;
  description: string | null;
}

export interface ProposedEducation {
  key: string;
  school: string | null;
  degree: string | null;
  startDate: string | null;
  endDate: string | null;
}

export interface ProposedSkill {
  key: string;
  name: string;
  skillId: string | null;
  /** The catalogue's name for it, which the profile will show: shown, never sent back. */
  skillName: string | null;
}

export interface ProposedLanguage {
  key: string;
  name: string;
  languageIso: string | null;
  level: string | null;
}

export interface ProfileImportProposal {
  identity: {
    firstName: string | null;
    lastName: string | null;
    headline: string | null;
    summary: string | null;
  } | null;
  linkedInUrl: string | null;
  experiences: ProposedExperience[];
  education: ProposedEducation[];
  skills: ProposedSkill[];
  languages: ProposedLanguage[];
}

export interface ProfileImport {
  id: string;
  kind: ProfileImportKind;
  status: ProfileImportStatus;
  error: string | null;
  fileName: string | null;
  createdAt: string;
  finishedAt: string | null;
  appliedAt: string | null;
  discarded: boolean;
  proposal: ProfileImportProposal | null;
}

const IMPORT_FIELDS = `
  id kind status error fileName createdAt finishedAt appliedAt discarded
  proposal {
    identity { firstName lastName headline summary }
    linkedInUrl
    experiences { key title company location startDate endDate description }
    education { key school degree startDate endDate }
    skills { key name skillId skillName }
    languages { key name languageIso level }
  }
`;

export const PROFILE_IMPORT_STATUS: TypedDocumentNode<
  {
    freelance: {
      id: string;
      linkedInImportStatus: ProfileImportStatus | null;
      lastProfileImport: ProfileImport | null;
    } | null;
  },
  { id: string }
> = gql`
  query ProfileImportStatus($id: ID!) {
    freelance(id: $id) {
      id
      linkedInImportStatus
      lastProfileImport { ${IMPORT_FIELDS} }
    }
  }
`;

/** The last import of a freelancer; `pollInterval` is 0 when the page does not watch it. */
export function useProfileImportStatus(freelanceId: string | null | undefined, pollInterval: number) {
  return useQuery(PROFILE_IMPORT_STATUS, {
    variables: { id: freelanceId ?? '' },
    skip: !freelanceId,
    pollInterval,
    notifyOnNetworkStatusChange: false,
    fetchPolicy: 'cache-and-network',
  });
}

export const START_PROFILE_IMPORT: TypedDocumentNode<
  { startProfileImport: ProfileImport },
  { freelanceId: string; kind: ProfileImportKind; uploadId: string }
> = gql`
  mutation StartProfileImport($freelanceId: ID!, $kind: ProfileImportKind!, $uploadId: ID!) {
    startProfileImport(freelanceId: $freelanceId, kind: $kind, uploadId: $uploadId) { ${IMPORT_FIELDS} }
  }
`;

export const useStartProfileImport = () => useMutation(START_PROFILE_IMPORT);

export interface AcceptedProposal {
  experiences: Omit<ProposedExperience, '__typename'>[];
  education: Omit<ProposedEducation, '__typename'>[];
  skills: Omit<ProposedSkill, '__typename'>[];
  languages: Omit<ProposedLanguage, '__typename'>[];
  /** Also take the proposed LinkedIn URL (when the profile has none). */
  linkedInUrl: boolean;
  /** The LinkedIn URL as edited in the review (639 when it is not a profile URL). */
  linkedInUrlValue?: string | null;
}

export const APPLY_PROFILE_IMPORT: TypedDocumentNode<
  { applyProfileImport: ProfileImport },
  { importId: string; accepted: AcceptedProposal }
> = gql`
  mutation ApplyProfileImport($importId: ID!, $accepted: ProfileImportAcceptInput!) {
    applyProfileImport(importId: $importId, accepted: $accepted) { ${IMPORT_FIELDS} }
  }
`;

/** Applying changes the profile: every profile query is fetched again. */
export const useApplyProfileImport = () =>
  useMutation(APPLY_PROFILE_IMPORT, {
    refetchQueries: ['FreelanceProfile', 'ProfileImportStatus'],
    awaitRefetchQueries: true,
  });

export const DISCARD_PROFILE_IMPORT: TypedDocumentNode<{ discardProfileImport: ProfileImport }, { importId: string }> =
  gql`
  mutation DiscardProfileImport($importId: ID!) {
    discardProfileImport(importId: $importId) { ${IMPORT_FIELDS} }
  }
`;

export const useDiscardProfileImport = () => useMutation(DISCARD_PROFILE_IMPORT);
