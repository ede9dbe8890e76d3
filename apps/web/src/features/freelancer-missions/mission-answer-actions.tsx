import { Button, Group } from '@mantine/core';
import { postMeetingFreelanceReasons } from '@orbite/domain/match-status';
import { IconEye, IconSend, IconThumbDown } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { addToast } from '../../shell/toasts';
import { useT } from '../../ui/use-t';
import type { Match } from '../matches/match-operations';
import { ReasonsModal } from '../matches/reasons-modal';
import { ApplyModal } from './apply-modal';
import { useNotInterestedInMission } from './freelancer-missions-operations';
import { matchErrorOf } from './match-errors';

interface Props {
  mission: { id: string; title: string | null; offer?: string };
  /** Adds "Voir la mission" first (the cards of the explore list). */
  withView?: boolean;
  /** False once the freelancer already passed on it: only applying is left. */
  withPass?: boolean;
  onAnswered?: (match: Match) => void;
  size?: 'xs' | 'sm' | 'md';
}

/** "Postuler" and "Pas intéressé" on a mission open to applications, with their dialogs. */
export function MissionAnswerActions({ mission, withView, withPass = true, onAnswered, size = 'sm' }: Props) {
  const t = useT();
  const [applying, setApplying] = useState(false);
  const [passing, setPassing] = useState(false);
  const [passError, setPassError] = useState<string | null>(null);
  const [notInterested, { loading }] = useNotInterestedInMission();

  const pass = async (reasons: string[]) => {
    setPassError(null);
    const { data, error } = await notInterested({ variables: { missionId: mission.id, reasons } });
    const failed = matchErrorOf(error);
    if (failed || !data?.notInterestedInMission) {
      setPassError(t(failed?.messageId ?? 'error.generic'));
      return;
    }
    setPassing(false);
    addToast({ type: 'info', messageId: 'freelancerMissions.pass.done' });
    onAnswered?.(data.notInterestedInMission);
  };

  return (
    <>
      <Group gap="xs" wrap="wrap">
        {withView ? (
          <Button
            component={Link}
            to={`/freelancer/explore/mission/${mission.id}`}
            variant="default"
            size={size}
            leftSection={<IconEye size={16} />}
          >
            {t('freelancerMissions.action.view')}
          </Button>
        ) : null}
        <Button size={size} leftSection={<IconSend size={16} />} onClick={() => setApplying(true)}>
          {t('freelancerMissions.action.apply')}
        </Button>
        {withPass ? (
          <Button
            size={size}
            variant="subtle"
            color="gray"
            leftSection={<IconThumbDown size={16} />}
            onClick={() => {
              setPassError(null);
              setPassing(true);
            }}
          >
            {t('freelancerMissions.action.pass')}
          </Button>
        ) : null}
      </Group>
      <ApplyModal mission={mission} opened={applying} onClose={() => setApplying(false)} onApplied={onAnswered} />
      <ReasonsModal
        opened={passing}
        onClose={() => setPassing(false)}
        title={t('freelancerMissions.pass.title')}
        description={t('freelancerMissions.pass.description')}
        reasons={postMeetingFreelanceReasons}
        labelPrefix="enum.freelanceReason"
        confirmLabel={t('freelancerMissions.pass.confirm')}
        loading={loading}
        error={passError}
        onConfirm={(reasons) => pass(reasons)}
      />
    </>
  );
}
