import type { AvailabilityOption } from '@orbite/domain/availability';
import type { CalendarDay } from '@orbite/domain/calendar-day';
import { useFormState } from '../../ui/form-state-chip';
import { snoozeVariablesOf } from './availability-logic';
import { useSetFreelancerAvailable, useSnoozeFreelance } from './use-availability';

/** The availability changes of one freelance, each reflected in a form-state chip. */
export function useAvailabilityActions(freelanceId: string) {
  const { state, run } = useFormState();
  const [setAvailableMutation] = useSetFreelancerAvailable();
  const [snoozeMutation] = useSnoozeFreelance();

  const setAvailable = () =>
    run(async () => {
      const { data, error } = await setAvailableMutation({ variables: { id: freelanceId } });
      return Boolean(data?.setFreelancerAvailable) && !error;
    });

  /** Unavailable by a menu option (the custom option needs its day); false when invalid or refused. */
  const snooze = (option: AvailabilityOption, customDay: CalendarDay | null = null) => {
    const variables = snoozeVariablesOf(option, customDay);
    if (!variables) return Promise.resolve(false);
    return run(async () => {
      const { data, error } = await snoozeMutation({ variables: { id: freelanceId, ...variables } });
      return Boolean(data?.snoozeFreelance) && !error;
    });
  };

  return { state, setAvailable, snooze };
}

export type AvailabilityActions = ReturnType<typeof useAvailabilityActions>;
