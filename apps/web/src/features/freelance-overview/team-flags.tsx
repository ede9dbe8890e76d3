import { ActionIcon, Badge, Button, Card, Group, Select, Stack, Switch, Text, Textarea, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { addDays, todayInParis } from '@orbite/domain/calendar-day';
import { flagLevels, freelanceFlagTypes } from '@orbite/domain/enums';
import { IconFlag, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { addToast } from '../../shell/toasts';
import { DayPickerInput } from '../../ui/day-picker-input';
import { useT } from '../../ui/use-t';
import { reportMutationErrors } from '../profile/mutation-errors';
import { type TeamFlag, useAddFreelanceFlag, useFreelanceFlags, useRemoveFreelanceFlag } from './team-flags-operations';

const levelColor = { high: 'danger', warning: 'warning', normal: 'primary' } as const;

/** The team's flags on a freelancer: in force, with who-knows-what notes; added and removed here. */
export function TeamFlags({ freelanceId }: { freelanceId: string }) {
  const t = useT();
  const intl = useIntl();
  const { data } = useFreelanceFlags(freelanceId);
  const [add, { loading }] = useAddFreelanceFlag(freelanceId);
  const [remove] = useRemoveFreelanceFlag(freelanceId);
  const [type, setType] = useState<string | null>('doNotPropose');
  const [level, setLevel] = useState<string | null>('normal');
  const [note, setNote] = useState('');
  const [permanent, setPermanent] = useState(true);
  const [expiresAt, setExpiresAt] = useState<string | null>(null);
  const flags = data?.freelance.flags ?? [];

  const onAdd = async () => {
    if (!type || !level) return;
    const { error } = await add({
      variables: {
        freelanceId,
        input: { type, level, note: note.trim() || null, permanent, expiresAt: permanent ? null : expiresAt },
      },
    });
    if (reportMutationErrors(error)) return;
    setNote('');
    setExpiresAt(null);
    addToast({ type: 'success', messageId: 'boFreelancer.flags.added' });
  };

  const confirmRemove = (flag: TeamFlag) =>
    modals.openConfirmModal({
      title: t('boFreelancer.flags.removeTitle'),
      children: <Text size="sm">{t(`boFreelancer.flags.type.${flag.type}`)}</Text>,
      labels: { confirm: t('boFreelancer.flags.remove'), cancel: t('common.cancel') },
      confirmProps: { color: 'danger' },
      onConfirm: async () => {
        const { error } = await remove({ variables: { id: flag.id } });
        if (!reportMutationErrors(error)) addToast({ type: 'success', messageId: 'boFreelancer.flags.removed' });
      },
    });

  return (
    <Card withBorder radius="md" p="lg">
      <Group gap="xs" mb="sm">
        <IconFlag size={20} aria-hidden />
        <Title order={2} size="h4">
          {t('boFreelancer.flags.title')}
        </Title>
      </Group>
      <Stack gap="xs" mb="md">
        {flags.length === 0 ? <Text c="dimmed">{t('boFreelancer.flags.empty')}</Text> : null}
        {flags.map((flag) => (
          <Group key={flag.id} justify="space-between" wrap="nowrap" align="flex-start">
            <div>
              <Group gap="xs">
                <Badge color={levelColor[flag.level]} variant="light">
                  {t(`boFreelancer.flags.level.${flag.level}`)}
                </Badge>
                <Text fw={600}>{t(`boFreelancer.flags.type.${flag.type}`)}</Text>
              </Group>
              {flag.payload.note ? <Text size="sm">{flag.payload.note}</Text> : null}
              <Text size="xs" c="dimmed">
                {flag.permanent
                  ? t('boFreelancer.flags.permanent')
                  : t('boFreelancer.flags.until', {
                      date: intl.formatDate(flag.expiresAt ?? undefined, { dateStyle: 'long' }),
                    })}
              </Text>
            </div>
            <ActionIcon
              variant="subtle"
              color="danger"
              aria-label={t('boFreelancer.flags.remove')}
              onClick={() => confirmRemove(flag)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
      </Stack>
      <Stack gap="sm">
        <Group grow align="flex-start">
          <Select
            label={t('boFreelancer.flags.typeLabel')}
            data={freelanceFlagTypes.map((value) => ({ value, label: t(`boFreelancer.flags.type.${value}`) }))}
            value={type}
            onChange={setType}
            allowDeselect={false}
          />
          <Select
            label={t('boFreelancer.flags.levelLabel')}
            data={flagLevels.map((value) => ({ value, label: t(`boFreelancer.flags.level.${value}`) }))}
            value={level}
            onChange={setLevel}
            allowDeselect={false}
          />
        </Group>
        <Textarea
          label={t('boFreelancer.flags.note')}
          value={note}
          maxLength={1000}
          autosize
          minRows={2}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
        <Group align="flex-end">
          <Switch
            label={t('boFreelancer.flags.permanentSwitch')}
            checked={permanent}
            onChange={(e) => setPermanent(e.currentTarget.checked)}
          />
          {permanent ? null : (
            <DayPickerInput
              label={t('boFreelancer.flags.untilLabel')}
              value={expiresAt}
              onChange={setExpiresAt}
              minDate={addDays(todayInParis(), 1)}
              required
            />
          )}
        </Group>
        <Group justify="flex-end">
          <Button onClick={onAdd} loading={loading} disabled={!permanent && !expiresAt}>
            {t('boFreelancer.flags.add')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
