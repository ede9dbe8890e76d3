import { Alert, Anchor, Button, Loader, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { PASSWORD_MIN_LENGTH } from '@orbite/domain/constants';
import { ErrorCode } from '@orbite/domain/errors';
import { IconLinkOff } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { FormCard } from '../../ui/form-card';
import { MessagePage } from '../../ui/message-page';
import { useT } from '../../ui/use-t';
import { authApi } from '../auth/auth-api';
import { rules, toInternationalPhone, validateWith } from '../auth/form-rules';
import { useAuthSubmit } from '../auth/use-auth-submit';
import { refusalOf, useCorporateInvitation } from './crew-operations';

interface Values {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
}

const fields = ['email', 'password', 'firstName', 'lastName', 'phoneNumber'] as const;

/** Sign-up from an invitation link: no company to create, the invited e-mail locked, the role and flags set by the admin. */
export function JoinCompanyForm({ token }: { token: string }) {
  const t = useT();
  const { data, loading, error } = useCorporateInvitation(token);
  const { register, handleSubmit, setError, reset, formState } = useForm<Values>({
    defaultValues: { email: '', password: '', firstName: '', lastName: '', phoneNumber: '' },
  });
  const { run, formError } = useAuthSubmit(setError, fields);
  const invitation = data?.corporateInvitation;
  useEffect(() => {
    if (invitation)
      reset({
        email: invitation.email,
        password: '',
        firstName: invitation.firstName ?? '',
        lastName: invitation.lastName ?? '',
        phoneNumber: '',
      });
  }, [invitation, reset]);

  if (loading) return <Loader m="xl" />;
  if (error || !invitation) {
    const code = refusalOf(error).code;
    return (
      <MessagePage
        icon={<IconLinkOff size={40} />}
        color="orange"
        title={t('crew.join.invalidTitle')}
        text={t(code === ErrorCode.expiredToken ? 'crew.join.expired' : 'crew.join.invalid')}
        action={{ label: t('crew.join.signin'), to: '/enterprise/signin' }}
      />
    );
  }

  const onSubmit = handleSubmit((values) =>
    run(async () => {
      const result = await authApi.signupEnterprise({
        email: invitation.email,
        password: values.password,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        phoneNumber: values.phoneNumber.trim() ? toInternationalPhone(values.phoneNumber) : null,
        companyName: '',
        token,
      });
      // A full load: this page already asked who the visitor is (nobody), and the app must start over signed in.
      window.location.assign(result.redirect || '/enterprise');
    }),
  );

  return (
    <FormCard
      title={t('crew.join.title', { company: invitation.companyName })}
      subtitle={t('crew.join.subtitle', { role: t(`crew.role.${invitation.role}`) })}
      error={formError ? t(formError) : null}
      width={560}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Alert variant="light" color="indigo" data-testid="join-company">
            {t('crew.join.joining', { company: invitation.companyName })}
          </Alert>
          <TextInput
            label={t('field.workEmail')}
            type="email"
            readOnly
            description={t('crew.join.emailLocked')}
            error={formState.errors.email?.message}
            {...register('email')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput
              label={t('field.firstName')}
              autoComplete="given-name"
              required
              error={formState.errors.firstName?.message}
              {...register('firstName', { validate: validateWith(rules.required, t) })}
            />
            <TextInput
              label={t('field.lastName')}
              autoComplete="family-name"
              required
              error={formState.errors.lastName?.message}
              {...register('lastName', { validate: validateWith(rules.required, t) })}
            />
          </SimpleGrid>
          <PasswordInput
            label={t('field.password')}
            description={t('field.passwordHint', { min: PASSWORD_MIN_LENGTH })}
            autoComplete="new-password"
            required
            error={formState.errors.password?.message}
            {...register('password', { validate: validateWith(rules.password, t) })}
          />
          <TextInput
            label={t('field.phoneOptional')}
            type="tel"
            autoComplete="tel"
            placeholder="01 23 45 67 89"
            error={formState.errors.phoneNumber?.message}
            {...register('phoneNumber', { validate: validateWith(rules.phone, t) })}
          />
          <Button type="submit" loading={formState.isSubmitting} fullWidth size="md">
            {t('crew.join.submit')}
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        {t('signup.haveAccount')}{' '}
        <Anchor component={Link} to="/enterprise/signin" fw={600}>
          {t('signup.signin')}
        </Anchor>
      </Text>
    </FormCard>
  );
}
