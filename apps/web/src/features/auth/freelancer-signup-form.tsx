import { Anchor, Button, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { PASSWORD_MIN_LENGTH } from '@orbite/domain/constants';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { FormCard } from '../../ui/form-card';
import { useT } from '../../ui/use-t';
import { authApi } from './auth-api';
import { rules, toInternationalPhone, validateWith } from './form-rules';
import { useAuthSubmit, useSignedIn } from './use-auth-submit';

export interface FreelancerSignupValues {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  referrerCode: string;
}

const fields = ['email', 'password', 'firstName', 'lastName', 'phoneNumber', 'referrerCode'] as const;

/** Freelancer sign-up; `/freelancer/register` uses it prefilled from the query. */
export function FreelancerSignupForm({
  initial = {},
  titleId,
}: {
  initial?: Partial<FreelancerSignupValues>;
  titleId: string;
}) {
  const t = useT();
  const { search } = useLocation();
  const signedIn = useSignedIn();
  const { register, handleSubmit, setError, formState } = useForm<FreelancerSignupValues>({
    defaultValues: {
      email: '',
      password: '',
      firstName: '',
      lastName: '',
      phoneNumber: '',
      referrerCode: '',
      ...initial,
    },
  });
  const { run, formError } = useAuthSubmit(setError, fields);
  const errors = formState.errors;

  const onSubmit = handleSubmit((values) =>
    run(async () =>
      signedIn(
        await authApi.signupFreelancer({
          email: values.email.trim(),
          password: values.password,
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          phoneNumber: values.phoneNumber.trim() ? toInternationalPhone(values.phoneNumber) : null,
          referrerCode: values.referrerCode.trim() || null,
        }),
      ),
    ),
  );

  return (
    <FormCard
      title={t(titleId)}
      subtitle={t('signup.freelancer.subtitle')}
      error={formError ? t(formError) : null}
      width={560}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
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
            label={t('field.email')}
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
            placeholder="06 12 34 56 78"
            error={errors.phoneNumber?.message}
            {...register('phoneNumber', { validate: validateWith(rules.phone, t) })}
          />
          <TextInput
            label={t('field.referrerCode')}
            description={t('field.referrerCodeHint')}
            error={errors.referrerCode?.message}
            {...register('referrerCode')}
          />
          <Button type="submit" loading={formState.isSubmitting} fullWidth size="md">
            {t('signup.submit')}
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        {t('signup.haveAccount')}{' '}
        <Anchor component={Link} to={`/freelancer/signin${search}`} fw={600}>
          {t('signup.signin')}
        </Anchor>
      </Text>
    </FormCard>
  );
}
