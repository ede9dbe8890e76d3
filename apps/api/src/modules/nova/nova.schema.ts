import { builder } from '../../graphql/builder';
import type { NovaFeedbackItem } from './nova.repository';
import { markNovaFeedbackHandled, novaFeedbacksPage, novaRatings, submitNovaFeedback } from './nova.service';

export const NovaRatingEnum = builder.enumType('NovaRating', { values: novaRatings });

const NovaFeedbackUserRoleEnum = builder.enumType('NovaFeedbackUserRole', {
  values: ['teamMember', 'corporate'] as const,
});

const NovaFeedbackType = builder.objectRef<NovaFeedbackItem>('NovaFeedback').implement({
  description: 'What a user thought of one of Nova’s answers, read by the team.',
  fields: (t) => ({
    id: t.exposeID('id'),
    rating: t.field({ type: NovaRatingEnum, resolve: (f) => f.rating as (typeof novaRatings)[number] }),
    comment: t.exposeString('comment', { nullable: true }),
    question: t.exposeString('question', { nullable: true }),
    answer: t.exposeString('answer', { nullable: true }),
    conversationId: t.exposeString('conversationId', { nullable: true }),
    userId: t.exposeID('userId', { nullable: true }),
    userFirstName: t.exposeString('userFirstName', { nullable: true }),
    userLastName: t.exposeString('userLastName', { nullable: true }),
    userEmail: t.exposeString('userEmail', { nullable: true }),
    userRole: t.field({ type: NovaFeedbackUserRoleEnum, nullable: true, resolve: (f) => f.userRole }),
    companyName: t.exposeString('companyName', { nullable: true }),
    handled: t.boolean({ resolve: (f) => f.handledAt !== null }),
    handledAt: t.expose('handledAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const NovaFeedbackPageType = builder
  .objectRef<{ items: NovaFeedbackItem[]; count: number }>('NovaFeedbackPage')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [NovaFeedbackType], resolve: (p) => p.items }),
      count: t.exposeInt('count'),
    }),
  });

const SubmittedType = builder
  .objectRef<{ id: number; rating: string; createdAt: Date }>('NovaFeedbackReceipt')
  .implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      rating: t.field({ type: NovaRatingEnum, resolve: (f) => f.rating as (typeof novaRatings)[number] }),
      createdAt: t.expose('createdAt', { type: 'DateTime' }),
    }),
  });

builder.queryFields((t) => ({
  novaFeedbacks: t.field({
    type: NovaFeedbackPageType,
    description: 'Feedbacks on Nova’s answers, newest first, a page of 25, 50 or 100 (team only).',
    authScopes: { teamMember: true },
    args: {
      rating: t.arg({ type: NovaRatingEnum }),
      handled: t.arg.boolean(),
      offset: t.arg.int(),
      limit: t.arg.int(),
    },
    resolve: (_root, args, context) => novaFeedbacksPage(context.deps.db, context.viewer, args),
  }),
}));

builder.mutationFields((t) => ({
  submitNovaFeedback: t.field({
    type: SubmittedType,
    description: 'Thumbs up or down on one of Nova’s answers: corporates with Nova access and the team.',
    authScopes: { corporate: true, teamMember: true },
    args: {
      conversationId: t.arg.string(),
      rating: t.arg({ type: NovaRatingEnum, required: true }),
      comment: t.arg.string(),
      question: t.arg.string(),
      answer: t.arg.string(),
      messageId: t.arg.id({ description: 'The stored answer judged: fills the conversation, question and answer.' }),
    },
    resolve: (_root, args, context) => submitNovaFeedback(context.deps.db, context.viewer, args),
  }),
  markNovaFeedbackHandled: t.field({
    type: NovaFeedbackType,
    authScopes: { teamMember: true },
    args: { id: t.arg.id({ required: true }), handled: t.arg.boolean({ required: true }) },
    resolve: (_root, args, context) =>
      markNovaFeedbackHandled(context.deps.db, context.viewer, Number(args.id), args.handled),
  }),
}));
