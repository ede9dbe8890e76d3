import { Center, Loader, Stack, Text } from '@mantine/core';
import { ErrorCode } from '@orbite/domain/errors';
import { IconClockX, IconLinkOff, IconUserCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { MessagePage } from '../../ui/message-page';
import { useT } from '../../ui/use-t';
import { AuthError } from '../auth/auth-api';
import { signupApi } from './signup-api';
import { initialSignupState, readSignupState, writeSignupState } from './signup-state';

/**
 * The link of the validation mail: proves the e-mail, then continues the wizard at contactInfo with the
 * first steps' answers (from the server: the link may be opened in another browser).
 */
export function EmailValidation({ email, token, query }: { email: string; token: string; query: URLSearchParams }) {
  const t = useT();
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<number | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!email || !token) {
      setRefusal(ErrorCode.invalidToken);
      return;
    }
    signupApi.validateEmail({ email, token }).then(
      (validated) => {
        const saved = readSignupState();
        const sameSignup = saved.email === validated.email;
        writeSignupState({
          ...(sameSignup ? saved : initialSignupState),
          preferences: { ...initialSignupState.preferences, ...validated.preferences },
          skills: validated.skills,
          email: validated.email,
          token,
          validated: true,
          completed: false,
        });
        const next = new URLSearchParams();
        for (const key of ['to', 'mtid']) {
          const value = query.get(key);
          if (value) next.set(key, value);
        }
        next.set('step', 'contactInfo');
        navigate(`/enterprise/signup?${next}`, { replace: true });
      },
      (error: unknown) => setRefusal(error instanceof AuthError ? error.code : ErrorCode.unknown),
    );
  }, [email, token, query, navigate]);

  if (refusal === ErrorCode.expiredToken)
    return (
      <MessagePage
        icon={<IconClockX size={40} />}
        color="orange"
        title={t('enterpriseSignup.validation.expiredTitle')}
        text={t('enterpriseSignup.validation.expired')}
        action={{ label: t('enterpriseSignup.restart'), to: '/enterprise/signup?step=confirmEmail' }}
      />
    );
  if (refusal === ErrorCode.emailAlreadyUsed)
    return (
      <MessagePage
        icon={<IconUserCheck size={40} />}
        title={t('enterpriseSignup.validation.usedTitle')}
        text={t('enterpriseSignup.validation.used')}
        action={{ label: t('signup.signin'), to: '/enterprise/signin' }}
      />
    );
  if (refusal !== null)
    return (
      <MessagePage
        icon={<IconLinkOff size={40} />}
        color="orange"
        title={t('enterpriseSignup.validation.invalidTitle')}
        text={t(
          refusal === ErrorCode.invalidToken
            ? 'enterpriseSignup.validation.invalid'
            : 'enterpriseSignup.validation.failed',
        )}
        action={{ label: t('enterpriseSignup.restart'), to: '/enterprise/signup' }}
      />
    );
  return (
    <Center py={80}>
      <Stack align="center" gap="sm">
        <Loader aria-label={t('enterpriseSignup.validation.checking')} />
        <Text c="dimmed">{t('enterpriseSignup.validation.checking')}</Text>
      </Stack>
    </Center>
  );
}
