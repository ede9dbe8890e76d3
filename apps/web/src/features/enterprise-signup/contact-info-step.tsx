import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useT } from '../../ui/use-t';
import { NameFields, NewPasswordField } from '../auth/account-fields';
import { rules, validateWith } from '../auth/form-rules';
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
        <NameFields register={register} errors={errors} />
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
        <NewPasswordField
          register={register}
          error={errors.password?.message}
          password={watch('password')}
          userInputs={userInputs()}
        />
      </Stack>
      <StepFooter onBack={onBack} submit />
    </form>
  );
}
