import { ErrorCode } from '@orbite/domain/errors';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import type { Actor } from '../activity/activity.service';
import type { UploadRow } from '../documents/documents.tables';
import { findAttachableUpload } from '../documents/uploads.service';
import { membersOf, type ReadableConversation, readableConversationById } from './chat.access';
import * as content from './chat.content.repository';
import { resolveMentions } from './chat.mentions';
import { notifyNewMessage, publishChatEvent, recordMessageSent } from './chat.notify';
import { type ChatPerson, peopleByIds } from './chat.people';
import { type ChatCaller, canChangeMessage, canReadConversation } from './chat.policy';
import * as repository from './chat.repository';
import {
  applyMentions,
  CHAT_MESSAGE_MAX_CHARS,
  mentionKey,
  mentionRefsOf,
  plainTextOf,
  sanitizeChatHtml,
} from './chat.sanitize';
import type { ChatAttachmentRow, ChatMentionRow, ChatMessageRow, ChatParticipantRow } from './chat.tables';

const MAX_ATTACHMENTS = 10;
/** Raw markup beyond this is refused before any parsing (the text limit is checked after). */
const MAX_RAW_BODY = 200_000;

const invalid = (message: string, field = 'body') => new AppError(ErrorCode.invalidInput, message, field);
const messageNotFound = () => new AppError(ErrorCode.notFound, 'Message introuvable.');

/** The stored form of a body: sanitized, mentions checked and relabelled, and the mentions to record. */
async function composeBody(db: DbOrTx, caller: ChatCaller, raw: string) {
  if (raw.length > MAX_RAW_BODY) throw invalid('Message trop long (10 000 caractères au plus).');
  const clean = sanitizeChatHtml(raw);
  const targets = await resolveMentions(db, caller, mentionRefsOf(clean));
  const labels = new Map([...targets].map(([key, target]) => [key, target.label]));
  const html = applyMentions(clean, labels);
  const text = plainTextOf(html);
  if (text.length > CHAT_MESSAGE_MAX_CHARS) throw invalid('Message trop long (10 000 caractères au plus).');
  const mentions = mentionRefsOf(html).flatMap((ref) => {
    const target = targets.get(mentionKey(ref));
    return target ? [{ type: ref.type, entityId: ref.id, mentionedUserId: target.userId }] : [];
  });
  return { html: text ? html : '', text, mentions };
}

/** The mentioned people who may read the conversation: they join it and are told. */
function readersAmong(
  people: ReadonlyMap<number, ChatPerson>,
  readable: ReadableConversation,
  userIds: readonly number[],
) {
  return [...new Set(userIds)].flatMap((id) => {
    const person = people.get(id);
    return person && canReadConversation(person.caller, readable.scope) ? [person.userId] : [];
  });
}

/** Mentions to record: a person counts as mentioned (badge) only when they may read the conversation. */
function mentionRows(
  mentions: { type: string; entityId: number; mentionedUserId: number | null }[],
  readers: readonly number[],
  conversationId: number,
) {
  return mentions.map((m) => ({
    ...m,
    conversationId,
    mentionedUserId: m.mentionedUserId !== null && readers.includes(m.mentionedUserId) ? m.mentionedUserId : null,
  }));
}

const mentionedUserIdsOf = (mentions: { mentionedUserId: number | null }[]) =>
  mentions.flatMap((m) => (m.mentionedUserId ? [m.mentionedUserId] : []));

async function attachableUploads(db: DbOrTx, caller: ChatCaller, uploadIds: readonly string[]): Promise<UploadRow[]> {
  const ids = [...new Set(uploadIds)];
  if (ids.length > MAX_ATTACHMENTS) throw invalid('Dix fichiers au plus par message.', 'uploadIds');
  const uploads: UploadRow[] = [];
  for (const id of ids) {
    const upload = await findAttachableUpload(db, id, caller.userId);
    if (await content.isFileAttached(db, upload.storageKey))
      throw new AppError(ErrorCode.notFound, 'Fichier introuvable : envoyez-le à nouveau.', 'uploadId');
    uploads.push(upload);
  }
  return uploads;
}

