import { useMutation, useQuery } from '@apollo/client/react';
import {
  DELETE_FREELANCE_DOCUMENT,
  FREELANCE_DOCUMENTS,
  REFUSE_FREELANCE_DOCUMENT,
  UPLOAD_FREELANCE_DOCUMENT,
  VALIDATE_FREELANCE_DOCUMENT,
} from './documents-operations';

export const useFreelanceDocuments = (freelanceId: string) =>
  useQuery(FREELANCE_DOCUMENTS, { variables: { freelanceId }, fetchPolicy: 'cache-and-network' });

// Every change refetches the slots: statuses, permissions and signed links all move together.
const refetch = { refetchQueries: [FREELANCE_DOCUMENTS], awaitRefetchQueries: true };

/** Upload errors show on the modal's file field: no toast. */
export const useUploadFreelanceDocument = () =>
  useMutation(UPLOAD_FREELANCE_DOCUMENT, { ...refetch, context: { silent: true } });
export const useDeleteFreelanceDocument = () => useMutation(DELETE_FREELANCE_DOCUMENT, refetch);
export const useValidateFreelanceDocument = () => useMutation(VALIDATE_FREELANCE_DOCUMENT, refetch);
export const useRefuseFreelanceDocument = () => useMutation(REFUSE_FREELANCE_DOCUMENT, refetch);
