import { Alert, Anchor, Card, Group, Pagination, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { defaultPageSize } from '@orbite/domain/pagination';
import { useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../ui/use-t';
import { useMyPortfolio } from './teams-operations';

/** "Mon portefeuille": the companies I follow as account manager and the freelancers I follow as agent. */
export function MyPortfolio() {
  const t = useT();
  const [page, setPage] = useState(1);
  const { data, previousData, loading, error } = useMyPortfolio({
    offset: (page - 1) * defaultPageSize,
    limit: defaultPageSize,
  });
  const shown = data ?? previousData;
  const companies = shown?.myCompanies;
  const freelances = shown?.freelances;
  return (
    <Card withBorder radius="lg" padding="md" component="section" aria-labelledby="my-portfolio-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="my-portfolio-title">
          {t('teams.portfolio.title')}
        </Title>
        {error && !shown ? (
          <Alert color="red" role="alert">
            {t('teams.portfolio.loadError')}
          </Alert>
        ) : loading && !shown ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Skeleton h={120} radius="md" />
            <Skeleton h={120} radius="md" />
          </SimpleGrid>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Stack gap={6} data-testid="my-companies">
              <Group justify="space-between">
                <Text fw={600}>{t('teams.portfolio.companies', { count: companies?.count ?? 0 })}</Text>
                <Anchor component={Link} to="/backoffice/missions?mode=all&mine=1" size="sm">
                  {t('teams.portfolio.theirMissions')}
                </Anchor>
              </Group>
              {companies?.items.length ? (
                companies.items.map((company) => (
                  <Anchor key={company.id} component={Link} to={`/backoffice/companies/${company.id}`}>
                    {company.name}
                  </Anchor>
                ))
              ) : (
                <Text size="sm" c="dimmed">
                  {t('teams.portfolio.noCompanies')}
                </Text>
              )}
              {(companies?.count ?? 0) > defaultPageSize && (
                <Pagination
                  size="sm"
                  value={page}
                  onChange={setPage}
                  total={Math.ceil((companies?.count ?? 0) / defaultPageSize)}
                />
              )}
            </Stack>
            <Stack gap={6} data-testid="my-freelancers">
              <Group justify="space-between">
                <Text fw={600}>{t('teams.portfolio.freelancers', { count: freelances?.count ?? 0 })}</Text>
                <Anchor component={Link} to="/backoffice/freelancers?mine=1" size="sm">
                  {t('teams.portfolio.seeAll')}
                </Anchor>
              </Group>
              {freelances?.items.length ? (
                freelances.items.map((f) => (
                  <Anchor key={f.id} component={Link} to={`/backoffice/freelancers/${f.id}`}>
                    {f.firstName} {f.lastName}
                    {f.tagline ? (
                      <Text span size="sm" c="dimmed">
                        {' '}
                        · {f.tagline}
                      </Text>
                    ) : null}
                  </Anchor>
                ))
              ) : (
                <Text size="sm" c="dimmed">
                  {t('teams.portfolio.noFreelancers')}
                </Text>
              )}
            </Stack>
          </SimpleGrid>
        )}
      </Stack>
    </Card>
  );
}
