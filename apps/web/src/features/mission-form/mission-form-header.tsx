import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCloudCheck, IconHistory, IconRefresh } from '@tabler/icons-react';
import { Link } from 'react-router';
import { type FormState, FormStateChip } from '../../ui/form-state-chip';
import { useT } from '../../ui/use-t';
import { MissionStatusBadge } from '../market/status-badges';
import type { MissionFormMission } from './mission-form-operations';
import type { SaveConflict } from './use-mission-autosave';

/** Title, save state (chip, or the save button of a mission under review), conflicts and restored values. */
export function MissionFormHeader({
  mode,
  mission,
  missionId,
  companyName,
  saveMode,
  state,
  dirty,
  conflict,
  restored,
  missionPath,
  onSave,
  onReload,
}: {
  mode: 'create' | 'edit';
  mission: MissionFormMission | null;
  missionId: string | null;
  /** The company the team drafts for, once known. */
  companyName: string | null;
  saveMode: 'autosave' | 'explicit';
  state: FormState;
  dirty: boolean;
  conflict: SaveConflict | null;
  restored: boolean;
  missionPath: (id: string) => string;
  onSave: () => void;
  onReload: () => void;
}) {
  const t = useT();
  const explicit = saveMode === 'explicit';
  const labels = {
    submitting: t('missionForm.state.saving'),
    success: t(explicit ? 'missionForm.state.saved' : 'missionForm.state.draftSaved'),
    error: t('missionForm.state.error'),
  };
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4} style={{ flex: 1, minWidth: 260 }}>
          <Group gap="sm">
            <Title order={1}>
              {t(mode === 'create' ? 'route.enterprise.missionCreate' : 'route.enterprise.missionEdit')}
            </Title>
            {mission && mode === 'edit' ? <MissionStatusBadge status={mission.status} size="lg" /> : null}
          </Group>
          {companyName ? (
            <Text fw={600} size="sm">
              {t('missionForm.forCompany', { company: companyName })}
            </Text>
          ) : null}
          <Text c="dimmed" size="sm">
            {t(explicit ? 'missionForm.intro.explicit' : 'missionForm.intro.autosave')}
          </Text>
        </Stack>
        <Group gap="sm" mih={36}>
          <FormStateChip state={state} labels={labels} />
          {state === 'idle' && !dirty && missionId && !explicit ? (
            <Group gap={4} c="dimmed">
              <IconCloudCheck size={16} aria-hidden />
              <Text size="sm">{t('missionForm.state.draftKept')}</Text>
            </Group>
          ) : null}
          {explicit && dirty && state !== 'submitting' ? (
            <Text size="sm" c="dimmed">
              {t('missionForm.state.unsaved')}
            </Text>
          ) : null}
          {explicit ? (
            <Button onClick={onSave} disabled={!dirty || conflict !== null} loading={state === 'submitting'}>
              {t('missionForm.save')}
            </Button>
          ) : null}
        </Group>
      </Group>
      {conflict ? (
        <Alert color="danger" variant="light" icon={<IconAlertTriangle size={20} />} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm" fw={600}>
              {t(`missionForm.conflict.${conflict}.title`)}
            </Text>
            <Text size="sm">{t(`missionForm.conflict.${conflict}.text`)}</Text>
            {conflict === 'stale' ? (
              <Button size="xs" leftSection={<IconRefresh size={14} />} onClick={onReload}>
                {t('missionForm.conflict.reload')}
              </Button>
            ) : conflict === 'locked' && missionId ? (
              <Button size="xs" component={Link} to={missionPath(missionId)}>
                {t('missionForm.conflict.toMission')}
              </Button>
            ) : null}
          </Stack>
        </Alert>
      ) : null}
      {restored && !conflict ? (
        <Alert color="orbite" variant="light" icon={<IconHistory size={20} />} role="status">
          {t(explicit ? 'missionForm.restored.explicit' : 'missionForm.restored.autosave')}
        </Alert>
      ) : null}
    </Stack>
  );
}
