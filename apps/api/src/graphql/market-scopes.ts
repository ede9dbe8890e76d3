import type { AuthScopes } from './builder';

type ScopeMap = Partial<AuthScopes> & { $all?: Partial<AuthScopes>; $any?: Partial<AuthScopes> };

/*
 * Who reaches the missions area, on the server as in the web's route table: clients need their
 * `showMissions` flag (an admin may withhold it from a colleague), team members hold every flag.
 * Freelancers reach explore (missions open to applications) by role; their own missions list needs
 * the flag.
 */
export const clientOrTeam: ScopeMap = { teamMember: true, $all: { corporate: true, permission: 'showMissions' } };
export const anyMarketUser: ScopeMap = {
  teamMember: true,
  freelancer: true,
  $all: { corporate: true, permission: 'showMissions' },
};
export const freelancerMissions: ScopeMap = { $all: { freelancer: true, permission: 'showMissions' } };
