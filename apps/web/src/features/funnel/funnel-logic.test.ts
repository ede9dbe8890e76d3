import { describe, expect, it } from 'vitest';
import {
  closingMoves,
  columnCounts,
  dropStatus,
  groupByColumn,
  KANBAN_ITEM_HEIGHT,
  lazyCount,
  moveTargets,
} from './funnel-logic';
import { funnelMatches, hugo, julien, nicolas, sarah } from './funnel-test-fixtures';

describe('groupByColumn', () => {
  it('puts each match in the column the server gives, every column present', () => {
    const groups = groupByColumn(funnelMatches);
    expect(groups.preselection.map((m) => m.id)).toEqual([nicolas.id]);
    expect(groups.teamValidation.map((m) => m.id)).toEqual([sarah.id]);
    expect(groups.meeting.map((m) => m.id)).toEqual([julien.id]);
    expect(groups.closed.map((m) => m.id)).toEqual([hugo.id]);
    expect(groups.proposal).toEqual([]);
    expect(Object.keys(groups)).toHaveLength(8);
  });

  it('shows a move in flight in its new column', () => {
    const groups = groupByColumn(funnelMatches, new Map([[nicolas.id, 'freelanceProposal' as const]]));
    expect(groups.preselection).toEqual([]);
    expect(groups.proposal.map((m) => m.id)).toEqual([nicolas.id]);
  });

  it('orders a column by fit, then by the latest move', () => {
    const a = { ...nicolas, id: 'a', evaluation: { percent: 40 } } as typeof nicolas;
    const b = { ...nicolas, id: 'b', evaluation: { percent: 90 } } as typeof nicolas;
    const c = { ...nicolas, id: 'c', evaluation: { percent: 40 }, updatedAt: '2031-01-01T00:00:00.000Z' };
    expect(groupByColumn([a, b, c]).preselection.map((m) => m.id)).toEqual(['b', 'c', 'a']);
  });

  it('counts per column', () => {
    expect(columnCounts(funnelMatches)).toMatchObject({ preselection: 1, meeting: 1, closed: 1, confirmed: 0 });
  });
});

describe('what a drop means', () => {
  it('gives the status of the column when the team may move there', () => {
    expect(dropStatus(nicolas, 'proposal')).toBe('freelanceProposal');
    expect(dropStatus(nicolas, 'corporateValidation')).toBe('corporateValidation');
    expect(dropStatus(julien, 'confirmed')).toBe('corporateConfirmed');
    expect(dropStatus(hugo, 'preselection')).toBe('teamMemberPreselection');
  });

  it('refuses the columns the machine or the server does not allow', () => {
    expect(dropStatus(nicolas, 'application')).toBeNull(); // only the freelancer applies
    expect(dropStatus(nicolas, 'preselection')).toBeNull(); // its own column
    expect(dropStatus(julien, 'meeting')).toBeNull(); // meetings are booked, not dragged
    expect(dropStatus(sarah, 'closed')).toBeNull(); // closing asks for reasons
    // The machine allows it, the server does not offer it (a mission that stopped seeking).
    expect(dropStatus({ ...nicolas, allowedMoves: [] }, 'proposal')).toBeNull();
  });

  it('lists the reachable columns and the closing moves', () => {
    expect(moveTargets(nicolas).map((t) => t.column)).toEqual(['proposal', 'corporateValidation']);
    expect(moveTargets(hugo)).toEqual([{ column: 'preselection', to: 'teamMemberPreselection' }]);
    expect(closingMoves(sarah).map((m) => m.to)).toEqual(['teamMemberValidationDeclined']);
    expect(closingMoves(julien).map((m) => m.to)).toEqual(['corporateDeclined', 'teamMemberCancelled']);
  });
});

describe('lazyCount', () => {
  it('renders what fills the view plus a buffer, never fewer than before nor more than there are', () => {
    expect(lazyCount({ scrollTop: 0, clientHeight: 600 }, 0, 100)).toBe(5 + 4);
    expect(lazyCount({ scrollTop: 10 * KANBAN_ITEM_HEIGHT, clientHeight: 600 }, 9, 100)).toBe(15 + 4);
    expect(lazyCount({ scrollTop: 0, clientHeight: 600 }, 19, 100)).toBe(19);
    expect(lazyCount({ scrollTop: 0, clientHeight: 600 }, 0, 3)).toBe(3);
  });
});
