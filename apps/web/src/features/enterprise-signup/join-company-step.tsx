import { Alert, Anchor, Button, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { ErrorCode } from '@orbite/domain/errors';
import { IconLinkOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { FormCard } from '../../ui/form-card';
import { MessagePage } from '../../ui/message-page';
import { useT } from '../../ui/use-t';
import { NameFields, NewPasswordField } from '../auth/account-fields';
import { AuthError } from '../auth/auth-api';
import { rules, toInternationalPhone, validateWith } from '../auth/form-rules';
import { TermsCheckbox } from '../auth/terms-checkbox';
import { type InvitationForSignup, signupApi } from './signup-api';
import { signupErrorMessageId } from './signup-errors';

interface Values {
  firstName: string;
  lastName: string;
  jobTitle: string;
  phoneNumber: string;
  password: string;
  termsAccepted: boolean;
}

const fields = ['firstName', 'lastName', 'phoneNumber', 'password', 'termsAccepted'] as const;

/**
 * The sign-up's enterpriseInfo with an invitation's `token`: no company to create, the invited e-mail
 * locked, the role and flags set by the admin; the terms asked unless the company skips them.
 */
export function JoinCompanyStep({ token }: { token: string }) {
  const t = useT();
  const [invitation, setInvitation] = useState<InvitationForSignup | null>(null);
  const [refusal, setRefusal] = useState<number | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({
    defaultValues: { firstName: '', lastName: '', jobTitle: '', phoneNumber: '', password: '', termsAccepted: false },
  });
  const { register, handleSubmit, setError, reset, control, formState, watch } = form;

  useEffect(() => {
    let live = true;
    signupApi.invitation(token).then(
      (found) => {
        if (!live) return;
        setInvitation(found);
        reset({ ...form.getValues(), firstName: found.firstName ?? '', lastName: found.lastName ?? '' });
      },
      (error: unknown) => live && setRefusal(error instanceof AuthError ? error.code : ErrorCode.unknown),
    );
    return () => {
      live = false;
    };
  }, [token, reset, form]);

  if (refusal !== null)
    return (
      <MessagePage
        icon={<IconLinkOff size={40} />}
        color="orange"
        title={t('crew.join.invalidTitle')}
        text={t(refusal === ErrorCode.expiredToken ? 'crew.join.expired' : 'crew.join.invalid')}
        action={{ label: t('crew.join.signin'), to: '/enterprise/signin' }}
      />
    );
  if (!invitation)
    return (
      <FormCard title={t('enterpriseSignup.join.loading')} width={560}>
        <Stack gap="md" aria-busy="true">
          <Skeleton h={36} />
          <Skeleton h={36} />
          <Skeleton h={36} />
        </Stack>
      </FormCard>
    );

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const result = await signupApi.join({
        token,
        password: values.password,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        phoneNumber: values.phoneNumber.trim() ? toInternationalPhone(values.phoneNumber) : null,
        jobTitle: values.jobTitle.trim() || null,
        termsAccepted: invitation.skipTermsValidation ? false : values.termsAccepted,
      });
      // A full load: this page already asked who the visitor is (nobody), and the app must start over signed in.
      window.location.assign(result.redirect || '/enterprise');
    } catch (error) {
      const { id, field } = signupErrorMessageId(error);
      if (field && (fields as readonly string[]).includes(field))
        setError(field as (typeof fields)[number], { type: 'server', message: t(id) }, { shouldFocus: true });
      else setFormError(id);
    }
  });

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
            value={invitation.email}
            description={t('crew.join.emailLocked')}
          />
          <NameFields register={register} errors={formState.errors} />
          <NewPasswordField
            register={register}
            error={formState.errors.password?.message}
            password={watch('password')}
            userInputs={[invitation.email, watch('firstName'), watch('lastName')]}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput
              label={t('enterpriseSignup.contact.jobTitle')}
              autoComplete="organization-title"
              {...register('jobTitle')}
            />
            <TextInput
              label={t('field.phoneOptional')}
              type="tel"
              autoComplete="tel"
              placeholder="01 23 45 67 89"
              error={formState.errors.phoneNumber?.message}
              {...register('phoneNumber', { validate: validateWith(rules.phone, t) })}
            />
          </SimpleGrid>
          {invitation.skipTermsValidation ? null : (
            <Controller
              control={control}
              name="termsAccepted"
              rules={{ validate: (value) => (value ? true : t('enterpriseSignup.terms.required')) }}
              render={({ field, fieldState }) => (
                <TermsCheckbox checked={field.value} onChange={field.onChange} error={fieldState.error?.message} />
              )}
            />
          )}
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
