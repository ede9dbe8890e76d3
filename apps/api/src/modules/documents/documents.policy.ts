import type { KycStatus } from '@orbite/domain/enums';
import type { UserRole } from '@orbite/domain/roles';

/** Who acts: the effective user's role and, for a freelancer, their own freelance id. */
export interface DocumentActor {
  role: UserRole | null;
  freelanceId: number | null;
}

/** A freelance's slot for one document type; status is the effective one, null when nothing is uploaded. */
export interface DocumentTarget {
  freelanceId: number;
  status: KycStatus | null;
}

export type DocumentAction = 'read' | 'download' | 'upload' | 'delete' | 'validate' | 'refuse';

export function documentActorOf(
  viewer: { role: UserRole | null; freelance: { id: number } | null } | null,
): DocumentActor {
  return { role: viewer?.role ?? null, freelanceId: viewer?.freelance?.id ?? null };
}

/**
 * Whether the actor may know this freelance's documents exist at all: team members see every
 * freelance's, a freelancer only their own. False reads as "not found", never as "forbidden".
 */
export function canReachFreelanceDocuments(actor: DocumentActor, freelanceId: number): boolean {
  if (actor.role === 'teamMember') return true;
  return actor.role === 'freelancer' && actor.freelanceId !== null && actor.freelanceId === freelanceId;
}

/**
 * What the actor may do on a slot. Freelancers supply their documents: upload, replace and delete
 * them until the team has accepted them (an accepted document that has expired may be replaced).
 * Team members review: validate or refuse any current document. Corporates never see KYC.
 */
export function canActOnDocument(actor: DocumentActor, action: DocumentAction, target: DocumentTarget): boolean {
  if (!canReachFreelanceDocuments(actor, target.freelanceId)) return false;
  const freelancer = actor.role === 'freelancer';
  const teamMember = actor.role === 'teamMember';
  switch (action) {
    case 'read':
      return true;
    case 'download':
      return target.status !== null;
    case 'upload':
      return freelancer && target.status !== 'orbiteAccepted';
    case 'delete':
      return freelancer && target.status !== null && target.status !== 'orbiteAccepted';
    case 'validate':
    case 'refuse':
      return teamMember && target.status !== null;
  }
}

/** The actions the web shows as buttons (viewerCan), so that it never re-derives the rule. */
export function documentPermissions(actor: DocumentActor, target: DocumentTarget) {
  return {
    upload: canActOnDocument(actor, 'upload', target),
    delete: canActOnDocument(actor, 'delete', target),
    download: canActOnDocument(actor, 'download', target),
    validate: canActOnDocument(actor, 'validate', target),
    refuse: canActOnDocument(actor, 'refuse', target),
  };
}
