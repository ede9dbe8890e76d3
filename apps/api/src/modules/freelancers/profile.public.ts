import { isAvailable, isSoon } from '@orbite/domain/availability';
import { socialUrlFields } from '@orbite/domain/enums';
import { ErrorCode } from '@orbite/domain/errors';
import { builder } from '../../graphql/builder';
import { AppError } from '../../platform/errors';
import { findUserById } from '../users/users.repository';
import type { UserRow } from '../users/users.tables';
import type { FreelanceRow } from './freelancers.tables';
import { publicProfileView } from './profile.policy';
import * as repository from './profile.repository';
import { callerOf } from './profile.schema';
import {
  FreelanceEducationType,
  FreelanceExperienceType,
  FreelanceJobTitleType,
  FreelanceLanguageType,
  FreelanceSkillType,
} from './profile.types';

interface PublicProfile {
  freelance: FreelanceRow;
  user: UserRow;
  view: 'full' | 'client' | 'anonymous';
}

/**
 * The profile page at /freelancer/profile/{publicId}: whole for the owner and the team, without
 * contact details for signed-in clients (contact goes through Orbite), anonymized for the public
 * (first name and initial, no picture, no links, no contact).
 */
const PublicProfileType = builder.objectRef<PublicProfile>('FreelancePublicProfile').implement({
  fields: (t) => ({
    publicId: t.string({ resolve: (p) => p.freelance.publicId }),
    view: t.string({ description: 'full, client or anonymous.', resolve: (p) => p.view }),
    firstName: t.string({ resolve: (p) => p.user.firstName }),
    lastName: t.string({ nullable: true, resolve: (p) => (p.view === 'anonymous' ? null : p.user.lastName) }),
    displayName: t.string({
      resolve: (p) =>
        p.view === 'anonymous'
          ? `${p.user.firstName} ${p.user.lastName.charAt(0)}.`
          : `${p.user.firstName} ${p.user.lastName}`,
    }),
    jobTitle: t.string({ nullable: true, resolve: (p) => p.user.jobTitle }),
    profilePictureUrl: t.string({
      nullable: true,
      resolve: (p) => (p.view === 'anonymous' ? null : p.user.profilePictureUrl),
    }),
    email: t.string({ nullable: true, resolve: (p) => (p.view === 'full' ? p.user.email : null) }),
    phoneNumber: t.string({ nullable: true, resolve: (p) => (p.view === 'full' ? p.user.phoneNumber : null) }),
    emailConfirmed: t.boolean({
      nullable: true,
      description:
        'Whether the freelancer proved the address (the link of the sign-up mail); null outside the full view.',
      resolve: (p) => (p.view === 'full' ? p.user.emailConfirmedAt !== null : null),
    }),
    tagline: t.string({ nullable: true, resolve: (p) => p.freelance.tagline }),
    biography: t.string({ nullable: true, resolve: (p) => p.freelance.biography }),
    experienceInYears: t.int({ nullable: true, resolve: (p) => p.freelance.experienceInYears }),
    availableNow: t.boolean({ resolve: (p) => isAvailable(p.freelance.isAvailable, p.freelance.availabilityDate) }),
    availableSoon: t.boolean({ resolve: (p) => isSoon(p.freelance.isAvailable, p.freelance.availabilityDate) }),
    availabilityDate: t.field({ type: 'Date', nullable: true, resolve: (p) => p.freelance.availabilityDate }),
    prefWorkplace: t.string({ nullable: true, resolve: (p) => p.freelance.prefWorkplace }),
    ...Object.fromEntries(
      socialUrlFields.map((field) => [
        field,
        t.string({
          nullable: true,
          resolve: (p: PublicProfile) => (p.view === 'anonymous' ? null : p.freelance[field]),
        }),
      ]),
    ),
    skills: t.field({
      type: [FreelanceSkillType],
      resolve: (p, _a, c) => repository.listSkills(c.deps.db, p.freelance.id),
    }),
    jobTitles: t.field({
      type: [FreelanceJobTitleType],
      resolve: (p, _a, c) => repository.listJobTitles(c.deps.db, p.freelance.id),
    }),
    experiences: t.field({
      type: [FreelanceExperienceType],
      resolve: (p, _a, c) => repository.listExperiences(c.deps.db, p.freelance.id),
    }),
    educations: t.field({
      type: [FreelanceEducationType],
      resolve: (p, _a, c) => repository.listEducations(c.deps.db, p.freelance.id),
    }),
    languages: t.field({
      type: [FreelanceLanguageType],
      resolve: (p, _a, c) => repository.listLanguages(c.deps.db, p.freelance.id),
    }),
  }),
});

builder.queryFields((t) => ({
  freelancePublicProfile: t.field({
    type: PublicProfileType,
    description:
      'The public profile page of a freelancer by public id; banned and out-of-scope profiles are not shown.',
    authScopes: { public: true },
    args: { publicId: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) => {
      const freelance = await repository.findFreelanceByPublicId(context.deps.db, args.publicId.trim().slice(0, 100));
      const view = freelance ? publicProfileView(callerOf(context).profile, freelance.id) : 'anonymous';
      const hidden =
        !freelance || ((freelance.status === 'banned' || freelance.status === 'wrongScope') && view !== 'full');
      const user = freelance && !hidden ? await findUserById(context.deps.db, freelance.userId) : null;
      if (!freelance || hidden || !user || user.anonymizedAt) throw new AppError(ErrorCode.notFound);
      return { freelance, user, view };
    },
  }),
}));
