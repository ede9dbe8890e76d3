import { builder } from '../../graphql/builder';
import { actorOf } from '../../graphql/context';
import { loadViewer } from '../auth/auth.viewer';
import { removeProfilePicture, setProfilePicture } from './picture.service';
import { UserType } from './users.schema';

builder.mutationFields((t) => ({
  setProfilePicture: t.field({
    type: UserType,
    description: 'Makes an uploaded JPEG or PNG image (POST /uploads) the signed-in user’s picture.',
    authScopes: { authenticated: true },
    args: { uploadId: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      const user = await setProfilePicture(
        context.deps,
        actorOf(context),
        context.viewer!.user.id,
        String(args.uploadId),
      );
      return (await loadViewer(context.deps.db, user.id))!;
    },
  }),
  removeProfilePicture: t.field({
    type: UserType,
    authScopes: { authenticated: true },
    resolve: async (_root, _args, context) => {
      const user = await removeProfilePicture(context.deps, actorOf(context), context.viewer!.user.id);
      return (await loadViewer(context.deps.db, user.id))!;
    },
  }),
}));
