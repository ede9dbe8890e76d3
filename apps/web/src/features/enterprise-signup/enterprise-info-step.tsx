import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { companySizes, companyStructures } from '@orbite/domain/company-settings';
import { corporateAcquisitionSources } from '@orbite/domain/enums';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useT } from '../../ui/use-t';
import { rules, validateWith } from '../auth/form-rules';
import { TermsCheckbox } from '../auth/terms-checkbox';

export interface EnterpriseValues {
  companyName: string;
  structure: string | null;
  size: string | null;
  acquisitionSource: string | null;
  termsAccepted: boolean;
}

export const enterpriseFields = ['companyName', 'acquisitionSource', 'termsAccepted', 'structure', 'size'] as const;

/** Step 5: the company to create, how it came to us, and the terms. */
export function EnterpriseInfoFields({ form }: { form: UseFormReturn<EnterpriseValues> }) {
  const t = useT();
  const { register, control, formState } = form;
  const errors = formState.errors;
  const options = (values: readonly string[], prefix: string) =>
    values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));
  return (
    <Stack gap="md">
      <TextInput
        label={t('field.companyName')}
        autoComplete="organization"
        required
        error={errors.companyName?.message}
        {...register('companyName', { validate: validateWith(rules.required, t) })}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <Controller
          control={control}
          name="structure"
          render={({ field }) => (
            <Select
              label={t('companySettings.structure')}
              placeholder={t('enterpriseSignup.company.choose')}
              data={options(companyStructures, 'companySettings.structure')}
              clearable
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
        <Controller
          control={control}
          name="size"
          render={({ field }) => (
            <Select
              label={t('companySettings.size')}
              placeholder={t('enterpriseSignup.company.choose')}
              data={options(companySizes, 'companySettings.size')}
              clearable
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
      </SimpleGrid>
      <Controller
        control={control}
        name="acquisitionSource"
        rules={{ validate: (value) => (value ? true : t('form.required')) }}
        render={({ field, fieldState }) => (
          <Select
            label={t('enterpriseSignup.company.acquisitionSource')}
            placeholder={t('enterpriseSignup.company.choose')}
            data={options(corporateAcquisitionSources, 'enterpriseSignup.acquisitionSource')}
            required
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="termsAccepted"
        rules={{ validate: (value) => (value ? true : t('enterpriseSignup.terms.required')) }}
        render={({ field, fieldState }) => (
          <TermsCheckbox checked={field.value} onChange={field.onChange} error={fieldState.error?.message} />
        )}
      />
    </Stack>
  );
}
