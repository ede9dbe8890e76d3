import { PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { PASSWORD_MIN_LENGTH } from '@orbite/domain/constants';
import { useForm } from 'react-hook-form';
import { useT } from '../../ui/use-t';
import { rules, validateWith } from '../auth/form-rules';
import { PasswordStrengthMeter } from '../auth/password-strength-meter';
import { strongPasswordRule } from '../auth/use-password-strength';
import type { SignupState } from './signup-state';
import { StepFooter } from './step-footer';

export interface ContactValues {
  firstName: string;
  lastName: string;
  jobTitle: string;
  phoneNumber: string;
  password: string;
}

/** Step 4: who signs up. The password stays in memory only (never in the saved state). */
export function ContactInfoStep({
  state,
  password,
  onBack,
  onNext,
}: {
  state: SignupState;
  password: string;
  onBack: () => void;
  onNext: (values: ContactValues) => void;
}) {
  const t = useT();
  const { register, handleSubmit, formState, watch } = useForm<ContactValues>({
    defaultValues: { ...state.contact, password },
  });
  const errors = formState.errors;
  const userInputs = () => [state.email, watch('firstName'), watch('lastName')];
  return (
    <form onSubmit={handleSubmit(onNext)} noValidate>
      <Stack gap="md">
        <TextInput label={t('field.workEmail')} value={state.email} readOnly variant="filled" />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            label={t('field.firstName')}
            autoComplete="given-name"
            required
            error={errors.firstName?.message}
            {...register('firstName', { validate: validateWith(rules.required, t) })}
          />
          <TextInput
            label={t('field.lastName')}
            autoComplete="family-name"
            required
            error={errors.lastName?.message}
            {...register('lastName', { validate: validateWith(rules.required, t) })}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            label={t('enterpriseSignup.contact.jobTitle')}
            autoComplete="organization-title"
            placeholder={t('enterpriseSignup.contact.jobTitlePlaceholder')}
            {...register('jobTitle')}
          />
          <TextInput
            label={t('field.phoneOptional')}
            type="tel"
            autoComplete="tel"
            placeholder="06 12 34 56 78"
            error={errors.phoneNumber?.message}
            {...register('phoneNumber', { validate: validateWith(rules.phone, t) })}
          />
        </SimpleGrid>
        <PasswordInput
          label={t('field.password')}
          description={t('field.passwordHint', { min: PASSWORD_MIN_LENGTH })}
          autoComplete="new-password"
          required
          error={errors.password?.message}
          {...register('password', { validate: strongPasswordRule(t, userInputs) })}
        />
        <PasswordStrengthMeter password={watch('password')} userInputs={userInputs()} />
      </Stack>
      <StepFooter onBack={onBack} submit />
    </form>
  );
}
