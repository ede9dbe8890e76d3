import { describe, expect, it } from 'vitest';
import type { DashboardMission } from './dashboard-operations';
import { dashboardTodos } from './dashboard-todo';

const mission = (
  id: string,
  status: DashboardMission['status'],
  counts: Partial<NonNullable<DashboardMission['matchCounts']>> = {},
) => ({
  id,
  title: `Mission ${id}`,
  status,
  startDate: null,
  matchCounts: { presented: 0, selected: 0, meetingsBooked: 0, confirmed: 0, ...counts },
});

describe('dashboardTodos', () => {
  it('asks the admin to approve, then to meet presented profiles, then about booked meetings and drafts', () => {
    const todos = dashboardTodos(
      [
        mission('1', 'seeking', { meetingsBooked: 1 }),
        mission('2', 'seeking', { presented: 3 }),
        mission('3', 'toApprove'),
      ],
      { admin: true, drafts: [mission('4', 'notFinalized')] },
    );
    expect(todos.map((t) => `${t.kind}:${t.missionId}:${t.count}`)).toEqual([
      'approve:3:1',
      'meetProfiles:2:3',
      'meetingBooked:1:1',
      'finishDraft:4:1',
    ]);
    expect(todos[1]?.to).toBe('/enterprise/missions/2/profiles');
    expect(todos[3]?.to).toBe('/enterprise/mission/create/4');
  });

  it('leaves approvals to admins and asks nothing of missions without news', () => {
    expect(dashboardTodos([mission('3', 'toApprove'), mission('5', 'toValidate')], { admin: false })).toEqual([]);
  });
});
