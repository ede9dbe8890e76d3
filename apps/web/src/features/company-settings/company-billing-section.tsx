import { Badge, Button, Group, Select, SimpleGrid, Skeleton, Stack, TagsInput, Text, Textarea } from '@mantine/core';
import {
  billingModes,
  factoringEligibilities,
  invoiceSendMethods,
  invoiceTypes,
  paymentConditions,
  paymentDelays,
  paymentModes,
} from '@orbite/domain/company-settings';
import { IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useAudienceT } from '../../ui/audience';
import { FormStateChip, useFormState } from '../../ui/form-state-chip';
import { IbanInput } from '../../ui/iban-input';
import { useT } from '../../ui/use-t';
import { InfoRow, LegalCard } from '../legal-identity/legal-card';
import { type RunWithFormState, useSectionSave } from '../legal-identity/use-section-save';
import { type CompanySettings, useUpdateCompanySettings } from './company-settings-operations';
import { type BillingFormValues, billingErrors, billingFormValues, billingInput } from './company-settings-values';

/**
 * "Facturation": how the company receives its invoices and pays them (type, send method, e-mails,
 * payment delay and conditions, payment mode, IBAN for direct debit, mentions). The collection
 * provider and the factor's answer are the team's: clients read them. Anchor `billing`.
 */
export function CompanyBillingSection({
  companyId,
  settings,
  loading,
  team,
}: {
  companyId: string;
  settings: CompanySettings | null;
  loading: boolean;
  team: boolean;
}) {
  const t = useT();
  const audienceT = useAudienceT();
  const [editing, setEditing] = useState(false);
  const { state, run } = useFormState();
  return (
    <div id="billing" style={{ scrollMarginTop: 80 }}>
      <LegalCard
        title={t('companySettings.billing.title')}
        description={audienceT('companySettings.billing.subtitle')}
        icon={IconReceipt}
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
          <Skeleton h={140} radius="md" />
        ) : editing && settings ? (
          <BillingForm
            companyId={companyId}
            settings={settings}
            team={team}
            run={run}
            onDone={() => setEditing(false)}
          />
        ) : settings ? (
          <BillingView settings={settings} />
        ) : null}
      </LegalCard>
    </div>
  );
}

