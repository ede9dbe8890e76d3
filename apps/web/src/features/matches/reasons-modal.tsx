import { Alert, Button, Checkbox, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useT } from '../../ui/use-t';

export interface ReasonsModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  /** The reason keys offered, labelled by `${labelPrefix}.${key}` (e.g. enum.corporateDeclineReason). */
  reasons: readonly string[];
  labelPrefix: string;
  /** At least one reason must be ticked (the server answers 616 or 400 otherwise). */
  required?: boolean;
  confirmLabel: string;
  /** Red confirm button: the move ends something. */
  danger?: boolean;
  loading?: boolean;
  /** A message from the server to show above the buttons. */
  error?: string | null;
  onConfirm: (reasons: string[], comment: string | null) => void;
}

const COMMENT_MAX = 2000;

/**
 * Asks why before a decline, a withdrawal or a cancellation: reasons to tick and a free comment.
 * The same dialog for the client, the freelancer and the team; each passes its own list.
 */
export function ReasonsModal(props: ReasonsModalProps) {
  const t = useT();
  const [chosen, setChosen] = useState<string[]>([]);
  const [comment, setComment] = useState('');
  const [tried, setTried] = useState(false);

  useEffect(() => {
    if (props.opened) {
      setChosen([]);
      setComment('');
      setTried(false);
    }
  }, [props.opened]);

  const missing = Boolean(props.required) && chosen.length === 0;
  const submit = () => {
    setTried(true);
    if (missing) return;
    props.onConfirm(chosen, comment.trim() || null);
  };

  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title} size="md" centered>
      <Stack gap="md">
        {props.description && (
          <Text size="sm" c="dimmed">
            {props.description}
          </Text>
        )}
        <Checkbox.Group
          value={chosen}
          onChange={setChosen}
          label={t(props.required ? 'reasons.label.required' : 'reasons.label.optional')}
          error={tried && missing ? t('reasons.required') : undefined}
        >
          <Stack gap={8} mt="xs">
            {props.reasons.map((reason) => (
              <Checkbox key={reason} value={reason} label={t(`${props.labelPrefix}.${reason}`)} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Textarea
          label={t('reasons.comment')}
          placeholder={t('reasons.commentPlaceholder')}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value.slice(0, COMMENT_MAX))}
          autosize
          minRows={2}
          maxRows={6}
          description={`${comment.length} / ${COMMENT_MAX}`}
        />
        {props.error && (
          <Alert color="danger" variant="light">
            {props.error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {t('reasons.cancel')}
          </Button>
          <Button color={props.danger ? 'danger' : undefined} loading={props.loading} onClick={submit}>
            {props.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
