import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { Environment } from '@orbite/domain/roles';
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { errorMessageId } from '../../i18n/errors';
import { FormCard } from '../../ui/form-card';
import { PasswordField } from '../../ui/password-field';
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
/** The other side's sign-in, for the visitor who came in by the wrong door (the home page's « Se connecter »). */
const otherSideOf: Partial<Record<Environment, { to: string; question: string; link: string }>> = {
  freelancer: {
    to: '/enterprise/signin',
    question: 'signin.otherSide.enterprise',
    link: 'signin.otherSide.enterpriseLink',
  },
  enterprise: {
    to: '/freelancer/signin',
    question: 'signin.otherSide.freelancer',
    link: 'signin.otherSide.freelancerLink',
  },
};

const signupOf: Partial<Record<Environment, string>> = {
  freelancer: '/freelancer/signup',
  enterprise: '/enterprise/signup',
};

type Field = keyof Values;
const fields: readonly Field[] = ['email', 'password'];
const fieldRules: Record<Field, (value: string) => true | string> = { email: rules.email, password: rules.required };

/**
 * Password sign-in of an environment, with its federated buttons and, in demo mode, the demo accounts.
 * Two fields: a few lines of state instead of react-hook-form (13 kB the sign-in page does without), with
 * its behaviour: checked on submit (the first wrong field focused), then again as they change; a server
 * error on a field lands there, focused.
 */
export function SigninForm({ env }: { env: Environment }) {
  const t = useT();
  const config = useAuthConfig();
  const { search } = useLocation();
  const signedIn = useSignedIn();
  const [oauthError, setOauthError] = useState<string | null>(null);
  const [values, setValues] = useState<Values>({ email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const inputs = { email: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };
  const check = (field: Field, value: string) => {
    const result = validateWith(fieldRules[field], t)(value);
    return result === true ? undefined : result;
  };
  const setError: UseFormSetError<Values> = (field, error, options) => {
    if (field !== 'email' && field !== 'password') return;
    setErrors((previous) => ({ ...previous, [field]: error.message }));
    if (options?.shouldFocus) inputs[field].current?.focus();
  };
  const { run, formError } = useAuthSubmit(setError, fields);
  const change = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setValues((previous) => ({ ...previous, [field]: value }));
    if (submitted) setErrors((previous) => ({ ...previous, [field]: check(field, value) }));
  };
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitted(true);
    const found = Object.fromEntries(fields.map((field) => [field, check(field, values[field])]));
    setErrors(found);
    const wrong = fields.find((field) => found[field]);
    if (wrong) {
      inputs[wrong].current?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await run(async () => signedIn(await authApi.signin({ email: values.email.trim(), password: values.password })));
    } finally {
      setSubmitting(false);
    }
  };
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
            error={errors.email}
            ref={inputs.email}
            value={values.email}
            onChange={change('email')}
          />
          <PasswordField
            label={t('field.password')}
            autoComplete="current-password"
            required
            error={errors.password}
            ref={inputs.password}
            value={values.password}
            onChange={change('password')}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to="/password-lost" size="sm">
              {t('signin.passwordLost')}
            </Anchor>
          </Group>
          <Button type="submit" loading={submitting} fullWidth size="md">
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
      {otherSideOf[env] ? (
        <Text size="sm" ta="center" c="dimmed">
          {t(otherSideOf[env].question)}{' '}
          <Anchor component={Link} to={otherSideOf[env].to} fw={600}>
            {t(otherSideOf[env].link)}
          </Anchor>
        </Text>
      ) : null}
      {config?.demo ? (
        <DemoAccounts
          accounts={config.demoAccounts}
          onPick={(account) => {
            setValues({ email: account.email, password: account.password });
            setErrors({ email: check('email', account.email), password: check('password', account.password) });
          }}
        />
      ) : null}
    </FormCard>
  );
}
