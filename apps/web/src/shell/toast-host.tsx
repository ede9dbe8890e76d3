import { Button, Code, CopyButton, Group, Modal, Notification, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useSession } from '../features/session/session-context';
import { useStore } from '../ui/create-store';
import { useT } from '../ui/use-t';
import { dismissToast, expireToasts, type ToastDetails, toasts } from './toasts';

const colorOf = { success: 'success', error: 'danger', info: 'orbite' } as const;

/** The toast stack (top right): at most three, each gone after five seconds (checked each second). */
export function ToastHost() {
  const list = useStore(toasts);
  const t = useT();
  const { user } = useSession();
  const technical = user?.role === 'teamMember' || Boolean(user?.impersonating);
  const [details, setDetails] = useState<ToastDetails | null>(null);

  useEffect(() => {
    const timer = setInterval(() => expireToasts(), 1000);
    return () => clearInterval(timer);
  }, []);

  return (
    <>
      <Stack
        gap="xs"
        pos="fixed"
        top={76}
        right={16}
        w={360}
        maw="calc(100vw - 32px)"
        style={{ zIndex: 400 }}
        aria-live="polite"
        role="status"
      >
        {list.map((toast) => (
          <Notification
            key={toast.id}
            color={colorOf[toast.type]}
            icon={toast.type === 'error' ? <IconX size={18} /> : <IconCheck size={18} />}
            title={t(`toast.${toast.type}`)}
            onClose={() => dismissToast(toast.id)}
            closeButtonProps={{ 'aria-label': t('common.close') }}
            withBorder
          >
            <Text size="sm">{t(toast.messageId, toast.values)}</Text>
            {technical && toast.details ? (
              <Button variant="subtle" size="compact-xs" mt={4} onClick={() => setDetails(toast.details ?? null)}>
                {t('toast.details')}
              </Button>
            ) : null}
          </Notification>
        ))}
      </Stack>
      <Modal opened={details !== null} onClose={() => setDetails(null)} title={t('toast.detailsTitle')} size="lg">
        {details ? <TechnicalDetails details={details} /> : null}
      </Modal>
    </>
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
