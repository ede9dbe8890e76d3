import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { FormCard } from '../../ui/form-card';
import { useT } from '../../ui/use-t';
import { AccountFields, type AccountValues, accountPayload, emptyAccount } from './account-fields';
import { authApi } from './auth-api';
import { useAuthSubmit, useSignedIn } from './use-auth-submit';

export interface FreelancerSignupValues extends AccountValues {
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
  const { register, handleSubmit, setError, formState, watch } = useForm<FreelancerSignupValues>({
    defaultValues: { ...emptyAccount, referrerCode: '', ...initial },
  });
  const { run, formError } = useAuthSubmit(setError, fields);
  const errors = formState.errors;
  const [email, password, firstName, lastName] = watch(['email', 'password', 'firstName', 'lastName']);

  const onSubmit = handleSubmit((values) =>
    run(async () =>
      signedIn(
        await authApi.signupFreelancer({
          ...accountPayload(values),
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
          <AccountFields
            register={register}
            errors={errors}
            phoneExample="06 12 34 56 78"
            values={{ email, password, firstName, lastName }}
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
