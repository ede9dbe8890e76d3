import { Alert, Button, Card, Checkbox, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { companyNeeds, companySizes, companyStructures } from '@orbite/domain/company-settings';
import { corporateAcquisitionSources } from '@orbite/domain/enums';
import { isValidSiret, normalizeSiret } from '@orbite/domain/validators';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { errorMessageId } from '../../i18n/errors';
import { addToast } from '../../shell/toasts';
import { useT } from '../../ui/use-t';
import { orThrow, refusalOf } from '../crew/crew-operations';
import { type CreateCompanyValues, useCreateCompany } from './backoffice-companies-operations';

const initial: CreateCompanyValues = {
  name: '',
  structure: null,
  size: null,
  needs: null,
  acquisitionSource: null,
  skipTermsValidation: false,
  legalName: '',
  siret: '',
};

type Field = keyof CreateCompanyValues;

/** "Ajouter une entreprise": the name, what the company is and how it came; then its page. */
export function CompanyForm() {
  const t = useT();
  const navigate = useNavigate();
  const [create, { loading }] = useCreateCompany();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, control, handleSubmit, setError, formState } = useForm<CreateCompanyValues>({
    defaultValues: initial,
  });
  const options = (values: readonly string[], prefix: string) =>
    values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const result = await orThrow(
        create({
          variables: {
            input: {
              ...values,
              name: values.name.trim(),
              legalName: values.legalName?.trim() || null,
              siret: values.siret?.trim() || null,
            },
          },
        }),
      );
      const company = result.data?.createCompany;
      if (!company) return;
      addToast({ type: 'success', messageId: 'backofficeCompanies.add.created', values: { name: company.name } });
      navigate(`/backoffice/companies/${company.id}`);
    } catch (error) {
      const { code, field, message } = refusalOf(error);
      if (field && field in initial)
        setError(
          field as Field,
          { type: 'server', message: message ?? t(errorMessageId(code, field)) },
          { shouldFocus: true },
        );
      else setFormError(code === -1 ? t('error.network') : (message ?? t(errorMessageId(code))));
    }
  });

  return (
    <Card withBorder radius="lg" p="lg" maw={760}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {formError ? <Alert color="red">{formError}</Alert> : null}
          <TextInput
            label={t('backofficeCompanies.add.name')}
            required
            data-autofocus
            error={formState.errors.name?.message}
            {...register('name', {
              validate: (value) => value.trim() !== '' || t('backofficeCompanies.add.nameRequired'),
            })}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {(
              [
                ['structure', companyStructures, 'companySettings.structure'],
                ['size', companySizes, 'companySettings.size'],
                ['needs', companyNeeds, 'companySettings.needs'],
              ] as const
            ).map(([name, values, prefix]) => (
              <Controller
                key={name}
                control={control}
                name={name}
                render={({ field, fieldState }) => (
                  <Select
                    label={t(`backofficeCompanies.field.${name}`)}
                    clearable
                    data={options(values, prefix)}
                    value={field.value}
                    onChange={field.onChange}
                    error={fieldState.error?.message}
                  />
                )}
              />
            ))}
          </SimpleGrid>
          <Controller
            control={control}
            name="acquisitionSource"
            render={({ field, fieldState }) => (
              <Select
                label={t('backofficeCompanies.field.acquisitionSource')}
                clearable
                data={options(corporateAcquisitionSources, 'backofficeCompanies.source')}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('backofficeCompanies.add.legalName')}
              error={formState.errors.legalName?.message}
              {...register('legalName')}
            />
            <TextInput
              label={t('backofficeCompanies.add.siret')}
              inputMode="numeric"
              error={formState.errors.siret?.message}
              {...register('siret', {
                // The server's own rule (14 digits and their check key), said before the request.
                validate: (value) =>
                  !value?.trim() || isValidSiret(normalizeSiret(value)) || t('backofficeCompanies.add.siretInvalid'),
              })}
            />
          </SimpleGrid>
          <Checkbox
            label={t('backofficeCompanies.field.skipTermsValidation')}
            description={t('backofficeCompanies.field.skipTermsValidation.hint')}
            {...register('skipTermsValidation')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => navigate('/backoffice/companies')}>
              {t('backofficeCompanies.cancel')}
            </Button>
            <Button type="submit" loading={loading}>
              {t('backofficeCompanies.add.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
