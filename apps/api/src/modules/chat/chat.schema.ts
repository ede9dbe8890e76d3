import { builder } from '../../graphql/builder';
import { actorOf, type GraphQLContext } from '../../graphql/context';
import { UserType } from '../users/users.schema';
import { chatCallerOf, readableConversationById } from './chat.access';
import { primePostedMessage, resetChatLoaders } from './chat.loaders';
import { searchMentionCandidates } from './chat.mentions';
import {
  deleteChatMessage,
  editChatMessage,
  markChatConversationAsRead,
  sendChatMessage,
} from './chat.messages.service';
import * as chat from './chat.service';
import {
  ChatConversationPageType,
  ChatConversationType,
  ChatEventType,
  type ChatEventView,
  ChatMessagePageType,
  ChatMessageType,
  MentionCandidateType,
} from './chat.types';

const signedIn = { authenticated: true } as const;

builder.queryFields((t) => ({
  chatConversations: t.field({
    type: ChatConversationPageType,
    description: 'The viewer’s conversations, most recent message first; `all` (team only) every one.',
    authScopes: signedIn,
    args: {
      offset: t.arg.int({ defaultValue: 0 }),
      limit: t.arg.int({ defaultValue: 20 }),
      search: t.arg.string(),
      all: t.arg.boolean({ defaultValue: false }),
    },
    resolve: (_root, args, context) => chat.listConversations(context.deps, chatCallerOf(context), args),
  }),
  chatConversation: t.field({
    type: ChatConversationType,
    nullable: true,
    description: 'One conversation by id or publicId; null when not found or not allowed.',
    authScopes: signedIn,
    args: { id: t.arg.id(), publicId: t.arg.string() },
    resolve: async (_root, args, context) => {
      const found = await chat.findConversationFor(context.deps, chatCallerOf(context), {
        id: args.id ? Number(args.id) : null,
        publicId: args.publicId ?? null,
      });
      return found?.conversation ?? null;
    },
  }),
  chatMessages: t.field({
    type: ChatMessagePageType,
    description: 'Messages before `beforeId`, oldest first (at most 100).',
    authScopes: signedIn,
    args: {
      conversationId: t.arg.id({ required: true }),
      beforeId: t.arg.id(),
      limit: t.arg.int({ defaultValue: 30 }),
    },
    resolve: (_root, args, context) =>
      chat.listMessages(context.deps, chatCallerOf(context), {
        conversationId: Number(args.conversationId),
        beforeId: args.beforeId ? Number(args.beforeId) : null,
        limit: args.limit,
      }),
  }),
  searchMentions: t.field({
    type: [MentionCandidateType],
    description: 'People after @ (F, C, T), missions and companies after # (M, CP); at most 8.',
    authScopes: signedIn,
    args: { search: t.arg.string({ required: true }), conversationId: t.arg.id() },
    resolve: async (_root, args, context) => {
      const caller = chatCallerOf(context);
      const preferred = args.conversationId
        ? (await readableConversationById(context.deps.db, caller, Number(args.conversationId))).scope
            .participantUserIds
        : [];
      return searchMentionCandidates(context.deps.db, caller, args.search, preferred);
    },
  }),
}));

builder.mutationFields((t) => ({
  openMissionConversation: t.field({
    type: ChatConversationType,
    authScopes: signedIn,
    args: { missionId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      chat.openMissionConversation(context.deps, chatCallerOf(context), Number(args.missionId)),
  }),
  openMatchConversation: t.field({
    type: ChatConversationType,
    authScopes: signedIn,
    args: { matchId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      chat.openMatchConversation(context.deps, chatCallerOf(context), Number(args.matchId)),
  }),
  openDirectConversation: t.field({
    type: ChatConversationType,
    authScopes: signedIn,
    args: { userId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      chat.openDirectConversation(context.deps, chatCallerOf(context), Number(args.userId)),
  }),
  sendChatMessage: t.field({
    type: ChatMessageType,
    description: 'Posts a message (HTML sanitized on the server) with files sent before through POST /uploads.',
    authScopes: signedIn,
    args: {
      conversationId: t.arg.id({ required: true }),
      body: t.arg.string({ required: true }),
      uploadIds: t.arg.idList(),
    },
    resolve: async (_root, args, context) => {
      const posted = await sendChatMessage(context.deps, chatCallerOf(context), actorOf(context), {
        conversationId: Number(args.conversationId),
        body: args.body,
        uploadIds: args.uploadIds?.map(String) ?? [],
      });
      primePostedMessage(context, posted);
      return posted.message;
    },
  }),
  editChatMessage: t.field({
    type: ChatMessageType,
    authScopes: signedIn,
    args: { id: t.arg.id({ required: true }), body: t.arg.string({ required: true }) },
    resolve: (_root, args, context) => editChatMessage(context.deps, chatCallerOf(context), Number(args.id), args.body),
  }),
  deleteChatMessage: t.field({
    type: ChatMessageType,
    authScopes: signedIn,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => deleteChatMessage(context.deps, chatCallerOf(context), Number(args.id)),
  }),
  markChatConversationAsRead: t.field({
    type: ChatConversationType,
    description: 'Reads the conversation up to its latest message.',
    authScopes: signedIn,
    args: { conversationId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      markChatConversationAsRead(context.deps, chatCallerOf(context), Number(args.conversationId)),
  }),
  markMentionsAsViewed: t.field({
    type: UserType,
    description: 'The viewer has seen their mentions: unseenMentionsCount becomes 0.',
    authScopes: signedIn,
    resolve: async (_root, _args, context) => {
      const viewer = context.viewer!;
      const at = new Date();
      await chat.markMentionsAsViewed(context.deps, viewer.user.id, at);
      return { ...viewer, user: { ...viewer.user, mentionsViewedAt: at } };
    },
  }),
}));

/** An event as the viewer sees it: the message when they may still read the conversation, and their new total. */
async function eventFor(
  context: GraphQLContext,
  event: { conversationId: number; messageId: number | null; kind: string },
): Promise<ChatEventView> {
  resetChatLoaders(context);
  const userId = context.viewer!.user.id;
  const caller = chatCallerOf(context);
  const readable = await chat.canReadConversationId(context.deps, caller, event.conversationId);
  const message = readable && event.messageId ? await chat.findChatMessage(context.deps.db, event.messageId) : null;
  return {
    kind: event.kind,
    conversationId: event.conversationId,
    message,
    unreadChatMessagesCount: await chat.unreadChatMessagesCount(context.deps.db, userId),
  };
}

builder.subscriptionFields((t) => ({
  chatEvent: t.field({
    type: ChatEventType,
    description: 'Live events of the viewer’s own conversations (the user of the WebSocket’s session).',
    authScopes: signedIn,
    subscribe: (_root, _args, context) => context.deps.pubsub.subscribe('user:chat', context.viewer!.user.id),
    resolve: (event, _args, context) => eventFor(context, event),
  }),
}));
