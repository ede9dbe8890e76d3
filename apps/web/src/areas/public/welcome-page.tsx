import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { ErrorCode } from '@orbite/domain/errors';
import { campaignTagsOf, SIGNUP_HUNTING_LINK_DAYS } from '@orbite/domain/signup-hunting';
import { IconLinkOff, IconSparkles } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useLocation, useParams } from 'react-router';
import { NameFields, NewPasswordField } from '../../features/auth/account-fields';
import { AuthError, authApi, type WelcomePreview } from '../../features/auth/auth-api';
import { TermsCheckbox } from '../../features/auth/terms-checkbox';
import { signupErrorMessageId } from '../../features/enterprise-signup/signup-errors';
import { FormCard } from '../../ui/form-card';
import { MessagePage } from '../../ui/message-page';
import { useT } from '../../ui/use-t';

interface Values {
  firstName: string;
  lastName: string;
  password: string;
  termsAccepted: boolean;
}

const fields = ['firstName', 'lastName', 'password', 'termsAccepted'] as const;

/**
 * `/freelancer/welcome/{signupHuntingToken}`: a freelancer the team found opens their personal link, sees the
 * profile prepared for them, sets a password and accepts the terms; the account is theirs and they are signed in.
 */
export default function WelcomePage() {
  const { signupHuntingToken: token = '' } = useParams();
  const t = useT();
  const [preview, setPreview] = useState<WelcomePreview | null>(null);
  const [refusal, setRefusal] = useState<number | null>(null);

  useEffect(() => {
    let live = true;
    authApi.welcomePreview(token).then(
      (found) => live && setPreview(found),
      (error: unknown) => live && setRefusal(error instanceof AuthError ? error.code : ErrorCode.unknown),
    );
    return () => {
      live = false;
    };
  }, [token]);

  if (refusal !== null) {
    const expired = refusal === ErrorCode.expiredToken;
    const invalid = expired || refusal === ErrorCode.invalidToken;
    return (
      <MessagePage
        icon={<IconLinkOff size={40} />}
        color="orange"
        title={t(invalid ? 'welcome.invalidTitle' : 'welcome.loadErrorTitle')}
        text={t(expired ? 'welcome.expired' : invalid ? 'welcome.invalid' : 'welcome.loadError', {
          days: SIGNUP_HUNTING_LINK_DAYS,
        })}
        action={{ label: t('welcome.signin'), to: '/freelancer/signin' }}
      />
    );
  }
  if (!preview)
    return (
      <FormCard title={t('welcome.loading')} width={620}>
        <Stack gap="md" aria-busy="true">
          <Skeleton h={90} />
          <Skeleton h={36} />
          <Skeleton h={36} />
        </Stack>
      </FormCard>
    );
  return <WelcomeForm token={token} preview={preview} />;
}

function PreparedProfile({ preview }: { preview: WelcomePreview }) {
  const t = useT();
  return (
    <Paper withBorder radius="md" p="md" bg="gray.0" data-testid="prepared-profile">
      <Stack gap={6}>
        <Text size="xs" tt="uppercase" fw={700} c="dimmed">
          {t('welcome.prepared')}
        </Text>
        <Title order={2} size="h4">
          {preview.firstName} {preview.lastName}
        </Title>
        {preview.jobTitle ? <Text fw={500}>{preview.jobTitle}</Text> : null}
        {preview.tagline ? <Text size="sm">{preview.tagline}</Text> : null}
        {preview.skills.length > 0 ? (
          <Group gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {preview.skills.map((skill) => (
              <li key={skill}>
                <Badge variant="light" tt="none">
                  {skill}
                </Badge>
              </li>
            ))}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

function WelcomeForm({ token, preview }: { token: string; preview: WelcomePreview }) {
  const t = useT();
  const intl = useIntl();
  const location = useLocation();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, control, formState, watch } = useForm<Values>({
    defaultValues: { firstName: preview.firstName, lastName: preview.lastName, password: '', termsAccepted: false },
  });
  const userInputs = [preview.email, watch('firstName'), watch('lastName')];

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const search = new URLSearchParams(location.search);
    try {
      const result = await authApi.claimWelcome({
        token,
        password: values.password,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        termsAccepted: values.termsAccepted,
        ...campaignTagsOf((key) => search.get(key)),
      });
      // A full load: this page asked who the visitor is (nobody), and the app must start over signed in.
      window.location.assign(result.redirect || '/freelancer');
    } catch (error) {
      const { id, field } = signupErrorMessageId(error);
      const linkGone =
        error instanceof AuthError && (error.code === ErrorCode.invalidToken || error.code === ErrorCode.expiredToken);
      if (field && (fields as readonly string[]).includes(field))
        setError(field as (typeof fields)[number], { type: 'server', message: t(id) }, { shouldFocus: true });
      else setFormError(linkGone ? 'welcome.invalid' : id);
    }
  });

  return (
    <FormCard
      title={t('welcome.title', { firstName: preview.firstName })}
      subtitle={t('welcome.subtitle')}
      error={formError ? t(formError) : null}
      width={620}
    >
      <Stack gap="lg">
        <PreparedProfile preview={preview} />
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <TextInput
              label={t('field.email')}
              type="email"
              readOnly
              value={preview.email}
              description={t('welcome.emailHint')}
            />
            <NameFields register={register} errors={formState.errors} />
            <NewPasswordField
              register={register}
              error={formState.errors.password?.message}
              password={watch('password')}
              userInputs={userInputs}
            />
            <Controller
              control={control}
              name="termsAccepted"
              rules={{ validate: (value) => (value ? true : t('enterpriseSignup.terms.required')) }}
              render={({ field, fieldState }) => (
                <TermsCheckbox checked={field.value} onChange={field.onChange} error={fieldState.error?.message} />
              )}
            />
            <Button
              type="submit"
              loading={formState.isSubmitting}
              fullWidth
              size="md"
              leftSection={<IconSparkles size={18} aria-hidden />}
            >
              {t('welcome.submit')}
            </Button>
            <Alert variant="light" color="gray">
              {t('welcome.validity', {
                day: intl.formatDate(preview.expiresAt, { day: 'numeric', month: 'long', year: 'numeric' }),
              })}
            </Alert>
          </Stack>
        </form>
      </Stack>
    </FormCard>
  );
}
