import { Loader, Stack, Text } from '@mantine/core';
import { IconCopyOff } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { addToast } from '../../shell/toasts';
import { MessagePage } from '../../ui/message-page';
import { useT } from '../../ui/use-t';
import { useDuplicateMission } from './mission-form-operations';
import { saveFailureOf } from './use-mission-autosave';

/**
 * Duplicate mode: copies the mission once (duplicateMission: same company, skills, a past start
 * date left blank) and goes on in create mode on the copy, from its first step.
 */
export function MissionDuplicate({ sourceId, missionsPath }: { sourceId: string | null; missionsPath: string }) {
  const t = useT();
  const navigate = useNavigate();
  const [duplicate] = useDuplicateMission();
  const started = useRef(false);
  const [failed, setFailed] = useState<'notFound' | 'other' | null>(sourceId ? null : 'notFound');

  useEffect(() => {
    if (!sourceId || started.current) return;
    started.current = true;
    void duplicate({ variables: { id: sourceId } }).then(({ data, error }) => {
      const copy = data?.duplicateMission;
      if (!copy) {
        setFailed(saveFailureOf(error).conflict === 'notFound' ? 'notFound' : 'other');
        return;
      }
      addToast({ type: 'success', messageId: 'missionForm.duplicate.done' });
      navigate(`/enterprise/mission/create/${copy.id}?step=timing`, { replace: true });
    });
  }, [sourceId, duplicate, navigate]);

  if (failed) {
    return (
      <MessagePage
        icon={<IconCopyOff size={40} />}
        color="gray"
        title={t('missionForm.duplicate.failedTitle')}
        text={t(failed === 'notFound' ? 'missionForm.duplicate.notFound' : 'missionForm.duplicate.failed')}
        action={{ label: t('missionForm.backToMissions'), to: missionsPath }}
      />
    );
  }
  return (
    <Stack align="center" py={80} gap="sm" aria-busy="true">
      <Loader />
      <Text c="dimmed">{t('missionForm.duplicate.running')}</Text>
    </Stack>
  );
}
