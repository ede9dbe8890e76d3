import { Anchor, Button, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { PASSWORD_MIN_LENGTH } from '@orbite/domain/constants';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { FormCard } from '../../ui/form-card';
import { useT } from '../../ui/use-t';
import { authApi } from './auth-api';
import { rules, toInternationalPhone, validateWith } from './form-rules';
import { useAuthSubmit, useSignedIn } from './use-auth-submit';

interface Values {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  companyName: string;
  phoneNumber: string;
}

const fields = ['email', 'password', 'firstName', 'lastName', 'companyName', 'phoneNumber'] as const;

/** Enterprise sign-up: creates the company, or joins it. */
export function EnterpriseSignupForm() {
  const t = useT();
  const { search } = useLocation();
  const signedIn = useSignedIn();
  const { register, handleSubmit, setError, formState } = useForm<Values>({
    defaultValues: { email: '', password: '', firstName: '', lastName: '', companyName: '', phoneNumber: '' },
  });
  const { run, formError } = useAuthSubmit(setError, fields);
  const errors = formState.errors;

  const onSubmit = handleSubmit((values) =>
    run(async () =>
      signedIn(
        await authApi.signupEnterprise({
          email: values.email.trim(),
          password: values.password,
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          companyName: values.companyName.trim(),
          phoneNumber: values.phoneNumber.trim() ? toInternationalPhone(values.phoneNumber) : null,
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
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput
              label={t('field.firstName')}
              autoComplete="given-name"
              required
              error={errors.firstName?.message}
              {...register('firstName', { validate: validateWith(rules.required, t) })}
            />
            <TextInput
              label={t('field.lastName')}
              autoComplete="family-name"
              required
              error={errors.lastName?.message}
              {...register('lastName', { validate: validateWith(rules.required, t) })}
            />
          </SimpleGrid>
          <TextInput
            label={t('field.workEmail')}
            type="email"
            autoComplete="email"
            required
            error={errors.email?.message}
            {...register('email', { validate: validateWith(rules.email, t) })}
          />
          <PasswordInput
            label={t('field.password')}
            description={t('field.passwordHint', { min: PASSWORD_MIN_LENGTH })}
            autoComplete="new-password"
            required
            error={errors.password?.message}
            {...register('password', { validate: validateWith(rules.password, t) })}
          />
          <TextInput
            label={t('field.phoneOptional')}
            type="tel"
            autoComplete="tel"
            placeholder="01 23 45 67 89"
            error={errors.phoneNumber?.message}
            {...register('phoneNumber', { validate: validateWith(rules.phone, t) })}
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
