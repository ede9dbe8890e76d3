import {
  Alert,
  Button,
  Card,
  Group,
  SegmentedControl,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import type { PageSize } from '@orbite/domain/pagination';
import { IconAlertCircle, IconMessageCircleOff, IconThumbDown, IconThumbUp } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '../../ui/use-t';
import { ListPager } from '../missions/list-pager';
import { FeedbackCard, FeedbackRows } from './nova-feedback-item';
import { useNovaFeedbacks } from './nova-feedbacks-operations';
import {
  type HandledFilter,
  type NovaFeedbacksState,
  novaFeedbacksVariables,
  type RatingFilter,
  readNovaFeedbacksUrl,
  writeNovaFeedbacksUrl,
} from './nova-feedbacks-url';

/** The team's reading list of Nova feedbacks: filters, a paged table, details on demand, marked handled. */
export function NovaFeedbacksView() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readNovaFeedbacksUrl(params), [params]);
  const update = (patch: Partial<NovaFeedbacksState>, replace = true) =>
    setParams(writeNovaFeedbacksUrl({ ...state, ...patch }), { replace });
  const { data, previousData, loading, error, refetch } = useNovaFeedbacks(novaFeedbacksVariables(state));
  const shown = data ?? previousData;
  const count = shown?.novaFeedbacks.count ?? 0;
  const items = shown?.novaFeedbacks.items ?? [];

  return (
    <Stack>
      <div>
        <Title order={1}>{t('novaFeedbacks.title')}</Title>
        <Text c="dimmed">{t('novaFeedbacks.subtitle')}</Text>
      </div>
      <Group gap="md" wrap="wrap">
        <SegmentedControl
          aria-label={t('novaFeedbacks.filter.rating')}
          value={state.rating}
          onChange={(rating) => update({ rating: rating as RatingFilter, page: 1 })}
          data={[
            { value: 'all', label: t('novaFeedbacks.filter.allRatings') },
            {
              value: 'up',
              label: (
                <Group gap={4} wrap="nowrap" justify="center">
                  <IconThumbUp size={14} aria-hidden />
                  {t('novaFeedbacks.filter.up')}
                </Group>
              ),
            },
            {
              value: 'down',
              label: (
                <Group gap={4} wrap="nowrap" justify="center">
                  <IconThumbDown size={14} aria-hidden />
                  {t('novaFeedbacks.filter.down')}
                </Group>
              ),
            },
          ]}
        />
        <SegmentedControl
          aria-label={t('novaFeedbacks.filter.handled')}
          value={state.handled}
          onChange={(handled) => update({ handled: handled as HandledFilter, page: 1 })}
          data={[
            { value: 'todo', label: t('novaFeedbacks.filter.todo') },
            { value: 'done', label: t('novaFeedbacks.filter.done') },
            { value: 'all', label: t('novaFeedbacks.filter.all') },
          ]}
        />
      </Group>
      <Card withBorder radius="lg" p="md" component="section" aria-labelledby="nova-feedbacks-count">
        <Stack gap="sm">
          <Text size="sm" c="dimmed" id="nova-feedbacks-count" aria-live="polite">
            {loading && !shown ? t('novaFeedbacks.loading') : t('novaFeedbacks.count', { count })}
          </Text>
          {error && !shown ? (
            <Alert color="danger" icon={<IconAlertCircle size={18} />} role="alert">
              <Group justify="space-between">
                {t('novaFeedbacks.loadError')}
                <Button size="xs" variant="white" onClick={() => refetch()}>
                  {t('novaFeedbacks.retry')}
                </Button>
              </Group>
            </Alert>
          ) : loading && !shown ? (
            <Stack gap="xs">
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} h={48} />
              ))}
            </Stack>
          ) : items.length === 0 ? (
            <Stack align="center" gap={4} py="xl">
              <IconMessageCircleOff size={32} color="var(--mantine-color-gray-5)" aria-hidden />
              <Text fw={600}>{t('novaFeedbacks.empty')}</Text>
              <Text size="sm" c="dimmed" ta="center">
                {t(state.handled === 'todo' ? 'novaFeedbacks.emptyTodo' : 'novaFeedbacks.emptyHint')}
              </Text>
            </Stack>
          ) : (
            <>
              <Stack gap="sm" hiddenFrom="sm">
                {items.map((feedback) => (
                  <FeedbackCard key={feedback.id} feedback={feedback} />
                ))}
              </Stack>
              <Table.ScrollContainer minWidth={760} visibleFrom="sm">
                <Table verticalSpacing="sm" highlightOnHover>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('novaFeedbacks.column.date')}</Table.Th>
                      <Table.Th>{t('novaFeedbacks.column.rating')}</Table.Th>
                      <Table.Th>{t('novaFeedbacks.column.author')}</Table.Th>
                      <Table.Th>{t('novaFeedbacks.column.comment')}</Table.Th>
                      <Table.Th>{t('novaFeedbacks.column.status')}</Table.Th>
                      <Table.Th>
                        <VisuallyHidden>{t('novaFeedbacks.column.actions')}</VisuallyHidden>
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {items.map((feedback) => (
                      <FeedbackRows key={feedback.id} feedback={feedback} />
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </>
          )}
          <ListPager
            total={count}
            page={state.page}
            limit={state.limit}
            onPage={(page) => update({ page }, false)}
            onLimit={(limit: PageSize) => update({ limit, page: 1 })}
          />
        </Stack>
      </Card>
    </Stack>
  );
}
