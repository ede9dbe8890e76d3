import { Button, Checkbox, Group, Radio, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { companyActivities, legalForms } from '@orbite/domain/enums';
import { Controller, useForm } from 'react-hook-form';
import { SiretInput } from '../../ui/siret-input';
import { useT } from '../../ui/use-t';
import { VatInput } from '../../ui/vat-input';
import { AddressField } from './address-field';
import { type CompanyFormValues, companyInput, companyRules, formFieldOfApiField } from './company-form-values';
import { useUpdateFreelanceCompany } from './legal-identity-operations';
import { type RunWithFormState, useSectionSave } from './use-section-save';

/** The company form: browser rules from the domain, server field errors on their field, saved through the section's chip. */
export function CompanyForm({
  freelanceId,
  defaultValues,
  run,
  submitting,
  onDone,
}: {
  freelanceId: string;
  defaultValues: CompanyFormValues;
  run: RunWithFormState;
  submitting: boolean;
  onDone: () => void;
}) {
  const t = useT();
  const form = useForm<CompanyFormValues>({ defaultValues });
  const { control, register, formState, watch } = form;
  const [update] = useUpdateFreelanceCompany();
  // A billing address "same as the head office" is a copy of it: its errors belong to the head office.
  const save = useSectionSave(
    form,
    (field) =>
      field === 'billingAddress' && form.getValues('billingSameAsHeadOffice')
        ? 'headOfficeAddress'
        : formFieldOfApiField[field],
    run,
  );
  const rule =
    <V,>(check: (value: V) => true | string) =>
    (value: V) => {
      const result = check(value);
      return result === true || t(result);
    };

  const onSubmit = form.handleSubmit(async (values) => {
    const ok = await save(() => update({ variables: { freelanceId, input: companyInput(values) } }));
    if (ok) onDone();
  });
  const legalFormData = legalForms.map((value) => ({ value, label: t(`legal.legalForm.${value}`) }));
  const sameBilling = watch('billingSameAsHeadOffice');

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('legal.name')}
            autoComplete="organization"
            error={formState.errors.name?.message}
            {...register('name')}
          />
          <Controller
            control={control}
            name="legalForm"
            render={({ field, fieldState }) => (
              <Select
                label={t('legal.legalForm')}
                placeholder={t('legal.select')}
                data={legalFormData}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                clearable
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="siret"
            rules={{ validate: rule(companyRules.siret) }}
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
            label={t('legal.socialCapital')}
            inputMode="decimal"
            rightSection="€"
            error={formState.errors.socialCapital?.message}
            {...register('socialCapital', { validate: rule(companyRules.socialCapital) })}
          />
        </SimpleGrid>
        <Controller
          control={control}
          name="isUmbrella"
          render={({ field }) => (
            <Switch
              label={t('legal.isUmbrella')}
              description={t('legal.isUmbrellaHint')}
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
            />
          )}
        />
        <Controller
          control={control}
          name="vat"
          rules={{ validate: rule(companyRules.vat) }}
          render={({ field, fieldState }) => (
            <VatInput
              value={field.value}
              onChange={field.onChange}
              siret={watch('siret')}
              switchLabel={t('legal.vatSubject')}
              numberLabel={t('legal.vatNumber')}
              error={fieldState.error?.message}
            />
          )}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Controller
            control={control}
            name="activity"
            render={({ field, fieldState }) => (
              <Radio.Group
                label={t('legal.activity')}
                value={field.value ?? ''}
                onChange={field.onChange}
                error={fieldState.error?.message}
              >
                <Group gap="md" mt={6}>
                  {companyActivities.map((activity) => (
                    <Radio key={activity} value={activity} label={t(`legal.activity.${activity}`)} />
                  ))}
                </Group>
              </Radio.Group>
            )}
          />
          <TextInput
            label={t('deals.legal.activityType')}
            placeholder={t('deals.legal.activityTypePlaceholder')}
            maxLength={200}
            error={formState.errors.activityType?.message}
            {...register('activityType')}
          />
          <TextInput
            label={t('legal.commercialCourt')}
            placeholder={t('legal.commercialCourtPlaceholder')}
            error={formState.errors.commercialCourt?.message}
            {...register('commercialCourt')}
          />
        </SimpleGrid>
        <Controller
          control={control}
          name="headOfficeAddress"
          rules={{ validate: rule(companyRules.address) }}
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
            rules={{ validate: rule(companyRules.address) }}
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
