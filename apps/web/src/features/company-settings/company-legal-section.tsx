import { Anchor, Button, Checkbox, Group, Select, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { companyNeeds, companySizes, companyStructures } from '@orbite/domain/company-settings';
import { legalForms } from '@orbite/domain/enums';
import { IconBuilding } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useAudienceT } from '../../ui/audience';
import { FormStateChip, useFormState } from '../../ui/form-state-chip';
import { SiretInput } from '../../ui/siret-input';
import { useT } from '../../ui/use-t';
import { AddressField } from '../legal-identity/address-field';
import { toAddressValue } from '../legal-identity/company-form-values';
import { InfoRow, LegalCard } from '../legal-identity/legal-card';
import { SiretValue } from '../legal-identity/siret-value';
import { type RunWithFormState, useSectionSave } from '../legal-identity/use-section-save';
import type { CompanySettings } from './company-settings-operations';
import { useUpdateCompanySettings } from './company-settings-operations';
import { type LegalFormValues, legalErrors, legalFormValues, legalInput } from './company-settings-values';
import { useAddressText } from './use-address-text';

/**
 * "Informations légales": what the company's contracts and invoices name (raison sociale, legal
 * form, SIRET, VAT number, capital, commercial court, addresses) and its profile (structure, size,
 * needs). Anchor `legal`: the deal checklist links here.
 */
export function CompanyLegalSection({
  companyId,
  settings,
  loading,
}: {
  companyId: string;
  settings: CompanySettings | null;
  loading: boolean;
}) {
  const t = useT();
  const audienceT = useAudienceT();
  const [editing, setEditing] = useState(false);
  const { state, run } = useFormState();
  return (
    <div id="legal" style={{ scrollMarginTop: 80 }}>
      <LegalCard
        title={t('companySettings.legal.title')}
        description={audienceT('companySettings.legal.subtitle')}
        icon={IconBuilding}
        editLabel={t('companySettings.edit')}
        onEdit={editing || !settings ? undefined : () => setEditing(true)}
        chip={
          <FormStateChip
            state={state}
            labels={{
              submitting: t('companySettings.chip.submitting'),
              success: t('companySettings.chip.success'),
              error: t('companySettings.chip.error'),
            }}
          />
        }
      >
        {!settings && loading ? (
          <Skeleton h={160} radius="md" />
        ) : editing && settings ? (
          <LegalForm companyId={companyId} settings={settings} run={run} onDone={() => setEditing(false)} />
        ) : (
          <LegalView settings={settings} onEdit={() => setEditing(true)} />
        )}
      </LegalCard>
    </div>
  );
}

function LegalView({ settings, onEdit }: { settings: CompanySettings | null; onEdit: () => void }) {
  const t = useT();
  const intl = useIntl();
  const addressText = useAddressText();
  const empty = t('companySettings.empty');
  if (!settings?.saved)
    return (
      <Stack gap="xs" align="flex-start">
        <Text size="sm" c="dimmed">
          {t('companySettings.legal.none')}
        </Text>
        <Button variant="light" onClick={onEdit}>
          {t('companySettings.legal.fill')}
        </Button>
      </Stack>
    );
  const headOffice = addressText(toAddressValue(settings.headOfficeAddress));
  const billing = addressText(toAddressValue(settings.billingAddress));
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <InfoRow label={t('companySettings.legalName')} value={settings.legalName} empty={empty} />
      <InfoRow
        label={t('legal.legalForm')}
        value={settings.legalForm ? t(`legal.legalForm.${settings.legalForm}`) : null}
        empty={empty}
      />
      <InfoRow
        label={t('legal.siret')}
        value={settings.siret ? <SiretValue siret={settings.siret} siren={settings.siren} /> : null}
        empty={empty}
      />
      <InfoRow label={t('legal.vatNumber')} value={settings.vatNumber} empty={empty} />
      <InfoRow
        label={t('legal.socialCapital')}
        value={
          settings.socialCapital == null
            ? null
            : intl.formatNumber(settings.socialCapital, { style: 'currency', currency: 'EUR' })
        }
        empty={empty}
      />
      <InfoRow label={t('legal.commercialCourt')} value={settings.commercialCourt} empty={empty} />
      <InfoRow
        label={t('companySettings.structure')}
        value={settings.structure ? t(`companySettings.structure.${settings.structure}`) : null}
        empty={empty}
      />
      <InfoRow
        label={t('companySettings.size')}
        value={settings.size ? t(`companySettings.size.${settings.size}`) : null}
        empty={empty}
      />
      <InfoRow
        label={t('companySettings.needs')}
        value={settings.needs ? t(`companySettings.needs.${settings.needs}`) : null}
        empty={empty}
      />
      <div />
      <InfoRow label={t('legal.headOfficeAddress')} value={headOffice} empty={empty} />
      <InfoRow
        label={t('legal.billingAddress')}
        value={billing && billing === headOffice ? t('legal.billingSameShort') : billing}
        empty={empty}
      />
    </SimpleGrid>
  );
}

