import { ErrorCode } from '@orbite/domain/errors';
import { builder } from '../../graphql/builder';
import { actorOf } from '../../graphql/context';
import { AppError } from '../../platform/errors';
import { recordActivity } from '../activity/activity.service';
import { findUserById } from '../users/users.repository';
import { canChangeCredentials } from './auth.policy';
import { deleteIdentities, listIdentities } from './auth.repository';

const IdentityType = builder
  .objectRef<{ provider: string; email: string | null; createdAt: Date }>('UserIdentity')
  .implement({
    fields: (t) => ({
      provider: t.exposeString('provider'),
      email: t.exposeString('email', { nullable: true }),
      createdAt: t.expose('createdAt', { type: 'DateTime' }),
    }),
  });

builder.queryFields((t) => ({
  myIdentities: t.field({
    type: [IdentityType],
    description: 'Sign-in providers linked to the signed-in person (Google, LinkedIn).',
    authScopes: { authenticated: true },
    resolve: (_root, _args, context) => listIdentities(context.deps.db, context.state!.session.userId),
  }),
}));

builder.mutationFields((t) => ({
  unlinkIdentity: t.boolean({
    description: 'Removes a linked sign-in provider; refused when it is the only way left to sign in.',
    authScopes: { authenticated: true },
    args: { provider: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) => {
      const state = context.state!;
      if (!canChangeCredentials({ impersonating: Boolean(state.impersonator) }))
        throw new AppError(ErrorCode.forbidden);
      const userId = state.session.userId;
      return context.deps.db.transaction(async (tx) => {
        const identities = await listIdentities(tx, userId);
        const user = await findUserById(tx, userId);
        const others = identities.filter((identity) => identity.provider !== args.provider);
        if (!identities.some((identity) => identity.provider === args.provider)) throw new AppError(ErrorCode.notFound);
        if (!user?.passwordHash && others.length === 0)
          throw new AppError(
            ErrorCode.invalidInput,
            'Choisissez d’abord un mot de passe : ce serait votre seul moyen de connexion.',
            'provider',
          );
        await deleteIdentities(tx, userId, args.provider);
        await recordActivity(tx, actorOf(context), {
          category: 'user',
          type: 'identity_unlinked',
          entityType: 'user',
          entityId: userId,
          payload: { provider: args.provider },
        });
        return true;
      });
    },
  }),
}));
