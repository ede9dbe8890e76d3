import { Button, Group, SimpleGrid, Skeleton, Stack, TextInput } from '@mantine/core';
import { isEmpty, isValidBic, isValidIban, normalizeBic, normalizeIban } from '@orbite/domain/validators';
import { IconBuildingBank } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useAudienceT } from '../../ui/audience';
import { FormStateChip, useFormState } from '../../ui/form-state-chip';
import { IbanInput } from '../../ui/iban-input';
import { useT } from '../../ui/use-t';
import { InfoRow, LegalCard } from './legal-card';
import {
  type FreelanceBankDetails,
  type FreelanceBankDetailsInput,
  useFreelanceBankDetails,
  useUpdateFreelanceBankDetails,
} from './legal-identity-operations';
import { type RunWithFormState, useSectionSave } from './use-section-save';

/** `iban` null: keep the stored IBAN (shown masked). */
export interface BankFormValues {
  bankName: string;
  iban: string | null;
  bic: string;
}

/** The mutation input; an IBAN left masked is omitted, so the server keeps it. */
export function bankDetailsInput(values: BankFormValues): FreelanceBankDetailsInput {
  return {
    bankName: values.bankName.trim() || null,
    ...(values.iban === null ? {} : { iban: isEmpty(values.iban) ? null : normalizeIban(values.iban) }),
    bic: isEmpty(values.bic) ? null : normalizeBic(values.bic),
  };
}

/**
 * Bank details: account holder's bank, IBAN (never read back: shown masked, replaced through
 * "Modifier") and BIC. A view, and a form behind the pencil (hidden with `readOnly`), saved with the
 * form-state chip.
 */
export function BankDetailsSection({ freelanceId, readOnly = false }: { freelanceId: string; readOnly?: boolean }) {
  const t = useT();
  const audienceT = useAudienceT();
  const { data, loading } = useFreelanceBankDetails(freelanceId);
  const [editing, setEditing] = useState(false);
  const { state, run } = useFormState();
  const details = data?.freelance?.bankDetails ?? null;
  const empty = audienceT('legal.empty');
  return (
    <LegalCard
      title={t('bank.title')}
      description={audienceT('bank.subtitle')}
      icon={IconBuildingBank}
      editLabel={t('bank.edit')}
      onEdit={readOnly || editing || !data ? undefined : () => setEditing(true)}
      chip={
        <FormStateChip
          state={state}
          labels={{
            submitting: t('legal.chip.submitting'),
            success: t('legal.chip.success'),
            error: t('legal.chip.error'),
          }}
        />
      }
    >
      {!data && loading ? (
        <Skeleton h={80} radius="md" />
      ) : editing ? (
        <BankDetailsForm
          freelanceId={freelanceId}
          details={details}
          run={run}
          submitting={state === 'submitting'}
          onDone={() => setEditing(false)}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <InfoRow label={t('bank.bankName')} value={details?.bankName} empty={empty} />
          <InfoRow label={t('bank.iban')} value={details?.ibanMasked} empty={empty} />
          <InfoRow label={t('bank.bic')} value={details?.bic} empty={empty} />
        </SimpleGrid>
      )}
    </LegalCard>
  );
}

function BankDetailsForm({
  freelanceId,
  details,
  run,
  submitting,
  onDone,
}: {
  freelanceId: string;
  details: FreelanceBankDetails | null;
  run: RunWithFormState;
  submitting: boolean;
  onDone: () => void;
}) {
  const t = useT();
  const form = useForm<BankFormValues>({
    defaultValues: {
      bankName: details?.bankName ?? '',
      iban: details?.ibanMasked ? null : '',
      bic: details?.bic ?? '',
    },
  });
  const [update] = useUpdateFreelanceBankDetails();
  const save = useSectionSave(
    form,
    (field) => (field === 'bankName' || field === 'iban' || field === 'bic' ? field : undefined),
    run,
  );
  const onSubmit = form.handleSubmit(async (values) => {
    const ok = await save(() => update({ variables: { freelanceId, input: bankDetailsInput(values) } }));
    if (ok) onDone();
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('bank.bankName')}
          error={form.formState.errors.bankName?.message}
          {...form.register('bankName')}
        />
        <Controller
          control={form.control}
          name="iban"
          rules={{ validate: (value) => value === null || isValidIban(value) || t('bank.iban.invalid') }}
          render={({ field, fieldState }) => (
            <IbanInput
              label={t('bank.iban')}
              value={field.value}
              onChange={field.onChange}
              masked={details?.ibanMasked}
              editLabel={t('bank.iban.change')}
              cancelEditLabel={t('bank.iban.keep')}
              error={fieldState.error?.message}
            />
          )}
        />
        <TextInput
          label={t('bank.bic')}
          autoComplete="off"
          error={form.formState.errors.bic?.message}
          {...form.register('bic', { validate: (value) => isValidBic(value) || t('bank.bic.invalid') })}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={submitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={submitting}>
            {t('legal.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
