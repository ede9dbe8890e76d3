import { Alert, Button, Card, Group, Skeleton, Stack, Text, Timeline, Title } from '@mantine/core';
import { IconAlertCircle, IconHistory } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface ActivityCardProps {
  /** The id of the heading, for the section's accessible name. */
  headingId: string;
  title: string;
  /** "12 événements", once known. */
  count: string | null;
  /** Controls next to the count (a filter switch). */
  actions?: ReactNode;
  loading: boolean;
  /** Loading failed and nothing is shown yet. */
  failed: boolean;
  errorText: string;
  retryLabel: string;
  onRetry: () => void;
  empty: boolean;
  emptyText: string;
  /** One item per event, newest first. */
  items: { key: string; content: ReactNode; bullet?: ReactNode }[];
  /** A pager or a "more" button. */
  footer?: ReactNode;
}

/**
 * A history as a timeline card: the frame shared by the mission's and the match's histories
 * (heading and count, loading, error with retry, empty state, the events, a footer).
 */
export function ActivityCard(props: ActivityCardProps) {
  return (
    <Card withBorder radius="lg" p="lg" component="section" aria-labelledby={props.headingId}>
      <Stack>
        <Group justify="space-between">
          <Title order={2} size="h4" id={props.headingId}>
            {props.title}
          </Title>
          <Group gap="md">
            {props.actions}
            {props.count ? (
              <Text size="sm" c="dimmed">
                {props.count}
              </Text>
            ) : null}
          </Group>
        </Group>
        {props.failed ? (
          <Alert color="danger" icon={<IconAlertCircle size={18} />} role="alert">
            <Group justify="space-between">
              {props.errorText}
              <Button size="xs" variant="white" onClick={props.onRetry}>
                {props.retryLabel}
              </Button>
            </Group>
          </Alert>
        ) : null}
        {props.loading ? <Skeleton h={160} /> : null}
        {props.empty ? (
          <Stack align="center" gap={4} py="lg">
            <IconHistory size={28} aria-hidden />
            <Text c="dimmed">{props.emptyText}</Text>
          </Stack>
        ) : null}
        {props.items.length ? (
          <Timeline bulletSize={props.items.some((item) => item.bullet) ? 28 : 14} lineWidth={2} active={-1}>
            {props.items.map((item) => (
              <Timeline.Item key={item.key} bullet={item.bullet}>
                {item.content}
              </Timeline.Item>
            ))}
          </Timeline>
        ) : null}
        {props.footer}
      </Stack>
    </Card>
  );
}
