import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertOctagon } from '@tabler/icons-react';
import { errorMessageId } from '../i18n/errors';
import { useT } from '../ui/use-t';
import type { QueryModalProps } from './query-modal';

/**
 * Informative modal with the danger theme, titled by an error code (e.g. an invalid link token): the
 * `appError` query modal, registered by the shell (root-shell.tsx) and loaded when it is opened.
 */
export default function AppErrorModal({ params, close }: QueryModalProps<{ code?: number }>) {
  const t = useT();
  return (
    <Stack align="center" ta="center" py="sm">
      <ThemeIcon size={56} radius="xl" color="danger" variant="light">
        <IconAlertOctagon size={32} aria-hidden />
      </ThemeIcon>
      <Text fw={700} size="lg" c="danger.7">
        {t(errorMessageId(params.code))}
      </Text>
      <Text c="dimmed">{t('appError.body')}</Text>
      <Group>
        <Button color="danger" onClick={() => close('ok')}>
          {t('common.understood')}
        </Button>
      </Group>
    </Stack>
  );
}
