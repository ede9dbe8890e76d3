import { Anchor, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarEvent, IconChecks, IconPencil, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../ui/use-t';
import type { DashboardTodo } from './dashboard-todo';

const icons: Record<DashboardTodo['kind'], ReactNode> = {
  approve: <IconChecks size={16} />,
  meetProfiles: <IconUsers size={16} />,
  meetingBooked: <IconCalendarEvent size={16} />,
  finishDraft: <IconPencil size={16} />,
};

/** What waits on the client, each line a link to where it is done. */
export function TodoCard({ todos, loading }: { todos: DashboardTodo[]; loading: boolean }) {
  const t = useT();
  return (
    <Card withBorder radius="lg" p="lg">
      <Title order={2} size="h4" mb="sm">
        {t('enterpriseDashboard.todo.title')}
      </Title>
      {todos.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t(loading ? 'enterpriseDashboard.todo.loading' : 'enterpriseDashboard.todo.none')}
        </Text>
      ) : (
        <Stack gap="sm">
          {todos.slice(0, 6).map((todo) => (
            <Group key={`${todo.kind}-${todo.missionId}`} gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon variant="light" radius="xl" color={todo.kind === 'finishDraft' ? 'gray' : 'orbite'}>
                {icons[todo.kind]}
              </ThemeIcon>
              <Stack gap={0}>
                <Anchor component={Link} to={todo.to} size="sm" fw={600}>
                  {t(`enterpriseDashboard.todo.${todo.kind}`, { count: todo.count })}
                </Anchor>
                <Text size="xs" c="dimmed" lineClamp={1}>
                  {todo.title || t('enterpriseDashboard.missions.untitled', { id: todo.missionId })}
                </Text>
              </Stack>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
