import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { applicationGoesToClient } from '@orbite/domain/mission';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { addToast } from '../../shell/toasts';
import { useT } from '../../ui/use-t';
import type { Match } from '../matches/match-operations';
import { useSession } from '../session/session-context';
import { APPLY_MESSAGE_MAX, useApplyToMission } from './freelancer-missions-operations';
import { type MatchError, matchErrorOf } from './match-errors';

export interface ApplyModalProps {
  mission: { id: string; title: string | null; offer?: string };
  opened: boolean;
  onClose: () => void;
  onApplied?: (match: Match) => void;
}

/**
 * Applying to a mission: an optional word, then the application goes to "my missions". On a Connect mission a
 * qualified freelancer's application goes straight to the client (the server decides; the text says so beforehand).
 */
export function ApplyModal({ mission, opened, onClose, onApplied }: ApplyModalProps) {
  const t = useT();
  const direct = applicationGoesToClient(mission.offer, useSession().user?.freelance?.status ?? '');
  const [apply, { loading }] = useApplyToMission();
  const [message, setMessage] = useState('');
  const [failure, setFailure] = useState<MatchError | null>(null);

  useEffect(() => {
    if (opened) {
      setMessage('');
      setFailure(null);
    }
  }, [opened]);

  const submit = async () => {
    setFailure(null);
    const { data, error } = await apply({ variables: { missionId: mission.id, message: message.trim() || null } });
    const failed = matchErrorOf(error);
    if (failed || !data?.applyToMission) {
      setFailure(failed ?? { code: 0, reason: null, messageId: 'error.generic' });
      return;
    }
    const presented = data.applyToMission.status === 'corporateValidation';
    addToast({
      type: 'success',
      messageId: presented ? 'freelancerMissions.apply.doneConnect' : 'freelancerMissions.apply.done',
    });
    onApplied?.(data.applyToMission);
    onClose();
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('freelancerMissions.apply.title')} size="lg" centered>
      <Stack gap="md">
        <Text size="sm">
          {t(direct ? 'freelancerMissions.apply.introConnect' : 'freelancerMissions.apply.intro', {
            title: mission.title ?? '',
          })}
        </Text>
        <Textarea
          label={t(direct ? 'freelancerMissions.apply.messageConnect' : 'freelancerMissions.apply.message')}
          description={t('freelancerMissions.apply.messageHelp', { count: message.length, max: APPLY_MESSAGE_MAX })}
          placeholder={t('freelancerMissions.apply.placeholder')}
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value.slice(0, APPLY_MESSAGE_MAX))}
          autosize
          minRows={4}
          maxRows={10}
          data-autofocus
        />
        {failure ? (
          <Alert color="danger" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            <Stack gap={4}>
              <Text size="sm">{t(failure.messageId)}</Text>
              {failure.reason === 'hasApplied' ? (
                <Text size="sm" component={Link} to={`/freelancer/missions/${mission.id}`} c="orbite" td="underline">
                  {t('freelancerMissions.apply.seeApplication')}
                </Text>
              ) : null}
              {failure.reason === 'invalidFreelanceState' ? (
                <Text size="sm" component={Link} to="/freelancer/profile" c="orbite" td="underline">
                  {t('freelancerMissions.apply.completeProfile')}
                </Text>
              ) : null}
            </Stack>
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('freelancerMissions.cancel')}
          </Button>
          <Button loading={loading} onClick={submit}>
            {t('freelancerMissions.apply.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
