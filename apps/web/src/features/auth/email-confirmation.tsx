import { Center, Loader, Stack, Text } from '@mantine/core';
import { EMAIL_CONFIRMATION_TOKEN_HOURS } from '@orbite/domain/email-confirmation';
import { ErrorCode } from '@orbite/domain/errors';
import { IconClockX, IconLinkOff, IconMailCheck, IconWifiOff } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { MessagePage } from '../../ui/message-page';
import { useT } from '../../ui/use-t';
import { AuthError, authApi } from './auth-api';

type Outcome = { confirmed: string } | { refused: number };

/**
 * The link of the confirmation mail (`/freelancer/email-confirmation?token=`): confirms the address, signed in or
 * not, and says what comes next; an expired or outdated link says how to get a new one.
 */
export function EmailConfirmation({ token }: { token: string }) {
  const t = useT();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!token) {
      setOutcome({ refused: ErrorCode.invalidToken });
      return;
    }
    authApi.confirmEmail(token).then(
      ({ email }) => setOutcome({ confirmed: email }),
      (error: unknown) => setOutcome({ refused: error instanceof AuthError ? error.code : ErrorCode.unknown }),
    );
  }, [token]);

  const toSpace = { label: t('emailConfirmation.page.toSpace'), to: '/freelancer/dashboard' };
  if (!outcome)
    return (
      <Center py={80}>
        <Stack align="center" gap="sm">
          <Loader aria-label={t('emailConfirmation.page.checking')} />
          <Text c="dimmed">{t('emailConfirmation.page.checking')}</Text>
        </Stack>
      </Center>
    );
  if ('confirmed' in outcome)
    return (
      <MessagePage
        icon={<IconMailCheck size={40} />}
        color="teal"
        title={t('emailConfirmation.page.confirmedTitle')}
        text={t('emailConfirmation.page.confirmedText', { email: outcome.confirmed })}
        action={{ label: t('emailConfirmation.page.toMissions'), to: '/freelancer/explore' }}
      />
    );
  if (outcome.refused === ErrorCode.expiredToken)
    return (
      <MessagePage
        icon={<IconClockX size={40} />}
        color="orange"
        title={t('emailConfirmation.page.expiredTitle')}
        text={t('emailConfirmation.page.expiredText', { hours: EMAIL_CONFIRMATION_TOKEN_HOURS })}
        action={toSpace}
      />
    );
  if (outcome.refused === ErrorCode.invalidToken)
    return (
      <MessagePage
        icon={<IconLinkOff size={40} />}
        color="orange"
        title={t('emailConfirmation.page.invalidTitle')}
        text={t('emailConfirmation.page.invalidText')}
        action={toSpace}
      />
    );
  return (
    <MessagePage
      icon={<IconWifiOff size={40} />}
      color="orange"
      title={t('emailConfirmation.page.failedTitle')}
      text={t('emailConfirmation.page.failedText')}
    />
  );
}
