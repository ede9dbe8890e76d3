import { Button, Group, Modal, Text } from '@mantine/core';
import { useCallback, useEffect, useRef } from 'react';
import { type Blocker, type BlockerFunction, useBlocker } from 'react-router';
import { useT } from '../../ui/use-t';

/**
 * Spec 002: a form with unsaved changes (or being saved) warns before leaving, on a browser unload
 * and on an in-app navigation to another page (a change of the query, such as the step, is not
 * leaving). `allow(path)` lets the form's own navigation to that path through.
 */
export function useLeaveWarning(when: boolean) {
  const allowed = useRef<string | null>(null);
  const blocker = useBlocker(
    useCallback<BlockerFunction>(
      ({ currentLocation, nextLocation }) =>
        when && currentLocation.pathname !== nextLocation.pathname && nextLocation.pathname !== allowed.current,
      [when],
    ),
  );

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  const allow = useCallback((path: string) => {
    allowed.current = path;
  }, []);
  return { blocker, allow };
}

/** The confirmation of an in-app navigation the warning stopped; leaving drops the unsaved values (`onLeave`). */
export function LeaveWarningModal({ blocker, onLeave }: { blocker: Blocker; onLeave?: () => void }) {
  const t = useT();
  const blocked = blocker.state === 'blocked';
  return (
    <Modal opened={blocked} onClose={() => blocker.reset?.()} title={t('missionForm.leave.title')} centered size={520}>
      <Text size="sm">{t('missionForm.leave.text')}</Text>
      <Group justify="flex-end" mt="lg" gap="sm" wrap="nowrap">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          {t('missionForm.leave.stay')}
        </Button>
        <Button
          color="danger"
          onClick={() => {
            onLeave?.();
            blocker.proceed?.();
          }}
        >
          {t('missionForm.leave.go')}
        </Button>
      </Group>
    </Modal>
  );
}
