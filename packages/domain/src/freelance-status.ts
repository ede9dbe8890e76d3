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

/** Labels shown next to a freelancer who is not validated. */
export const freelanceStatusLabels = ['preUser', 'banned', 'wrongScope', 'notValidated'] as const;
export type FreelanceStatusLabel = (typeof freelanceStatusLabels)[number];

/**
 * The status label of a freelancer: a validated freelancer shows nothing (null); otherwise a
 * pre-user shows 'preUser' as a warning, then banned shows 'banned', wrongScope 'wrongScope',
 * and any other status 'notValidated'.
 */
export function statusLabelOf(freelance: {
  status: FreelanceStatus | null | undefined;
  preUser?: boolean | null;
}): { label: FreelanceStatusLabel; warning: boolean } | null {
  if (freelance.status === 'validated') return null;
  if (freelance.preUser) return { label: 'preUser', warning: true };
  if (freelance.status === 'banned') return { label: 'banned', warning: false };
  if (freelance.status === 'wrongScope') return { label: 'wrongScope', warning: false };
  return { label: 'notValidated', warning: false };
}
