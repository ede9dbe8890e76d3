import { useApolloClient } from '@apollo/client/react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { ErrorCode } from '@orbite/domain/errors';
import { IconMailExclamation } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useT } from '../../ui/use-t';
import { useCurrentUser } from '../session/session-context';
import { AuthError, authApi } from './auth-api';

type Sending = 'idle' | 'sending' | 'sent' | 'wait' | 'failed';

/**
 * Above every page of a freelancer who has not confirmed the address yet: where the link went, why it matters
 * (applying waits for it), and a new link on demand. The link opened in another tab or on the phone, the banner
 * goes when the page is looked at again (the user is read again).
 */
export function EmailConfirmationBanner() {
  const t = useT();
  const user = useCurrentUser();
  const client = useApolloClient();
  const [sending, setSending] = useState<Sending>('idle');
  const pending = user.emailConfirmed === false;

  useEffect(() => {
    if (!pending) return;
    const onVisible = () => {
      if (document.visibilityState === 'visible') void client.refetchQueries({ include: ['Me'] });
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [client, pending]);

  if (!pending) return null;

  const resend = async () => {
    setSending('sending');
    try {
      const answer = await authApi.resendEmailConfirmation();
      if (answer.confirmed) await client.refetchQueries({ include: ['Me'] });
      setSending('sent');
    } catch (error) {
      setSending(error instanceof AuthError && error.code === ErrorCode.tooManyRequests ? 'wait' : 'failed');
    }
  };

  return (
    <Alert
      variant="light"
      color="yellow"
      icon={<IconMailExclamation size={20} />}
      title={t('emailConfirmation.banner.title')}
      mb="lg"
      data-testid="email-confirmation-banner"
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('emailConfirmation.banner.text', { email: user.email })}</Text>
        <Group gap="sm">
          <Button size="xs" variant="white" loading={sending === 'sending'} onClick={() => void resend()}>
            {t('emailConfirmation.banner.resend')}
          </Button>
          <Text size="sm" role="status" c={sending === 'failed' ? 'red.8' : undefined}>
            {sending === 'sent' || sending === 'wait' || sending === 'failed'
              ? t(`emailConfirmation.banner.${sending}`)
              : null}
          </Text>
        </Group>
      </Stack>
    </Alert>
  );
}
