import { useMutation } from '@apollo/client/react';
import { Alert, Badge, Button, Card, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../ui/use-t';
import { dealError } from './deal-errors';
import { useDay, useInstant } from './deal-format';
import { ANSWER_DEAL_RENEWAL, type Deal } from './deal-operations';
import type { DealViewer } from './deal-view';

const answerColors = { renew: 'green', end: 'red' } as const;

/**
 * The renewal question of a signed deal: asked 45 days before its end, each side answers for
 * itself, the team may answer for a side after a call; the answers give the mission's sub-status.
 */
export function DealRenewalCard({ deal, viewer }: { deal: Deal; viewer: DealViewer }) {
  const t = useT();
  const day = useDay();
  const instant = useInstant();
  const [side, setSide] = useState<'freelance' | 'corporate'>('freelance');
  const [answer, answering] = useMutation(ANSWER_DEAL_RENEWAL);
  const renewal = deal.renewal;
  if (deal.status !== 'signed' || (!renewal.open && !renewal.askedOn)) return null;
  const mySide = viewer === 'teamMember' ? side : viewer;
  const myAnswer = mySide === 'freelance' ? renewal.freelanceAnswer : renewal.corporateAnswer;
  const failure = dealError(answering.error);
  const send = (value: 'renew' | 'end') =>
    answer({ variables: { id: deal.id, answer: value, side: viewer === 'teamMember' ? side : null } }).catch(
      () => null,
    );
  const line = (s: 'freelance' | 'corporate') => {
    const value = s === 'freelance' ? renewal.freelanceAnswer : renewal.corporateAnswer;
    const at = s === 'freelance' ? renewal.freelanceAnsweredAt : renewal.corporateAnsweredAt;
    return (
      <Group key={s} gap="xs">
        <Text size="sm">{t(`deals.acceptance.${s}`)} :</Text>
        {value ? (
          <Badge color={answerColors[value]} variant="light">
            {t(`deals.renewal.answer.${value}`)}
          </Badge>
        ) : (
          <Text size="sm" c="dimmed">
            {t('deals.renewal.noAnswer')}
          </Text>
        )}
        {at ? (
          <Text size="xs" c="dimmed">
            {instant(at)}
          </Text>
        ) : null}
      </Group>
    );
  };
  return (
    <Card withBorder radius="lg" p="lg" id="renewal">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h5">
            {t('deals.renewal.title')}
          </Title>
          <Badge
            variant="light"
            color={renewal.ongoingStatus === 'ending' ? 'red' : renewal.ongoingStatus === 'renewing' ? 'green' : 'gray'}
          >
            {t(`deals.ongoing.${renewal.ongoingStatus}`)}
          </Badge>
        </Group>
        <Text size="sm">{t('deals.renewal.question', { end: day(deal.endDate) })}</Text>
        {viewer === 'teamMember' ? (
          <>
            {line('freelance')}
            {line('corporate')}
            <SegmentedControl
              value={side}
              onChange={(v) => setSide(v as 'freelance' | 'corporate')}
              data={[
                { value: 'freelance', label: t('deals.renewal.forFreelance') },
                { value: 'corporate', label: t('deals.renewal.forCorporate') },
              ]}
            />
          </>
        ) : myAnswer ? (
          <Text size="sm">{t('deals.renewal.yourAnswer', { answer: t(`deals.renewal.answer.${myAnswer}`) })}</Text>
        ) : null}
        <Group gap="sm">
          <Button
            color="green"
            variant={myAnswer === 'renew' ? 'filled' : 'light'}
            loading={answering.loading}
            onClick={() => send('renew')}
          >
            {t('deals.renewal.renew')}
          </Button>
          <Button
            color="red"
            variant={myAnswer === 'end' ? 'filled' : 'light'}
            loading={answering.loading}
            onClick={() => send('end')}
          >
            {t('deals.renewal.end')}
          </Button>
        </Group>
        {failure ? (
          <Alert color="red" role="alert">
            {t(failure.id)}
          </Alert>
        ) : null}
      </Stack>
    </Card>
  );
}
