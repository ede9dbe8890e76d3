import { matchDeclineReasons } from '@orbite/domain/match-status';
import { useState } from 'react';
import { useT } from '../../ui/use-t';
import type { Match } from '../matches/match-operations';
import { ReasonsModal } from '../matches/reasons-modal';
import { matchActionError } from '../meetings/match-action-error';
import { useDeclineMeeting, useUpdateMatchStatus } from './enterprise-matches-operations';
import { declineRoute } from './profile-stage';

/**
 * "Décliner": the client's reasons are required. A pending meeting is declined with the profile (its
 * slots released); otherwise the match moves to corporateDeclined.
 */
export function DeclineMatchModal({ opened, onClose, match }: { opened: boolean; onClose: () => void; match: Match }) {
  const t = useT();
  const [declineMeeting, meetingCall] = useDeclineMeeting();
  const [update, statusCall] = useUpdateMatchStatus();
  const [error, setError] = useState<string | null>(null);
  const route = declineRoute(match);

  const close = () => {
    setError(null);
    onClose();
  };
  const decline = async (reasons: string[], comment: string | null) => {
    setError(null);
    const variables = { id: match.id, reasons, comment };
    const result =
      route === 'meeting'
        ? await declineMeeting({ variables })
        : await update({ variables: { ...variables, status: 'corporateDeclined' } });
    const failure = matchActionError(result.error);
    if (failure) setError(failure.message ?? t(failure.messageId));
    else close();
  };

  return (
    <ReasonsModal
      opened={opened}
      onClose={close}
      title={t('enterpriseMatches.decline.title', { name: match.freelance.fullName })}
      description={t(route === 'meeting' ? 'enterpriseMatches.decline.withMeeting' : 'enterpriseMatches.decline.text', {
        name: match.freelance.firstName,
      })}
      reasons={matchDeclineReasons.corporate}
      labelPrefix="enum.corporateDeclineReason"
      required
      danger
      confirmLabel={t('enterpriseMatches.decline.submit')}
      loading={meetingCall.loading || statusCall.loading}
      error={error}
      onConfirm={decline}
    />
  );
}
