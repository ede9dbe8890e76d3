import { Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useT } from '../ui/use-t';
import type { ToastDetails } from './toasts';

/** A toast's technical details (team members only): its own chunk, loaded when first asked for. */
export default function ToastDetailsModal({ details, onClose }: { details: ToastDetails | null; onClose: () => void }) {
  const t = useT();
  return (
    <Modal opened={details !== null} onClose={onClose} title={t('toast.detailsTitle')} size="lg">
      {details ? <TechnicalDetails details={details} /> : null}
    </Modal>
  );
}

function TechnicalDetails({ details }: { details: ToastDetails }) {
  const t = useT();
  const text = [`code: ${details.code ?? '-'}`, details.message ?? '', details.stack ?? ''].filter(Boolean).join('\n');
  return (
    <Stack>
      <Text fw={600}>
        {details.code === null || details.code === undefined
          ? t('toast.networkError')
          : t('toast.code', { code: details.code })}
      </Text>
      {details.message ? <Text size="sm">{details.message}</Text> : null}
      {details.stack ? (
        <Code block style={{ maxHeight: 300, overflow: 'auto' }}>
          {details.stack}
        </Code>
      ) : null}
      <Group justify="flex-end">
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Button
              variant="light"
              leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              onClick={copy}
            >
              {copied ? t('common.copied') : t('common.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}