function BillingView({ settings }: { settings: CompanySettings }) {
  const t = useT();
  const empty = t('companySettings.empty');
  return (
    <Stack gap="md">
      {settings.invoiceDocument === 'noDocument' ? (
        <Text size="sm" c="dimmed">
          {t('companySettings.noDocument')}
        </Text>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <InfoRow
          label={t('companySettings.invoiceType')}
          value={t(`companySettings.invoiceType.${settings.invoiceType}`)}
          empty={empty}
        />
        <InfoRow
          label={t('companySettings.invoiceSendMethod')}
          value={t(`companySettings.invoiceSendMethod.${settings.invoiceSendMethod}`)}
          empty={empty}
        />
        <InfoRow label={t('companySettings.invoiceEmails')} value={settings.invoiceEmails.join('\n')} empty={empty} />
        <InfoRow
          label={t('companySettings.paymentTerms')}
          value={t('companySettings.paymentTermsValue', {
            delay: settings.paymentDelay,
            conditions: t(`companySettings.paymentConditions.${settings.paymentConditions}`),
          })}
          empty={empty}
        />
        <InfoRow
          label={t('companySettings.paymentMode')}
          value={t(`companySettings.paymentMode.${settings.paymentMode}`)}
          empty={empty}
        />
        <InfoRow label={t('companySettings.iban')} value={settings.ibanMasked} empty={empty} />
        <InfoRow
          label={t('companySettings.billingMode')}
          value={t(`companySettings.billingMode.${settings.billingMode}`)}
          empty={empty}
        />
        <InfoRow
          label={t('companySettings.factoringEligibility')}
          value={
            <Badge variant="light" color={settings.factoringEligibility === 'ok' ? 'green' : 'gray'}>
              {t(`companySettings.factoringEligibility.${settings.factoringEligibility}`)}
            </Badge>
          }
          empty={empty}
        />
      </SimpleGrid>
      <InfoRow label={t('companySettings.specificMentions')} value={settings.specificMentions} empty={empty} />
    </Stack>
  );
}

const apiFields: Record<string, keyof BillingFormValues> = {
  invoiceType: 'invoiceType',
  invoiceSendMethod: 'invoiceSendMethod',
  invoiceEmails: 'invoiceEmails',
  paymentDelay: 'paymentDelay',
  paymentConditions: 'paymentConditions',
  paymentMode: 'paymentMode',
  iban: 'iban',
  specificMentions: 'specificMentions',
  billingMode: 'billingMode',
  factoringEligibility: 'factoringEligibility',
};

type SelectField = Exclude<keyof BillingFormValues, 'invoiceEmails' | 'iban' | 'specificMentions'>;

function BillingForm({
  companyId,
  settings,
  team,
  run,
  onDone,
}: {
  companyId: string;
  settings: CompanySettings;
  team: boolean;
  run: RunWithFormState;
  onDone: () => void;
}) {
  const t = useT();
  const form = useForm<BillingFormValues>({ defaultValues: billingFormValues(settings) });
  const { control, register, formState, setError, watch } = form;
  const [update, { loading }] = useUpdateCompanySettings();
  const save = useSectionSave(form, (field) => apiFields[field], run);
  const onSubmit = form.handleSubmit(async (values) => {
    const errors = Object.entries(billingErrors(values, settings)) as [keyof BillingFormValues, string][];
    errors.forEach(([field, messageId], index) => {
      setError(field, { type: 'rule', message: t(messageId) }, { shouldFocus: index === 0 });
    });
    if (errors.length > 0) return;
    const ok = await save(() => update({ variables: { companyId, input: billingInput(values, team) } }));
    if (ok) onDone();
  });
  const select = (name: SelectField, values: readonly (string | number)[], disabled = false) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          label={t(`companySettings.${name}`)}
          data={values.map((value) => ({ value: String(value), label: t(`companySettings.${name}.${value}`) }))}
          value={field.value}
          onChange={(value) => value !== null && field.onChange(value)}
          onBlur={field.onBlur}
          ref={field.ref}
          allowDeselect={false}
          disabled={disabled}
          error={fieldState.error?.message}
        />
      )}
    />
  );
  const directDebit = watch('paymentMode') === 'sepaDirectDebit';
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {select('invoiceType', invoiceTypes)}
          {select('invoiceSendMethod', invoiceSendMethods)}
        </SimpleGrid>
        <Controller
          control={control}
          name="invoiceEmails"
          render={({ field, fieldState }) => (
            <TagsInput
              label={t('companySettings.invoiceEmails')}
              description={t('companySettings.invoiceEmailsHint')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              maxTags={5}
              splitChars={[',', ' ', ';']}
              error={fieldState.error?.message}
            />
          )}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {select('paymentDelay', paymentDelays)}
          {select('paymentConditions', paymentConditions)}
          {select('paymentMode', paymentModes)}
        </SimpleGrid>
        {directDebit || settings.hasIban ? (
          <Controller
            control={control}
            name="iban"
            render={({ field, fieldState }) => (
              <IbanInput
                label={t('companySettings.iban')}
                value={field.value}
                onChange={field.onChange}
                masked={settings.ibanMasked}
                editLabel={t('companySettings.ibanEdit')}
                cancelEditLabel={t('companySettings.ibanKeep')}
                error={fieldState.error?.message}
              />
            )}
          />
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {select('billingMode', billingModes, !team)}
          {select('factoringEligibility', factoringEligibilities, !team)}
        </SimpleGrid>
        <Textarea
          label={t('companySettings.specificMentions')}
          description={t('companySettings.specificMentionsHint')}
          autosize
          minRows={2}
          maxLength={1000}
          error={formState.errors.specificMentions?.message}
          {...register('specificMentions')}
        />
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
