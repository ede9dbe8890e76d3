import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useT } from './use-t';

const REASON_MAX = 2000;

export interface ReasonModalProps {
  opened: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  /** Red for what cannot be undone (cancel, terminate, bypass). */
  danger?: boolean;
  loading: boolean;
  error: string | null;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}

/**
 * Asks why before an action that needs a reason (a change request, an invalidation, a bypass, a
 * cancellation): the reason is required, kept to 2 000 characters, and recorded by the caller.
 */
export function ReasonModal(props: ReasonModalProps) {
  const t = useT();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  useEffect(() => {
    if (props.opened) {
      setReason('');
      setTried(false);
    }
  }, [props.opened]);
  const missing = reason.trim().length === 0;
  const submit = () => {
    setTried(true);
    if (!missing) props.onConfirm(reason.trim());
  };
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title} centered>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {props.description}
        </Text>
        <Textarea
          label={t('common.reason')}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value.slice(0, REASON_MAX))}
          error={tried && missing ? t('common.reasonRequired') : undefined}
          autosize
          minRows={3}
          description={`${reason.length} / ${REASON_MAX}`}
          data-autofocus
          required
        />
        {props.error ? (
          <Alert color="red" role="alert">
            {props.error}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {t('common.cancel')}
          </Button>
          <Button color={props.danger ? 'red' : undefined} onClick={submit} loading={props.loading}>
            {props.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
