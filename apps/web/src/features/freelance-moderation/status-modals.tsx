import { Alert, Button, Group, Modal, Radio, Select, Stack, Text, Textarea } from '@mantine/core';
import { STATUS_NOTE_MAX } from '@orbite/domain/freelance-moderation';
import { type BanCategory, banCategories, banReasonsByCategory } from '@orbite/domain/freelance-status';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useT } from '../../ui/use-t';

interface ModalProps {
  opened: boolean;
  name: string;
  loading: boolean;
  error: string | null;
  onClose: () => void;
}

function ErrorAlert({ error }: { error: string | null }) {
  return error ? (
    <Alert color="danger" icon={<IconAlertCircle size={18} />} role="alert" variant="light">
      {error}
    </Alert>
  ) : null;
}

/** Out of scope, with an optional note. */
export function WrongScopeModal(props: ModalProps & { onConfirm: (note: string | null) => void }) {
  const t = useT();
  const [note, setNote] = useState('');
  useEffect(() => {
    if (props.opened) setNote('');
  }, [props.opened]);
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t('freelanceModeration.wrongScope.title')} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          props.onConfirm(note.trim() || null);
        }}
      >
        <Stack gap="md">
          <Text size="sm">{t('freelanceModeration.wrongScope.text', { name: props.name })}</Text>
          <Textarea
            label={t('freelanceModeration.wrongScope.note')}
            placeholder={t('freelanceModeration.wrongScope.notePlaceholder')}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value.slice(0, STATUS_NOTE_MAX))}
            autosize
            minRows={2}
            maxRows={6}
            data-autofocus
          />
          <ErrorAlert error={props.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color="warning" loading={props.loading}>
              {t('freelanceModeration.wrongScope.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** A ban: the category first, then a reason of that category, an optional note, and a red confirmation. */
export function BanModal(
  props: ModalProps & { onConfirm: (value: { banCategory: BanCategory; reason: string; note: string | null }) => void },
) {
  const t = useT();
  const [category, setCategory] = useState<BanCategory | null>(null);
  const [reason, setReason] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  useEffect(() => {
    if (!props.opened) return;
    setCategory(null);
    setReason(null);
    setNote('');
    setTried(false);
  }, [props.opened]);

  const submit = () => {
    setTried(true);
    if (category && reason) props.onConfirm({ banCategory: category, reason, note: note.trim() || null });
  };

  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t('freelanceModeration.ban.title')} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <Text size="sm">{t('freelanceModeration.ban.text', { name: props.name })}</Text>
          <Radio.Group
            label={t('freelanceModeration.ban.category')}
            value={category}
            onChange={(value) => {
              setCategory(value as BanCategory);
              setReason(null);
              setTried(false);
            }}
            error={tried && !category ? t('freelanceModeration.ban.chooseCategory') : undefined}
            withAsterisk
          >
            <Group mt="xs">
              {banCategories.map((value) => (
                <Radio key={value} value={value} label={t(`freelanceModeration.banCategory.${value}`)} />
              ))}
            </Group>
          </Radio.Group>
          {category ? (
            <Select
              label={t('freelanceModeration.ban.reason')}
              placeholder={t('freelanceModeration.ban.reasonPlaceholder')}
              data={banReasonsByCategory[category].map((value) => ({
                value,
                label: t(`freelanceModeration.banReason.${value}`),
              }))}
              value={reason}
              onChange={setReason}
              error={tried && !reason ? t('freelanceModeration.ban.chooseReason') : undefined}
              withAsterisk
              comboboxProps={{ withinPortal: true }}
            />
          ) : null}
          <Textarea
            label={t('freelanceModeration.ban.note')}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value.slice(0, STATUS_NOTE_MAX))}
            autosize
            minRows={2}
            maxRows={6}
          />
          <ErrorAlert error={props.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color="danger" loading={props.loading}>
              {t('freelanceModeration.ban.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
