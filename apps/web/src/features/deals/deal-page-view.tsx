import { Alert, Anchor, Breadcrumbs, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useT } from '../../ui/use-t';
import { useDeal } from './deal-operations';
import { DealView } from './deal-view';

/** The back-office page of one deal version: the mission, the freelancer and the client, then the deal. */
export function DealPageView({ missionId, dealId }: { missionId: string; dealId: string }) {
  const t = useT();
  const { data, loading, error, refetch } = useDeal(dealId);
  const deal = data?.deal;
  if (!deal && loading) return <Skeleton height={480} radius="lg" />;
  if (!deal || deal.missionId !== missionId)
    return (
      <Alert color={error ? 'red' : 'gray'} variant="light" title={t(error ? 'deals.loadError' : 'deals.notFound')}>
        <Group gap="sm">
          {error ? (
            <Button size="xs" variant="light" color="red" onClick={() => refetch()}>
              {t('deals.retry')}
            </Button>
          ) : null}
          <Button size="xs" variant="default" component={Link} to={`/backoffice/missions/${missionId}`}>
            {t('deals.backToMission')}
          </Button>
        </Group>
      </Alert>
    );
  return (
    <Stack gap="lg">
      <Breadcrumbs style={{ flexWrap: 'wrap', rowGap: 4 }}>
        <Anchor component={Link} to="/backoffice/missions">
          {t('deals.breadcrumb.missions')}
        </Anchor>
        {/* A long title is cut at the screen's width; the page's title below gives it whole. */}
        <Anchor component={Link} to={`/backoffice/missions/${missionId}?tab=deal`} truncate="end" maw="60vw">
          {deal.mission?.title ?? t('deals.breadcrumb.mission', { id: missionId })}
        </Anchor>
        <Text size="sm">{t('deals.title', { version: deal.version })}</Text>
      </Breadcrumbs>
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={1} size="h2">
            {t('deals.pageTitle', { mission: deal.mission?.title ?? missionId })}
          </Title>
          <Text c="dimmed" size="sm">
            {t('deals.parties', { freelance: deal.freelance?.fullName ?? '—', company: deal.company?.name ?? '—' })}
          </Text>
        </Stack>
        <Button variant="default" component={Link} to={`/backoffice/match/${missionId}/${deal.freelance?.id ?? ''}`}>
          {t('deals.openMatch')}
        </Button>
      </Group>
      <DealView deal={deal} viewer="teamMember" full />
    </Stack>
  );
}
