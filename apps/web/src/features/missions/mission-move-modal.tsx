import { Alert, Button, Checkbox, Group, Modal, Select, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { missionFailureReasonsByCorporate, missionFailureReasonsByTeamMember } from '@orbite/domain/mission';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { addToast } from '../../shell/toasts';
import { SecuredButton } from '../../ui/secured-button';
import { useT } from '../../ui/use-t';
import { MissionStatusBadge } from '../market/status-badges';
import { type MissionActionError, missionActionError } from './mission-errors';
import type { MissionAction } from './mission-moves';
import { type MissionDetail, useSubmitMission, useUpdateMissionStatus } from './mission-operations';
import { useMissionRefusalReasons } from './missions-operations';

const COMMENT_MAX = 2000;

/**
 * The confirmation of one status move, with what it needs: a refusal reason, failure reasons (the
 * viewer's own list), or a comment for a declined approval. Refusals and failures take two presses.
 * A 605 or 622 means the mission changed meanwhile: the modal offers to reload it.
 */
export function MissionMoveModal({
  action,
  mission,
  viewer,
  onClose,
  onReload,
}: {
  action: MissionAction;
  mission: MissionDetail;
  viewer: 'teamMember' | 'corporate';
  onClose: () => void;
  onReload: () => void;
}) {
  const t = useT();
  const [refusalReason, setRefusalReason] = useState<string | null>(null);
  const [failureReasons, setFailureReasons] = useState<string[]>([]);
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState<string | null>(null);
  const [error, setError] = useState<MissionActionError | null>(null);
  const [move, moving] = useUpdateMissionStatus();
  const [submit, submitting] = useSubmitMission();
  const refusalReasons = useMissionRefusalReasons(action.reason !== 'refusal');
  const intl = useIntl();
  const failureList = viewer === 'teamMember' ? missionFailureReasonsByTeamMember : missionFailureReasonsByCorporate;
  const withComment = action.reason !== null;
  const prefix = `missions.move.${action.messageKey}`;

  const run = async () => {
    setError(null);
    if (action.reason === 'refusal' && !refusalReason) return setMissing('refusalReason');
    if (action.reason === 'failure' && failureReasons.length === 0) return setMissing('failureReasons');
    if (action.reason === 'approvalDecline' && !comment.trim()) return setMissing('comment');
    setMissing(null);
    try {
      // Errors come back in the result (errorPolicy all), a network failure as a rejection.
      const { error: failure } = action.submit
        ? await submit({ variables: { id: mission.id } })
        : await move({
            variables: {
              id: mission.id,
              status: action.to,
              version: mission.version,
              refusalReason: action.reason === 'refusal' ? refusalReason : null,
              failureReasons: action.reason === 'failure' ? failureReasons : null,
              comment: comment.trim() || null,
            },
          });
      if (failure) return setError(missionActionError(failure));
      addToast({ type: 'success', messageId: `${prefix}.done` });
      onClose();
    } catch (caught) {
      setError(missionActionError(caught));
    }
  };

  const fieldError = (field: string) =>
    missing === field ? t(`missions.moveModal.required.${field}`) : error?.field === field ? error.message : null;
  const pending = moving.loading || submitting.loading;
  const confirmLabel = t(`${prefix}.label`);

  return (
    <Modal
      opened
      onClose={onClose}
      title={t(action.override ? 'missions.moveModal.unsignedContract.title' : `${prefix}.title`)}
      size="lg"
      centered
    >
      <Stack>
        {action.override ? (
          <Alert color="warning" icon={<IconAlertTriangle size={18} />}>
            {t('missions.moveModal.unsignedContract')}
          </Alert>
        ) : (
          <Text size="sm">{t(`${prefix}.text`)}</Text>
        )}
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {t('missions.moveModal.newStatus')}
          </Text>
          <MissionStatusBadge status={action.to} />
        </Group>
        {action.reason === 'refusal' ? (
          <Select
            label={t('missions.moveModal.refusalReason')}
            placeholder={t('missions.moveModal.choose')}
            data={(refusalReasons.data?.missionRefusalReasons ?? []).map((reason) => ({
              value: reason,
              label: t(`enum.missionRefusalReason.${reason}`),
            }))}
            value={refusalReason}
            onChange={setRefusalReason}
            error={fieldError('refusalReason')}
            required
            data-autofocus
          />
        ) : null}
        {action.reason === 'failure' ? (
          <Checkbox.Group
            label={t('missions.moveModal.failureReasons')}
            description={t('missions.moveModal.failureHint')}
            value={failureReasons}
            onChange={setFailureReasons}
            error={fieldError('failureReasons')}
            required
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={6} mt="xs">
              {failureList.map((reason) => (
                <Checkbox
                  key={reason}
                  value={reason}
                  label={t(
                    // The client reads the reasons in its own words where the team's name the client.
                    viewer === 'teamMember' || !(`enum.missionFailureReasonForClient.${reason}` in intl.messages)
                      ? `enum.missionFailureReason.${reason}`
                      : `enum.missionFailureReasonForClient.${reason}`,
                  )}
                />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
        ) : null}
        {withComment ? (
          <Textarea
            label={t(action.reason === 'approvalDecline' ? 'missions.moveModal.why' : 'missions.moveModal.comment')}
            description={t(
              viewer === 'teamMember' ? 'missions.moveModal.commentTeam' : 'missions.moveModal.commentClient',
            )}
            value={comment}
            onChange={(event) => setComment(event.currentTarget.value)}
            maxLength={COMMENT_MAX}
            autosize
            minRows={3}
            required={action.reason === 'approvalDecline'}
            error={fieldError('comment')}
          />
        ) : null}
        {error && !(error.field && ['refusalReason', 'failureReasons', 'comment'].includes(error.field)) ? (
          <Alert color={error.stale ? 'warning' : 'danger'} icon={<IconAlertTriangle size={18} />} role="alert">
            <Stack gap="xs">
              <Text size="sm">{error.message ?? t(error.messageId)}</Text>
              {error.stale ? (
                <Group>
                  <Button size="xs" variant="white" onClick={onReload}>
                    {t('missions.moveModal.reload')}
                  </Button>
                </Group>
              ) : null}
            </Stack>
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          {action.destructive ? (
            <SecuredButton
              color="danger"
              variant="light"
              loading={pending}
              confirmLabel={(seconds) => t('missions.moveModal.confirmAgain', { seconds })}
              onConfirm={run}
            >
              {confirmLabel}
            </SecuredButton>
          ) : (
            <Button loading={pending} onClick={run}>
              {confirmLabel}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
