import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { FormCard } from '../../ui/form-card';
import { useT } from '../../ui/use-t';
import { AccountFields, type AccountValues, accountPayload, emptyAccount } from './account-fields';
import { authApi } from './auth-api';
import { rules, validateWith } from './form-rules';
import { useAuthSubmit, useSignedIn } from './use-auth-submit';

interface Values extends AccountValues {
  companyName: string;
}

const fields = ['email', 'password', 'firstName', 'lastName', 'companyName', 'phoneNumber'] as const;

/** Enterprise sign-up: creates the company, or joins it. */
export function EnterpriseSignupForm() {
  const t = useT();
  const { search } = useLocation();
  const signedIn = useSignedIn();
  const { register, handleSubmit, setError, formState } = useForm<Values>({
    defaultValues: { ...emptyAccount, companyName: '' },
  });
  const { run, formError } = useAuthSubmit(setError, fields);
  const errors = formState.errors;

  const onSubmit = handleSubmit((values) =>
    run(async () =>
      signedIn(
        await authApi.signupEnterprise({
          ...accountPayload(values),
          companyName: values.companyName.trim(),
        }),
      ),
    ),
  );

  return (
    <FormCard
      title={t('signup.enterprise.title')}
      subtitle={t('signup.enterprise.subtitle')}
      error={formError ? t(formError) : null}
      width={560}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('field.companyName')}
            autoComplete="organization"
            required
            error={errors.companyName?.message}
            {...register('companyName', { validate: validateWith(rules.required, t) })}
          />
          <AccountFields
            register={register}
            errors={errors}
            emailLabel="field.workEmail"
            phoneExample="01 23 45 67 89"
          />
          <Button type="submit" loading={formState.isSubmitting} fullWidth size="md">
            {t('signup.enterprise.submit')}
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        {t('signup.haveAccount')}{' '}
        <Anchor component={Link} to={`/enterprise/signin${search}`} fw={600}>
          {t('signup.signin')}
        </Anchor>
      </Text>
    </FormCard>
  );
}
