import { builder } from '../../graphql/builder';
import type { GraphQLContext } from '../../graphql/context';
import { UserRoleEnum } from '../users/users.schema';
import {
  attachmentsOf,
  lastMessageOf,
  mentionsOf,
  mentionTargetOf,
  participantsOf,
  personOf,
  unreadCountOf,
} from './chat.loaders';
import type { ChatAttachmentRow, ChatConversationRow, ChatMentionRow, ChatMessageRow } from './chat.tables';

/** A person in a conversation, with how far they have read it. */
interface ParticipantView {
  userId: number;
  lastReadMessageId: number;
  lastReadAt: Date | null;
}

export const ChatConversationKindEnum = builder.enumType('ChatConversationKind', {
  values: ['mission', 'match', 'direct'] as const,
});

const ChatParticipantType = builder.objectRef<ParticipantView>('ChatParticipant').implement({
  fields: (t) => ({
    userId: t.id({ resolve: (p) => p.userId }),
    fullName: t.string({
      resolve: async (p, _args, context) => (await personOf(context, p.userId))?.fullName ?? 'Utilisateur supprimé',
    }),
    role: t.field({
      type: UserRoleEnum,
      nullable: true,
      resolve: async (p, _args, context) => (await personOf(context, p.userId))?.role ?? null,
    }),
    profilePictureUrl: t.string({
      nullable: true,
      resolve: async (p, _args, context) => (await personOf(context, p.userId))?.profilePictureUrl ?? null,
    }),
    companyName: t.string({
      nullable: true,
      resolve: async (p, _args, context) => (await personOf(context, p.userId))?.companyName ?? null,
    }),
    lastReadMessageId: t.id({ nullable: true, resolve: (p) => p.lastReadMessageId || null }),
    lastReadAt: t.field({ type: 'DateTime', nullable: true, resolve: (p) => p.lastReadAt }),
  }),
});

const ChatAttachmentType = builder.objectRef<ChatAttachmentRow>('ChatAttachment').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    fileName: t.exposeString('fileName'),
    mimeType: t.exposeString('mimeType'),
    sizeBytes: t.exposeInt('sizeBytes'),
    url: t.string({
      description: 'A signed download link, given only to those who may read the conversation.',
      resolve: (a, _args, context) => context.deps.storage.signedUrl(a.storageKey, { filename: a.fileName }),
    }),
  }),
});

/** Where the viewer opens a mentioned person or thing in their own environment, or null. */
function mentionUrl(context: GraphQLContext, mention: ChatMentionRow, companyId: number | null): string | null {
  const viewer = context.viewer;
  if (viewer?.role === 'teamMember') {
    const paths: Record<string, string> = {
      F: 'freelancers',
      C: 'corporates',
      M: 'missions',
      CP: 'companies',
    };
    return paths[mention.type] ? `/backoffice/${paths[mention.type]}/${mention.entityId}` : null;
  }
  if (viewer?.role === 'corporate' && mention.type === 'M' && companyId === viewer.corporate?.companyId)
    return `/enterprise/missions/${mention.entityId}`;
  return null;
}

const ChatMentionType = builder.objectRef<ChatMentionRow>('ChatMention').implement({
  fields: (t) => ({
    type: t.exposeString('type', { description: 'F, C, T (people), M (mission) or CP (company).' }),
    id: t.id({ resolve: (m) => m.entityId }),
    name: t.string({
      resolve: async (m, _args, context) => (await mentionTargetOf(context, `${m.type}:${m.entityId}`))?.label ?? '',
    }),
    url: t.string({
      nullable: true,
      resolve: async (m, _args, context) =>
        mentionUrl(context, m, (await mentionTargetOf(context, `${m.type}:${m.entityId}`))?.companyId ?? null),
    }),
  }),
});

async function participantView(context: GraphQLContext, conversationId: number, userId: number) {
  const rows = await participantsOf(context, conversationId);
  return rows.find((p) => p.userId === userId) ?? { userId, lastReadMessageId: 0, lastReadAt: null };
}

