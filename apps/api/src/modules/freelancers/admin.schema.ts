import { builder } from '../../graphql/builder';
import { findUserById } from '../users/users.repository';
import {
  createFreelancerByTeam,
  deleteFreelance,
  resendFreelancerEmailConfirmation,
  updateFreelancerIdentity,
} from './admin.service';
import { FreelanceType } from './freelancers.schema';
import { callerOf } from './profile.schema';

interface TeamIdentity {
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  jobTitle: string | null;
}

const TeamIdentityType = builder.objectRef<TeamIdentity>('FreelanceTeamIdentity').implement({
  description: 'The person behind a freelancer, as the team edits it.',
  fields: (t) => ({
    email: t.exposeString('email'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    phoneNumber: t.exposeString('phoneNumber', { nullable: true }),
    jobTitle: t.exposeString('jobTitle', { nullable: true }),
  }),
});

builder.objectFields(FreelanceType, (t) => ({
  teamIdentity: t.field({
    type: TeamIdentityType,
    nullable: true,
    description: 'Name, e-mail, phone and job title of the account (team only: others get null).',
    authScopes: { teamMember: true },
    unauthorizedResolver: () => null,
    resolve: async (f, _a, c) => {
      const user = await findUserById(c.deps.db, f.userId);
      return user && !user.anonymizedAt ? user : null;
    },
  }),
}));

const FreelancerIdentityInput = builder.inputType('FreelancerIdentityInput', {
  fields: (t) => ({
    email: t.string({ required: true }),
    firstName: t.string({ required: true }),
    lastName: t.string({ required: true }),
    phone: t.string(),
    linkedInUrl: t.string(),
    jobTitle: t.string(),
    acquisitionSource: t.string({ description: 'event, socialNetwork, linkedInContact, ... (spec 001).' }),
  }),
});

const FreelancerByTeamInput = builder.inputType('FreelancerByTeamInput', {
  fields: (t) => ({
    email: t.string({ required: true }),
    firstName: t.string({ required: true }),
    lastName: t.string({ required: true }),
    phone: t.string(),
    linkedInUrl: t.string(),
    jobTitle: t.string(),
    acquisitionSource: t.string(),
    preUser: t.boolean({ description: 'Default true: added by the team, not signed up yet.' }),
  }),
});

builder.mutationFields((t) => ({
  createFreelancerByTeam: t.field({
    type: FreelanceType,
    description: 'The team adds a freelancer (an account pending activation, a pre-user by default).',
    authScopes: { teamMember: true },
    args: { input: t.arg({ type: FreelancerByTeamInput, required: true }) },
    resolve: (_root, args, context) => createFreelancerByTeam(context.deps, callerOf(context), args.input),
  }),
  updateFreelancerIdentity: t.field({
    type: FreelanceType,
    description:
      'The team edits a freelancer’s identity: name, e-mail, phone, job title, LinkedIn, acquisition source.',
    authScopes: { teamMember: true },
    args: {
      freelanceId: t.arg.id({ required: true }),
      input: t.arg({ type: FreelancerIdentityInput, required: true }),
    },
    resolve: (_root, args, context) =>
      updateFreelancerIdentity(context.deps, callerOf(context), Number(args.freelanceId), args.input),
  }),
  resendFreelancerEmailConfirmation: t.boolean({
    description:
      'The team mails a freelancer a new link confirming the address (once a minute, 429 before); false when it is already confirmed.',
    authScopes: { teamMember: true },
    args: { freelanceId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      resendFreelancerEmailConfirmation(context.deps, callerOf(context), Number(args.freelanceId)),
  }),
  deleteFreelance: t.boolean({
    description: 'The team deletes a freelancer without history with clients (628 otherwise).',
    authScopes: { teamMember: true },
    args: { freelanceId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => deleteFreelance(context.deps, callerOf(context), Number(args.freelanceId)),
  }),
}));
