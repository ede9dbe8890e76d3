/** How many recommended missions the dashboard shows (`useRecommendedMissions(DASHBOARD_MISSIONS)`). */
export const DASHBOARD_MISSIONS = 3;
