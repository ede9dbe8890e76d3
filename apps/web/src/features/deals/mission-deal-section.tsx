import { Alert, Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useT } from '../../ui/use-t';
import type { MissionSectionProps } from '../missions/mission-sections';
import { useMissionDeal } from './deal-operations';
import { DealView } from './deal-view';

/** Mission statuses that have a deal: contracting, then the deal's running and its end. */
export const missionStatusesWithDeal = ['quotation', 'onGoing', 'finished', 'reviewed'];

/**
 * The 'deal' section of the mission page: the client reads the terms and its price, accepts or asks
 * for a change, fills what the checklist asks and answers the renewal question; the team gets the
 * same view and a link to the full deal page.
 */
export function MissionDealSection({ mission, viewer }: MissionSectionProps) {
  const t = useT();
  const { deal, data, loading, error, refetch } = useMissionDeal(mission.id);
  if (!data && loading) return <Skeleton height={320} radius="lg" />;
  if (!data && error)
    return (
      <Alert color="red" variant="light" title={t('deals.loadError')}>
        <Button size="xs" variant="light" color="red" onClick={() => refetch()}>
          {t('deals.retry')}
        </Button>
      </Alert>
    );
  if (!deal)
    return (
      <Card withBorder radius="lg" p="lg">
        <Text c="dimmed" ta="center" py="lg">
          {t(viewer === 'teamMember' ? 'deals.emptyTeam' : 'deals.empty')}
        </Text>
      </Card>
    );
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t(
            viewer === 'teamMember'
              ? 'deals.intro.team'
              : deal.pendingAcceptances.includes('corporate')
                ? 'deals.intro.corporate'
                : 'deals.intro.corporateRead',
          )}
        </Text>
        {viewer === 'teamMember' ? (
          <Button
            component={Link}
            to={`/backoffice/deal/${mission.id}/${deal.id}`}
            variant="light"
            rightSection={<IconExternalLink size={16} />}
          >
            {t('deals.openPage')}
          </Button>
        ) : null}
      </Group>
      <DealView deal={deal} viewer={viewer} />
    </Stack>
  );
}