export const ChatMessageType = builder.objectRef<ChatMessageRow>('ChatMessage').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    conversationId: t.exposeID('conversationId'),
    author: t.field({
      type: ChatParticipantType,
      nullable: true,
      description: 'Null when the platform wrote the message.',
      resolve: (m, _args, context) =>
        m.authorUserId === null ? null : participantView(context, m.conversationId, m.authorUserId),
    }),
    body: t.string({ description: 'Sanitized HTML.', resolve: (m) => (m.deletedAt ? '' : m.body) }),
    plainText: t.string({ resolve: (m) => (m.deletedAt ? '' : m.plainText) }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    editedAt: t.expose('editedAt', { type: 'DateTime', nullable: true }),
    deleted: t.boolean({ resolve: (m) => m.deletedAt !== null }),
    mine: t.boolean({ resolve: (m, _args, context) => m.authorUserId === context.viewer?.user.id }),
    attachments: t.field({
      type: [ChatAttachmentType],
      resolve: (m, _args, context) => (m.deletedAt ? [] : attachmentsOf(context, m.id)),
    }),
    mentions: t.field({
      type: [ChatMentionType],
      resolve: (m, _args, context) => (m.deletedAt ? [] : mentionsOf(context, m.id)),
    }),
    readBy: t.field({
      type: [ChatParticipantType],
      description: 'The other participants who have read up to this message.',
      resolve: async (m, _args, context) =>
        (await participantsOf(context, m.conversationId)).filter(
          (p) => p.userId !== m.authorUserId && p.userId !== context.viewer?.user.id && p.lastReadMessageId >= m.id,
        ),
    }),
  }),
});

export const ChatConversationType = builder.objectRef<ChatConversationRow>('ChatConversation').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    publicId: t.exposeString('publicId'),
    kind: t.field({ type: ChatConversationKindEnum, resolve: (c) => c.kind as 'mission' | 'match' | 'direct' }),
    title: t.string({
      description: 'The mission’s title; "Freelancer – mission" for a match; the other people of a direct one.',
      resolve: async (c, _args, context) => {
        if (c.kind === 'match' && context.viewer?.role === 'freelancer') {
          // The freelancer reads the company and the mission, not their own name.
          const people = await Promise.all(
            (await participantsOf(context, c.id)).map((p) => personOf(context, p.userId)),
          );
          const company = people.find((person) => person?.companyName)?.companyName;
          const mission = (c.title ?? '').split(' – ').slice(1).join(' – ');
          if (company && mission) return `${company} – ${mission}`;
        }
        if (c.kind !== 'direct') return c.title ?? '';
        const others = (await participantsOf(context, c.id)).filter((p) => p.userId !== context.viewer?.user.id);
        const names = await Promise.all(others.map(async (p) => (await personOf(context, p.userId))?.fullName));
        return names.filter(Boolean).join(', ') || 'Conversation';
      },
    }),
    missionId: t.id({ nullable: true, resolve: (c) => c.missionId }),
    matchId: t.id({ nullable: true, resolve: (c) => c.matchId }),
    participants: t.field({
      type: [ChatParticipantType],
      resolve: (c, _args, context) => participantsOf(context, c.id),
    }),
    lastMessage: t.field({
      type: ChatMessageType,
      nullable: true,
      resolve: (c, _args, context) => lastMessageOf(context, c.id),
    }),
    lastMessageAt: t.expose('lastMessageAt', { type: 'DateTime', nullable: true }),
    unreadCount: t.int({
      description: 'For the viewer.',
      resolve: (c, _args, context) => unreadCountOf(context, c.id),
    }),
    isParticipant: t.boolean({
      description: 'False for a team member reading a conversation they are not in.',
      resolve: async (c, _args, context) =>
        (await participantsOf(context, c.id)).some((p) => p.userId === context.viewer?.user.id),
    }),
  }),
});

export const ChatConversationPageType = builder
  .objectRef<{ items: ChatConversationRow[]; count: number }>('ChatConversationPage')
  .implement({
    fields: (t) => ({ items: t.expose('items', { type: [ChatConversationType] }), count: t.exposeInt('count') }),
  });

export const ChatMessagePageType = builder
  .objectRef<{ items: ChatMessageRow[]; hasMore: boolean }>('ChatMessagePage')
  .implement({
    fields: (t) => ({
      items: t.expose('items', { type: [ChatMessageType], description: 'Oldest first.' }),
      hasMore: t.exposeBoolean('hasMore'),
    }),
  });

export const MentionCandidateType = builder
  .objectRef<{ type: string; id: number; name: string; detail: string | null }>('MentionCandidate')
  .implement({
    fields: (t) => ({
      type: t.exposeString('type'),
      id: t.exposeID('id'),
      name: t.exposeString('name'),
      detail: t.exposeString('detail', { nullable: true }),
    }),
  });

export interface ChatEventView {
  kind: string;
  conversationId: number;
  message: ChatMessageRow | null;
  unreadChatMessagesCount: number;
}

export const ChatEventType = builder.objectRef<ChatEventView>('ChatEvent').implement({
  fields: (t) => ({
    kind: t.exposeString('kind', { description: 'message | edited | deleted | read' }),
    conversationId: t.exposeID('conversationId'),
    message: t.expose('message', { type: ChatMessageType, nullable: true }),
    unreadChatMessagesCount: t.exposeInt('unreadChatMessagesCount', {
      description: 'The viewer’s total after this event.',
    }),
  }),
});
