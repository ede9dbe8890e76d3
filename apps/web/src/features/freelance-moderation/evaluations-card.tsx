import {
  Alert,
  Badge,
  Button,
  Card,
  Divider,
  Group,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { EVALUATION_COMMENT_MAX } from '@orbite/domain/freelance-moderation';
import { type EvaluationType, evaluationReasonsByType } from '@orbite/domain/freelance-status';
import { IconAlertCircle, IconThumbDown, IconThumbUp, IconUsersGroup } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { addToast } from '../../shell/toasts';
import { useT } from '../../ui/use-t';
import {
  type FreelanceEvaluation,
  useEvaluateFreelance,
  useFreelanceModeration,
  useRemoveFreelanceEvaluation,
} from './moderation-operations';
import { mutationErrorMessage } from './mutation-error';

/** Evaluations shown before "show all". */
const FIRST = 5;

function EvaluationItem({ evaluation }: { evaluation: FreelanceEvaluation }) {
  const t = useT();
  const intl = useIntl();
  const up = evaluation.type === 'upvote';
  const author = evaluation.mine
    ? t('freelanceModeration.evaluations.you')
    : (evaluation.authorName ?? t('freelanceModeration.evaluations.formerMember'));
  return (
    <Group gap="sm" align="flex-start" wrap="nowrap" component="li">
      {up ? (
        <IconThumbUp
          size={18}
          color="var(--mantine-color-success-6)"
          aria-label={t('freelanceModeration.evaluations.upvote')}
        />
      ) : (
        <IconThumbDown
          size={18}
          color="var(--mantine-color-danger-6)"
          aria-label={t('freelanceModeration.evaluations.downvote')}
        />
      )}
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text size="sm" fw={500}>
          {t(`freelanceModeration.evaluationReason.${evaluation.reason}`)}
        </Text>
        {evaluation.comment ? (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {evaluation.comment}
          </Text>
        ) : null}
        <Text size="xs" c="dimmed">
          {t('freelanceModeration.evaluations.by', {
            name: author,
            date: intl.formatDate(evaluation.date, { dateStyle: 'medium' }),
          })}
        </Text>
      </Stack>
    </Group>
  );
}

/** The team's votes on a freelancer: the viewer's own vote (👍/👎, reason, comment), the others', and the score. */
export function EvaluationsCard({ freelanceId }: { freelanceId: string }) {
  const t = useT();
  const { data, loading, error } = useFreelanceModeration(freelanceId);
  const [evaluate, { loading: saving }] = useEvaluateFreelance();
  const [remove, { loading: removing }] = useRemoveFreelanceEvaluation();
  const evaluations = data?.freelance.evaluations ?? [];
  const mine = evaluations.find((e) => e.mine) ?? null;
  const [type, setType] = useState<EvaluationType>('upvote');
  const [reason, setReason] = useState<string | null>(null);
  const [comment, setComment] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [showAll, setShowAll] = useState(false);

  useEffect(() => {
    setType(mine?.type ?? 'upvote');
    setReason(mine?.reason ?? null);
    setComment(mine?.comment ?? '');
  }, [mine?.type, mine?.reason, mine?.comment]);

  if (loading && !data) return <Skeleton h={220} radius="md" />;
  if (!data)
    return error ? (
      <Alert color="danger" icon={<IconAlertCircle size={18} />} role="alert">
        {t('freelanceModeration.status.loadError')}
      </Alert>
    ) : null;

  const score = data.freelance.evaluationScore;
  const save = async () => {
    setFailure(null);
    if (!reason) {
      setFailure(t('freelanceModeration.ban.chooseReason'));
      return;
    }
    const result = await evaluate({
      variables: { freelanceId, input: { type, reason, comment: comment.trim() || null } },
    });
    if (result.error) setFailure(mutationErrorMessage(result.error, t));
    else addToast({ type: 'success', messageId: 'freelanceModeration.evaluations.saved' });
  };
  const takeBack = async () => {
    const result = await remove({ variables: { freelanceId } });
    if (!result.error) addToast({ type: 'success', messageId: 'freelanceModeration.evaluations.removed' });
  };
  const shown = showAll ? evaluations : evaluations.slice(0, FIRST);

  return (
    <Card withBorder radius="md" p="lg" component="section" aria-labelledby="evaluations-title">
      <Group justify="space-between" mb="xs">
        <Group gap="xs">
          <IconUsersGroup size={20} aria-hidden />
          <Title order={2} size="h4" id="evaluations-title">
            {t('freelanceModeration.evaluations.title')}
          </Title>
        </Group>
        <Badge
          size="lg"
          variant="light"
          color={score > 0 ? 'success' : score < 0 ? 'danger' : 'gray'}
          aria-label={t('freelanceModeration.evaluations.scoreLabel')}
          data-testid="evaluation-score"
        >
          {t('freelanceModeration.evaluations.score', { score: score > 0 ? `+${score}` : String(score) })}
        </Badge>
      </Group>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('freelanceModeration.evaluations.hint')}
        </Text>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <Stack gap="xs">
            <Text size="sm" fw={500} id="my-evaluation">
              {t('freelanceModeration.evaluations.mine')}
            </Text>
            <SegmentedControl
              aria-labelledby="my-evaluation"
              data={[
                {
                  value: 'upvote',
                  label: (
                    <Group gap={6} justify="center" wrap="nowrap">
                      <IconThumbUp size={16} aria-hidden />
                      {t('freelanceModeration.evaluations.upvote')}
                    </Group>
                  ),
                },
                {
                  value: 'downvote',
                  label: (
                    <Group gap={6} justify="center" wrap="nowrap">
                      <IconThumbDown size={16} aria-hidden />
                      {t('freelanceModeration.evaluations.downvote')}
                    </Group>
                  ),
                },
              ]}
              value={type}
              onChange={(value) => {
                setType(value as EvaluationType);
                setReason(null);
              }}
            />
            <Select
              label={t('freelanceModeration.evaluations.reason')}
              placeholder={t('freelanceModeration.ban.reasonPlaceholder')}
              data={evaluationReasonsByType[type].map((value) => ({
                value,
                label: t(`freelanceModeration.evaluationReason.${value}`),
              }))}
              value={reason}
              onChange={setReason}
              withAsterisk
            />
            <Textarea
              label={t('freelanceModeration.evaluations.comment')}
              value={comment}
              onChange={(event) => setComment(event.currentTarget.value.slice(0, EVALUATION_COMMENT_MAX))}
              autosize
              minRows={2}
              maxRows={6}
            />
            {failure ? (
              <Alert color="danger" icon={<IconAlertCircle size={18} />} role="alert" variant="light">
                {failure}
              </Alert>
            ) : null}
            <Group justify="flex-end" gap="xs">
              {mine ? (
                <Button variant="subtle" color="gray" onClick={() => void takeBack()} loading={removing}>
                  {t('freelanceModeration.evaluations.remove')}
                </Button>
              ) : null}
              <Button type="submit" loading={saving}>
                {t('freelanceModeration.evaluations.save')}
              </Button>
            </Group>
          </Stack>
        </form>
        <Divider />
        <Text size="sm" fw={500}>
          {t('freelanceModeration.evaluations.others')}
        </Text>
        {evaluations.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('freelanceModeration.evaluations.empty')}
          </Text>
        ) : (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} data-testid="evaluations">
            {shown.map((evaluation) => (
              <EvaluationItem key={evaluation.id} evaluation={evaluation} />
            ))}
          </Stack>
        )}
        {evaluations.length > FIRST ? (
          <Button variant="subtle" size="xs" onClick={() => setShowAll((value) => !value)}>
            {showAll
              ? t('freelanceModeration.evaluations.showLess')
              : t('freelanceModeration.evaluations.showAll', { count: evaluations.length })}
          </Button>
        ) : null}
      </Stack>
    </Card>
  );
}
