import {
  type NotificationCategory,
  type NotificationMedium,
  notificationCategories,
  notificationMedia,
} from '@orbite/domain/enums';

/** A medium can be chosen only when the server has a provider for it (`availableNotificationMedia`). */
export function isDelivered(medium: NotificationMedium, available: readonly string[]): boolean {
  return available.includes(medium);
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
 * Mediums after a checkbox change: only available mediums can change; a medium without a provider
 * keeps its saved value (nobody can tick it, nobody loses it either).
 */
export function withMediums(
  values: NotificationValues,
  checked: string[],
  available: readonly string[],
): NotificationValues {
  const mediums = notificationMedia.filter((medium) =>
    isDelivered(medium, available) ? checked.includes(medium) : values.mediums.includes(medium),
  );
  return { ...values, mediums };
}

export const categoryList: readonly NotificationCategory[] = notificationCategories;

/** Available mediums first, then the ones coming soon. */
export function mediumList(available: readonly string[]): NotificationMedium[] {
  return [
    ...notificationMedia.filter((medium) => isDelivered(medium, available)),
    ...notificationMedia.filter((medium) => !isDelivered(medium, available)),
  ];
}

/** The weekly e-mail caps offered per category (null: no cap). */
export const budgetChoices = [1, 2, 3, 5, 10, 20] as const;

/** The caps to offer: the standard ones, plus a saved cap outside them so it shows as it is. */
export function budgetOptions(saved: number | null): number[] {
  const choices: number[] = [...budgetChoices];
  if (saved !== null && !choices.includes(saved)) choices.push(saved);
  return choices.sort((a, b) => a - b);
}

export function capOf(budgets: readonly { category: string; weeklyCap: number }[], category: string): number | null {
  return budgets.find((budget) => budget.category === category)?.weeklyCap ?? null;
}
