import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { Alert, Button, Checkbox, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { freelanceAcquisitionSources } from '@orbite/domain/enums';
import { NAME_MAX } from '@orbite/domain/freelance-moderation';
import { isValidEmail, isValidLinkedInUrl, toInternationalPhone } from '@orbite/domain/validators';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, type UseFormSetError, useForm } from 'react-hook-form';
import { useT } from '../../ui/use-t';
import type { FreelancerIdentityValues } from './identity-operations';
import { mutationErrorMessage } from './mutation-error';

export type IdentityFormValues = FreelancerIdentityValues & { preUser: boolean };

const fields = ['email', 'firstName', 'lastName', 'phone', 'linkedInUrl', 'jobTitle', 'acquisitionSource'] as const;

/**
 * Puts a failed mutation's error next to its field (the server names it: 551 on the e-mail, 558 on
 * the LinkedIn profile, 400 on any other); returns the message for the form when no field fits.
 */
export function applyServerError(
  error: unknown,
  setError: UseFormSetError<IdentityFormValues>,
  t: (id: string) => string,
): string | null {
  const message = mutationErrorMessage(error, t);
  const field = CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions?.field : undefined;
  if (typeof field === 'string' && (fields as readonly string[]).includes(field)) {
    setError(field as (typeof fields)[number], { message: message ?? '' }, { shouldFocus: true });
    return null;
  }
  return message;
}

/** The identity form of the add and edit pages, checked with the domain's validators before the server's. */
export function FreelancerIdentityForm({
  defaultValues,
  withPreUser,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  defaultValues: IdentityFormValues;
  withPreUser: boolean;
  submitLabel: string;
  /** Returns the form-level error to show, or null. */
  onSubmit: (values: IdentityFormValues, setError: UseFormSetError<IdentityFormValues>) => Promise<string | null>;
  onCancel: () => void;
}) {
  const t = useT();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, control, handleSubmit, setError, formState } = useForm<IdentityFormValues>({ defaultValues });
  const errors = formState.errors;
  const required = (value: string) => value.trim() !== '' || t('freelanceModeration.field.required');
  const name = (value: string) =>
    required(value) === true
      ? value.trim().length <= NAME_MAX || t('freelanceModeration.field.tooLong', { max: NAME_MAX })
      : required(value);

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    setFormError(await onSubmit(values, setError));
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {formError ? (
          <Alert color="danger" icon={<IconAlertCircle size={18} />} role="alert" variant="light">
            {formError}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('freelanceModeration.field.firstName')}
            required
            autoComplete="off"
            error={errors.firstName?.message}
            {...register('firstName', { validate: name })}
          />
          <TextInput
            label={t('freelanceModeration.field.lastName')}
            required
            autoComplete="off"
            error={errors.lastName?.message}
            {...register('lastName', { validate: name })}
          />
        </SimpleGrid>
        <TextInput
          label={t('freelanceModeration.field.email')}
          type="email"
          required
          autoComplete="off"
          error={errors.email?.message}
          {...register('email', {
            validate: (value) =>
              required(value) === true
                ? isValidEmail(value) || t('freelanceModeration.field.email.invalid')
                : required(value),
          })}
        />
        <TextInput
          label={t('freelanceModeration.field.phone')}
          description={t('freelanceModeration.field.phoneHint')}
          type="tel"
          autoComplete="off"
          error={errors.phone?.message}
          {...register('phone', {
            validate: (value) =>
              value.trim() === '' ||
              toInternationalPhone(value) !== null ||
              t('freelanceModeration.field.phone.invalid'),
          })}
        />
        <TextInput
          label={t('freelanceModeration.field.linkedInUrl')}
          placeholder={t('freelanceModeration.field.linkedInPlaceholder')}
          type="url"
          autoComplete="off"
          error={errors.linkedInUrl?.message}
          {...register('linkedInUrl', {
            validate: (value) => isValidLinkedInUrl(value) || t('freelanceModeration.field.linkedIn.invalid'),
          })}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('freelanceModeration.field.jobTitle')}
            autoComplete="off"
            error={errors.jobTitle?.message}
            {...register('jobTitle', {
              validate: (value) => value.trim().length <= 120 || t('freelanceModeration.field.tooLong', { max: 120 }),
            })}
          />
          <Controller
            control={control}
            name="acquisitionSource"
            render={({ field, fieldState }) => (
              <Select
                label={t('freelanceModeration.field.acquisitionSource')}
                placeholder={t('freelanceModeration.field.acquisitionPlaceholder')}
                clearable
                data={freelanceAcquisitionSources.map((value) => ({
                  value,
                  label: t(`freelanceList.source.${value}`),
                }))}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
        </SimpleGrid>
        {withPreUser ? <Checkbox label={t('freelanceModeration.add.preUser')} {...register('preUser')} /> : null}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={formState.isSubmitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