const byJoining = (a: ChatParticipantRow, b: ChatParticipantRow) =>
  a.joinedAt.getTime() - b.joinedAt.getTime() || a.userId - b.userId;

/** A message just posted and the rows written with it: what its GraphQL fields read, without reading them again. */
export interface PostedMessage {
  message: ChatMessageRow;
  attachments: ChatAttachmentRow[];
  mentions: ChatMentionRow[];
  /** The conversation's participants once the message is posted (the author's read mark on it). */
  participants: ChatParticipantRow[];
  /** The author, the participants and the mentioned people, as the chat shows them. */
  people: ReadonlyMap<number, ChatPerson>;
}

/**
 * Posts a message: sanitized, with its mentions and files; the others are told, live and by notification.
 * The people who belong in the conversation (its members, the author, the mentioned who may read it) join it.
 */
export async function sendChatMessage(
  deps: AppDeps,
  caller: ChatCaller,
  actor: Actor,
  input: { conversationId: number; body: string; uploadIds?: readonly string[] | null },
): Promise<PostedMessage> {
  return deps.db.transaction(async (tx) => {
    const readable = await readableConversationById(tx, caller, input.conversationId);
    const { html, text, mentions } = await composeBody(tx, caller, input.body);
    const uploads = await attachableUploads(tx, caller, input.uploadIds ?? []);
    if (!text && uploads.length === 0) throw invalid('Le message est vide.');
    const conversationId = readable.conversation.id;
    const members = readable.scope.kind === 'direct' ? [] : await membersOf(tx, readable.subject, readable.scope);
    // Everyone this message concerns, read once: the author, who is in the conversation or joins it, the mentioned.
    const people = await peopleByIds(tx, [
      caller.userId,
      ...readable.scope.participantUserIds,
      ...members,
      ...mentionedUserIdsOf(mentions),
    ]);
    const mentioned = readersAmong(people, readable, mentionedUserIdsOf(mentions));
    const present = new Set(readable.scope.participantUserIds);
    const joining = [...new Set([...members, caller.userId, ...mentioned])].filter((userId) => !present.has(userId));
    const joined = await repository.addParticipants(tx, conversationId, joining);
    // Someone joined at the same time (their row was there already): read them all again.
    const current =
      joined.length < joining.length
        ? await repository.participantsOf(tx, [conversationId])
        : [...readable.participants, ...joined];
    const readAt = new Date();
    const message = await repository.insertPostedMessage(
      tx,
      { conversationId, authorUserId: caller.userId, body: html, plainText: text },
      readAt,
    );
    const attachments = await content.insertAttachments(
      tx,
      uploads.map((u) => ({
        messageId: message.id,
        storageKey: u.storageKey,
        fileName: u.originalName,
        mimeType: u.contentType,
        sizeBytes: u.size,
      })),
    );
    const mentionRecords = await content.insertMentions(
      tx,
      message.id,
      mentionRows(mentions, mentioned, conversationId),
    );
    // The author's read mark as the insert moved it (never back), without reading it again.
    const participants = current
      .map((p) =>
        p.userId === caller.userId
          ? { ...p, lastReadMessageId: Math.max(p.lastReadMessageId, message.id), lastReadAt: readAt }
          : p,
      )
      .sort(byJoining);
    const participantIds = participants.map((p) => p.userId);
    await recordMessageSent(tx, actor, readable.conversation, message);
    const author = people.get(caller.userId);
    if (author)
      await notifyNewMessage(tx, {
        conversation: readable.conversation,
        author,
        title:
          readable.scope.kind === 'direct' ? null : (readable.subject.mission?.title ?? readable.conversation.title),
        recipientUserIds: participantIds,
        mentionedUserIds: mentioned,
        people,
      });
    publishChatEvent(participantIds, { conversationId, messageId: message.id, kind: 'message' });
    return { message, attachments, mentions: mentionRecords, participants, people };
  });
}

