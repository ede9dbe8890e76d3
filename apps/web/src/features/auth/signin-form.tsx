import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import type { Environment } from '@orbite/domain/roles';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { errorMessageId } from '../../i18n/errors';
import { FormCard } from '../../ui/form-card';
import { useT } from '../../ui/use-t';
import { authApi } from './auth-api';
import { basicRules as rules, validateWith } from './basic-rules';
import { DemoAccounts } from './demo-accounts';
import type { OAuthProvider } from './oauth';
import { OAuthButtons } from './oauth-buttons';
import { useAuthConfig } from './use-auth-config';
import { useAuthSubmit, useSignedIn } from './use-auth-submit';

interface Values {
  email: string;
  password: string;
}

const providersOf: Record<Environment, OAuthProvider[]> = {
  backoffice: ['googleTeamMember'],
  freelancer: ['googleFreelance', 'linkedIn'],
  enterprise: [],
};
const signupOf: Partial<Record<Environment, string>> = {
  freelancer: '/freelancer/signup',
  enterprise: '/enterprise/signup',
};

/** Password sign-in of an environment, with its federated buttons and, in demo mode, the demo accounts. */
export function SigninForm({ env }: { env: Environment }) {
  const t = useT();
  const config = useAuthConfig();
  const { search } = useLocation();
  const signedIn = useSignedIn();
  const [oauthError, setOauthError] = useState<string | null>(null);
  const { register, handleSubmit, setValue, setError, formState } = useForm<Values>({
    defaultValues: { email: '', password: '' },
  });
  const { run, formError } = useAuthSubmit(setError, ['email', 'password']);
  const onSubmit = handleSubmit((values) =>
    run(async () => signedIn(await authApi.signin({ email: values.email.trim(), password: values.password }))),
  );
  const signup = signupOf[env];
  const error = formError ?? oauthError;

  return (
    <FormCard title={t(`signin.${env}.title`)} subtitle={t(`signin.${env}.subtitle`)} error={error ? t(error) : null}>
      <OAuthButtons
        providers={providersOf[env]}
        config={config}
        onError={(code) => setOauthError(errorMessageId(Number(code)))}
      />
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('field.email')}
            type="email"
            autoComplete="email"
            required
            error={formState.errors.email?.message}
            {...register('email', { validate: validateWith(rules.email, t) })}
          />
          <PasswordInput
            label={t('field.password')}
            autoComplete="current-password"
            required
            error={formState.errors.password?.message}
            {...register('password', { validate: validateWith(rules.required, t) })}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to="/password-lost" size="sm">
              {t('signin.passwordLost')}
            </Anchor>
          </Group>
          <Button type="submit" loading={formState.isSubmitting} fullWidth size="md">
            {t('signin.submit')}
          </Button>
        </Stack>
      </form>
      {signup ? (
        <Text size="sm" ta="center">
          {t('signin.noAccount')}{' '}
          <Anchor component={Link} to={`${signup}${search}`} fw={600}>
            {t('signin.createAccount')}
          </Anchor>
        </Text>
      ) : null}
      {config?.demo ? (
        <DemoAccounts
          accounts={config.demoAccounts}
          onPick={(account) => {
            setValue('email', account.email, { shouldValidate: true });
            setValue('password', account.password, { shouldValidate: true });
          }}
        />
      ) : null}
    </FormCard>
  );
}
