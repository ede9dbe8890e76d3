import {
  type Announcements,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { Group } from '@mantine/core';
import { type FunnelColumn as Column, funnelColumns, type MatchStatus } from '@orbite/domain/match-status';
import { useMemo, useState } from 'react';
import { useT } from '../../ui/use-t';
import type { TeamMatch } from '../backoffice-matching/backoffice-matching-operations';
import type { MatchMove } from '../matches/match-operations';
import { FunnelCardOverlay } from './funnel-card';
import { dropStateOf, FunnelColumn } from './funnel-column';
import { columnOf, dropStatus, groupByColumn, type PendingMoves } from './funnel-logic';

/** Arrow keys carry a picked-up card to the next column that accepts it (refused columns are skipped). */
const columnKeyboard: KeyboardCoordinateGetter = (event, { context }) => {
  if (event.code !== 'ArrowRight' && event.code !== 'ArrowLeft') return undefined;
  event.preventDefault();
  const { collisionRect, droppableRects, droppableContainers } = context;
  if (!collisionRect) return undefined;
  const rects = droppableContainers
    .getEnabled()
    .flatMap((container) => {
      const rect = droppableRects.get(container.id);
      return rect ? [rect] : [];
    })
    .sort((a, b) => a.left - b.left);
  const x = collisionRect.left;
  const next =
    event.code === 'ArrowRight'
      ? rects.find((r) => r.left > x + 10)
      : [...rects].reverse().find((r) => r.left < x - 10);
  return next ? { x: next.left + 8, y: next.top + 40 } : undefined;
};

export interface FunnelBoardProps {
  matches: TeamMatch[];
  pending: PendingMoves;
  /** A drop or a "move to" on a column that accepts the card. */
  onMove: (match: TeamMatch, to: MatchStatus) => void;
  /** "Écarter / Annuler": the move is asked with reasons first. */
  onClose: (match: TeamMatch, move: MatchMove) => void;
}

/**
 * The kanban of a mission's matches: one list per funnel stage. Dragging a card shows which
 * columns accept it (the domain's funnelDrop); a drop anywhere else does nothing.
 */
export function FunnelBoard({ matches, pending, onMove, onClose }: FunnelBoardProps) {
  const t = useT();
  const [dragged, setDragged] = useState<{ match: TeamMatch; column: Column } | null>(null);
  const groups = useMemo(() => groupByColumn(matches, pending), [matches, pending]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: columnKeyboard,
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] },
    }),
  );

  const matchOf = (id: string | number) => matches.find((match) => match.id === String(id));
  const columnName = (id: string | number | undefined) => (id ? t(`enum.funnelColumn.${id}`) : '');
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('boMatching.dnd.picked', { name: matchOf(active.id)?.freelance.fullName ?? '' }),
    onDragOver: ({ active, over }) =>
      over
        ? t('boMatching.dnd.over', { name: matchOf(active.id)?.freelance.fullName ?? '', column: columnName(over.id) })
        : t('boMatching.dnd.nowhere'),
    onDragEnd: ({ active, over }) =>
      over
        ? t('boMatching.dnd.dropped', {
            name: matchOf(active.id)?.freelance.fullName ?? '',
            column: columnName(over.id),
          })
        : t('boMatching.dnd.cancelled'),
    onDragCancel: () => t('boMatching.dnd.cancelled'),
  };

  const start = ({ active }: DragStartEvent) => {
    const match = matchOf(active.id);
    setDragged(match ? { match, column: columnOf(match, pending) } : null);
  };
  const end = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const match = matchOf(active.id);
    const column = over?.id as Column | undefined;
    if (!match || !column || !funnelColumns.includes(column)) return;
    const to = dropStatus(match, column);
    if (to) onMove(match, to);
  };

  return (
    <DndContext
      sensors={sensors}
      onDragStart={start}
      onDragEnd={end}
      onDragCancel={() => setDragged(null)}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('boMatching.dnd.instructions') },
      }}
    >
      <Group
        align="stretch"
        wrap="nowrap"
        gap="sm"
        pb="sm"
        data-testid="funnel-board"
        style={{ overflowX: 'auto', height: 'calc(100vh - 260px)', minHeight: 420 }}
      >
        {funnelColumns.map((column) => (
          <FunnelColumn
            key={column}
            column={column}
            matches={groups[column]}
            dropState={dropStateOf(column, dragged)}
            pending={pending}
            onMove={onMove}
            onClose={onClose}
          />
        ))}
      </Group>
      <DragOverlay dropAnimation={null}>{dragged ? <FunnelCardOverlay match={dragged.match} /> : null}</DragOverlay>
    </DndContext>
  );
}
