import { describe, expect, it } from 'vitest';
import { enterpriseListConfig, missionListVariables, readMissionListUrl } from '../features/missions/missions-url';
import { PREFETCHED_OPERATIONS } from './prefetched-operations';
import { prefetchesFor } from './route-prefetch';

const freelancer = { freelance: { id: '12' } };
const names = (path: string, search = '', user = freelancer) =>
  prefetchesFor(path, new URLSearchParams(search), user).map((op) => op.operationName);

describe('the queries an environment page prefetches', () => {
  it('are the freelancer dashboard’s, with the freelance’s id, and the bell’s on every page', () => {
    expect(prefetchesFor('/freelancer/dashboard', new URLSearchParams(), freelancer)).toEqual([
      { operationName: 'UnseenUserNotificationsCount', variables: {} },
      { operationName: 'FreelanceOverview', variables: { id: '12' } },
      { operationName: 'MyMatches', variables: {} },
      { operationName: 'MyWorkLogs', variables: {} },
      { operationName: 'PendingRatings', variables: {} },
      { operationName: 'QualificationRequest', variables: { id: '12' } },
      { operationName: 'RecommendedMissions', variables: { limit: 3 } },
    ]);
    expect(names('/freelancer/profile')).toEqual(['UnseenUserNotificationsCount']);
    // A user without a freelance (a team member impersonating, say) gets only the bell.
    expect(names('/freelancer/dashboard', '', { freelance: null } as never)).toEqual(['UnseenUserNotificationsCount']);
  });

  it('read the enterprise mission list’s address as the list does', () => {
    const search = 'tab=deposit&sort=startDate&dir=asc&page=2';
    const missions = prefetchesFor('/enterprise/missions', new URLSearchParams(search), {}).find(
      (op) => op.operationName === 'Missions',
    );
    expect(missions?.variables).toEqual(
      missionListVariables(readMissionListUrl(new URLSearchParams(search), enterpriseListConfig)),
    );
    expect(missions?.variables).toMatchObject({ mode: 'deposit', sort: 'startDate', direction: 'asc', offset: 25 });
  });

  it('cover the homes people land on after signing in', () => {
    expect(names('/enterprise')).toEqual(names('/enterprise/dashboard'));
    expect(names('/enterprise/dashboard').slice(1)).toEqual([
      'PendingRatings',
      'CompanyWorkLogs',
      'EnterpriseDashboard',
    ]);
    expect(prefetchesFor('/backoffice', new URLSearchParams(), {}).slice(1)).toEqual([
      { operationName: 'MyPortfolio', variables: { offset: 0, limit: 25 } },
      { operationName: 'BackofficeUsers', variables: { search: null, offset: 0, limit: 20 } },
    ]);
    expect(names('/backoffice/missions')).toEqual(['UnseenUserNotificationsCount']);
  });

  it('take the funnel’s mission from its path', () => {
    expect(prefetchesFor('/backoffice/funnel/11', new URLSearchParams(), {}).slice(1)).toEqual([
      { operationName: 'FunnelMission', variables: { id: '11' } },
      { operationName: 'TeamMissionMatches', variables: { missionId: '11' } },
      { operationName: 'TeamTips', variables: {} },
    ]);
    expect(names('/backoffice/funnel/abc')).toEqual(['UnseenUserNotificationsCount']);
  });

  it('only send operations whose hashes the build writes into the page', () => {
    const sent = [
      '/freelancer/dashboard',
      '/freelancer/missions',
      '/enterprise',
      '/enterprise/missions',
      '/backoffice',
      '/backoffice/funnel/3',
    ].flatMap((path) => names(path));
    expect(sent.filter((name) => !PREFETCHED_OPERATIONS.includes(name))).toEqual([]);
  });
});
