import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { InterviewQualifStatus } from '@orbite/domain/qualification';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { addToast } from '../../shell/toasts';
import { useT } from '../../ui/use-t';
import { reportMutationErrors } from '../profile/mutation-errors';
import { type CandidateInterview, useCancelCandidateInterview } from './qualification-operations';

const statusColor: Partial<Record<InterviewQualifStatus, string>> = {
  qualified: 'success',
  notQualified: 'danger',
  toReview: 'warning',
  frozen: 'blue',
  pending: 'orbite',
};

const PAGE = 5;

/** The candidate interviews, the latest first: a pending one can be given its outcome or cancelled. */
export function InterviewsList({
  interviews,
  onConclude,
}: {
  interviews: CandidateInterview[];
  onConclude: (interview: CandidateInterview) => void;
}) {
  const t = useT();
  const intl = useIntl();
  const [cancel] = useCancelCandidateInterview();
  const [shown, setShown] = useState(PAGE);
  const when = (date: string) =>
    intl.formatDate(date, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' });

  if (interviews.length === 0) return <Text c="dimmed">{t('qualification.interviews.empty')}</Text>;

  const confirmCancel = (interview: CandidateInterview) =>
    modals.openConfirmModal({
      title: t('qualification.interviews.cancelTitle'),
      children: <Text size="sm">{t('qualification.interviews.cancelText', { date: when(interview.date) })}</Text>,
      labels: { confirm: t('qualification.interviews.cancel'), cancel: t('qualification.interviews.keep') },
      confirmProps: { color: 'danger' },
      onConfirm: async () => {
        const { error } = await cancel({ variables: { id: interview.id } });
        if (!reportMutationErrors(error))
          addToast({ type: 'success', messageId: 'qualification.interviews.cancelled' });
      },
    });

  return (
    <>
      {interviews.slice(0, shown).map((interview) => {
        const status = interview.qualifStatus;
        const greyed = status.startsWith('cancelledBy');
        const details = [
          interview.approvalRating ? t(`qualification.approvalRating.${interview.approvalRating}`) : null,
          interview.expertiseLevel
            ? `${t('qualification.outcome.expertiseLevel')} : ${t(`qualification.expertiseLevel.${interview.expertiseLevel}`)}`
            : null,
          interview.technicalKnowledge ? t(`qualification.technicalKnowledge.${interview.technicalKnowledge}`) : null,
        ].filter(Boolean);
        return (
          <Paper key={interview.id} withBorder radius="sm" p="sm" data-testid="candidate-interview">
            <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
              <Stack gap={2}>
                <Group gap="xs">
                  <Badge
                    variant={greyed ? 'outline' : 'light'}
                    color={statusColor[status] ?? 'gray'}
                    tt="none"
                    c={status === 'toReview' ? 'dark.7' : undefined}
                  >
                    {t(`qualification.interviewStatus.${status}`)}
                  </Badge>
                  <Text fw={600} size="sm">
                    {when(interview.date)}
                  </Text>
                </Group>
                <Text size="sm">
                  {interview.skillName ?? t('qualification.interviews.unknownSkill')} ·{' '}
                  {t('qualification.interviews.with', {
                    name: interview.instructorName ?? t('qualification.interviews.unknownInstructor'),
                  })}
                </Text>
                {details.length ? (
                  <Text size="sm" c="dimmed">
                    {details.join(' · ')}
                  </Text>
                ) : null}
                {interview.doubtCriteria.length ? (
                  <Text size="sm" c="dimmed">
                    {t('qualification.interviews.doubts', {
                      list: intl.formatList(interview.doubtCriteria.map((d) => t(`qualification.doubtCriterion.${d}`))),
                    })}
                  </Text>
                ) : null}
                {interview.noShowParty ? (
                  <Text size="sm" c="dimmed">
                    {t('qualification.interviews.noShow', {
                      party: t(`qualification.noShowParty.${interview.noShowParty}`),
                    })}
                  </Text>
                ) : null}
                {interview.feedback ? (
                  <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                    {interview.feedback}
                  </Text>
                ) : null}
              </Stack>
              {status === 'pending' ? (
                <Group gap="xs">
                  <Button size="compact-sm" onClick={() => onConclude(interview)}>
                    {t('qualification.interviews.conclude')}
                  </Button>
                  <Button size="compact-sm" variant="subtle" color="danger" onClick={() => confirmCancel(interview)}>
                    {t('qualification.interviews.cancel')}
                  </Button>
                </Group>
              ) : null}
            </Group>
          </Paper>
        );
      })}
      {interviews.length > shown ? (
        <Group justify="center">
          <Button variant="subtle" size="compact-sm" onClick={() => setShown((n) => n + PAGE)}>
            {t('qualification.interviews.more', { count: interviews.length - shown })}
          </Button>
        </Group>
      ) : null}
    </>
  );
}
