import { isOneOf, locales, notificationCategories, notificationMedia } from '@orbite/domain/enums';
import { ErrorCode } from '@orbite/domain/errors';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { type Actor, recordActivity } from '../activity/activity.service';
import { availableNotificationMedia } from '../notifications/notification-media';
import { findUserById, updateUserSettings } from './users.repository';

const invalid = (field: string, message: string) => new AppError(ErrorCode.invalidInput, message, field);

/** The mediums (beyond the app, which always shows notifications) and the categories a user receives. */
export async function updateNotificationSettings(
  deps: AppDeps,
  actor: Actor,
  userId: number,
  input: { mediums: string[]; categories: string[] },
) {
  if (!input.mediums.every((m) => isOneOf(notificationMedia, m))) throw invalid('mediums', 'Canal inconnu.');
  // A medium without a provider cannot be chosen; one saved before stays (the settings page sends it back).
  const saved = (await findUserById(deps.db, userId))?.notificationMediumList ?? [];
  const available: readonly string[] = [...availableNotificationMedia(deps.config), ...saved];
  if (!input.mediums.every((m) => available.includes(m)))
    throw invalid('mediums', 'Ce canal n’est pas disponible pour le moment.');
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

/**
 * The unsubscribe link of a notification mail: the category leaves the user's list (their mediums
 * stay as they are). Returns false when the user no longer exists.
 */
export async function unsubscribeFromCategory(deps: AppDeps, userId: number, category: string): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const user = await findUserById(tx, userId);
    if (!user) return false;
    if (!user.notificationCategoryList.includes(category)) return true;
    await updateUserSettings(tx, userId, {
      notificationCategoryList: user.notificationCategoryList.filter((c) => c !== category),
    });
    await recordActivity(
      tx,
      { userId, impersonatorUserId: null },
      {
        category: 'user',
        type: 'notification_category_unsubscribed',
        entityType: 'user',
        entityId: userId,
        payload: { category },
      },
    );
    return true;
  });
}

export async function updateLocale(deps: AppDeps, userId: number, locale: string) {
  if (!isOneOf(locales, locale)) throw invalid('locale', 'Langue non disponible.');
  await updateUserSettings(deps.db, userId, { locale });
}
