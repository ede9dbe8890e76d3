import type { UserRole } from '@orbite/domain/roles';
import type { DbOrTx } from '../../db/client';
import { loadViewers, type Viewer } from '../auth/auth.viewer';
import { findCompanies } from '../companies/companies.service';
import { findUsersByIds } from '../users/users.repository';
import { chatCallerOfViewer } from './chat.access';
import type { ChatCaller } from './chat.policy';

/** A person as the chat shows them. */
export interface ChatPerson {
  userId: number;
  fullName: string;
  role: UserRole | null;
  profilePictureUrl: string | null;
  companyName: string | null;
  /** Profile ids, for mentions and links. */
  freelanceId: number | null;
  corporateId: number | null;
  teamMemberId: number | null;
  jobTitle: string | null;
  caller: ChatCaller;
}

export const fullNameOf = (viewer: Viewer) => `${viewer.user.firstName} ${viewer.user.lastName}`.trim();

/** People by user id, in a fixed number of queries whatever their count. */
export async function peopleByIds(db: DbOrTx, userIds: readonly number[]): Promise<Map<number, ChatPerson>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  return peopleOfViewers(db, await loadViewers(db, await findUsersByIds(db, ids)));
}

export async function peopleOfViewers(db: DbOrTx, viewers: Viewer[]): Promise<Map<number, ChatPerson>> {
  const companyIds = viewers.flatMap((v) => (v.corporate ? [v.corporate.companyId] : []));
  const companies = new Map((await findCompanies(db, companyIds)).map((c) => [c.id, c.name]));
  return new Map(
    viewers
      .filter((viewer) => !viewer.user.anonymizedAt)
      .map((viewer) => [
        viewer.user.id,
        {
          userId: viewer.user.id,
          fullName: fullNameOf(viewer),
          role: viewer.role,
          profilePictureUrl: viewer.user.profilePictureUrl,
          companyName:
            viewer.role === 'corporate' && viewer.corporate
              ? (companies.get(viewer.corporate.companyId) ?? null)
              : null,
          freelanceId: viewer.freelance?.id ?? null,
          corporateId: viewer.corporate?.id ?? null,
          teamMemberId: viewer.teamMember?.id ?? null,
          jobTitle: viewer.user.jobTitle,
          caller: chatCallerOfViewer(viewer),
        },
      ]),
  );
}

/** Where a user opens a conversation in their own environment. */
export function conversationPathFor(role: UserRole | null, conversationId: number): string {
  if (role === 'teamMember') return `/backoffice/conversation/${conversationId}`;
  if (role === 'corporate') return `/enterprise/messages/${conversationId}`;
  if (role === 'freelancer') return `/freelancer/messages/${conversationId}`;
  return `/chat/messages`;
}
