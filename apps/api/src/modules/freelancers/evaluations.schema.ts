import { evaluationScoreOf } from '@orbite/domain/freelance-moderation';
import { builder } from '../../graphql/builder';
import { actorOf } from '../../graphql/context';
import type { EvaluationWithAuthor } from './evaluations.repository';
import { evaluateFreelance, evaluationsOf, removeFreelanceEvaluation } from './evaluations.service';
import { FreelanceType } from './freelancers.schema';
import { callerOf } from './profile.schema';

const EvaluationType = builder.objectRef<EvaluationWithAuthor>('FreelanceEvaluation').implement({
  description: 'A team member’s vote on a freelancer.',
  fields: (t) => ({
    id: t.exposeID('id'),
    type: t.exposeString('type', { description: 'upvote or downvote.' }),
    reason: t.exposeString('reason'),
    comment: t.exposeString('comment', { nullable: true }),
    authorName: t.exposeString('authorName', { nullable: true }),
    authorUserId: t.exposeID('authorUserId'),
    mine: t.boolean({
      description: 'Whether the viewer wrote it.',
      resolve: (e, _a, c) => {
        const actor = actorOf(c);
        return (actor.impersonatorUserId ?? actor.userId) === e.authorUserId;
      },
    }),
    date: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

builder.objectFields(FreelanceType, (t) => ({
  evaluations: t.field({
    type: [EvaluationType],
    description: 'The team’s votes, latest first (team only: others get an empty list).',
    authScopes: { teamMember: true },
    unauthorizedResolver: () => [],
    resolve: (f, _a, c) => evaluationsOf(c.deps.db, f.id),
  }),
  evaluationScore: t.int({
    description: 'Upvotes minus downvotes (team only: others get 0).',
    authScopes: { teamMember: true },
    unauthorizedResolver: () => 0,
    resolve: async (f, _a, c) => evaluationScoreOf(await evaluationsOf(c.deps.db, f.id)),
  }),
}));

const EvaluationInput = builder.inputType('FreelanceEvaluationInput', {
  fields: (t) => ({
    type: t.string({ required: true, description: 'upvote or downvote.' }),
    reason: t.string({ required: true, description: 'A reason of the type.' }),
    comment: t.string(),
  }),
});

builder.mutationFields((t) => ({
  evaluateFreelance: t.field({
    type: FreelanceType,
    description: 'The caller’s vote on a freelancer; it replaces their previous one.',
    authScopes: { teamMember: true },
    args: { freelanceId: t.arg.id({ required: true }), input: t.arg({ type: EvaluationInput, required: true }) },
    resolve: (_root, args, context) =>
      evaluateFreelance(context.deps, callerOf(context), Number(args.freelanceId), args.input),
  }),
  removeFreelanceEvaluation: t.field({
    type: FreelanceType,
    description: 'Takes back the caller’s own vote on a freelancer.',
    authScopes: { teamMember: true },
    args: { freelanceId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      removeFreelanceEvaluation(context.deps, callerOf(context), Number(args.freelanceId)),
  }),
}));
