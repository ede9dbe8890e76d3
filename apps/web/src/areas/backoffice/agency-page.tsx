import { Alert, Badge, Card, Group, Select, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { type AgencyState, agencyStates } from '@orbite/domain/agency';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { AgencyMemberCard } from '../../features/agency/agency-member-card';
import { type AgencyMember, useAgency } from '../../features/agency/agency-operations';
import { useT } from '../../ui/use-t';

const ALL = 'all';

/** Each column's order: the soonest end or date first, else by name (the API's order). */
const byDate = (date: (member: AgencyMember) => string | null) => (a: AgencyMember, b: AgencyMember) =>
  (date(a) ?? '9999').localeCompare(date(b) ?? '9999');
const orderOf: Partial<Record<AgencyState, (a: AgencyMember, b: AgencyMember) => number>> = {
  endingSoon: byDate((m) => m.missionEndDate),
  onMission: byDate((m) => m.missionEndDate),
  availableSoon: byDate((m) => m.availabilityDate),
};

function Figure({ label, value, hint }: { label: string; value: number | string; hint?: string }) {
  return (
    <Card withBorder radius="md" p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.2}>
        {value}
      </Text>
      {hint ? (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      ) : null}
    </Card>
  );
}

/**
 * `/backoffice/agency`: the agents' portfolios, sorted by what to do next: missions ending within 30 days (find the
 * next one), freelancers free now or soon (place them), then those on a mission or unavailable. An agent lands on
 * their own portfolio; `?agent=all` or another agent's id shows the rest.
 */
export default function AgencyPage() {
  const t = useT();
  const [search, setSearch] = useSearchParams();
  const chosen = search.get('agent');
  const { data, loading, error } = useAgency(chosen && chosen !== ALL ? chosen : null);
  const agency = data?.agency;
  const viewerFollows = agency?.agents.some((agent) => agent.id === agency.viewerId) ?? false;

  // An agent's first visit opens their own portfolio.
  useEffect(() => {
    if (!chosen && agency && viewerFollows) setSearch({ agent: agency.viewerId }, { replace: true });
  }, [chosen, agency, viewerFollows, setSearch]);

  const header = (
    <div>
      <Title order={1} size="h2">
        {t('agency.title')}
      </Title>
      <Text c="dimmed">{t('agency.subtitle')}</Text>
    </div>
  );
  if (!agency)
    return (
      <Stack gap="lg">
        {header}
        {error && !loading ? (
          <Alert color="danger" icon={<IconAlertCircle size={18} />} role="alert">
            {t('agency.loadError')}
          </Alert>
        ) : (
          <Skeleton h={320} radius="md" />
        )}
      </Stack>
    );

  const total = agency.agents.reduce((sum, agent) => sum + agent.count, 0);
  const members = agency.members;
  const count = (state: AgencyState) => members.filter((member) => member.state === state).length;
  const busy = count('endingSoon') + count('onMission');
  const withAgent = !chosen || chosen === ALL;
  return (
    <Stack gap="lg">
      {header}
      <Select
        label={t('agency.agent')}
        maw={440}
        allowDeselect={false}
        value={chosen ?? ALL}
        onChange={(value) => setSearch({ agent: value ?? ALL })}
        data={[
          { value: ALL, label: t('agency.all', { count: total }) },
          ...agency.agents.map((agent) => ({
            value: agent.id,
            label: t('agency.agentOption', {
              name: `${agent.firstName} ${agent.lastName}`,
              count: agent.count,
              me: agent.id === agency.viewerId ? 'yes' : 'no',
            }),
          })),
        ]}
      />
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        <Figure label={t('agency.figure.followed')} value={members.length} />
        <Figure
          label={t('agency.figure.busy')}
          value={busy}
          hint={
            members.length
              ? t('agency.figure.occupancy', { rate: Math.round((busy / members.length) * 100) })
              : undefined
          }
        />
        <Figure label={t('agency.figure.ending', { days: agency.soonDays })} value={count('endingSoon')} />
        <Figure label={t('agency.figure.available')} value={count('available')} />
      </SimpleGrid>
      {agency.truncated ? <Alert color="warning">{t('agency.truncated')}</Alert> : null}
      {members.length === 0 ? (
        <Text c="dimmed">{t('agency.empty')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {agencyStates.map((state) => {
            const column = members.filter((member) => member.state === state).sort(orderOf[state] ?? (() => 0));
            return (
              <Card key={state} withBorder radius="md" p="md" component="section" aria-labelledby={`agency-${state}`}>
                <Group justify="space-between" mb="sm">
                  <Title order={2} size="h5" id={`agency-${state}`}>
                    {t(`agency.state.${state}`, { days: agency.soonDays })}
                  </Title>
                  <Badge variant="light" color="gray">
                    {column.length}
                  </Badge>
                </Group>
                {column.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    {t('agency.column.empty')}
                  </Text>
                ) : (
                  <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                    {column.map((member) => (
                      <AgencyMemberCard key={member.freelanceId} member={member} withAgent={withAgent} />
                    ))}
                  </Stack>
                )}
              </Card>
            );
          })}
        </SimpleGrid>
      )}
    </Stack>
  );
}
