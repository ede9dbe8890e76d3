import { useMutation } from '@apollo/client/react';
import { Alert, Button, Group, List, Stack, Tooltip } from '@mantine/core';
import { IconCheck, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { ReasonModal } from '../../ui/reason-modal';
import { SecuredButton } from '../../ui/secured-button';
import { useT } from '../../ui/use-t';
import { dealError } from './deal-errors';
import {
  ACCEPT_DEAL_TERMS,
  BYPASS_DEAL_CHECK,
  CANCEL_DEAL,
  CREATE_DEAL,
  type Deal,
  INVALIDATE_DEAL,
  REQUEST_DEAL_TERMS_CHANGE,
  SEND_DEAL_TERMS,
  TERMINATE_DEAL,
  VALIDATE_DEAL,
} from './deal-operations';

type ReasonAction = 'requestChange' | 'invalidate' | 'cancel' | 'terminate' | 'bypassKyc' | 'bypassSpecificMentions';

const dangerous: ReasonAction[] = ['cancel', 'terminate', 'bypassKyc', 'bypassSpecificMentions'];

/** The moves of a deal the viewer may make, and the modal asking the reason of those that need one. */
export function useDealActions(deal: Deal) {
  const t = useT();
  const [modal, setModal] = useState<ReasonAction | null>(null);
  const [send, sending] = useMutation(SEND_DEAL_TERMS);
  const [accept, accepting] = useMutation(ACCEPT_DEAL_TERMS);
  const [validate, validating] = useMutation(VALIDATE_DEAL);
  const [requestChange, requesting] = useMutation(REQUEST_DEAL_TERMS_CHANGE);
  const [invalidate, invalidating] = useMutation(INVALIDATE_DEAL);
  const [cancel, cancelling] = useMutation(CANCEL_DEAL);
  const [terminate, terminating] = useMutation(TERMINATE_DEAL);
  const [bypass, bypassing] = useMutation(BYPASS_DEAL_CHECK);
  const [reopen, reopening] = useMutation(CREATE_DEAL, { refetchQueries: ['MissionDeals', 'Deal'] });
  // After a cancelled contract, the team opens a new one for the same confirmed freelancer.
  const canReopen = deal.status === 'cancelled' && deal.commissions !== null && deal.mission?.status === 'quotation';
  const id = deal.id;
  const quiet = () => null;

  const reasonCalls: Record<
    ReasonAction,
    [(reason: string) => Promise<unknown>, { loading: boolean; error?: unknown }]
  > = {
    requestChange: [(reason) => requestChange({ variables: { id, reason } }), requesting],
    invalidate: [(reason) => invalidate({ variables: { id, reason } }), invalidating],
    cancel: [(reason) => cancel({ variables: { id, reason } }), cancelling],
    terminate: [(reason) => terminate({ variables: { id, reason } }), terminating],
    bypassKyc: [(reason) => bypass({ variables: { id, kind: 'kyc', reason } }), bypassing],
    bypassSpecificMentions: [(reason) => bypass({ variables: { id, kind: 'specificMentions', reason } }), bypassing],
  };
  const direct = [sending, accepting, validating, reopening];
  const directFailure = dealError(direct.find((state) => state.error)?.error);
  const modalState = modal ? reasonCalls[modal][1] : null;
  const modalFailure = dealError(modalState?.error);

  const can = deal.viewerCan;
  const blocked = deal.signingBlockers.length > 0;
  const buttons = (
    <Stack gap="sm">
      <Group gap="sm" wrap="wrap">
        {can.sendTerms ? (
          <Button
            leftSection={<IconSend size={16} />}
            loading={sending.loading}
            onClick={() => send({ variables: { id } }).catch(quiet)}
          >
            {t('deals.action.sendTerms')}
          </Button>
        ) : null}
        {can.accept ? (
          <SecuredButton
            leftSection={<IconCheck size={16} />}
            color="green"
            confirmLabel={(s) => t('deals.action.acceptConfirm', { seconds: s })}
            onConfirm={() => accept({ variables: { id, revision: deal.revision } }).catch(quiet)}
          >
            {t('deals.action.accept')}
          </SecuredButton>
        ) : null}
        {can.requestChange ? (
          <Button variant="default" onClick={() => setModal('requestChange')}>
            {t('deals.action.requestChange')}
          </Button>
        ) : null}
        {can.validate ? (
          <Tooltip label={t('deals.action.validateBlocked')} disabled={!blocked}>
            <Button
              color="green"
              loading={validating.loading}
              data-disabled={blocked || undefined}
              onClick={() => (blocked ? undefined : validate({ variables: { id } }).catch(quiet))}
            >
              {t('deals.action.validate')}
            </Button>
          </Tooltip>
        ) : null}
        {can.invalidate ? (
          <Button variant="default" onClick={() => setModal('invalidate')}>
            {t('deals.action.invalidate')}
          </Button>
        ) : null}
        {can.terminate ? (
          <Button variant="light" color="red" onClick={() => setModal('terminate')}>
            {t('deals.action.terminate')}
          </Button>
        ) : null}
        {canReopen ? (
          <Button
            loading={reopening.loading}
            onClick={() => reopen({ variables: { matchId: deal.matchId } }).catch(quiet)}
          >
            {t('deals.action.reopen')}
          </Button>
        ) : null}
        {can.cancel ? (
          <Button variant="subtle" color="red" onClick={() => setModal('cancel')}>
            {t('deals.action.cancel')}
          </Button>
        ) : null}
      </Group>
      {directFailure ? (
        <Alert color="red" role="alert">
          {t(directFailure.id)}
          {directFailure.blockers.length > 0 ? (
            <List size="sm" mt={4}>
              {directFailure.blockers.map((b) => (
                <List.Item key={b}>{t(`deals.blocker.${b}`)}</List.Item>
              ))}
            </List>
          ) : null}
        </Alert>
      ) : null}
    </Stack>
  );

  const reasonModal = (
    <ReasonModal
      opened={modal !== null}
      title={modal ? t(`deals.reasonModal.${modal}.title`) : ''}
      description={modal ? t(`deals.reasonModal.${modal}.description`) : ''}
      confirmLabel={modal ? t(`deals.reasonModal.${modal}.confirm`) : ''}
      danger={modal ? dangerous.includes(modal) : false}
      loading={modalState?.loading ?? false}
      error={modalFailure ? t(modalFailure.id) : null}
      onClose={() => setModal(null)}
      onConfirm={async (reason) => {
        if (!modal) return;
        const result = await reasonCalls[modal][0](reason).catch(quiet);
        if (result) setModal(null);
      }}
    />
  );

  const hasAny = Object.entries(can).some(([key, value]) => key !== '__typename' && value === true);
  return {
    buttons: hasAny || canReopen ? buttons : null,
    reasonModal,
    openBypass: (kind: 'kyc' | 'specificMentions') => setModal(kind === 'kyc' ? 'bypassKyc' : 'bypassSpecificMentions'),
  };
}
