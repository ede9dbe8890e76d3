/* No imports: vite.config.ts reads this list (the config's loader does not compile the workspace's packages). */

/** Every operation app/route-prefetch.ts may send: the build writes their persisted hashes into the environments' HTML. */
export const PREFETCHED_OPERATIONS = [
  'UnseenUserNotificationsCount',
  'FreelanceOverview',
  'MyMatches',
  'MyWorkLogs',
  'PendingRatings',
  'QualificationRequest',
  'RecommendedMissions',
  'MissionStatusCounts',
  'Missions',
  'FunnelMission',
  'TeamMissionMatches',
  'TeamTips',
  'CompanyWorkLogs',
  'EnterpriseDashboard',
  'MyPortfolio',
  'BackofficeUsers',
];
