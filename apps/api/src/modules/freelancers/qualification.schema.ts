import { freelanceQualifications } from '@orbite/domain/qualification';
import { builder } from '../../graphql/builder';
import { FreelanceType } from './freelancers.schema';
import { callerOf } from './profile.schema';
import { qualifiedByName, setFreelanceQualification } from './qualification.service';

export const FreelanceQualificationEnum = builder.enumType('FreelanceQualification', {
  description: 'The team’s verdict on a freelancer; a freelancer not assessed yet has none.',
  values: freelanceQualifications,
});

/** Read by the team only: the freelancer and clients get null. */
const teamOnly = { authScopes: { teamMember: true }, unauthorizedResolver: () => null } as const;

builder.objectFields(FreelanceType, (t) => ({
  qualification: t.field({
    ...teamOnly,
    type: FreelanceQualificationEnum,
    nullable: true,
    description: 'The team’s verdict, null until assessed (team only).',
    resolve: (f) => f.qualification,
  }),
  qualifiedAt: t.field({
    ...teamOnly,
    type: 'DateTime',
    nullable: true,
    description: 'When the current qualification was set (team only).',
    resolve: (f) => f.qualifiedAt,
  }),
  qualifiedBy: t.string({
    ...teamOnly,
    nullable: true,
    description: 'The team member who set it, by name (team only).',
    resolve: (f, _a, c) => qualifiedByName(c.deps.db, f),
  }),
}));

builder.mutationFields((t) => ({
  setFreelanceQualification: t.field({
    type: FreelanceType,
    description: 'The team sets a freelancer’s qualification (qualified, disqualified, pending); null clears it.',
    authScopes: { teamMember: true },
    args: {
      freelanceId: t.arg.id({ required: true }),
      qualification: t.arg.string({ description: 'qualified, disqualified or pending; null: not assessed.' }),
    },
    resolve: (_root, args, context) =>
      setFreelanceQualification(context.deps, callerOf(context), Number(args.freelanceId), args.qualification ?? null),
  }),
}));
