import { useDroppable } from '@dnd-kit/core';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { FunnelColumn as Column } from '@orbite/domain/match-status';
import { IconBan } from '@tabler/icons-react';
import { useRef } from 'react';
import { useT } from '../../ui/use-t';
import type { TeamMatch } from '../backoffice-matching/backoffice-matching-operations';
import { FunnelCard, type FunnelCardProps } from './funnel-card';
import { dropStatus, KANBAN_ITEM_HEIGHT, KANBAN_LIST_WIDTH, type PendingMoves } from './funnel-logic';
import { useLazyCount } from './use-lazy-count';

/** While a card is dragged, a column is the card's own, accepts it, or refuses it. */
export type DropState = 'idle' | 'source' | 'allowed' | 'refused';

export function dropStateOf(column: Column, dragged: { match: TeamMatch; column: Column } | null): DropState {
  if (!dragged) return 'idle';
  if (dragged.column === column) return 'source';
  return dropStatus(dragged.match, column) ? 'allowed' : 'refused';
}

const frame: Record<DropState, { border: string; opacity: number }> = {
  idle: { border: '1px solid var(--mantine-color-default-border)', opacity: 1 },
  source: { border: '1px solid var(--mantine-color-default-border)', opacity: 1 },
  allowed: { border: '2px dashed var(--mantine-color-orbite-5)', opacity: 1 },
  refused: { border: '1px solid var(--mantine-color-default-border)', opacity: 0.45 },
};

/**
 * One list of the kanban: 250 px wide, its cards rendered as they scroll into view, its count in
 * the header and the footer. While a card is dragged it shows whether it accepts the drop.
 */
export function FunnelColumn({
  column,
  matches,
  dropState,
  pending,
  onMove,
  onClose,
}: {
  column: Column;
  matches: TeamMatch[];
  dropState: DropState;
  pending: PendingMoves;
} & Pick<FunnelCardProps, 'onMove' | 'onClose'>) {
  const t = useT();
  const { setNodeRef, isOver } = useDroppable({ id: column, disabled: dropState !== 'allowed', data: { column } });
  const listRef = useRef<HTMLDivElement>(null);
  const { count, onScroll } = useLazyCount(listRef, matches.length);
  const titleId = `funnel-column-${column}`;
  const style = frame[dropState];
  return (
    <Paper
      ref={setNodeRef}
      component="section"
      aria-labelledby={titleId}
      data-testid={`funnel-column-${column}`}
      data-drop={dropState}
      radius="md"
      bg={isOver ? 'var(--mantine-color-orbite-0)' : 'var(--mantine-color-gray-0)'}
      style={{
        flex: `0 0 ${KANBAN_LIST_WIDTH}px`,
        width: KANBAN_LIST_WIDTH,
        display: 'flex',
        flexDirection: 'column',
        maxHeight: '100%',
        border: style.border,
        opacity: style.opacity,
        cursor: dropState === 'refused' ? 'not-allowed' : undefined,
        transition: 'opacity 120ms, background-color 120ms',
      }}
    >
      <Group justify="space-between" px="sm" pt="sm" pb={6} wrap="nowrap">
        <Text fw={700} size="sm" id={titleId} truncate="end">
          {t(`enum.funnelColumn.${column}`)}
        </Text>
        <Group gap={4} wrap="nowrap">
          {dropState === 'refused' ? (
            <IconBan size={14} aria-label={t('boMatching.dnd.refusedColumn')} color="var(--mantine-color-gray-6)" />
          ) : null}
          <Badge size="sm" variant="light" color={matches.length ? 'orbite' : 'gray'}>
            {matches.length}
          </Badge>
        </Group>
      </Group>
      <div
        ref={listRef}
        onScroll={onScroll}
        style={{ overflowY: 'auto', flex: 1, minHeight: KANBAN_ITEM_HEIGHT, padding: '0 8px' }}
      >
        {matches.length === 0 ? (
          <Stack align="center" justify="center" h={KANBAN_ITEM_HEIGHT - 8}>
            <Text size="xs" c="dimmed">
              {t('boMatching.funnel.emptyColumn')}
            </Text>
          </Stack>
        ) : null}
        {matches.slice(0, count).map((match) => (
          <FunnelCard key={match.id} match={match} moving={pending.has(match.id)} onMove={onMove} onClose={onClose} />
        ))}
        {matches.length > count ? (
          <div aria-hidden style={{ height: (matches.length - count) * KANBAN_ITEM_HEIGHT }} />
        ) : null}
      </div>
      <Text size="xs" c="dimmed" px="sm" py={6} style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
        {t('boMatching.funnel.columnCount', { count: matches.length })}
      </Text>
    </Paper>
  );
}
