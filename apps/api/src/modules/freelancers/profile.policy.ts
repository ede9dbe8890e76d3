import type { UserRole } from '@orbite/domain/roles';

export interface ProfileActor {
  role: UserRole | null;
  freelanceId: number | null;
}

/** The whole profile (contact, preferences, documents' status): the freelancer themself and the team. */
export function canReadProfile(actor: ProfileActor, freelanceId: number): boolean {
  return actor.role === 'teamMember' || (actor.role === 'freelancer' && actor.freelanceId === freelanceId);
}

/** Editing the profile: the freelancer themself and the team (which also fixes profiles for them). */
export function canEditProfile(actor: ProfileActor, freelanceId: number): boolean {
  return canReadProfile(actor, freelanceId);
}

/**
 * How much of a public profile (/freelancer/profile/{publicId}) a visitor sees: the team and the
 * owner see it whole; signed-in clients see it whole but for the contact details (e-mail, phone:
 * contact goes through Orbite); the public sees it anonymized (first name and initial, no
 * picture, no contact, no documents, no links that identify).
 */
export function publicProfileView(actor: ProfileActor, freelanceId: number): 'full' | 'client' | 'anonymous' {
  if (canReadProfile(actor, freelanceId)) return 'full';
  if (actor.role === 'corporate') return 'client';
  return 'anonymous';
}
