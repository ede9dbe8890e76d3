import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { ErrorCode } from '@orbite/domain/errors';
import { IconCircleCheck, IconMailForward } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { errorMessageId } from '../../i18n/errors';
import { useT } from '../../ui/use-t';
import { AuthError } from '../auth/auth-api';
import { rules, validateWith } from '../auth/form-rules';
import { signupApi } from './signup-api';
import type { SignupState } from './signup-state';

const COOLDOWN_SECONDS = 60;

function useSecondsLeft(since: number | null) {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return since ? Math.max(0, COOLDOWN_SECONDS - Math.floor((now - since) / 1000)) : 0;
}

/**
 * Step 3: the work e-mail. The server keeps the first steps' answers and mails a validation link;
 * the page then says to check the inbox, with "resend" (after a cooldown) and "change the address".
 */
export function ConfirmEmailStep({
  state,
  update,
  to,
  mtid,
}: {
  state: SignupState;
  update: (patch: Partial<SignupState>) => void;
  to: string | null;
  mtid: string | null;
}) {
  const t = useT();
  const [editing, setEditing] = useState(!state.mailSentAt);
  const [error, setError] = useState<{ code: number; message: string } | null>(null);
  const [sending, setSending] = useState(false);
  const secondsLeft = useSecondsLeft(state.mailSentAt);
  const { register, handleSubmit, formState } = useForm<{ email: string }>({ defaultValues: { email: state.email } });

  const send = async (email: string) => {
    setError(null);
    setSending(true);
    try {
      const sent = await signupApi.sendValidationMail({
        email: email.trim(),
        preferences: state.preferences,
        skillIds: state.skills.map((skill) => Number(skill.id)),
        to,
        mtid,
      });
      update({ email: sent.email, mailSentAt: Date.now(), validated: false, token: null });
      setEditing(false);
    } catch (caught) {
      const code = caught instanceof AuthError ? caught.code : ErrorCode.unknown;
      const network = caught instanceof AuthError && caught.network;
      setError({ code, message: t(network ? 'error.network' : errorMessageId(code)) });
    } finally {
      setSending(false);
    }
  };

  if (state.validated)
    return (
      <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />} data-testid="signup-email-validated">
        {t('enterpriseSignup.confirmEmail.validated', { email: state.email })}
      </Alert>
    );

  if (!editing)
    return (
      <Stack gap="md" data-testid="signup-check-inbox">
        <Alert color="indigo" variant="light" icon={<IconMailForward size={18} />}>
          <Text fw={600}>{t('enterpriseSignup.confirmEmail.checkInbox')}</Text>
          <Text size="sm">{t('enterpriseSignup.confirmEmail.sentTo', { email: state.email })}</Text>
        </Alert>
        {error ? (
          <Alert color="danger" variant="light" role="alert">
            {error.message}
          </Alert>
        ) : null}
        <Group gap="sm">
          <Button variant="light" loading={sending} disabled={secondsLeft > 0} onClick={() => send(state.email)}>
            {secondsLeft > 0
              ? t('enterpriseSignup.confirmEmail.resendIn', { seconds: secondsLeft })
              : t('enterpriseSignup.confirmEmail.resend')}
          </Button>
          <Button variant="subtle" onClick={() => setEditing(true)}>
            {t('enterpriseSignup.confirmEmail.change')}
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          {t('enterpriseSignup.confirmEmail.spam')}
        </Text>
      </Stack>
    );

  return (
    <form onSubmit={handleSubmit((values) => send(values.email))} noValidate>
      <Stack gap="md">
        <Text c="dimmed" size="sm">
          {t('enterpriseSignup.confirmEmail.intro')}
        </Text>
        <TextInput
          label={t('field.workEmail')}
          type="email"
          autoComplete="email"
          required
          error={formState.errors.email?.message}
          {...register('email', { validate: validateWith(rules.email, t) })}
        />
        {error ? (
          <Alert color="danger" variant="light" role="alert">
            {error.message}
            {error.code === ErrorCode.emailAlreadyUsed ? (
              <>
                {' '}
                <Anchor component={Link} to="/enterprise/signin" fw={600}>
                  {t('enterpriseSignup.confirmEmail.signin')}
                </Anchor>
              </>
            ) : null}
          </Alert>
        ) : null}
        <Button type="submit" loading={sending} leftSection={<IconMailForward size={18} />}>
          {t('enterpriseSignup.confirmEmail.send')}
        </Button>
      </Stack>
    </form>
  );
}
