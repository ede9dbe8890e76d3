import { Button, Group, Text } from '@mantine/core';
import type { MatchStatus } from '@orbite/domain/match-status';
import { useState } from 'react';
import { addToast } from '../../shell/toasts';
import { useT } from '../../ui/use-t';
import type { MatchMove } from '../matches/match-operations';
import { reportMutationErrors } from '../profile/mutation-errors';
import { type TeamMatch, useTeamUpdateMatchStatus } from './backoffice-matching-operations';
import { type MoveAsk, MoveDialog, moveLabelId } from './move-dialog';

/** Moving a profile to another mission of the client is the client's duplicate action, not a status button. */
const notButtons: readonly MatchStatus[] = ['corporateDuplicated'];

/** Forward moves first, then the revival, then the moves that close the match. */
const order = (move: MatchMove) => (move.reason ? 2 : move.to === 'teamMemberPreselection' ? 1 : 0);

/**
 * Every move the server offers the team on this match, as buttons, each asked first: propose to the
 * freelancer, present to the client, confirm for the client, decline or cancel with the team's
 * reasons, revive.
 */
export function MatchMoves({ match }: { match: TeamMatch }) {
  const t = useT();
  const [ask, setAsk] = useState<MoveAsk | null>(null);
  const [update] = useTeamUpdateMatchStatus();
  const moves = match.allowedMoves.filter((move) => !notButtons.includes(move.to)).sort((a, b) => order(a) - order(b));

  const confirm = async (move: MatchMove, reasons: string[] | null, comment: string | null) => {
    let error: unknown;
    try {
      const result = await update({ variables: { id: match.id, status: move.to, reasons, comment } });
      error = result.error;
    } catch (thrown) {
      error = thrown;
    }
    if (reportMutationErrors(error)) return false;
    addToast({ type: 'success', messageId: 'boMatching.move.done', values: { name: match.freelance.fullName } });
    return true;
  };

  if (moves.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('boMatching.match.noMove')}
      </Text>
    );
  return (
    <>
      <Group gap="xs">
        {moves.map((move) => (
          <Button
            key={`${move.to}-${move.cancelSource ?? ''}`}
            variant={move.reason ? 'outline' : order(move) === 1 ? 'default' : 'filled'}
            color={move.reason ? 'danger' : undefined}
            onClick={() => setAsk({ move, name: match.freelance.fullName })}
          >
            {t(moveLabelId(move))}
          </Button>
        ))}
      </Group>
      <MoveDialog ask={ask} onClose={() => setAsk(null)} onConfirm={confirm} />
    </>
  );
}
