/**
 * The back-office freelancers list modes (spec 001). The API's enum cannot hold hyphens, so each
 * mode has the spec's name (in the page's URL) and the API's value.
 */
export const freelanceListModeOfName = {
  favorites: 'favorites',
  all: 'all',
  archived: 'archived',
  new: 'new',
  'on-mission': 'onMission',
  'pre-users': 'preUsers',
  users: 'users',
  'to-review': 'toReview',
} as const;

export type FreelanceListModeName = keyof typeof freelanceListModeOfName;
export type FreelanceListMode = (typeof freelanceListModeOfName)[FreelanceListModeName];

/** The API's modes, in the spec's order. */
export const freelanceListModes = Object.values(freelanceListModeOfName) as readonly FreelanceListMode[];

/**
 * The list's assignment filter: `mine` keeps the freelancers whose agent (talent success manager)
 * is the viewing team member ("Mes freelances").
 */
export const freelanceListAssignmentFilters = ['mine'] as const;
export type FreelanceListAssignmentFilter = (typeof freelanceListAssignmentFilters)[number];

/** Whether a freelancer passes the `mine` filter for this team member. */
export const isAssignedTo = (talentSuccessManagerId: number | null, teamMemberId: number) =>
  talentSuccessManagerId !== null && talentSuccessManagerId === teamMemberId;
