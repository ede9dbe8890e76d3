import { Button, Group } from '@mantine/core';
import { postMeetingFreelanceReasons } from '@orbite/domain/match-status';
import { IconCheck, IconDoorExit, IconX } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { addToast } from '../../shell/toasts';
import { useT } from '../../ui/use-t';
import type { Match } from '../matches/match-operations';
import { ReasonsModal } from '../matches/reasons-modal';
import { useUpdateMatchStatus } from './freelancer-missions-operations';
import { matchErrorOf } from './match-errors';
import { type FreelanceMove, type FreelanceMoveKind, freelanceMovesOf } from './match-progress';

const icons: Record<FreelanceMoveKind, ReactNode> = {
  accept: <IconCheck size={16} />,
  decline: <IconX size={16} />,
  withdrawApplication: <IconDoorExit size={16} />,
  withdraw: <IconDoorExit size={16} />,
};

/**
 * The moves the freelancer may make on their match, as the API offers them: accept or decline a
 * proposal, withdraw an application, withdraw after validation or presentation. Every move that
 * ends the match asks why first (the dialog is the confirmation); declining needs a reason.
 */
export function FreelanceMoveButtons({
  match,
  onMoved,
}: {
  match: Pick<Match, 'id' | 'freelanceStatus' | 'meeting' | 'allowedMoves'>;
  onMoved?: (kind: FreelanceMoveKind, match: Match) => void;
}) {
  const t = useT();
  const [update, { loading }] = useUpdateMatchStatus();
  const [asking, setAsking] = useState<FreelanceMove | null>(null);
  const [error, setError] = useState<string | null>(null);
  const moves = freelanceMovesOf(match);
  if (moves.length === 0) return null;

  const run = async (move: FreelanceMove, reasons: string[] | null = null, comment: string | null = null) => {
    setError(null);
    const { data, error: failure } = await update({
      variables: { id: match.id, status: move.to, reasons, comment },
    });
    const failed = matchErrorOf(failure);
    if (failed || !data?.updateMatchStatus) {
      const messageId = failed?.messageId ?? 'error.generic';
      if (asking) setError(t(messageId));
      else addToast({ type: 'error', messageId });
      return;
    }
    setAsking(null);
    addToast({ type: 'success', messageId: `freelancerMissions.move.${move.kind}.done` });
    onMoved?.(move.kind, data.updateMatchStatus);
  };

  return (
    <>
      <Group gap="xs" wrap="wrap">
        {moves.map((move) => (
          <Button
            key={`${move.to}-${move.cancelSource ?? ''}`}
            leftSection={icons[move.kind]}
            variant={move.kind === 'accept' ? 'filled' : 'light'}
            color={move.kind === 'accept' ? undefined : 'danger'}
            loading={loading && move.kind === 'accept'}
            onClick={() => {
              if (move.kind === 'accept') void run(move);
              else {
                setError(null);
                setAsking(move);
              }
            }}
          >
            {t(`freelancerMissions.move.${move.kind}.label`)}
          </Button>
        ))}
      </Group>
      <ReasonsModal
        opened={asking !== null}
        onClose={() => setAsking(null)}
        title={asking ? t(`freelancerMissions.move.${asking.kind}.title`) : ''}
        description={asking ? t(`freelancerMissions.move.${asking.kind}.description`) : undefined}
        reasons={postMeetingFreelanceReasons}
        labelPrefix="enum.freelanceReason"
        required={asking?.reason === 'decline'}
        confirmLabel={asking ? t(`freelancerMissions.move.${asking.kind}.confirm`) : ''}
        danger
        loading={loading}
        error={error}
        onConfirm={(reasons, comment) => asking && run(asking, reasons, comment)}
      />
    </>
  );
}
