/**
 * The mediums beyond the app and e-mail: SMS and Slack, offered only when their provider is
 * configured. They are sent at once after commit (no digest: short texts), to the users who chose
 * the medium and the notification's category.
 */
import type { NotificationMedium } from '@orbite/domain/enums';
import type { Config } from '../../config';
import type { AppDeps } from '../../platform/deps';
import { createSlackProvider, type SlackProvider } from '../../platform/slack';
import { createSmsProvider, type SmsProvider } from '../../platform/sms';
import type { UserRow } from '../users/users.tables';
import type { UserNotificationRow } from './notifications.tables';

/** The mediums a user may choose: always e-mail, SMS and Slack when configured. */
export function availableNotificationMedia(config: Config): NotificationMedium[] {
  return [
    'email',
    ...(config.notifications.smsProviderUrl ? (['sms'] as const) : []),
    ...(config.notifications.slackWebhookUrl ? (['slack'] as const) : []),
  ];
}

let cached: { config: Config; sms: SmsProvider | null; slack: SlackProvider | null } | null = null;

function providersOf(deps: AppDeps) {
  if (cached?.config !== deps.config)
    cached = {
      config: deps.config,
      sms: createSmsProvider(deps.config.notifications.smsProviderUrl, deps.logger),
      slack: createSlackProvider(deps.config.notifications.slackWebhookUrl, deps.logger),
    };
  return cached;
}

const wants = (user: UserRow, medium: string, category: string) =>
  !user.anonymizedAt &&
  user.notificationMediumList.includes(medium) &&
  user.notificationCategoryList.includes(category);

/** Sends the SMS and Slack messages of freshly committed notifications; failures are logged, never thrown. */
export async function sendInstantMedia(deps: AppDeps, rows: UserNotificationRow[], users: Map<number, UserRow>) {
  const { sms, slack } = providersOf(deps);
  if (!sms && !slack) return;
  const link = (row: UserNotificationRow) => (row.url ? ` ${deps.config.publicUrl ?? ''}${row.url}` : '');
  for (const row of rows) {
    const user = users.get(row.userId);
    if (!user) continue;
    try {
      if (sms && user.phoneNumber && wants(user, 'sms', row.category))
        await sms.send({ to: user.phoneNumber, text: `Orbite : ${row.plainTextDescription}${link(row)}` });
      if (slack && wants(user, 'slack', row.category))
        await slack.post({ text: `${user.firstName} ${user.lastName} : ${row.plainTextDescription}${link(row)}` });
    } catch (error) {
      deps.logger.warn({ err: error, notificationId: row.id }, 'notification medium failed');
    }
  }
}