async function changeableMessage(db: DbOrTx, caller: ChatCaller, id: number) {
  const message = await repository.findMessage(db, id);
  if (!message) throw messageNotFound();
  const readable = await readableConversationById(db, caller, message.conversationId).catch(() => {
    throw messageNotFound();
  });
  if (!canChangeMessage(caller, message))
    throw new AppError(ErrorCode.forbidden, 'Seul son auteur modifie un message.');
  return { message, readable };
}

/** The author rewrites a message; its mentions are recorded again. */
export async function editChatMessage(deps: AppDeps, caller: ChatCaller, id: number, body: string) {
  return deps.db.transaction(async (tx) => {
    const { message, readable } = await changeableMessage(tx, caller, id);
    const { html, text, mentions } = await composeBody(tx, caller, body);
    const files = await content.attachmentsOf(tx, [message.id]);
    if (!text && files.length === 0) throw invalid('Le message est vide.');
    const updated = await repository.updateMessage(tx, message.id, {
      body: html,
      plainText: text,
      editedAt: new Date(),
    });
    const people = mentions.length
      ? await peopleByIds(tx, [caller.userId, ...mentionedUserIdsOf(mentions)])
      : new Map<number, ChatPerson>();
    const readers = readersAmong(people, readable, mentionedUserIdsOf(mentions));
    await repository.addParticipants(tx, readable.conversation.id, readers);
    const mentionedBefore = new Set(
      (await content.mentionsOf(tx, [message.id])).flatMap((m) => (m.mentionedUserId ? [m.mentionedUserId] : [])),
    );
    await content.replaceMentions(tx, message.id, mentionRows(mentions, readers, message.conversationId));
    // Who the edit mentions for the first time is told, as if the message had just been sent.
    const newlyMentioned = readers.filter((userId) => !mentionedBefore.has(userId));
    const author = people.get(caller.userId);
    if (author && newlyMentioned.length)
      await notifyNewMessage(tx, {
        conversation: readable.conversation,
        author,
        title:
          readable.scope.kind === 'direct' ? null : (readable.subject.mission?.title ?? readable.conversation.title),
        recipientUserIds: [],
        mentionedUserIds: newlyMentioned,
        people,
      });
    const participants = await repository.participantsOf(tx, [readable.conversation.id]);
    publishChatEvent(
      participants.map((p) => p.userId),
      { conversationId: message.conversationId, messageId: message.id, kind: 'edited' },
    );
    return updated;
  });
}

/** The author deletes a message: it keeps its place, emptied (no text, files or mentions). */
export async function deleteChatMessage(deps: AppDeps, caller: ChatCaller, id: number) {
  return deps.db.transaction(async (tx) => {
    const { message, readable } = await changeableMessage(tx, caller, id);
    const updated = await repository.updateMessage(tx, message.id, { body: '', plainText: '', deletedAt: new Date() });
    await content.replaceMentions(tx, message.id, []);
    const participants = await repository.participantsOf(tx, [readable.conversation.id]);
    publishChatEvent(
      participants.map((p) => p.userId),
      { conversationId: message.conversationId, messageId: message.id, kind: 'deleted' },
    );
    return updated;
  });
}

/**
 * Reads a conversation up to its latest message. Someone who belongs in it joins it; a team member
 * reading a conversation they are not in leaves no trace.
 */
export async function markChatConversationAsRead(deps: AppDeps, caller: ChatCaller, conversationId: number) {
  return deps.db.transaction(async (tx) => {
    const readable = await readableConversationById(tx, caller, conversationId);
    if (!readable.isParticipant && caller.role === 'teamMember') return readable.conversation;
    if (!readable.isParticipant) await repository.addParticipants(tx, conversationId, [caller.userId]);
    await repository.markRead(tx, conversationId, caller.userId, await repository.latestMessageId(tx, conversationId));
    const participants = await repository.participantsOf(tx, [conversationId]);
    publishChatEvent(
      participants.map((p) => p.userId),
      { conversationId, messageId: null, kind: 'read' },
    );
    return readable.conversation;
  });
}
