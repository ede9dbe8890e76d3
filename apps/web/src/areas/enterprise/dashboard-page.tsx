import { Badge, SimpleGrid, Stack } from '@mantine/core';
import { useEnterpriseDashboard } from '../../features/enterprise-dashboard/dashboard-operations';
import { dashboardTodos } from '../../features/enterprise-dashboard/dashboard-todo';
import { MissionsSummaryCard } from '../../features/enterprise-dashboard/missions-summary-card';
import { TodoCard } from '../../features/enterprise-dashboard/todo-card';
import { PendingRatingsPrompt } from '../../features/reviews/pending-ratings-prompt';
import { useCurrentUser } from '../../features/session/session-context';
import { WorkLogsToValidateAlert } from '../../features/work-logs/dashboard-work-logs';
import { useT } from '../../ui/use-t';
import { WelcomeHeader } from '../../ui/welcome-header';

export default function EnterpriseDashboardPage() {
  const t = useT();
  const user = useCurrentUser();
  const company = user.corporate?.company?.name ?? '';
  const { data, loading } = useEnterpriseDashboard();
  const missions = data?.missions.items ?? [];
  const todos = dashboardTodos(missions, {
    admin: user.corporate?.role === 'admin',
    drafts: (data?.recent.items ?? []).filter((mission) => mission.status === 'notFinalized'),
  });
  return (
    <Stack>
      <WelcomeHeader
        title={t('home.welcome', { name: user.firstName || user.fullName || user.email })}
        subtitle={t('home.enterprise.subtitle', { company })}
        badges={
          <>
            <Badge variant="light" color="success">
              {company}
            </Badge>
            <Badge variant="light">{t(`corporateRole.${user.corporate?.role ?? 'manager'}`)}</Badge>
          </>
        }
      />
      <PendingRatingsPrompt missionPath={(id) => `/enterprise/missions/${id}/review`} />
      <WorkLogsToValidateAlert />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <TodoCard todos={todos} loading={loading && !data} />
        <MissionsSummaryCard counts={data?.missionStatusCounts ?? []} missions={missions} loading={loading && !data} />
      </SimpleGrid>
    </Stack>
  );
}
