import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { matchDeclineReasons } from '@orbite/domain/match-status';
import { useState } from 'react';
import { useT } from '../../ui/use-t';
import type { MatchMove } from '../matches/match-operations';
import { ReasonsModal } from '../matches/reasons-modal';

export interface MoveAsk {
  move: MatchMove;
  name: string;
}

/** The French label of a move's button, by the status it leads to (and the move's kind). */
export function moveLabelId(move: MatchMove): string {
  if (move.reason === 'decline')
    return move.to === 'corporateDeclined' ? 'boMatching.move.declineForClient' : 'boMatching.move.decline';
  if (move.reason === 'cancel') return 'boMatching.move.cancel';
  return `boMatching.move.to.${move.to}`;
}

/**
 * Asks before a move: the team's reasons for a decline (required) or a cancellation (optional,
 * with who the cancellation is recorded for), a plain confirmation otherwise.
 */
export function MoveDialog({
  ask,
  onClose,
  onConfirm,
}: {
  ask: MoveAsk | null;
  onClose: () => void;
  /** Resolves true when the move went through (the dialog then closes). */
  onConfirm: (move: MatchMove, reasons: string[] | null, comment: string | null) => Promise<boolean>;
}) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const run = async (reasons: string[] | null, comment: string | null) => {
    if (!ask) return;
    setBusy(true);
    const done = await onConfirm(ask.move, reasons, comment);
    setBusy(false);
    if (done) onClose();
  };
  const move = ask?.move;
  const values = {
    name: ask?.name ?? '',
    status: move ? t(`enum.matchStatus.${move.to}`) : '',
    source: move?.cancelSource ? t(`enum.matchCancelSource.${move.cancelSource}`) : '',
  };

  if (move?.reason) {
    const decline = move.reason === 'decline';
    return (
      <ReasonsModal
        opened
        onClose={onClose}
        title={t(decline ? 'boMatching.close.title.decline' : 'boMatching.close.title.cancel', values)}
        description={t(
          move.cancelSource ? 'boMatching.close.descriptionCancel' : 'boMatching.close.description',
          values,
        )}
        reasons={matchDeclineReasons.teamMember}
        labelPrefix="enum.teamDeclineReason"
        required={decline}
        danger
        loading={busy}
        confirmLabel={t(moveLabelId(move))}
        onConfirm={(reasons, comment) => run(reasons, comment)}
      />
    );
  }

  return (
    <Modal opened={Boolean(move)} onClose={onClose} title={move ? t(moveLabelId(move)) : ''} centered>
      <Stack>
        <Text size="sm">{move ? t(`boMatching.confirm.${move.to}`, values) : null}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('boMatching.confirm.back')}
          </Button>
          <Button loading={busy} onClick={() => run(null, null)} data-autofocus>
            {move ? t(moveLabelId(move)) : null}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
