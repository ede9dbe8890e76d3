import { builder } from '../../graphql/builder';
import * as endorsements from './endorsements.service';
import type { ExperienceEndorsementRow } from './endorsements.tables';
import { publicProfileView } from './profile.policy';
import { callerOf } from './profile.schema';
import type { FreelanceExperienceRow } from './profile.tables';
import { FreelanceExperienceType } from './profile.types';

const id = (value: string | number) => Number(value);

/** A referent's recommendation; the referent's e-mail and the pending ones only for the freelancer and the team. */
const ExperienceEndorsementType = builder.objectRef<ExperienceEndorsementRow>('ExperienceEndorsement').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    status: t.exposeString('status', { description: 'requested, endorsed or declined.' }),
    referentFirstName: t.exposeString('referentFirstName'),
    referentLastName: t.string({
      description: 'In full for the freelancer, the team and clients; its initial on the anonymized profile.',
      // A referent's full name beside the freelancer's first name would undo the anonymized profile.
      resolve: (row, _a, context) =>
        publicProfileView(callerOf(context).profile, row.freelanceId) === 'anonymous'
          ? `${row.referentLastName.charAt(0)}.`
          : row.referentLastName,
    }),
    referentJobTitle: t.exposeString('referentJobTitle', { nullable: true }),
    referentEmail: t.string({
      nullable: true,
      resolve: (row, _a, context) =>
        endorsements.seesEveryEndorsement(callerOf(context), row.freelanceId) ? row.referentEmail : null,
    }),
    comment: t.exposeString('comment', { nullable: true }),
    requestedAt: t.expose('createdAt', { type: 'DateTime' }),
    answeredAt: t.expose('answeredAt', { type: 'DateTime', nullable: true }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
  }),
});

builder.objectFields(FreelanceExperienceType, (t) => ({
  endorsements: t.field({
    type: [ExperienceEndorsementType],
    description: 'Its recommendations: every one for the freelancer and the team, the endorsed ones for others.',
    resolve: async (experience: FreelanceExperienceRow, _a, context) =>
      endorsements.visibleEndorsements(
        callerOf(context),
        experience.freelanceId,
        await endorsements.endorsementsOfExperiences(context.deps.db, [experience.id]),
      ),
  }),
}));

const ReferentInput = builder.inputType('ReferentInput', {
  fields: (t) => ({
    firstName: t.string({ required: true }),
    lastName: t.string({ required: true }),
    email: t.string({ required: true }),
    jobTitle: t.string(),
  }),
});

/** What a referent reads behind their link. */
const EndorsementRequestType = builder
  .objectRef<Awaited<ReturnType<typeof endorsements.endorsementRequestOf>>>('EndorsementRequest')
  .implement({
    fields: (t) => ({
      referentFirstName: t.string({ resolve: (r) => r.row.referentFirstName }),
      freelancerName: t.string({ resolve: (r) => r.freelancerName }),
      experienceTitle: t.string({ resolve: (r) => r.experience.title }),
      companyName: t.string({ resolve: (r) => r.experience.companyName }),
      description: t.string({ nullable: true, resolve: (r) => r.experience.description }),
      startDate: t.field({ type: 'Date', resolve: (r) => r.experience.startDate }),
      endDate: t.field({ type: 'Date', nullable: true, resolve: (r) => r.experience.endDate }),
      expiresAt: t.field({ type: 'DateTime', resolve: (r) => r.row.expiresAt }),
    }),
  });

builder.queryFields((t) => ({
  endorsementRequest: t.field({
    type: EndorsementRequestType,
    description: 'The request behind a referent’s link (554 when unknown or answered, 557 when expired).',
    authScopes: { public: true },
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, args, context) => endorsements.endorsementRequestOf(context.deps.db, args.token),
  }),
}));

builder.mutationFields((t) => ({
  requestExperienceEndorsement: t.field({
    type: ExperienceEndorsementType,
    description: 'Asks a referent to recommend an experience: a mail with a personal link, valid 30 days.',
    authScopes: { freelancer: true, teamMember: true },
    args: { experienceId: t.arg.id({ required: true }), input: t.arg({ type: ReferentInput, required: true }) },
    resolve: (_root, args, context) =>
      endorsements.requestEndorsement(context.deps, callerOf(context), id(args.experienceId), args.input),
  }),
  removeExperienceEndorsement: t.boolean({
    description: 'Withdraws a request, or takes a recommendation off the profile.',
    authScopes: { freelancer: true, teamMember: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => endorsements.removeEndorsement(context.deps, callerOf(context), id(args.id)),
  }),
  answerEndorsementRequest: t.string({
    description: 'The referent’s answer through their link, once: endorsed or declined (the new status).',
    authScopes: { public: true },
    args: {
      token: t.arg.string({ required: true }),
      endorse: t.arg.boolean({ required: true }),
      comment: t.arg.string(),
    },
    resolve: (_root, args, context) =>
      endorsements.answerEndorsement(context.deps, args.token, { endorse: args.endorse, comment: args.comment }),
  }),
}));
