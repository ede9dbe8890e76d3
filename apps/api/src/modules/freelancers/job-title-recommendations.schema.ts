import { builder } from '../../graphql/builder';
import { JobTitleType } from '../skills/skills.schema';
import { recommendJobTitles } from '../skills/skills.service';
import * as repository from './profile.repository';
import { callerOf } from './profile.schema';
import { readableFreelance } from './profile.service';

builder.queryFields((t) => ({
  recommendedJobTitles: t.field({
    type: [JobTitleType],
    description:
      'Job titles to suggest to a freelancer: from the title of the given experience, else of their latest one, else from the job title of their account.',
    args: { freelancerId: t.arg.id(), experienceId: t.arg.id() },
    authScopes: { freelancer: true, teamMember: true },
    resolve: async (_root, args, context) => {
      const db = context.deps.db;
      const freelanceId = args.freelancerId != null ? Number(args.freelancerId) : context.viewer?.freelance?.id;
      if (!freelanceId) return recommendJobTitles(db, null);
      const freelance = await readableFreelance(db, callerOf(context), freelanceId);
      const experiences = await repository.listExperiences(db, freelance.id);
      const chosen =
        args.experienceId != null
          ? experiences.find((e) => String(e.id) === String(args.experienceId))
          : experiences[0];
      const own = freelance.userId === context.viewer?.user.id ? context.viewer.user.jobTitle : null;
      return recommendJobTitles(db, chosen?.title ?? own ?? null);
    },
  }),
}));
