import { useMutation } from '@apollo/client/react';
import { Button, Group, Paper, Text } from '@mantine/core';
import { DEFAULT_RESTORE_PATH } from '@orbite/domain/constants';
import { IconArrowBackUp, IconMask } from '@tabler/icons-react';
import { useT } from '../../ui/use-t';
import type { CurrentUser } from '../session/me-query';
import { RESTORE_IMPERSONATE, reloadAt } from './impersonation-operations';

/** Shown while a team member impersonates the user: who, and a button back to the team member's own session. */
export function ImpersonationNotice({ user }: { user: CurrentUser }) {
  const t = useT();
  const [restore, { loading }] = useMutation(RESTORE_IMPERSONATE);
  const onRestore = async () => {
    const { data } = await restore({ variables: { trackingLabel: 'impersonation-notice' } });
    if (data?.restoreImpersonate) reloadAt(data.restoreImpersonate.metadata?.path, DEFAULT_RESTORE_PATH);
  };
  return (
    <Paper
      shadow="md"
      radius="md"
      p="xs"
      px="md"
      bg="accent.6"
      c="dark.9"
      role="region"
      aria-label={t('impersonation.label')}
    >
      <Group gap="sm" wrap="nowrap">
        <IconMask size={20} aria-hidden />
        <Text size="sm" fw={600}>
          {t('impersonation.notice', { name: user.fullName || user.email, by: user.impersonating?.fullName ?? '' })}
        </Text>
        <Button
          size="xs"
          color="dark"
          leftSection={<IconArrowBackUp size={16} />}
          loading={loading}
          onClick={onRestore}
        >
          {t('impersonation.restore')}
        </Button>
      </Group>
    </Paper>
  );
}
