import {
  type FunnelColumn,
  funnelColumnOf,
  funnelColumns,
  funnelDrop,
  type MatchStatus,
  type MeetingProgress,
} from '@orbite/domain/match-status';
import type { Match, MatchMove } from '../matches/match-operations';

/*
 * The funnel board's pure part: which column a match shows in (the server's `funnelColumn`, or the
 * status a move in flight gives it), what a drop means, what the "move to" menu offers, and how far
 * a lazy column renders. The rules themselves are the domain's (funnelColumnOf, funnelDrop).
 */

/** The spec's kanban: lists 250 px wide, items 120 px high, the scroll checked 100 ms after it stops. */
export const KANBAN_LIST_WIDTH = 250;
export const KANBAN_ITEM_HEIGHT = 120;
export const KANBAN_SCROLL_DEBOUNCE_MS = 100;
/** Items rendered below the visible ones, so that a short scroll never shows a gap. */
export const KANBAN_BUFFER = 4;
/**
 * The list height a column's first render fills (a laptop's screen), before its height is known: the server
 * renders those cards, and the browser hydrates them instead of rendering them anew once it has measured.
 */
export const KANBAN_FIRST_VIEW_HEIGHT = 720;

export type FunnelMatch = Pick<Match, 'id' | 'status' | 'funnelColumn' | 'meeting' | 'allowedMoves' | 'updatedAt'> & {
  evaluation: { percent: number } | null;
};

/** A move sent to the server and not yet answered: the card already shows in its new column. */
export type PendingMoves = ReadonlyMap<string, MatchStatus>;

export function meetingProgressOf(meeting: Match['meeting']): MeetingProgress {
  if (meeting?.status === 'done') return 'done';
  if (meeting?.status === 'booked') return 'booked';
  return 'none';
}

/** The column a match shows in, counting a move in flight. */
export function columnOf(match: FunnelMatch, pending?: PendingMoves): FunnelColumn {
  const moving = pending?.get(match.id);
  if (moving) return funnelColumnOf(moving, meetingProgressOf(match.meeting));
  return match.funnelColumn ?? funnelColumnOf(match.status, meetingProgressOf(match.meeting));
}

/** Best fit first, then the most recently moved. */
function byFit(a: FunnelMatch, b: FunnelMatch): number {
  const fit = (b.evaluation?.percent ?? -1) - (a.evaluation?.percent ?? -1);
  return fit !== 0 ? fit : b.updatedAt.localeCompare(a.updatedAt);
}

/** The matches of each column, every column present (empty ones too), in the funnel's order. */
export function groupByColumn<T extends FunnelMatch>(matches: readonly T[], pending?: PendingMoves) {
  const groups = Object.fromEntries(funnelColumns.map((column) => [column, [] as T[]])) as Record<FunnelColumn, T[]>;
  for (const match of matches) groups[columnOf(match, pending)].push(match);
  for (const column of funnelColumns) groups[column].sort(byFit);
  return groups;
}

export function columnCounts(matches: readonly FunnelMatch[]): Record<FunnelColumn, number> {
  const groups = groupByColumn(matches);
  return Object.fromEntries(funnelColumns.map((column) => [column, groups[column].length])) as Record<
    FunnelColumn,
    number
  >;
}

/**
 * The status a drop of the match into a column means, or null when the drop is refused: the
 * domain's funnelDrop, and only a move the server offers now (a mission that stopped seeking
 * offers no forward move).
 */
export function dropStatus(match: Pick<FunnelMatch, 'status' | 'allowedMoves'>, column: FunnelColumn) {
  const to = funnelDrop(match.status, column);
  return to && match.allowedMoves.some((move) => move.to === to) ? to : null;
}

/** The columns the "move to" menu lists: those a drop would accept. */
export function moveTargets(match: Pick<FunnelMatch, 'status' | 'allowedMoves'>) {
  return funnelColumns.flatMap((column) => {
    const to = dropStatus(match, column);
    return to ? [{ column, to }] : [];
  });
}

/** The move the server offers to a status: it says whether reasons must be asked first. */
export function offeredMove(match: Pick<FunnelMatch, 'allowedMoves'>, to: MatchStatus): MatchMove | null {
  return match.allowedMoves.find((move) => move.to === to) ?? null;
}

/** The moves that close a match (a decline or a cancellation), asked with the team's reasons. */
export function closingMoves(match: Pick<FunnelMatch, 'allowedMoves'>): MatchMove[] {
  return match.allowedMoves.filter((move) => move.reason === 'decline' || move.reason === 'cancel');
}

/**
 * How many items of a lazy column to render: enough to fill what is scrolled into view plus a
 * buffer, never fewer than already rendered, never more than there are.
 */
export function lazyCount(
  view: { scrollTop: number; clientHeight: number },
  rendered: number,
  total: number,
  itemHeight = KANBAN_ITEM_HEIGHT,
  buffer = KANBAN_BUFFER,
): number {
  const needed = Math.ceil((view.scrollTop + view.clientHeight) / itemHeight) + buffer;
  return Math.min(total, Math.max(rendered, needed));
}
