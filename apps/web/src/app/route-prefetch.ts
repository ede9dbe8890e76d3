import { defaultPageSize } from '@orbite/domain/pagination';
import { DASHBOARD_MISSIONS } from '../features/freelancer-missions/dashboard-limits';
import { enterpriseListConfig, missionListVariables, readMissionListUrl } from '../features/missions/missions-url';
import { USERS_PAGE_SIZE } from '../features/users/users-limits';

export { prefetchKey } from './prefetch-key';
export { PREFETCHED_OPERATIONS } from './prefetched-operations';

/**
 * The queries a signed-in page sends on its first render, known from its address and the user: the boot
 * script of an environment's page (app/boot.ts) sends them as soon as `me` has answered, while the app's
 * code is still downloading, and Apollo takes their answers (app/apollo.ts, `prefetchedLink`) instead of
 * asking once the page has rendered. On a slow network that is one round trip less before the page's
 * content (the funnel's largest paint 0.5 s sooner under DevTools' mobile throttling). An operation listed here with
 * other variables than the page's is simply asked again: an e2e test (route-prefetch.spec.ts) checks that
 * the pages below send none twice.
 *
 * Kept small: this module is the boot script's, loaded by every environment's page before the app.
 */

export interface PrefetchedOperation {
  operationName: string;
  variables: Record<string, unknown>;
}

/** What the plans read of the `me` answer. */
export interface PrefetchUser {
  freelance?: { id: string } | null;
}

interface RoutePrefetch {
  path: RegExp;
  operations: (user: PrefetchUser, match: RegExpExecArray, search: URLSearchParams) => PrefetchedOperation[];
}

const op = (operationName: string, variables: Record<string, unknown> = {}): PrefetchedOperation => ({
  operationName,
  variables,
});

const routes: RoutePrefetch[] = [
  {
    path: /^\/freelancer(?:\/dashboard)?\/?$/,
    operations: (user) => {
      const id = user.freelance?.id;
      if (!id) return [];
      return [
        op('FreelanceOverview', { id }),
        op('MyMatches'),
        op('MyWorkLogs'),
        op('PendingRatings'),
        op('QualificationRequest', { id }),
        op('RecommendedMissions', { limit: DASHBOARD_MISSIONS }),
      ];
    },
  },
  {
    path: /^\/freelancer\/missions\/?$/,
    operations: () => [op('MyMatches')],
  },
  {
    path: /^\/enterprise(?:\/dashboard)?\/?$/,
    operations: () => [op('PendingRatings'), op('CompanyWorkLogs'), op('EnterpriseDashboard')],
  },
  {
    path: /^\/enterprise\/missions\/?$/,
    operations: (_user, _match, search) => [
      op('MissionStatusCounts'),
      op('Missions', { ...missionListVariables(readMissionListUrl(search, enterpriseListConfig)) }),
    ],
  },
  {
    path: /^\/backoffice\/?$/,
    operations: () => [
      op('MyPortfolio', { offset: 0, limit: defaultPageSize }),
      op('BackofficeUsers', { search: null, offset: 0, limit: USERS_PAGE_SIZE }),
    ],
  },
  {
    path: /^\/backoffice\/funnel\/(\d+)\/?$/,
    operations: (_user, match) => [
      op('FunnelMission', { id: match[1] }),
      op('TeamMissionMatches', { missionId: match[1] }),
      op('TeamTips'),
    ],
  },
];

/** The notification bell's count, in the header of every environment's page. */
const everyPage = [op('UnseenUserNotificationsCount')];

/** The operations to send for this address and user, the bell's first. */
export function prefetchesFor(pathname: string, search: URLSearchParams, user: PrefetchUser): PrefetchedOperation[] {
  const route = routes.map((candidate) => ({ candidate, match: candidate.path.exec(pathname) })).find((r) => r.match);
  return [...everyPage, ...(route?.match ? route.candidate.operations(user, route.match, search) : [])];
}
