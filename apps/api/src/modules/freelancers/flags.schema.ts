import { builder } from '../../graphql/builder';
import { activeFlags, addFreelanceFlag, removeFreelanceFlag } from './flags.service';
import type { FreelanceFlagRow } from './flags.tables';
import { FreelanceType } from './freelancers.schema';
import { callerOf } from './profile.schema';

const FlagType = builder.objectRef<FreelanceFlagRow>('Flag').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    type: t.exposeString('type'),
    level: t.exposeString('level', { description: 'high, normal or warning.' }),
    once: t.exposeBoolean('once'),
    permanent: t.exposeBoolean('permanent'),
    payload: t.field({ type: 'JSON', resolve: (flag) => flag.payload }),
    expiresAt: t.expose('expiresAt', { type: 'Date', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.objectFields(FreelanceType, (t) => ({
  flags: t.field({
    type: [FlagType],
    description: 'Flags in force, for the team only (others get an empty list).',
    authScopes: { teamMember: true },
    unauthorizedResolver: () => [],
    resolve: (f, _a, c) => activeFlags(c.deps.db, f.id),
  }),
}));

const FlagInput = builder.inputType('FreelanceFlagInput', {
  fields: (t) => ({
    type: t.string({ required: true }),
    level: t.string({ required: true }),
    note: t.string(),
    permanent: t.boolean(),
    expiresAt: t.field({ type: 'Date' }),
    once: t.boolean(),
  }),
});

builder.mutationFields((t) => ({
  addFreelanceFlag: t.field({
    type: FlagType,
    authScopes: { teamMember: true },
    args: { freelanceId: t.arg.id({ required: true }), input: t.arg({ type: FlagInput, required: true }) },
    resolve: (_root, args, context) =>
      addFreelanceFlag(context.deps, callerOf(context), Number(args.freelanceId), args.input),
  }),
  removeFreelanceFlag: t.boolean({
    authScopes: { teamMember: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => removeFreelanceFlag(context.deps, callerOf(context), Number(args.id)),
  }),
}));
