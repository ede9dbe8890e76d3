import type { DbOrTx } from '../../db/client';
import { afterCommit, currentDeps } from '../../platform/unit-of-work';
import { type Actor, recordActivity } from '../activity/activity.service';
import { usersWithUnseenNotification } from '../notifications/notifications.repository';
import { notifyEach } from '../notifications/notifications.service';
import { type ChatPerson, conversationPathFor } from './chat.people';
import type { ChatConversationRow, ChatMessageRow } from './chat.tables';

export type ChatEventKind = 'message' | 'edited' | 'deleted' | 'read';

/** Tells each user's open apps, once the transaction has committed (pub/sub, across processes). */
export function publishChatEvent(
  userIds: readonly number[],
  event: { conversationId: number; messageId: number | null; kind: ChatEventKind },
): void {
  const targets = [...new Set(userIds)];
  afterCommit(() => {
    const deps = currentDeps();
    if (!deps) return;
    for (const userId of targets) deps.pubsub.publish('user:chat', userId, event);
  });
}

/** The entity a conversation's activity is recorded on: its mission or match (the back-office feeds). */
function activityEntityOf(conversation: ChatConversationRow) {
  if (conversation.kind === 'match' && conversation.matchId)
    return { entityType: 'match', entityId: conversation.matchId };
  if (conversation.kind === 'mission' && conversation.missionId)
    return { entityType: 'mission', entityId: conversation.missionId };
  return { entityType: 'chat_conversation', entityId: conversation.id };
}

/** "message envoyé" in the feeds, without the body. */
export function recordMessageSent(
  db: DbOrTx,
  actor: Actor,
  conversation: ChatConversationRow,
  message: ChatMessageRow,
) {
  return recordActivity(db, actor, {
    category: 'communication',
    type: 'chat_message_sent',
    ...activityEntityOf(conversation),
    payload: { conversationId: conversation.id, messageId: message.id, conversationKind: conversation.kind },
  });
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function texts(kind: 'chat_message' | 'chat_mention', author: string, title: string | null) {
  const where = title ? ` sur « ${title} »` : '';
  const whereHtml = title ? ` sur « ${escapeHtml(title)} »` : '';
  if (kind === 'chat_message')
    return {
      plainTextDescription: `Nouveau message de ${author}${where}`,
      description: `Nouveau message de <strong>${escapeHtml(author)}</strong>${whereHtml}`,
    };
  return {
    plainTextDescription: `${author} vous a mentionné${title ? where : ' dans un message'}`,
    description: `<strong>${escapeHtml(author)}</strong> vous a mentionné${title ? whereHtml : ' dans un message'}`,
  };
}

/** The notifications of one message, every kind and role in one insert (`notifyEach`), with the people already read. */
async function notifyPeople(
  db: DbOrTx,
  notices: { kind: 'chat_message' | 'chat_mention'; person: ChatPerson }[],
  input: { conversation: ChatConversationRow; author: ChatPerson; title: string | null },
) {
  await notifyEach(
    db,
    notices.map(({ kind, person }) => ({
      userId: person.userId,
      category: 'messages',
      type: kind,
      ...texts(kind, input.author.fullName, input.title),
      url: conversationPathFor(person.role, input.conversation.id),
      actorUserId: input.author.userId,
      entity: { type: 'chat_conversation', id: input.conversation.id },
    })),
    new Map(notices.map(({ person }) => [person.userId, person.user])),
  );
}

/**
 * Notifies the other participants of a new message, once per conversation until they have seen
 * it (no pile of "new message" for a lively conversation), and each mentioned person every time.
 * `people` holds the author, the recipients and the mentioned (those missing are not told).
 */
export async function notifyNewMessage(
  db: DbOrTx,
  input: {
    conversation: ChatConversationRow;
    author: ChatPerson;
    /** The mission's title, or null for a direct conversation. */
    title: string | null;
    recipientUserIds: readonly number[];
    mentionedUserIds: readonly number[];
    people: ReadonlyMap<number, ChatPerson>;
  },
): Promise<void> {
  const mentioned = new Set(input.mentionedUserIds.filter((id) => id !== input.author.userId));
  const recipients = [
    ...new Set(input.recipientUserIds.filter((id) => id !== input.author.userId && !mentioned.has(id))),
  ];
  const told = await usersWithUnseenNotification(db, recipients, 'chat_message', {
    type: 'chat_conversation',
    id: input.conversation.id,
  });
  const pick = (ids: Iterable<number>, kind: 'chat_message' | 'chat_mention') =>
    [...ids].flatMap((id) => {
      const person = input.people.get(id);
      return person ? [{ kind, person }] : [];
    });
  await notifyPeople(
    db,
    [
      ...pick(
        recipients.filter((id) => !told.has(id)),
        'chat_message',
      ),
      ...pick(mentioned, 'chat_mention'),
    ],
    input,
  );
}
