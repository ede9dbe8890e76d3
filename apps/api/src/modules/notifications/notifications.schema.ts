import { ErrorCode } from '@orbite/domain/errors';
import { builder } from '../../graphql/builder';
import { AppError } from '../../platform/errors';
import { availableNotificationMedia } from './notification-media';
import { newNotificationsOf } from './notifications.live';
import * as notifications from './notifications.service';
import type { UserNotificationView } from './notifications.tables';

const UserNotificationType = builder.objectRef<UserNotificationView>('UserNotification').implement({
  description: 'Something the user is told about, in the app (and by the mediums they chose).',
  fields: (t) => ({
    id: t.exposeID('id'),
    unseen: t.exposeBoolean('unseen'),
    category: t.exposeString('category', {
      description: 'missions, matches, meetings, deals, workLogs, invoices, ...',
    }),
    type: t.exposeString('type', { description: 'The event behind it: mission_validated, chat_message, ...' }),
    plainTextDescription: t.exposeString('plainTextDescription'),
    description: t.exposeString('description', { description: 'Sanitized HTML (may hold <strong>).' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    url: t.exposeString('url', { nullable: true, description: 'A path inside the app.' }),
  }),
});

const UserNotificationListType = builder
  .objectRef<{ id: number; count: number; items: UserNotificationView[] }>('UserNotificationList')
  .implement({
    fields: (t) => ({
      id: t.exposeID('id', { description: 'The viewer’s user id.' }),
      count: t.exposeInt('count', { description: 'All of the viewer’s notifications.' }),
      items: t.field({ type: [UserNotificationType], resolve: (l) => l.items }),
    }),
  });

const NotificationCenterType = builder
  .objectRef<{ id: number; unseenUserNotificationsCount: number }>('NotificationCenter')
  .implement({
    fields: (t) => ({
      id: t.exposeID('id', { description: 'The viewer’s user id.' }),
      unseenUserNotificationsCount: t.exposeInt('unseenUserNotificationsCount'),
    }),
  });

const NotificationBudgetType = builder
  .objectRef<{ category: string; weeklyCap: number }>('NotificationBudget')
  .implement({
    fields: (t) => ({
      category: t.exposeString('category'),
      weeklyCap: t.exposeInt('weeklyCap', {
        description: 'At most this many e-mails a week; the rest waits for a weekly digest.',
      }),
    }),
  });

builder.queryFields((t) => ({
  userNotifications: t.field({
    type: UserNotificationListType,
    description: 'The viewer’s notifications, newest first (pages of 10 by default, 50 at most).',
    authScopes: { authenticated: true },
    args: { offset: t.arg.int({ defaultValue: 0 }), limit: t.arg.int({ defaultValue: 10 }) },
    resolve: (_root, args, context) => notifications.userNotifications(context.deps, context.viewer!.user.id, args),
  }),
  unseenUserNotificationsCount: t.int({
    authScopes: { authenticated: true },
    resolve: (_root, _args, context) => notifications.unseenNotificationsCount(context.deps, context.viewer!.user.id),
  }),
  notificationBudgets: t.field({
    type: [NotificationBudgetType],
    description: 'The weekly e-mail caps the viewer set (categories without a cap are absent).',
    authScopes: { authenticated: true },
    resolve: (_root, _args, context) => notifications.notificationBudgets(context.deps, context.viewer!.user.id),
  }),
  availableNotificationMedia: t.stringList({
    description: 'The mediums with a configured provider: email always, sms and slack when configured.',
    authScopes: { authenticated: true },
    resolve: (_root, _args, context) => availableNotificationMedia(context.deps.config),
  }),
}));

builder.mutationFields((t) => ({
  updateUnseenUserNotification: t.field({
    type: UserNotificationType,
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }), unseen: t.arg.boolean({ required: true }) },
    resolve: (_root, args, context) =>
      notifications.updateUnseen(context.deps, context.viewer!.user.id, Number(args.id), args.unseen),
  }),
  markAsReadUserNotification: t.field({
    type: UserNotificationType,
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      notifications.updateUnseen(context.deps, context.viewer!.user.id, Number(args.id), false),
  }),
  markAllUserNotificationsAsRead: t.field({
    type: NotificationCenterType,
    authScopes: { authenticated: true },
    resolve: (_root, _args, context) => notifications.markAllAsRead(context.deps, context.viewer!.user.id),
  }),
  updateNotificationBudget: t.field({
    type: [NotificationBudgetType],
    description: 'Caps the viewer’s e-mails of a category per week (1 to 50); null removes the cap.',
    authScopes: { authenticated: true },
    args: { category: t.arg.string({ required: true }), weeklyCap: t.arg.int() },
    resolve: (_root, args, context) =>
      notifications.updateNotificationBudget(context.deps, context.viewer!.user.id, args),
  }),
}));

builder.subscriptionFields((t) => ({
  userNotification: t.field({
    type: UserNotificationType,
    description: 'The viewer’s new notifications, live; another user’s id is refused.',
    authScopes: { authenticated: true },
    args: { userId: t.arg.id({ required: true }) },
    subscribe: (_root, args, context) => {
      const userId = context.viewer!.user.id;
      if (String(args.userId) !== String(userId))
        throw new AppError(ErrorCode.forbidden, 'Vous ne pouvez suivre que vos propres notifications.');
      return newNotificationsOf(context.deps, userId);
    },
    resolve: (row) => row,
  }),
}));
