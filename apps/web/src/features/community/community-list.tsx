import { Alert, Anchor, Avatar, Badge, Card, Group, Loader, Rating, SimpleGrid, Stack, Text } from '@mantine/core';
import { defaultPageSize, type PageSize } from '@orbite/domain/pagination';
import { IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { MessagePage } from '../../ui/message-page';
import { useT } from '../../ui/use-t';
import { ListPager } from '../missions/list-pager';
import { type CommunityFreelancer, useCommunityFreelancers } from './community-operations';

function Availability({ freelancer }: { freelancer: CommunityFreelancer }) {
  const t = useT();
  const intl = useIntl();
  const later = freelancer.availabilityDate && freelancer.availabilityDate > new Date().toISOString().slice(0, 10);
  if (!freelancer.isAvailable)
    return (
      <Badge color="gray" variant="light">
        {t('community.unavailable')}
      </Badge>
    );
  if (later)
    return (
      <Badge color="yellow" variant="light">
        {t('community.availableFrom', {
          date: intl.formatDate(freelancer.availabilityDate!, { day: 'numeric', month: 'short', timeZone: 'UTC' }),
        })}
      </Badge>
    );
  return (
    <Badge color="teal" variant="light">
      {t('community.available')}
    </Badge>
  );
}

function FreelancerCard({ freelancer }: { freelancer: CommunityFreelancer }) {
  const t = useT();
  const intl = useIntl();
  const name = `${freelancer.firstName} ${freelancer.lastName}`;
  return (
    <Card withBorder radius="md" padding="md" data-testid="community-freelancer">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <Avatar src={freelancer.pictureUrl} radius="xl" size="lg" color="indigo">
            {`${freelancer.firstName[0] ?? ''}${freelancer.lastName[0] ?? ''}`}
          </Avatar>
          <Stack gap={0} style={{ minWidth: 0 }}>
            {freelancer.hasPublicProfile ? (
              <Anchor component={Link} to={`/enterprise/freelancers/${freelancer.publicId}`} fw={600} truncate>
                {name}
              </Anchor>
            ) : (
              <Text fw={600} truncate>
                {name}
              </Text>
            )}
            <Text size="sm" c="dimmed" lineClamp={1}>
              {freelancer.title ?? t('community.noTitle')}
            </Text>
          </Stack>
        </Group>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Availability freelancer={freelancer} />
          {freelancer.rating !== null ? (
            <Group gap={4}>
              <Rating value={freelancer.rating} fractions={2} readOnly size="sm" />
              <Text size="xs" c="dimmed">
                {intl.formatNumber(freelancer.rating, { maximumFractionDigits: 1 })}
              </Text>
            </Group>
          ) : (
            <Text size="xs" c="dimmed">
              {t('community.notRated')}
            </Text>
          )}
        </Group>
        <Text size="sm">
          {t('community.lastMission')}{' '}
          <Anchor component={Link} to={`/enterprise/missions/${freelancer.lastMissionId}`}>
            {freelancer.lastMissionTitle ?? t('community.untitledMission')}
          </Anchor>
          <Text span size="xs" c="dimmed">
            {' · '}
            {intl.formatDate(freelancer.lastWorkedAt, { month: 'long', year: 'numeric' })}
          </Text>
        </Text>
      </Stack>
    </Card>
  );
}

/** The freelancers the company worked with, newest collaboration first, a page at a time. */
export function CommunityList() {
  const t = useT();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<PageSize>(defaultPageSize);
  const { data, loading, error } = useCommunityFreelancers(page, pageSize);
  const result = data?.communityFreelancers;
  if (loading && !result) return <Loader />;
  if (error && !result) return <Alert color="red">{t('community.error')}</Alert>;
  if (!result || result.total === 0)
    return (
      <MessagePage
        icon={<IconUsers size={40} />}
        title={t('community.empty.title')}
        text={t('community.empty.text')}
        action={{ label: t('community.empty.action'), to: '/enterprise/missions' }}
      />
    );
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {result.nodes.map((freelancer) => (
          <FreelancerCard key={freelancer.id} freelancer={freelancer} />
        ))}
      </SimpleGrid>
      <ListPager
        total={result.total}
        page={page}
        limit={pageSize}
        onPage={setPage}
        onLimit={(size) => {
          setPageSize(size);
          setPage(1);
        }}
      />
    </Stack>
  );
}
