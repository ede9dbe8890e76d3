import type { GraphQLContext } from '../../graphql/context';
import { inOrderOf, loaderOf } from '../../graphql/loaders';
import * as content from './chat.content.repository';
import { type MentionTarget, mentionTargets } from './chat.mentions';
import { type ChatPerson, peopleByIds } from './chat.people';
import * as repository from './chat.repository';
import type { MentionRef } from './chat.sanitize';
import { unreadChatMessagesCounts, unseenMentionsCounts } from './chat.service';
import type { ChatAttachmentRow, ChatMentionRow, ChatMessageRow, ChatParticipantRow } from './chat.tables';
import * as unread from './chat.unread.repository';

/**
 * The chat's per-request loaders: the fields of a list of conversations or messages read their
 * related rows in one query per kind. A subscription's context lives as long as the socket, so
 * `resetChatLoaders` empties them before each event.
 */
function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

const getters = {
  participants: (context: GraphQLContext) =>
    loaderOf<number, ChatParticipantRow[]>(context, 'chat.participants', async (ids) =>
      inOrderOf(
        ids,
        groupBy(await repository.participantsOf(context.deps.db, ids), (p) => p.conversationId),
      ).map((rows) => rows ?? []),
    ),
  people: (context: GraphQLContext) =>
    loaderOf<number, ChatPerson>(context, 'chat.people', async (ids) =>
      inOrderOf(ids, await peopleByIds(context.deps.db, ids)),
    ),
  lastMessages: (context: GraphQLContext) =>
    loaderOf<number, ChatMessageRow>(context, 'chat.lastMessages', async (ids) =>
      inOrderOf(
        ids,
        new Map((await repository.lastMessagesOf(context.deps.db, ids)).map((m) => [m.conversationId, m])),
      ),
    ),
  unreadCounts: (context: GraphQLContext) =>
    loaderOf<number, number>(context, 'chat.unreadCounts', async (ids) => {
      const counts = await unread.unreadCounts(context.deps.db, context.viewer?.user.id ?? 0, ids);
      return ids.map((id) => counts.get(id) ?? 0);
    }),
  unreadTotals: (context: GraphQLContext) =>
    loaderOf<number, number>(context, 'chat.unreadTotals', async (ids) => {
      const totals = await unreadChatMessagesCounts(context.deps.db, ids);
      return ids.map((id) => totals.get(id) ?? 0);
    }),
  unseenMentions: (context: GraphQLContext) =>
    loaderOf<{ userId: number; since: Date | null }, number>(
      context,
      'chat.unseenMentions',
      async (keys) => {
        const counts = await unseenMentionsCounts(context.deps.db, keys);
        return keys.map((key) => counts.get(key.userId) ?? 0);
      },
      (key) => `${key.userId}:${key.since?.toISOString() ?? ''}`,
    ),
  attachments: (context: GraphQLContext) =>
    loaderOf<number, ChatAttachmentRow[]>(context, 'chat.attachments', async (ids) =>
      inOrderOf(
        ids,
        groupBy(await content.attachmentsOf(context.deps.db, ids), (a) => a.messageId),
      ).map((rows) => rows ?? []),
    ),
  mentions: (context: GraphQLContext) =>
    loaderOf<number, ChatMentionRow[]>(context, 'chat.mentions', async (ids) =>
      inOrderOf(
        ids,
        groupBy(await content.mentionsOf(context.deps.db, ids), (m) => m.messageId),
      ).map((rows) => rows ?? []),
    ),
  mentionTargets: (context: GraphQLContext) =>
    loaderOf<string, MentionTarget>(context, 'chat.mentionTargets', async (keys) => {
      const refs = keys.map((key) => {
        const [type, id] = key.split(':');
        return { type, id: Number(id) } as MentionRef;
      });
      return inOrderOf(keys, await mentionTargets(context.deps.db, refs));
    }),
};

export const participantsOf = (context: GraphQLContext, conversationId: number) =>
  getters
    .participants(context)
    .load(conversationId)
    .then((rows) => rows ?? []);
export const personOf = (context: GraphQLContext, userId: number) => getters.people(context).load(userId);
export const lastMessageOf = (context: GraphQLContext, conversationId: number) =>
  getters.lastMessages(context).load(conversationId);
export const attachmentsOf = (context: GraphQLContext, messageId: number) =>
  getters
    .attachments(context)
    .load(messageId)
    .then((rows) => rows ?? []);
export const mentionsOf = (context: GraphQLContext, messageId: number) =>
  getters
    .mentions(context)
    .load(messageId)
    .then((rows) => rows ?? []);
export const mentionTargetOf = (context: GraphQLContext, key: string) => getters.mentionTargets(context).load(key);

/** The viewer's unread messages in a conversation (loaded with the other conversations of the page). */
export const unreadCountOf = (context: GraphQLContext, conversationId: number) =>
  getters
    .unreadCounts(context)
    .load(conversationId)
    .then((count) => count ?? 0);

/** A user's exact unread messages over their conversations (batched over a list of users). */
export const unreadChatMessagesCountOf = (context: GraphQLContext, userId: number) =>
  getters
    .unreadTotals(context)
    .load(userId)
    .then((count) => count ?? 0);

/** Mentions of a user after they last looked at them (batched over a list of users). */
export const unseenMentionsCountOf = (context: GraphQLContext, userId: number, since: Date | null) =>
  getters
    .unseenMentions(context)
    .load({ userId, since })
    .then((count) => count ?? 0);

/**
 * Hands a message just posted to the request's loaders with the rows written with it (its files,
 * mentions, the conversation's participants and the people concerned): its fields do not read them again.
 */
export function primePostedMessage(
  context: GraphQLContext,
  posted: {
    message: ChatMessageRow;
    attachments: ChatAttachmentRow[];
    mentions: ChatMentionRow[];
    participants: ChatParticipantRow[];
    people: ReadonlyMap<number, ChatPerson>;
  },
): void {
  const { message } = posted;
  getters.attachments(context).prime(message.id, posted.attachments);
  getters.mentions(context).prime(message.id, posted.mentions);
  getters.participants(context).prime(message.conversationId, posted.participants);
  const people = getters.people(context);
  for (const [userId, person] of posted.people) people.prime(userId, person);
}

/** Empties the chat's loaders of a long-lived context (a subscription) before it resolves a new event. */
export function resetChatLoaders(context: GraphQLContext): void {
  for (const get of Object.values(getters)) get(context).clearAll();
}
