import type { UserRole } from '@orbite/domain/roles';
import type { DbOrTx } from '../../db/client';
import { toViewer, type Viewer } from '../auth/auth.viewer';
import { findCompanies } from '../companies/companies.service';
import type { UserRow } from '../users/users.tables';
import { chatCallerOfViewer } from './chat.access';
import * as people from './chat.people.repository';
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
  /** The user's row: their notification choices. */
  user: UserRow;
}

export const fullNameOf = (viewer: Viewer) => `${viewer.user.firstName} ${viewer.user.lastName}`.trim();

const viewerOf = (row: people.PersonRow): Viewer => toViewer(row.user, row.corporate, row.freelance, row.teamMember);

function personOf(viewer: Viewer, companyName: string | null): ChatPerson {
  return {
    userId: viewer.user.id,
    fullName: fullNameOf(viewer),
    role: viewer.role,
    profilePictureUrl: viewer.user.profilePictureUrl,
    companyName: viewer.role === 'corporate' && viewer.corporate ? companyName : null,
    freelanceId: viewer.freelance?.id ?? null,
    corporateId: viewer.corporate?.id ?? null,
    teamMemberId: viewer.teamMember?.id ?? null,
    jobTitle: viewer.user.jobTitle,
    caller: chatCallerOfViewer(viewer),
    user: viewer.user,
  };
}

/** People by user id (anonymized users left out), in one statement whatever their count. */
export async function peopleByIds(db: DbOrTx, userIds: readonly number[]): Promise<Map<number, ChatPerson>> {
  const rows = await people.findPeople(db, userIds);
  return new Map(
    rows
      .filter((row) => !row.user.anonymizedAt)
      .map((row) => [row.user.id, personOf(viewerOf(row), row.companyName)] as const),
  );
}

export async function peopleOfViewers(db: DbOrTx, viewers: Viewer[]): Promise<Map<number, ChatPerson>> {
  const companyIds = viewers.flatMap((v) => (v.corporate ? [v.corporate.companyId] : []));
  const companies = new Map((await findCompanies(db, companyIds)).map((c) => [c.id, c.name]));
  return new Map(
    viewers
      .filter((viewer) => !viewer.user.anonymizedAt)
      .map((viewer) => [
        viewer.user.id,
        personOf(viewer, viewer.corporate ? (companies.get(viewer.corporate.companyId) ?? null) : null),
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
