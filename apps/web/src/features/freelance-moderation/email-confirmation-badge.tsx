import { Badge, Button, Group } from '@mantine/core';
import { ErrorCode } from '@orbite/domain/errors';
import { IconMailForward } from '@tabler/icons-react';
import { addToast } from '../../shell/toasts';
import { useT } from '../../ui/use-t';
import { useResendFreelancerEmailConfirmation } from './identity-operations';
import { mutationErrorCode } from './mutation-error';

/**
 * On the team's page of a freelancer who has not confirmed the address: says so, and mails a new link when the
 * freelancer says none arrived (the address beside it is the one it goes to).
 */
export function EmailConfirmationBadge({ freelanceId, email }: { freelanceId: string; email: string }) {
  const t = useT();
  const [resend, { loading }] = useResendFreelancerEmailConfirmation();
  const send = async () => {
    const { data, error } = await resend({ variables: { freelanceId } });
    if (error) {
      const code = mutationErrorCode(error);
      addToast({
        type: 'error',
        messageId: code === ErrorCode.tooManyRequests ? 'boFreelancer.emailResendWait' : 'error.generic',
      });
      return;
    }
    addToast({
      type: 'success',
      messageId: data?.resendFreelancerEmailConfirmation
        ? 'boFreelancer.emailResent'
        : 'boFreelancer.emailAlreadyConfirmed',
      values: { email },
    });
  };
  return (
    <Group gap={6}>
      <Badge variant="light" color="yellow" size="sm" title={t('boFreelancer.emailUnconfirmedHint')}>
        {t('boFreelancer.emailUnconfirmed')}
      </Badge>
      <Button
        size="compact-xs"
        variant="subtle"
        leftSection={<IconMailForward size={14} />}
        loading={loading}
        onClick={() => void send()}
      >
        {t('boFreelancer.emailResend')}
      </Button>
    </Group>
  );
}
