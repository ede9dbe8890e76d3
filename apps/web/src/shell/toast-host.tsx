import { Button, Notification, Stack, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSession } from '../features/session/session-context';
import { useStore } from '../ui/create-store';
import { useT } from '../ui/use-t';
import { dismissToast, expireToasts, type ToastDetails, toasts } from './toasts';

/** Mantine's Modal and the details: loaded when a team member first opens a toast's details. */
const ToastDetailsModal = lazy(() => import('./toast-details-modal'));

const colorOf = { success: 'success', error: 'danger', info: 'orbite' } as const;

/** The toast stack (top right): at most three, each gone after five seconds (checked each second). */
export function ToastHost() {
  const list = useStore(toasts);
  const t = useT();
  const { user } = useSession();
  const technical = user?.role === 'teamMember' || Boolean(user?.impersonating);
  const [details, setDetails] = useState<ToastDetails | null>(null);
  // Mounted from the first opening on (so that it closes with its transition).
  const [detailsShown, setDetailsShown] = useState(false);

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
              <Button
                variant="subtle"
                size="compact-xs"
                mt={4}
                onClick={() => {
                  setDetails(toast.details ?? null);
                  setDetailsShown(true);
                }}
              >
                {t('toast.details')}
              </Button>
            ) : null}
          </Notification>
        ))}
      </Stack>
      {detailsShown ? (
        <Suspense fallback={null}>
          <ToastDetailsModal details={details} onClose={() => setDetails(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
