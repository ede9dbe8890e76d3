import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useT } from '../../ui/use-t';

const REASON_MAX = 2000;

export interface SigningReasonModalProps {
  opened: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  loading: boolean;
  error: string | null;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}

/** Asks the team why before a signature bypass or a stopped signature: the reason is required and audited. */
export function SigningReasonModal(props: SigningReasonModalProps) {
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
          label={t('dealSigning.reason.label')}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value.slice(0, REASON_MAX))}
          error={tried && missing ? t('dealSigning.reason.required') : undefined}
          autosize
          minRows={3}
          description={`${reason.length} / ${REASON_MAX}`}
          data-autofocus
          required
        />
        {props.error && (
          <Alert color="red" role="alert">
            {props.error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {t('dealSigning.reason.cancel')}
          </Button>
          <Button color="red" onClick={submit} loading={props.loading}>
            {props.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
