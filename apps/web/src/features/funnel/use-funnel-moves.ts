import { useMutation } from '@apollo/client/react';
import type { MatchStatus } from '@orbite/domain/match-status';
import { useCallback, useState } from 'react';
import { addToast } from '../../shell/toasts';
import { afterMatchChange } from '../backoffice-matching/backoffice-matching-operations';
import { UPDATE_MATCH_STATUS } from '../matches/match-operations';
import { reportMutationErrors } from '../profile/mutation-errors';
import type { PendingMoves } from './funnel-logic';

export interface MoveRequest {
  match: { id: string; freelance: { fullName: string } };
  to: MatchStatus;
  reasons?: string[] | null;
  comment?: string | null;
}

/**
 * Moves matches from the funnel, optimistically: the card shows in its new column at once, goes
 * back if the server refuses (605 and the like, told in a French toast), and the server's answer
 * replaces it in the cache when it agrees.
 */
export function useFunnelMoves() {
  const [pending, setPending] = useState<PendingMoves>(new Map());
  const [update] = useMutation(UPDATE_MATCH_STATUS, {
    context: { silent: true },
    errorPolicy: 'all',
    refetchQueries: afterMatchChange,
  });

  const forget = useCallback((id: string) => {
    setPending((previous) => {
      const next = new Map(previous);
      next.delete(id);
      return next;
    });
  }, []);

  const move = useCallback(
    async ({ match, to, reasons, comment }: MoveRequest): Promise<boolean> => {
      setPending((previous) => new Map(previous).set(match.id, to));
      let error: unknown;
      try {
        const result = await update({ variables: { id: match.id, status: to, reasons, comment } });
        error = result.error ?? (result.data ? null : new Error('no data'));
      } catch (thrown) {
        error = thrown;
      }
      forget(match.id);
      if (error) {
        reportMutationErrors(error);
        return false;
      }
      addToast({
        type: 'success',
        messageId: 'boMatching.move.done',
        values: { name: match.freelance.fullName },
      });
      return true;
    },
    [update, forget],
  );

  return { pending, move };
}
