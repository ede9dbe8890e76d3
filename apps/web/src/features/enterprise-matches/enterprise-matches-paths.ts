/** The page of a freelancer in the context of a mission (section in the path, the first one left out). */
export const missionFreelancerPath = (missionId: string, freelanceId: string, section?: string) =>
  `/enterprise/mission/${missionId}/freelancer/${freelanceId}${section ? `/${section}` : ''}`;

/** The "Profils" section of the client's mission page. */
export const missionProfilesPath = (missionId: string) => `/enterprise/missions/${missionId}/profiles`;
