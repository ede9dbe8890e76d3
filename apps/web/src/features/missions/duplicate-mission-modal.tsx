import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { addToast } from '../../shell/toasts';
import { useT } from '../../ui/use-t';
import { missionActionError } from './mission-errors';
import { type MissionDetail, useDuplicateMission } from './mission-operations';

/**
 * Copies a mission as a new draft of the same company, then opens it: in the mission form for a
 * client (to adjust and submit it), on its back-office page for the team.
 */
export function DuplicateMissionModal({
  mission,
  viewer,
  onClose,
}: {
  mission: MissionDetail;
  viewer: 'teamMember' | 'corporate';
  onClose: () => void;
}) {
  const t = useT();
  const navigate = useNavigate();
  const [duplicate, { loading }] = useDuplicateMission();
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    setError(null);
    try {
      // Errors come back in the result (errorPolicy all), a network failure as a rejection.
      const { data, error: failure } = await duplicate({ variables: { id: mission.id } });
      const copy = data?.duplicateMission.id;
      if (failure || !copy) return setError(missionActionError(failure).messageId);
      addToast({ type: 'success', messageId: 'missions.duplicate.done' });
      onClose();
      navigate(viewer === 'corporate' ? `/enterprise/mission/create/${copy}` : `/backoffice/missions/${copy}`);
    } catch (caught) {
      setError(missionActionError(caught).messageId);
    }
  };
  return (
    <Modal opened onClose={onClose} title={t('missions.duplicate.title')} centered>
      <Stack>
        <Text size="sm">
          {t(viewer === 'corporate' ? 'missions.duplicate.textClient' : 'missions.duplicate.textTeam', {
            title: mission.title || t('missions.untitled'),
          })}
        </Text>
        {error ? (
          <Alert color="danger" icon={<IconAlertTriangle size={18} />} role="alert">
            {t(error)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button loading={loading} onClick={run} data-autofocus>
            {t('missions.duplicate.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
