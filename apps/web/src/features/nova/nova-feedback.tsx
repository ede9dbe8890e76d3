import { ActionIcon, Button, Group, Popover, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { IconThumbDown, IconThumbDownFilled, IconThumbUp, IconThumbUpFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { addToast } from '../../shell/toasts';
import { useT } from '../../ui/use-t';
import { reportMutationErrors } from '../profile/mutation-errors';
import { type NovaRating, useSubmitNovaFeedback } from './nova-operations';

interface Props {
  messageId: string;
  myFeedback: NovaRating | null;
  onSubmitted: (rating: NovaRating) => void;
}

/** 👍/👎 under an answer, then an optional comment before sending; shows the viewer's own rating. */
export function NovaFeedback({ messageId, myFeedback, onSubmitted }: Props) {
  const t = useT();
  const [submit, { loading }] = useSubmitNovaFeedback();
  const [pending, setPending] = useState<NovaRating | null>(null);
  const [comment, setComment] = useState('');

  const send = async () => {
    if (!pending) return;
    const { error } = await submit({ variables: { messageId, rating: pending, comment: comment.trim() || null } });
    if (reportMutationErrors(error)) return;
    onSubmitted(pending);
    addToast({ type: 'success', messageId: 'nova.feedback.thanks' });
    setPending(null);
    setComment('');
  };

  const thumb = (rating: NovaRating) => {
    const active = (pending ?? myFeedback) === rating;
    const Icon =
      rating === 'up' ? (active ? IconThumbUpFilled : IconThumbUp) : active ? IconThumbDownFilled : IconThumbDown;
    const label = t(rating === 'up' ? 'nova.feedback.up' : 'nova.feedback.down');
    return (
      <Tooltip label={label}>
        <ActionIcon
          variant="subtle"
          color={active ? (rating === 'up' ? 'green' : 'red') : 'gray'}
          aria-label={label}
          aria-pressed={active}
          onClick={() => setPending(rating)}
        >
          <Icon size={16} />
        </ActionIcon>
      </Tooltip>
    );
  };

  return (
    <Popover opened={pending !== null} onChange={(opened) => !opened && setPending(null)} trapFocus withArrow>
      <Popover.Target>
        <Group gap={2}>
          {thumb('up')}
          {thumb('down')}
        </Group>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" w={260}>
          <Text size="sm" fw={500}>
            {t(pending === 'down' ? 'nova.feedback.titleDown' : 'nova.feedback.titleUp')}
          </Text>
          <Textarea
            label={t('nova.feedback.comment')}
            placeholder={t('nova.feedback.commentPlaceholder')}
            value={comment}
            onChange={(event) => setComment(event.currentTarget.value)}
            autosize
            minRows={2}
            maxLength={2000}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" size="xs" onClick={() => setPending(null)}>
              {t('common.cancel')}
            </Button>
            <Button size="xs" loading={loading} onClick={send}>
              {t('nova.feedback.send')}
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
