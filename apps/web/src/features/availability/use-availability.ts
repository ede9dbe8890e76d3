import { useMutation, useQuery } from '@apollo/client/react';
import {
  FREELANCER_AVAILABILITY,
  SET_FREELANCER_AVAILABLE,
  SNOOZE_FREELANCE,
  UN_SNOOZE_FREELANCE,
} from './availability-operations';

export const useFreelancerAvailability = (id: string) =>
  useQuery(FREELANCER_AVAILABILITY, { variables: { id }, fetchPolicy: 'cache-and-network' });

// The widgets show errors in their form-state chip and the form: no toast.
export const useSetFreelancerAvailable = () => useMutation(SET_FREELANCER_AVAILABLE, { context: { silent: true } });
export const useSnoozeFreelance = () => useMutation(SNOOZE_FREELANCE, { context: { silent: true } });
export const useUnSnoozeFreelance = () => useMutation(UN_SNOOZE_FREELANCE, { context: { silent: true } });
