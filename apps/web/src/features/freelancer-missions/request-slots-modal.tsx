import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useT } from '../../ui/use-t';

const COMMENT_MAX = 2000;

/** "None of these slots suits me": an optional word to the client, who then proposes others. */
export function RequestSlotsModal({
  opened,
  booked,
  loading,
  error,
  onClose,
  onConfirm,
}: {
  opened: boolean;
  /** A slot is booked: asking for others releases it. */
  booked: boolean;
  loading: boolean;
  error: string | null;
  onClose: () => void;
  onConfirm: (comment: string | null) => void;
}) {
  const t = useT();
  const [comment, setComment] = useState('');
  useEffect(() => {
    if (opened) setComment('');
  }, [opened]);
  return (
    <Modal opened={opened} onClose={onClose} title={t('freelancerMissions.meeting.request.title')} centered>
      <Stack gap="md">
        <Text size="sm">
          {t(booked ? 'freelancerMissions.meeting.request.textBooked' : 'freelancerMissions.meeting.request.text')}
        </Text>
        <Textarea
          label={t('freelancerMissions.meeting.request.comment')}
          placeholder={t('freelancerMissions.meeting.request.placeholder')}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value.slice(0, COMMENT_MAX))}
          autosize
          minRows={3}
          data-autofocus
        />
        {error ? (
          <Alert color="danger" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('freelancerMissions.cancel')}
          </Button>
          <Button loading={loading} onClick={() => onConfirm(comment.trim() || null)}>
            {t('freelancerMissions.meeting.request.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
