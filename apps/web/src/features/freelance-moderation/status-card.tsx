import { Alert, Badge, Button, Card, Group, Select, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { FreelanceStatus } from '@orbite/domain/freelance-status';
import { huntingStatuses, slackStatuses } from '@orbite/domain/freelance-status';
import { IconAlertCircle, IconBan, IconCheck, IconShieldHalf, IconTargetOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { addToast } from '../../shell/toasts';
import { useT } from '../../ui/use-t';
import {
  type FreelanceModeration,
  type StatusChangeInput,
  useChangeFreelanceStatus,
  useFreelanceModeration,
  useSetFreelanceHuntingStatus,
  useSetFreelanceSlackStatus,
} from './moderation-operations';
import { mutationErrorMessage } from './mutation-error';
import { BanModal, WrongScopeModal } from './status-modals';

const statusColor: Record<FreelanceStatus, string> = {
  new: 'gray',
  validated: 'success',
  wrongScope: 'warning',
  banned: 'danger',
};

function StatusReason({ freelance }: { freelance: FreelanceModeration }) {
  const t = useT();
  const intl = useIntl();
  const when = freelance.statusChangedAt ? intl.formatDate(freelance.statusChangedAt, { dateStyle: 'long' }) : null;
  return (
    <Stack gap={4} data-testid="status-reason">
      {freelance.status === 'banned' && freelance.banCategory && freelance.statusReason ? (
        <Text size="sm" fw={500}>
          {t('freelanceModeration.status.banReason', {
            category: t(`freelanceModeration.banCategory.${freelance.banCategory}`),
            reason: t(`freelanceModeration.banReason.${freelance.statusReason}`),
          })}
        </Text>
      ) : null}
      {freelance.statusNote ? (
        <Text size="sm">{t('freelanceModeration.status.note', { note: freelance.statusNote })}</Text>
      ) : null}
      {when ? (
        <Text size="xs" c="dimmed">
          {freelance.statusChangedBy
            ? t('freelanceModeration.status.changedBy', { date: when, name: freelance.statusChangedBy })
            : t('freelanceModeration.status.changedOn', { date: when })}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * The team's decision on a freelancer: current status and its reasons, buttons to validate, put out
 * of scope or ban (each asking for confirmation), and the hunting and Slack statuses.
 */
export function StatusCard({ freelanceId, name }: { freelanceId: string; name: string | null | undefined }) {
  const t = useT();
  const { data, loading, error } = useFreelanceModeration(freelanceId);
  const [change, { loading: changing }] = useChangeFreelanceStatus();
  const [setHunting] = useSetFreelanceHuntingStatus();
  const [setSlack] = useSetFreelanceSlackStatus();
  const [open, setOpen] = useState<'ban' | 'wrongScope' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const freelance = data?.freelance;
  const who = name || t('freelanceModeration.confirm.thisFreelance');

  if (loading && !freelance) return <Skeleton h={220} radius="md" />;
  if (!freelance)
    return error ? (
      <Alert color="danger" icon={<IconAlertCircle size={18} />} role="alert">
        {t('freelanceModeration.status.loadError')}
      </Alert>
    ) : null;

  const run = async (input: StatusChangeInput) => {
    setFailure(null);
    const result = await change({ variables: { freelanceId, input } });
    if (result.error) {
      const message = mutationErrorMessage(result.error, t);
      if (open) setFailure(message);
      else addToast({ type: 'error', messageId: 'profile.invalidField', values: { message: message ?? '' } });
      return;
    }
    setOpen(null);
    addToast({ type: 'success', messageId: 'freelanceModeration.status.done' });
  };

  const confirm = (status: 'validated' | 'new') =>
    modals.openConfirmModal({
      title: t(`freelanceModeration.confirm.${status === 'validated' ? 'validate' : 'reset'}.title`),
      children: (
        <Text size="sm">
          {t(`freelanceModeration.confirm.${status === 'validated' ? 'validate' : 'reset'}.text`, { name: who })}
        </Text>
      ),
      labels: { confirm: t('freelanceModeration.confirm.confirm'), cancel: t('common.cancel') },
      onConfirm: () => void run({ status }),
    });

  const current = freelance.status;
  return (
    <Card withBorder radius="md" p="lg" component="section" aria-labelledby="moderation-status-title">
      <Group gap="xs" mb="xs">
        <IconShieldHalf size={20} aria-hidden />
        <Title order={2} size="h4" id="moderation-status-title">
          {t('freelanceModeration.status.title')}
        </Title>
      </Group>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('freelanceModeration.status.hint')}
        </Text>
        <Group gap="xs" align="center">
          <Text size="sm">{t('freelanceModeration.status.current')}</Text>
          <Badge color={statusColor[current]} variant="light" data-testid="moderation-status">
            {t(`freelanceStatus.${current}`)}
          </Badge>
        </Group>
        <StatusReason freelance={freelance} />
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            color="success"
            leftSection={<IconCheck size={14} aria-hidden />}
            disabled={current === 'validated' || changing}
            onClick={() => confirm('validated')}
          >
            {t('freelanceModeration.status.validate')}
          </Button>
          <Button
            size="xs"
            variant="light"
            color="warning"
            leftSection={<IconTargetOff size={14} aria-hidden />}
            disabled={changing}
            onClick={() => {
              setFailure(null);
              setOpen('wrongScope');
            }}
          >
            {t('freelanceModeration.status.wrongScope')}
          </Button>
          <Button
            size="xs"
            variant="light"
            color="danger"
            leftSection={<IconBan size={14} aria-hidden />}
            disabled={changing}
            onClick={() => {
              setFailure(null);
              setOpen('ban');
            }}
          >
            {t('freelanceModeration.status.ban')}
          </Button>
          {current !== 'new' ? (
            <Button size="xs" variant="subtle" color="gray" disabled={changing} onClick={() => confirm('new')}>
              {t('freelanceModeration.status.reset')}
            </Button>
          ) : null}
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Select
            label={t('freelanceModeration.hunting.label')}
            placeholder={t('freelanceModeration.hunting.placeholder')}
            clearable
            data={huntingStatuses.map((value) => ({ value, label: t(`freelanceModeration.hunting.${value}`) }))}
            value={freelance.huntingStatus}
            onChange={(value) => void setHunting({ variables: { freelanceId, huntingStatus: value } })}
          />
          <Select
            label={t('freelanceModeration.slack.label')}
            data={slackStatuses.map((value) => ({ value, label: t(`freelanceModeration.slack.${value}`) }))}
            value={freelance.slackStatus ?? 'initial'}
            allowDeselect={false}
            onChange={(value) => {
              if (value) void setSlack({ variables: { freelanceId, slackStatus: value } });
            }}
          />
        </SimpleGrid>
      </Stack>
      <WrongScopeModal
        opened={open === 'wrongScope'}
        name={who}
        loading={changing}
        error={failure}
        onClose={() => setOpen(null)}
        onConfirm={(note) => void run({ status: 'wrongScope', note })}
      />
      <BanModal
        opened={open === 'ban'}
        name={who}
        loading={changing}
        error={failure}
        onClose={() => setOpen(null)}
        onConfirm={(value) => void run({ status: 'banned', ...value })}
      />
    </Card>
  );
}
