export const FreelanceStatus = {
  new: 'new',
  wrongScope: 'wrongScope',
  validated: 'validated',
  banned: 'banned',
} as const;
export type FreelanceStatus = (typeof FreelanceStatus)[keyof typeof FreelanceStatus];
export const freelanceStatuses: readonly FreelanceStatus[] = ['new', 'wrongScope', 'validated', 'banned'];

/** Statuses that keep a freelancer out of the main freelancer area (sent to /freelancer/sorry). */
export function isOutOfScope(status: FreelanceStatus | null | undefined): boolean {
  return status === 'wrongScope' || status === 'banned';
}
