import { randomBytes } from 'node:crypto';
import { ErrorCode } from '@orbite/domain/errors';
import { visibleToCorporate } from '@orbite/domain/match-status';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { findMatchById, listMatchesOfFreelance } from '../matches/matches.repository';
import { missionById, missionsByIds } from '../missions/missions.service';
import { setMentionsViewedAt } from '../users/users.repository';
import {
  contractedFreelanceId,
  conversationNotFound,
  membersOf,
  type ReadableConversation,
  readableConversation,
  readableConversationById,
  scopeOf,
} from './chat.access';
import * as content from './chat.content.repository';
import { peopleByIds } from './chat.people';
import { type ChatCaller, canOpenDirectConversation, canReadConversation } from './chat.policy';
import * as repository from './chat.repository';
import type { ChatConversationRow } from './chat.tables';
import * as unread from './chat.unread.repository';

const newPublicId = () => randomBytes(9).toString('base64url');

type ConversationKey = Parameters<typeof repository.findConversationOf>[1];

/** The conversation of a key, created when missing (two people opening it at once get the same one). */
async function findOrCreate(
  db: DbOrTx,
  key: ConversationKey,
  row: Omit<Parameters<typeof repository.insertConversation>[1], 'publicId' | 'kind'>,
): Promise<ChatConversationRow> {
  const existing = await repository.findConversationOf(db, key);
  if (existing) return existing;
  const keyColumns = key.kind === 'direct' ? { directKey: key.directKey } : {};
  const inserted = await repository.insertConversation(db, {
    ...row,
    ...keyColumns,
    kind: key.kind,
    publicId: newPublicId(),
  });
  return inserted ?? (await repository.findConversationOf(db, key))!;
}

/** Opens (creates once) the conversation of a mission: its client users, contracted freelancer and account manager. */
export async function openMissionConversation(deps: AppDeps, caller: ChatCaller, missionId: number) {
  return deps.db.transaction(async (tx) => {
    const mission = await missionById(tx, missionId);
    if (!mission) throw new AppError(ErrorCode.notFound, 'Mission introuvable.');
    const subject = { mission, match: null, freelanceId: await contractedFreelanceId(tx, mission.id) };
    const probe = { kind: 'mission', missionId: mission.id } as const;
    const scope = scopeOf({ kind: 'mission' } as ChatConversationRow, subject, []);
    if (!canReadConversation(caller, scope)) throw new AppError(ErrorCode.notFound, 'Mission introuvable.');
    const conversation = await findOrCreate(tx, probe, {
      missionId: mission.id,
      title: mission.title,
      createdByUserId: caller.userId,
    });
    await repository.addParticipants(tx, conversation.id, [...(await membersOf(tx, subject, scope)), caller.userId]);
    return conversation;
  });
}

/** Opens the conversation of a match: its freelancer, the client users who see it, the account manager. */
export async function openMatchConversation(deps: AppDeps, caller: ChatCaller, matchId: number) {
  return deps.db.transaction(async (tx) => {
    const match = await findMatchById(tx, matchId);
    const mission = match ? await missionById(tx, match.missionId) : null;
    if (!match || !mission) throw new AppError(ErrorCode.notFound, 'Élément introuvable.');
    const subject = { mission, match, freelanceId: match.freelanceId };
    const scope = scopeOf({ kind: 'match' } as ChatConversationRow, subject, []);
    if (!canReadConversation(caller, scope)) throw new AppError(ErrorCode.notFound, 'Élément introuvable.');
    const members = await membersOf(tx, subject, scope);
    const freelancer = [...(await peopleByIds(tx, members)).values()].find((p) => p.freelanceId === match.freelanceId);
    const conversation = await findOrCreate(
      tx,
      { kind: 'match', matchId: match.id },
      {
        missionId: mission.id,
        matchId: match.id,
        title: [freelancer?.fullName, mission.title].filter(Boolean).join(' – ') || null,
        createdByUserId: caller.userId,
      },
    );
    await repository.addParticipants(tx, conversation.id, [...members, caller.userId]);
    return conversation;
  });
}

