/**
 * Back-office teams (spec 000: "teams; team by id") and the roles a team member holds: account
 * manager (follows client companies) and freelancer agent (follows freelancers).
 */
export const teamMemberRoles = ['accountManager', 'freelancerAgent'] as const;
export type TeamMemberRole = (typeof teamMemberRoles)[number];

export const TEAM_NAME_MAX_LENGTH = 60;
export const TEAM_DESCRIPTION_MAX_LENGTH = 500;

/** The name a team is saved under (trimmed, inner spaces collapsed), or null when empty or too long. */
export function normalizeTeamName(name: string): string | null {
  const value = name.trim().replace(/\s+/g, ' ');
  if (!value || value.length > TEAM_NAME_MAX_LENGTH) return null;
  return value;
}

/** The description saved (trimmed, null when empty), or undefined when too long. */
export function normalizeTeamDescription(description: string | null | undefined): string | null | undefined {
  const value = description?.trim() ?? '';
  if (value.length > TEAM_DESCRIPTION_MAX_LENGTH) return undefined;
  return value || null;
}

/** Whether a team member may be assigned with this role (the role is held). */
export function holdsRole(member: { accountManager: boolean; freelancerAgent: boolean }, role: TeamMemberRole) {
  return role === 'accountManager' ? member.accountManager : member.freelancerAgent;
}
