import { isOneOf, locales, notificationCategories, notificationMedia } from '@orbite/domain/enums';
import { ErrorCode } from '@orbite/domain/errors';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { type Actor, recordActivity } from '../activity/activity.service';
import { updateUserSettings } from './users.repository';

const invalid = (field: string, message: string) => new AppError(ErrorCode.invalidInput, message, field);

/** The mediums (beyond the app, which always shows notifications) and the categories a user receives. */
export async function updateNotificationSettings(
  deps: AppDeps,
  actor: Actor,
  userId: number,
  input: { mediums: string[]; categories: string[] },
) {
  if (!input.mediums.every((m) => isOneOf(notificationMedia, m))) throw invalid('mediums', 'Canal inconnu.');
  if (!input.categories.every((c) => isOneOf(notificationCategories, c)))
    throw invalid('categories', 'Catégorie inconnue.');
  await deps.db.transaction(async (tx) => {
    await updateUserSettings(tx, userId, {
      notificationMediumList: [...new Set(input.mediums)],
      notificationCategoryList: [...new Set(input.categories)],
    });
    await recordActivity(tx, actor, {
      category: 'user',
      type: 'notification_settings_updated',
      entityType: 'user',
      entityId: userId,
    });
  });
}

export async function updateLocale(deps: AppDeps, userId: number, locale: string) {
  if (!isOneOf(locales, locale)) throw invalid('locale', 'Langue non disponible.');
  await updateUserSettings(deps.db, userId, { locale });
}
