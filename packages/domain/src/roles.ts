export const UserRole = {
  corporate: 'corporate',
  freelancer: 'freelancer',
  teamMember: 'teamMember',
  chatUser: 'chatUser',
} as const;
export type UserRole = (typeof UserRole)[keyof typeof UserRole];

/** Whom a team member may impersonate: freelancers and client users, never staff nor an account without a role. */
export function isImpersonableRole(role: UserRole | null | undefined): boolean {
  return role === 'freelancer' || role === 'corporate';
}

export const CorporateRole = { admin: 'admin', manager: 'manager' } as const;
export type CorporateRole = (typeof CorporateRole)[keyof typeof CorporateRole];

export const Environment = { backoffice: 'backoffice', enterprise: 'enterprise', freelancer: 'freelancer' } as const;
export type Environment = (typeof Environment)[keyof typeof Environment];
export const environments: readonly Environment[] = ['backoffice', 'enterprise', 'freelancer'];

export function isEnvironment(value: string | undefined | null): value is Environment {
  return value === 'backoffice' || value === 'enterprise' || value === 'freelancer';
}

export const corporatePermissions = [
  'showProfile',
  'showMissions',
  'showAdministration',
  'showCommunity',
  'showCrew',
] as const;
export type CorporatePermission = (typeof corporatePermissions)[number];

export const freelancerPermissions = [
  'showProfile',
  'showMissions',
  'showStore',
  'showInfos',
  'showExperiences',
  'showQualification',
  'showInstructor',
  'askForQualification',
  'showPreferences',
  'showCompany',
] as const;
export type FreelancerPermission = (typeof freelancerPermissions)[number];

export type Permission = CorporatePermission | FreelancerPermission;
export const allPermissions: readonly Permission[] = [
  ...new Set<Permission>([...corporatePermissions, ...freelancerPermissions]),
];
export type PermissionMap = Record<Permission, boolean>;

/** What the role derivation needs to know of a user. */
export interface RoleHolder {
  anonymized?: boolean | null;
  corporate?: unknown;
  freelance?: unknown;
  teamMember?: unknown;
}

/** Role of a user from the profile it holds: corporate first, then freelancer, then team member. */
export function deriveRole(user: RoleHolder | null | undefined): UserRole | null {
  if (!user || user.anonymized) return null;
  if (user.corporate) return UserRole.corporate;
  if (user.freelance) return UserRole.freelancer;
  if (user.teamMember) return UserRole.teamMember;
  return null;
}

/** Each role's home after sign-in. */
export function homePathOf(role: UserRole | null): string | null {
  switch (role) {
    case 'teamMember':
      return '/backoffice';
    case 'corporate':
      return '/enterprise';
    case 'freelancer':
      return '/freelancer';
    default:
      return null;
  }
}

export function environmentOfRole(role: UserRole | null): Environment | null {
  switch (role) {
    case 'teamMember':
      return 'backoffice';
    case 'corporate':
      return 'enterprise';
    case 'freelancer':
      return 'freelancer';
    default:
      return null;
  }
}

/** Default permission flags of a corporate user by its role: managers do not run the company's administration or crew. */
export function defaultCorporatePermissions(role: CorporateRole): Record<CorporatePermission, boolean> {
  const admin = role === 'admin';
  return { showProfile: true, showMissions: true, showCommunity: true, showAdministration: admin, showCrew: admin };
}

/** Default permission flags of a freelancer: instructor and qualification sections depend on the qualification issue. */
export function defaultFreelancerPermissions(): Record<FreelancerPermission, boolean> {
  return {
    showProfile: true,
    showMissions: true,
    showStore: false,
    showInfos: true,
    showExperiences: true,
    showQualification: true,
    showInstructor: false,
    askForQualification: true,
    showPreferences: true,
    showCompany: true,
  };
}

/** Team members hold every permission; others hold their flags. */
export function permissionMapOf(role: UserRole | null, flags: Partial<Record<Permission, boolean>>): PermissionMap {
  const map = {} as PermissionMap;
  for (const permission of allPermissions) map[permission] = role === 'teamMember' ? true : Boolean(flags[permission]);
  return map;
}
