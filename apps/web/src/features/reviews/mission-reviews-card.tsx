import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { Alert, Badge, Button, Card, Group, Rating, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReviewScale, ReviewSide } from '@orbite/domain/reviews';
import { IconStar } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { errorMessageId } from '../../i18n/errors';
import { addToast } from '../../shell/toasts';
import { useT } from '../../ui/use-t';
import { ReviewForm, type ReviewFormValues } from './review-form';
import { type MissionReview, type MissionReviews, useRateMission, useReviewsOfMission } from './reviews-operations';

/**
 * The ratings of a finished mission: the viewer's side rates it (or changes its rating until the
 * mission is reviewed), reads its own review, and the other side's once both are in. The team reads
 * them all. Nothing to rate before the mission is finished.
 */
export function MissionReviewsCard({
  missionId,
  hideUntilFinished = false,
}: {
  missionId: string;
  hideUntilFinished?: boolean;
}) {
  const t = useT();
  const { data, loading, error, refetch } = useReviewsOfMission(missionId);
  const state = data?.reviewsOfMission;
  if (!state && loading) return <Skeleton h={180} radius="lg" />;
  if (!state) {
    if (hideUntilFinished) return null;
    return (
      <Alert color="red" title={t('reviews.loadError')}>
        <Button size="xs" variant="light" color="red" onClick={() => refetch()} disabled={!error}>
          {t('reviews.retry')}
        </Button>
      </Alert>
    );
  }
  const open = state.missionStatus === 'finished' || state.missionStatus === 'reviewed';
  if (!open && hideUntilFinished) return null;
  return (
    <Card withBorder radius="lg" p="lg" id="review" component="section" aria-labelledby="review-title">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Group gap="xs">
            <IconStar size={20} stroke={1.7} />
            <Title order={2} size="h4" id="review-title">
              {t('reviews.title')}
            </Title>
          </Group>
          {open ? <ReviewStatusBadge state={state} /> : null}
        </Group>
        {open ? (
          <ReviewsBody state={state} />
        ) : (
          <Text size="sm" c="dimmed">
            {t('reviews.notYet')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

function ReviewStatusBadge({ state }: { state: MissionReviews }) {
  const t = useT();
  if (state.missionStatus === 'reviewed')
    return (
      <Badge color="green" variant="light">
        {t('reviews.status.reviewed')}
      </Badge>
    );
  return (
    <Badge color="orange" variant="light">
      {t(`enum.missingRating.${state.missingRating ?? 'both'}`)}
    </Badge>
  );
}

function ReviewsBody({ state }: { state: MissionReviews }) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  const [rate, { loading }] = useRateMission();
  const own = state.viewerSide ? state.reviews.find((review) => review.side === state.viewerSide) : undefined;
  const others = state.reviews.filter((review) => review.side !== state.viewerSide);
  const otherSide: ReviewSide | null =
    state.viewerSide === 'corporate' ? 'freelance' : state.viewerSide === 'freelance' ? 'corporate' : null;

  const submit = async (values: ReviewFormValues) => {
    const ratings = state.viewerScales.map((scale) => ({ scale, rating: values.ratings[scale] ?? 0 }));
    const { error } = await rate({
      variables: { missionId: state.missionId, ratings, comment: values.comment.trim() || null },
    });
    if (!error) {
      setEditing(false);
      addToast({ type: 'success', messageId: 'reviews.saved' });
      return;
    }
    const first = CombinedGraphQLErrors.is(error) ? error.errors[0] : null;
    addToast({
      type: 'error',
      messageId: first ? errorMessageId(first.extensions?.code) : 'error.network',
    });
  };

  return (
    <Stack gap="lg">
      {state.viewerCanRate && (!own || editing) ? (
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {t(`reviews.intro.${state.viewerSide}`)}
          </Text>
          <ReviewForm
            scales={state.viewerScales}
            initial={{
              ratings: Object.fromEntries((own?.ratings ?? []).map((r) => [r.scale, r.rating])),
              comment: own?.comment ?? '',
            }}
            submitting={loading}
            onSubmit={submit}
            onCancel={own ? () => setEditing(false) : undefined}
          />
        </Stack>
      ) : own ? (
        <ReviewView
          review={own}
          title={t('reviews.yours')}
          action={
            state.viewerCanRate ? (
              <Button variant="subtle" size="xs" onClick={() => setEditing(true)}>
                {t('reviews.edit')}
              </Button>
            ) : null
          }
        />
      ) : null}
      {others.map((review) => (
        <ReviewView key={review.id} review={review} title={t(`reviews.bySide.${review.side}`)} />
      ))}
      {otherSide && state.missionStatus === 'finished' ? (
        <Text size="sm" c="dimmed">
          {t(`reviews.otherHidden.${otherSide}`)}
        </Text>
      ) : null}
      {!state.viewerSide && state.reviews.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('reviews.none')}
        </Text>
      ) : null}
    </Stack>
  );
}

function ReviewView({ review, title, action }: { review: MissionReview; title: string; action?: ReactNode }) {
  const t = useT();
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Group gap="xs">
          <Text fw={600}>{title}</Text>
          {review.average != null ? (
            <Badge variant="light" leftSection={<IconStar size={12} />}>
              {t('reviews.value', { value: review.average })}
            </Badge>
          ) : null}
        </Group>
        {action}
      </Group>
      {review.ratings.map(({ scale, rating }) => (
        <ScaleLine key={scale} scale={scale} rating={rating} />
      ))}
      {review.comment ? (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} fs="italic">
          « {review.comment} »
        </Text>
      ) : null}
    </Stack>
  );
}

function ScaleLine({ scale, rating }: { scale: ReviewScale; rating: number }) {
  const t = useT();
  return (
    <Group justify="space-between" gap="xs">
      <Text size="sm">{t(`reviews.scale.${scale}`)}</Text>
      <Group gap="xs" wrap="nowrap">
        <Rating value={rating} fractions={2} readOnly role="img" aria-label={t('reviews.valueOf', { value: rating })} />
        <Text size="sm" w={48} ta="right">
          {t('reviews.value', { value: rating })}
        </Text>
      </Group>
    </Group>
  );
}
