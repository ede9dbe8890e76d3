import {
  type NotificationCategory,
  type NotificationMedium,
  notificationCategories,
  notificationMedia,
} from '@orbite/domain/enums';

/** The mediums delivered today: only e-mail has a provider; the others are shown as coming soon. */
export const deliveredMedia: readonly NotificationMedium[] = ['email'];

export function isDelivered(medium: NotificationMedium): boolean {
  return deliveredMedia.includes(medium);
}

export interface NotificationValues {
  mediums: string[];
  categories: string[];
}

/** Saved values in the catalogue's order, unknown entries dropped. */
export function toNotificationValues(saved: { notificationMediumList: string[]; notificationCategoryList: string[] }) {
  return {
    mediums: notificationMedia.filter((medium) => saved.notificationMediumList.includes(medium)),
    categories: notificationCategories.filter((category) => saved.notificationCategoryList.includes(category)),
  } satisfies NotificationValues;
}

/** Categories after a checkbox change, in the catalogue's order. */
export function withCategories(values: NotificationValues, checked: string[]): NotificationValues {
  return { ...values, categories: notificationCategories.filter((category) => checked.includes(category)) };
}

/**
 * Mediums after a checkbox change: only delivered mediums can change; a medium that is not
 * delivered keeps its saved value (nobody can tick it, nobody loses it either).
 */
export function withMediums(values: NotificationValues, checked: string[]): NotificationValues {
  const mediums = notificationMedia.filter((medium) =>
    isDelivered(medium) ? checked.includes(medium) : values.mediums.includes(medium),
  );
  return { ...values, mediums };
}

export const categoryList: readonly NotificationCategory[] = notificationCategories;
/** Delivered mediums first, then the ones coming soon. */
export const mediumList: readonly NotificationMedium[] = [
  ...notificationMedia.filter(isDelivered),
  ...notificationMedia.filter((medium) => !isDelivered(medium)),
];
