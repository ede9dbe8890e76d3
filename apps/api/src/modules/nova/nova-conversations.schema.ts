import { builder } from '../../graphql/builder';
import { NovaRatingEnum } from './nova.schema';
import type { novaRatings } from './nova.service';
import type { NovaConversationRow, NovaMessageRow } from './nova.tables';
import type { NovaToolCallValue } from './nova-conversations.repository';
import {
  conversationOrNull,
  conversationsPage,
  deleteConversation,
  mayUseSurface,
  messagesWithFeedback,
  novaSurfaces,
} from './nova-conversations.service';

const NovaSurfaceEnum = builder.enumType('NovaSurface', { values: novaSurfaces });

type MessageItem = NovaMessageRow & { myFeedback: string | null };
/** A conversation with its messages loaded (the detail), or without (the list). */
type ConversationItem = NovaConversationRow & { messages?: MessageItem[] };

const NovaToolCallType = builder.objectRef<NovaToolCallValue>('NovaToolCall').implement({
  description: 'A tool Nova ran for an answer, with the caller’s own permissions.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    arguments: t.field({ type: 'JSON', nullable: true, resolve: (c) => c.arguments ?? null }),
    result: t.field({ type: 'JSON', nullable: true, resolve: (c) => c.result ?? null }),
  }),
});

const NovaMessageType = builder.objectRef<MessageItem>('NovaMessage').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    role: t.exposeString('role'),
    content: t.exposeString('content'),
    status: t.exposeString('status'),
    engine: t.exposeString('engine', { nullable: true }),
    toolCalls: t.field({ type: [NovaToolCallType], resolve: (m) => m.toolCalls ?? [] }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    myFeedback: t.field({
      type: NovaRatingEnum,
      nullable: true,
      description: 'The viewer’s rating of this answer (up or down), null if none.',
      resolve: (m) => (m.myFeedback as (typeof novaRatings)[number] | null) ?? null,
    }),
  }),
});

const NovaConversationType = builder.objectRef<ConversationItem>('NovaConversation').implement({
  description: 'A conversation with Nova, readable by its owner only.',
  fields: (t) => ({
    id: t.exposeID('publicId'),
    title: t.exposeString('title', { nullable: true }),
    surface: t.field({ type: NovaSurfaceEnum, resolve: (c) => c.surface as (typeof novaSurfaces)[number] }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    messages: t.field({ type: [NovaMessageType], resolve: (c) => c.messages ?? [] }),
  }),
});

const NovaConversationPageType = builder
  .objectRef<{ items: ConversationItem[]; count: number }>('NovaConversationPage')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [NovaConversationType], resolve: (p) => p.items }),
      count: t.exposeInt('count'),
    }),
  });

const NovaEngineType = builder.objectRef<{ mode: string; model: string | null }>('NovaEngine').implement({
  fields: (t) => ({
    mode: t.exposeString('mode', { description: 'llm, or offline (the built-in engine).' }),
    model: t.exposeString('model', { nullable: true }),
  }),
});

builder.queryFields((t) => ({
  novaConversations: t.field({
    type: NovaConversationPageType,
    description: 'The viewer’s conversations on one surface, latest first (messages left empty).',
    authScopes: { corporate: true, teamMember: true },
    args: { surface: t.arg({ type: NovaSurfaceEnum, required: true }), offset: t.arg.int(), limit: t.arg.int() },
    resolve: (_root, args, context) => conversationsPage(context.deps.db, context.viewer, args),
  }),
  novaConversation: t.field({
    type: NovaConversationType,
    nullable: true,
    description: 'One of the viewer’s conversations with its messages; null for anyone else’s.',
    authScopes: { corporate: true, teamMember: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      const row = await conversationOrNull(context.deps.db, context.viewer, String(args.id));
      if (!row || !context.viewer) return null;
      return { ...row, messages: await messagesWithFeedback(context.deps.db, context.viewer, row) };
    },
  }),
  novaEngine: t.field({
    type: NovaEngineType,
    description: 'Which engine answers: the configured language model, or the offline engine.',
    authScopes: (_root, _args, context) => novaSurfaces.some((surface) => mayUseSurface(context.viewer, surface)),
    resolve: (_root, _args, context) => {
      const llm = context.deps.config.novaLlm;
      return llm ? { mode: 'llm', model: llm.model } : { mode: 'offline', model: null };
    },
  }),
}));

builder.mutationFields((t) => ({
  deleteNovaConversation: t.boolean({
    description: 'Deletes one of the viewer’s conversations with its messages.',
    authScopes: { corporate: true, teamMember: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => deleteConversation(context.deps.db, context.viewer, String(args.id)),
  }),
}));