const apiFields: Record<string, keyof LegalFormValues> = {
  legalName: 'legalName',
  legalForm: 'legalForm',
  siret: 'siret',
  vatNumber: 'vatNumber',
  socialCapital: 'socialCapital',
  commercialCourt: 'commercialCourt',
  structure: 'structure',
  size: 'size',
  needs: 'needs',
  headOfficeAddress: 'headOfficeAddress',
  billingAddress: 'billingAddress',
};

function LegalForm({
  companyId,
  settings,
  run,
  onDone,
}: {
  companyId: string;
  settings: CompanySettings;
  run: RunWithFormState;
  onDone: () => void;
}) {
  const t = useT();
  const form = useForm<LegalFormValues>({ defaultValues: legalFormValues(settings) });
  const { control, register, formState, watch, setValue, setError } = form;
  const [update, { loading }] = useUpdateCompanySettings();
  const save = useSectionSave(
    form,
    (field) =>
      field === 'billingAddress' && form.getValues('billingSameAsHeadOffice') ? 'headOfficeAddress' : apiFields[field],
    run,
  );
  const onSubmit = form.handleSubmit(async (values) => {
    const errors = Object.entries(legalErrors(values)) as [keyof LegalFormValues, string][];
    errors.forEach(([field, messageId], index) => {
      setError(field, { type: 'rule', message: t(messageId) }, { shouldFocus: index === 0 });
    });
    if (errors.length > 0) return;
    const ok = await save(() => update({ variables: { companyId, input: legalInput(values) } }));
    if (ok) onDone();
  });
  const options = (values: readonly string[], prefix: string) =>
    values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));
  const select = (
    name: 'legalForm' | 'structure' | 'size' | 'needs',
    label: string,
    data: { value: string; label: string }[],
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          label={label}
          placeholder={t('companySettings.select')}
          data={data}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          clearable
          error={fieldState.error?.message}
        />
      )}
    />
  );
  const suggested =
    settings.suggestedVatNumber && !settings.suggestedVatNumber.includes('XX') ? settings.suggestedVatNumber : null;
  const sameBilling = watch('billingSameAsHeadOffice');
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('companySettings.legalName')}
            autoComplete="organization"
            error={formState.errors.legalName?.message}
            {...register('legalName')}
          />
          {select('legalForm', t('legal.legalForm'), options(legalForms, 'legal.legalForm'))}
          <Controller
            control={control}
            name="siret"
            render={({ field, fieldState }) => (
              <SiretInput
                label={t('legal.siret')}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                sirenLabel={(siren) => t('legal.siren', { siren })}
                error={fieldState.error?.message}
              />
            )}
          />
          <TextInput
            label={t('legal.vatNumber')}
            autoComplete="off"
            description={
              suggested && !watch('vatNumber') ? (
                <Anchor component="button" type="button" size="xs" onClick={() => setValue('vatNumber', suggested)}>
                  {t('companySettings.vatSuggestion', { vat: suggested })}
                </Anchor>
              ) : undefined
            }
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            error={formState.errors.vatNumber?.message}
            {...register('vatNumber')}
          />
          <TextInput
            label={t('legal.socialCapital')}
            inputMode="decimal"
            rightSection="€"
            error={formState.errors.socialCapital?.message}
            {...register('socialCapital')}
          />
          <TextInput
            label={t('legal.commercialCourt')}
            error={formState.errors.commercialCourt?.message}
            {...register('commercialCourt')}
          />
          {select('structure', t('companySettings.structure'), options(companyStructures, 'companySettings.structure'))}
          {select('size', t('companySettings.size'), options(companySizes, 'companySettings.size'))}
          {select('needs', t('companySettings.needs'), options(companyNeeds, 'companySettings.needs'))}
        </SimpleGrid>
        <Controller
          control={control}
          name="headOfficeAddress"
          render={({ field, fieldState }) => (
            <AddressField
              label={t('legal.headOfficeAddress')}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <Checkbox label={t('legal.billingSame')} {...register('billingSameAsHeadOffice')} />
        {sameBilling ? null : (
          <Controller
            control={control}
            name="billingAddress"
            render={({ field, fieldState }) => (
              <AddressField
                label={t('legal.billingAddress')}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={loading}>
            {t('companySettings.cancel')}
          </Button>
          <Button type="submit" loading={loading}>
            {t('companySettings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
