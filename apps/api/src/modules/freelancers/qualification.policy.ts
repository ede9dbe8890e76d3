import type { ProfileActor } from './profile.policy';

/**
 * A freelancer's qualification is the team's verdict: only the team reads it, sets it, changes it
 * or clears it. The freelancer never sees it, nor do clients.
 */
export function canQualify(actor: ProfileActor): boolean {
  return actor.role === 'teamMember';
}
