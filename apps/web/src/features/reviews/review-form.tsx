import { Button, Group, Rating, Stack, Text, Textarea } from '@mantine/core';
import { REVIEW_COMMENT_MAX, type ReviewScale } from '@orbite/domain/reviews';
import { useId, useState } from 'react';
import { useT } from '../../ui/use-t';

export interface ReviewFormValues {
  ratings: Partial<Record<ReviewScale, number>>;
  comment: string;
}

/** One scale: its name, the stars (half steps, arrow keys), the value in words for screen readers. */
function ScaleRating({
  scale,
  value,
  onChange,
  error,
}: {
  scale: ReviewScale;
  value: number;
  onChange: (value: number) => void;
  error: boolean;
}) {
  const t = useT();
  const labelId = useId();
  const label = t(`reviews.scale.${scale}`);
  return (
    <Group justify="space-between" wrap="wrap" gap="xs">
      <div>
        <Text size="sm" fw={500} id={labelId}>
          {label}
        </Text>
        <Text size="xs" c="dimmed">
          {t(`reviews.scaleHint.${scale}`)}
        </Text>
      </div>
      <Group gap="xs" wrap="nowrap">
        <Rating
          value={value}
          onChange={onChange}
          fractions={2}
          size="lg"
          role="radiogroup"
          aria-labelledby={labelId}
          getSymbolLabel={(index) => t('reviews.starLabel', { scale: label, value: index })}
          data-testid={`rating-${scale}`}
        />
        <Text size="sm" w={48} ta="right" c={error ? 'red' : undefined} aria-live="polite">
          {value > 0 ? t('reviews.value', { value }) : '–'}
        </Text>
      </Group>
    </Group>
  );
}

/** The review of one side: every scale of that side rated, a comment; "missing" shows on unrated scales. */
export function ReviewForm({
  scales,
  initial,
  submitting,
  onSubmit,
  onCancel,
}: {
  scales: readonly ReviewScale[];
  initial: ReviewFormValues;
  submitting: boolean;
  onSubmit: (values: ReviewFormValues) => void;
  onCancel?: () => void;
}) {
  const t = useT();
  const [ratings, setRatings] = useState(initial.ratings);
  const [comment, setComment] = useState(initial.comment);
  const [tried, setTried] = useState(false);
  const missing = scales.filter((scale) => !ratings[scale]);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (missing.length === 0) onSubmit({ ratings, comment });
      }}
    >
      <Stack gap="md">
        {scales.map((scale) => (
          <ScaleRating
            key={scale}
            scale={scale}
            value={ratings[scale] ?? 0}
            onChange={(value) => setRatings((current) => ({ ...current, [scale]: value }))}
            error={tried && !ratings[scale]}
          />
        ))}
        {tried && missing.length > 0 ? (
          <Text size="sm" c="red" role="alert">
            {t('reviews.missingScales')}
          </Text>
        ) : null}
        <Textarea
          label={t('reviews.comment')}
          description={t('reviews.commentHint')}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
          autosize
          minRows={3}
          maxLength={REVIEW_COMMENT_MAX}
        />
        <Group justify="flex-end">
          {onCancel ? (
            <Button variant="default" onClick={onCancel} disabled={submitting}>
              {t('reviews.cancel')}
            </Button>
          ) : null}
          <Button type="submit" loading={submitting}>
            {t('reviews.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
