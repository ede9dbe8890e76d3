import type { DashboardMission } from './dashboard-operations';

/** Something waiting on the client, most urgent first: each points to where it is done. */
export interface DashboardTodo {
  kind: 'approve' | 'meetProfiles' | 'meetingBooked' | 'finishDraft';
  missionId: string;
  title: string | null;
  count: number;
  to: string;
}

const order: DashboardTodo['kind'][] = ['approve', 'meetProfiles', 'meetingBooked', 'finishDraft'];

/**
 * What the dashboard asks of the client: approve a colleague's mission (admins), meet the profiles
 * the team presented, prepare a booked meeting. Drafts come from the full list (not the deposit tab).
 */
export function dashboardTodos(
  missions: readonly DashboardMission[],
  options: { admin: boolean; drafts?: readonly DashboardMission[] },
): DashboardTodo[] {
  const todos: DashboardTodo[] = [];
  for (const mission of missions) {
    const base = { missionId: mission.id, title: mission.title };
    if (mission.status === 'toApprove' && options.admin)
      todos.push({ ...base, kind: 'approve', count: 1, to: `/enterprise/missions/${mission.id}` });
    const counts = mission.matchCounts;
    if (mission.status === 'seeking' && counts && counts.presented > 0)
      todos.push({
        ...base,
        kind: 'meetProfiles',
        count: counts.presented,
        to: `/enterprise/missions/${mission.id}/profiles`,
      });
    if (counts && counts.meetingsBooked > 0)
      todos.push({
        ...base,
        kind: 'meetingBooked',
        count: counts.meetingsBooked,
        to: `/enterprise/missions/${mission.id}/profiles`,
      });
  }
  for (const draft of options.drafts ?? [])
    todos.push({
      missionId: draft.id,
      title: draft.title,
      kind: 'finishDraft',
      count: 1,
      to: `/enterprise/mission/create/${draft.id}`,
    });
  return todos.sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind));
}
