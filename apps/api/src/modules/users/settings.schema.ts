import { builder } from '../../graphql/builder';
import { actorOf } from '../../graphql/context';
import { loadViewer } from '../auth/auth.viewer';
import { updateLocale, updateNotificationSettings } from './settings.service';
import { UserType } from './users.schema';

builder.objectFields(UserType, (t) => ({
  locale: t.string({ description: 'Interface language: fr or en.', resolve: (v) => v.user.locale }),
}));

builder.mutationFields((t) => ({
  updateNotificationSettings: t.field({
    type: UserType,
    authScopes: { authenticated: true },
    args: {
      mediums: t.arg.stringList({ required: true }),
      categories: t.arg.stringList({ required: true }),
    },
    resolve: async (_root, args, context) => {
      const userId = context.viewer!.user.id;
      await updateNotificationSettings(context.deps, actorOf(context), userId, args);
      return (await loadViewer(context.deps.db, userId))!;
    },
  }),
  updateLocale: t.field({
    type: UserType,
    authScopes: { authenticated: true },
    args: { locale: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) => {
      const userId = context.viewer!.user.id;
      await updateLocale(context.deps, userId, args.locale);
      return (await loadViewer(context.deps.db, userId))!;
    },
  }),
}));
