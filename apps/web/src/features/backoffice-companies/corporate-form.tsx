import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Button,
  Card,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { ErrorCode } from '@orbite/domain/errors';
import { type CorporateRole, defaultCorporatePermissions } from '@orbite/domain/roles';
import { isValidEmail } from '@orbite/domain/validators';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { errorMessageId } from '../../i18n/errors';
import { addToast } from '../../shell/toasts';
import { useT } from '../../ui/use-t';
import { CrewFlagSwitches } from '../crew/crew-flags';
import { orThrow, refusalOf } from '../crew/crew-operations';
import {
  BACKOFFICE_COMPANIES,
  BACKOFFICE_COMPANY,
  type CreateCorporateValues,
  safeBackofficePath,
  useCreateCorporate,
} from './backoffice-companies-operations';

type Field = keyof CreateCorporateValues;

/** A searchable picker of client companies (the one given in the link is preselected). */
function useCompanyOptions(selectedId: string, search: string) {
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const list = useQuery(BACKOFFICE_COMPANIES, { variables: { search: debounced || null, offset: 0, limit: 20 } });
  const selected = useQuery(BACKOFFICE_COMPANY, { variables: { id: selectedId }, skip: !selectedId });
  return useMemo(() => {
    const options = new Map<string, string>();
    const current = selected.data?.company;
    if (current) options.set(current.id, current.name);
    for (const company of list.data?.companies.items ?? []) options.set(company.id, company.name);
    return [...options].map(([value, label]) => ({ value, label }));
  }, [list.data, selected.data]);
}

/** "Ajouter un utilisateur" to a client company: the person gets the invitation mail to choose a password. */
export function CorporateForm({ companyId, to }: { companyId: string | null; to: string | null }) {
  const t = useT();
  const navigate = useNavigate();
  const [create, { loading }] = useCreateCorporate();
  const [formError, setFormError] = useState<string | null>(null);
  const [companySearch, setCompanySearch] = useState('');
  const { register, control, handleSubmit, setError, setValue, watch, formState } = useForm<CreateCorporateValues>({
    defaultValues: {
      companyId: companyId ?? '',
      email: '',
      firstName: '',
      lastName: '',
      phoneNumber: '',
      jobTitle: '',
      role: 'manager',
      permissions: defaultCorporatePermissions('manager'),
      hasNovaAccess: false,
    },
  });
  const companyOptions = useCompanyOptions(watch('companyId'), companySearch);
  const back = safeBackofficePath(to);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const result = await orThrow(
        create({
          variables: {
            input: {
              ...values,
              email: values.email.trim(),
              firstName: values.firstName.trim(),
              lastName: values.lastName.trim(),
              phoneNumber: values.phoneNumber?.trim() || null,
              jobTitle: values.jobTitle?.trim() || null,
            },
          },
        }),
      );
      const created = result.data?.createCorporate;
      if (!created) return;
      addToast({
        type: 'success',
        messageId: 'backofficeCompanies.addCorporate.created',
        values: { email: values.email.trim() },
      });
      navigate(back ?? `/backoffice/corporates/${created.id}`);
    } catch (error) {
      const { code, field, message } = refusalOf(error);
      const known = code === ErrorCode.emailAlreadyUsed || code === ErrorCode.invalidEmail;
      const text = known ? t(errorMessageId(code, field)) : (message ?? t(errorMessageId(code, field)));
      if (field && ['companyId', 'email', 'firstName', 'lastName', 'phoneNumber', 'jobTitle'].includes(field))
        setError(field as Field, { type: 'server', message: text }, { shouldFocus: true });
      else setFormError(code === -1 ? t('error.network') : text);
    }
  });

  return (
    <Card withBorder radius="lg" p="lg" maw={760}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('backofficeCompanies.addCorporate.intro')}
          </Text>
          {formError ? <Alert color="red">{formError}</Alert> : null}
          <Controller
            control={control}
            name="companyId"
            rules={{ validate: (value) => value !== '' || t('backofficeCompanies.addCorporate.companyRequired') }}
            render={({ field, fieldState }) => (
              <Select
                label={t('backofficeCompanies.addCorporate.company')}
                required
                searchable
                nothingFoundMessage={t('backofficeCompanies.list.empty')}
                data={companyOptions}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onSearchChange={setCompanySearch}
                error={fieldState.error?.message}
              />
            )}
          />
          <TextInput
            label={t('backofficeCompanies.addCorporate.email')}
            type="email"
            required
            error={formState.errors.email?.message}
            {...register('email', {
              validate: (value) =>
                value.trim() === ''
                  ? t('backofficeCompanies.addCorporate.required')
                  : isValidEmail(value.trim().toLowerCase()) || t('error.550'),
            })}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('backofficeCompanies.addCorporate.firstName')}
              required
              error={formState.errors.firstName?.message}
              {...register('firstName', {
                validate: (value) => value.trim() !== '' || t('backofficeCompanies.addCorporate.required'),
              })}
            />
            <TextInput
              label={t('backofficeCompanies.addCorporate.lastName')}
              required
              error={formState.errors.lastName?.message}
              {...register('lastName', {
                validate: (value) => value.trim() !== '' || t('backofficeCompanies.addCorporate.required'),
              })}
            />
            <TextInput
              label={t('backofficeCompanies.addCorporate.phone')}
              type="tel"
              error={formState.errors.phoneNumber?.message}
              {...register('phoneNumber')}
            />
            <TextInput
              label={t('backofficeCompanies.addCorporate.jobTitle')}
              error={formState.errors.jobTitle?.message}
              {...register('jobTitle')}
            />
          </SimpleGrid>
          <Controller
            control={control}
            name="role"
            render={({ field }) => (
              <Stack gap={4}>
                <Text size="sm" fw={500}>
                  {t('backofficeCompanies.corporate.role')}
                </Text>
                <SegmentedControl
                  value={field.value}
                  onChange={(role) => {
                    field.onChange(role);
                    setValue('permissions', defaultCorporatePermissions(role as CorporateRole));
                  }}
                  data={[
                    { value: 'manager', label: t('corporateRole.manager') },
                    { value: 'admin', label: t('corporateRole.admin') },
                  ]}
                />
              </Stack>
            )}
          />
          <Controller
            control={control}
            name="permissions"
            render={({ field }) => (
              <CrewFlagSwitches
                value={field.value}
                onChange={(flag, on) => field.onChange({ ...field.value, [flag]: on })}
              />
            )}
          />
          <Controller
            control={control}
            name="hasNovaAccess"
            render={({ field }) => (
              <Switch
                label={t('backofficeCompanies.corporate.nova')}
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
              />
            )}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => navigate(back ?? '/backoffice/corporates')}>
              {t('backofficeCompanies.cancel')}
            </Button>
            <Button type="submit" loading={loading}>
              {t('backofficeCompanies.addCorporate.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