/** Whether a corporate's company and a freelancer share a match the client sees. */
async function shareMarket(db: DbOrTx, companyId: number | null, freelanceId: number | null): Promise<boolean> {
  if (!companyId || !freelanceId) return false;
  const matches = await listMatchesOfFreelance(db, freelanceId);
  const missions = new Map(
    (
      await missionsByIds(
        db,
        matches.map((m) => m.missionId),
      )
    ).map((m) => [m.id, m]),
  );
  return matches.some(
    (m) => missions.get(m.missionId)?.companyId === companyId && visibleToCorporate(m.status as never, m.presentedAt),
  );
}

/** Opens (creates once) the conversation of two people. */
export async function openDirectConversation(deps: AppDeps, caller: ChatCaller, userId: number) {
  return deps.db.transaction(async (tx) => {
    const target = (await peopleByIds(tx, [userId])).get(userId);
    if (!target) throw new AppError(ErrorCode.notFound, 'Utilisateur introuvable.');
    const shared =
      caller.role === 'corporate' && target.role === 'freelancer'
        ? await shareMarket(tx, caller.companyId, target.freelanceId)
        : caller.role === 'freelancer' && target.role === 'corporate'
          ? await shareMarket(tx, target.caller.companyId, caller.freelanceId)
          : false;
    if (!canOpenDirectConversation(caller, target.caller, shared))
      throw new AppError(ErrorCode.forbidden, 'Vous ne pouvez pas écrire à cette personne.');
    const pair = [caller.userId, userId].sort((a, b) => a - b);
    const conversation = await findOrCreate(
      tx,
      { kind: 'direct', directKey: pair.join(':') },
      { createdByUserId: caller.userId, title: null },
    );
    await repository.addParticipants(tx, conversation.id, pair);
    return conversation;
  });
}

const clamp = (value: number | null | undefined, fallback: number, max: number) =>
  Math.min(Math.max(Math.trunc(value ?? fallback), 1), max);

/** The viewer's conversations, most recent message first; `all` (the team's list) every one. */
export async function listConversations(
  deps: AppDeps,
  caller: ChatCaller,
  args: { offset?: number | null; limit?: number | null; search?: string | null; all?: boolean | null },
) {
  if (args.all && caller.role !== 'teamMember') throw new AppError(ErrorCode.forbidden);
  return repository.listConversations(
    deps.db,
    { userId: args.all ? null : caller.userId, search: args.search?.slice(0, 100) ?? null },
    { offset: Math.max(Math.trunc(args.offset ?? 0), 0), limit: clamp(args.limit, 20, 100) },
  );
}

/** One conversation by id or publicId, or null when it does not exist or the viewer may not read it. */
export async function findConversationFor(
  deps: AppDeps,
  caller: ChatCaller,
  args: { id?: number | null; publicId?: string | null },
): Promise<ReadableConversation | null> {
  const conversation = args.id
    ? await repository.findConversationById(deps.db, args.id)
    : args.publicId
      ? await repository.findConversationByPublicId(deps.db, args.publicId)
      : null;
  try {
    return await readableConversation(deps.db, caller, conversation);
  } catch (error) {
    if (error instanceof AppError && error.code === ErrorCode.notFound) return null;
    throw error;
  }
}

/** A page of messages before `beforeId`, oldest first. */
export async function listMessages(
  deps: AppDeps,
  caller: ChatCaller,
  args: { conversationId: number; beforeId?: number | null; limit?: number | null },
) {
  await readableConversationById(deps.db, caller, args.conversationId);
  return repository.messagesPage(deps.db, args.conversationId, args.beforeId ?? null, clamp(args.limit, 30, 100));
}

/** Whether the viewer may read a conversation (the subscription's check before showing a message). */
export async function canReadConversationId(deps: AppDeps, caller: ChatCaller, conversationId: number) {
  try {
    await readableConversationById(deps.db, caller, conversationId);
    return true;
  } catch {
    return false;
  }
}

export const unreadChatMessagesCount = (db: DbOrTx, userId: number) => unread.totalUnread(db, userId);
/** Exact unread totals of several users at once (the User type's field, batched). */
export const unreadChatMessagesCounts = unread.totalsUnread;
/** Mentions of each user after they last looked at their mentions (the User type's field, batched). */
export const unseenMentionsCounts = content.countMentionsOf;

export async function markMentionsAsViewed(deps: AppDeps, userId: number, at: Date): Promise<void> {
  await setMentionsViewedAt(deps.db, userId, at);
}

export const findChatMessage = repository.findMessage;

export { conversationNotFound };
