import {
  firstStepWithError,
  type MissionFieldError,
  type MissionFormStep,
  missionFormErrors,
} from '@orbite/domain/mission';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { type MissionFieldName, type MissionFormFields, toDomainValues } from './mission-form-values';

/**
 * What the rules check now: the current step's fields (every field on the overview), with empty
 * required fields as errors once the user tried to submit (`complete`).
 */
export interface MissionResolverContext {
  today: string;
  complete: boolean;
  step: MissionFormStep;
}

export type MissionFormErrors = Partial<Record<MissionFieldName, MissionFieldError>>;

/** The domain's errors of the step (of the whole form on the overview). */
export function missionStepErrors(values: MissionFormFields, context: MissionResolverContext): MissionFormErrors {
  return missionFormErrors(toDomainValues(values), {
    today: context.today,
    complete: context.complete,
    step: context.step === 'overview' ? undefined : context.step,
  }) as MissionFormErrors;
}

/** Every error of the whole form as a submission sees it, and the step to send the user to. */
export function submissionCheck(values: MissionFormFields, today: string) {
  const errors = missionStepErrors(values, { today, complete: true, step: 'overview' });
  return { errors, step: firstStepWithError(errors) };
}

/** The message id of a rule's error key. */
export const fieldErrorMessageId = (error: MissionFieldError) => `missionForm.error.${error}`;

/** react-hook-form's resolver on the domain rules: the message of each error is its message id. */
export const missionFormResolver: Resolver<MissionFormFields, MissionResolverContext> = (values, context) => {
  const errors = missionStepErrors(values, context ?? { today: '', complete: false, step: 'overview' });
  const entries = Object.entries(errors) as [MissionFieldName, MissionFieldError][];
  if (entries.length === 0) return { values, errors: {} };
  const fieldErrors: FieldErrors<MissionFormFields> = {};
  for (const [field, error] of entries)
    (fieldErrors as Record<string, unknown>)[field] = { type: error, message: fieldErrorMessageId(error) };
  return { values: {}, errors: fieldErrors };
};
