import { Alert, Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useT } from '../../ui/use-t';
import { useMissionDeal } from './deal-operations';
import { DealView } from './deal-view';

/**
 * The freelancer's deal on their mission page: the terms and what they receive, acceptance or a
 * change request, their missing legal fields, the contract documents and the renewal question.
 * Nothing before the client confirmed them (no deal yet).
 */
export function DealPanel({ missionId }: { missionId: string }) {
  const t = useT();
  const { deal, data, loading, error, refetch } = useMissionDeal(missionId);
  if (!data && loading) return <Skeleton height={200} radius="lg" />;
  if (!data && error)
    return (
      <Alert color="red" variant="light" title={t('deals.loadError')}>
        <Button size="xs" variant="light" color="red" onClick={() => refetch()}>
          {t('deals.retry')}
        </Button>
      </Alert>
    );
  if (!deal) return null;
  return (
    <Stack gap="sm" id="deal">
      <Title order={2} size="h4">
        {t('deals.freelancePanel.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t(
          deal.pendingAcceptances.includes('freelance')
            ? 'deals.freelancePanel.toAccept'
            : 'deals.freelancePanel.intro',
        )}
      </Text>
      <DealView deal={deal} viewer="freelance" />
    </Stack>
  );
}
