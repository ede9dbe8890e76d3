import { ErrorCode } from '@orbite/domain/errors';
import { type MatchStatus, visibleToCorporate, visibleToFreelance } from '@orbite/domain/match-status';
import { type DbOrTx, readAll } from '../../db/client';
import type { GraphQLContext } from '../../graphql/context';
import { AppError } from '../../platform/errors';
import type { Viewer } from '../auth/auth.viewer';
import { corporatesOfCompany } from '../companies/companies.repository';
import { findFreelance } from '../freelancers/freelancers.service';
import { findMatchById, listMatchesOfMission } from '../matches/matches.repository';
import type { MatchRow } from '../matches/matches.tables';
import { missionById } from '../missions/missions.service';
import type { MissionRow } from '../missions/missions.tables';
import { type ChatCaller, type ConversationScope, canReadConversation } from './chat.policy';
import * as repository from './chat.repository';
import type { ChatConversationRow, ChatParticipantRow } from './chat.tables';

export const conversationNotFound = () => new AppError(ErrorCode.notFound, 'Conversation introuvable.');

export function chatCallerOfViewer(viewer: Viewer): ChatCaller {
  return {
    userId: viewer.user.id,
    role: viewer.role,
    companyId: viewer.role === 'corporate' ? (viewer.corporate?.companyId ?? null) : null,
    freelanceId: viewer.role === 'freelancer' ? (viewer.freelance?.id ?? null) : null,
    showMissions: viewer.role !== 'corporate' || viewer.permissions.showMissions,
  };
}

export function chatCallerOf(context: GraphQLContext): ChatCaller {
  if (!context.viewer) throw new AppError(ErrorCode.unauthorized);
  return chatCallerOfViewer(context.viewer);
}

/** The freelance contracted on a mission: the one its client confirmed. */
export async function contractedFreelanceId(db: DbOrTx, missionId: number): Promise<number | null> {
  const confirmed = (await listMatchesOfMission(db, missionId)).find((m) => m.status === 'corporateConfirmed');
  return confirmed?.freelanceId ?? null;
}

/** What a mission or match conversation is about, for its scope and its members. */
export interface ConversationSubject {
  mission: MissionRow | null;
  match: MatchRow | null;
  freelanceId: number | null;
  /** The freelance's user when it was read with the conversation (undefined: not read yet). */
  freelanceUserId?: number | null;
}

export async function subjectOf(db: DbOrTx, conversation: ChatConversationRow): Promise<ConversationSubject> {
  if (conversation.kind === 'match' && conversation.matchId) {
    const match = await findMatchById(db, conversation.matchId);
    const mission = match ? await missionById(db, match.missionId) : null;
    return { mission, match, freelanceId: match?.freelanceId ?? null };
  }
  if (conversation.kind === 'mission' && conversation.missionId) {
    const mission = await missionById(db, conversation.missionId);
    return { mission, match: null, freelanceId: mission ? await contractedFreelanceId(db, mission.id) : null };
  }
  return { mission: null, match: null, freelanceId: null };
}

export function scopeOf(
  conversation: ChatConversationRow,
  subject: ConversationSubject,
  participantUserIds: readonly number[],
): ConversationScope {
  const status = subject.match?.status as MatchStatus | undefined;
  return {
    kind: conversation.kind as ConversationScope['kind'],
    companyId: subject.mission?.companyId ?? null,
    freelanceId: subject.freelanceId,
    visibleToCorporate: status ? visibleToCorporate(status, subject.match?.presentedAt ?? null) : true,
    visibleToFreelance: status ? visibleToFreelance(status) : true,
    participantUserIds,
  };
}

export interface ReadableConversation {
  conversation: ChatConversationRow;
  subject: ConversationSubject;
  scope: ConversationScope;
  isParticipant: boolean;
  /** Its participants when it was read, in the order of `participantsOf`. */
  participants: ChatParticipantRow[];
}

function readableOf(
  caller: ChatCaller,
  conversation: ChatConversationRow,
  subject: ConversationSubject,
  participants: ChatParticipantRow[],
): ReadableConversation {
  const userIds = participants.map((p) => p.userId);
  const scope = scopeOf(conversation, subject, userIds);
  if (!canReadConversation(caller, scope)) throw conversationNotFound();
  return { conversation, subject, scope, isParticipant: userIds.includes(caller.userId), participants };
}

/** The conversation when the caller may read it; anything else is "not found", as if it did not exist. */
export async function readableConversation(
  db: DbOrTx,
  caller: ChatCaller,
  conversation: ChatConversationRow | null,
): Promise<ReadableConversation> {
  if (!conversation) throw conversationNotFound();
  const [subject, participants] = await readAll(db, [
    () => subjectOf(db, conversation),
    () => repository.participantsOf(db, [conversation.id]),
  ] as const);
  return readableOf(caller, conversation, subject, participants);
}

/** The same by id: the conversation and what it is about in one statement, then its participants. */
export async function readableConversationById(
  db: DbOrTx,
  caller: ChatCaller,
  id: number,
): Promise<ReadableConversation> {
  const found = await repository.findConversationWithSubject(db, id);
  if (!found) throw conversationNotFound();
  const { conversation, match, mission, freelanceId, freelanceUserId } = found;
  const subject: ConversationSubject =
    (conversation.kind === 'match' && conversation.matchId) ||
    (conversation.kind === 'mission' && conversation.missionId)
      ? { mission, match, freelanceId, freelanceUserId }
      : { mission: null, match: null, freelanceId: null };
  const participants = await repository.participantsOf(db, [conversation.id]);
  return readableOf(caller, conversation, subject, participants);
}

/**
 * The people who belong in a mission or match conversation when it opens: the client users of the
 * company who see it, the freelancer, and the mission's account manager.
 */
export async function membersOf(db: DbOrTx, subject: ConversationSubject, scope: ConversationScope): Promise<number[]> {
  const members: number[] = [];
  if (subject.mission) {
    if (scope.kind === 'mission' || scope.visibleToCorporate) {
      const corporates = await corporatesOfCompany(db, subject.mission.companyId);
      members.push(...corporates.filter((c) => c.permissions.showMissions !== false).map((c) => c.userId));
    }
    if (subject.mission.accountManagerUserId) members.push(subject.mission.accountManagerUserId);
  }
  if (subject.freelanceId && (scope.kind === 'mission' || scope.visibleToFreelance)) {
    const userId =
      subject.freelanceUserId !== undefined
        ? subject.freelanceUserId
        : ((await findFreelance(db, subject.freelanceId))?.userId ?? null);
    if (userId) members.push(userId);
  }
  return members;
}
