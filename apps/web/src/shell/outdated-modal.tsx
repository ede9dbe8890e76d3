import { Button, Modal, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useStore } from '../ui/create-store';
import { useT } from '../ui/use-t';
import { outdatedVersion } from './shell-state';

/** Blocking: no close button, no escape, no overlay dismissal; only a reload. */
export function OutdatedModal() {
  const outdated = useStore(outdatedVersion);
  const t = useT();
  return (
    <Modal
      opened={outdated}
      onClose={() => {}}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      trapFocus
      centered
      title={t('outdated.title')}
      zIndex={1000}
    >
      <Stack>
        <Text>{t('outdated.body')}</Text>
        <Button leftSection={<IconRefresh size={18} />} onClick={() => window.location.reload()}>
          {t('outdated.reload')}
        </Button>
      </Stack>
    </Modal>
  );
}
