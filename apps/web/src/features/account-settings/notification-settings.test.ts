import { describe, expect, it } from 'vitest';
import {
  budgetOptions,
  capOf,
  isDelivered,
  mediumList,
  toNotificationValues,
  withCategories,
  withMediums,
} from './notification-settings';

describe('notification settings', () => {
  it('reads saved values in the catalogue order and drops unknown entries', () => {
    expect(
      toNotificationValues({
        notificationMediumList: ['sms', 'pigeon', 'email'],
        notificationCategoryList: ['invoices', 'missions', 'nope'],
      }),
    ).toEqual({ mediums: ['sms', 'email'], categories: ['missions', 'invoices'] });
  });

  it('offers the mediums the server can deliver, first, and the others as coming soon', () => {
    expect(isDelivered('email', ['email'])).toBe(true);
    for (const medium of ['sms', 'slack', 'phone', 'linkedin'] as const)
      expect(isDelivered(medium, ['email'])).toBe(false);
    expect(isDelivered('sms', ['email', 'sms'])).toBe(true);
    expect(mediumList(['email', 'slack'])).toEqual(['slack', 'email', 'sms', 'phone', 'linkedin']);
  });

  it('changes categories in the catalogue order', () => {
    const values = { mediums: ['email'], categories: ['missions'] };
    expect(withCategories(values, ['account', 'missions', 'deals'])).toEqual({
      mediums: ['email'],
      categories: ['missions', 'deals', 'account'],
    });
    expect(withCategories(values, [])).toEqual({ mediums: ['email'], categories: [] });
  });

  it('changes only available mediums and keeps the saved value of the others', () => {
    const values = { mediums: ['sms', 'email'], categories: [] };
    expect(withMediums(values, [], ['email']).mediums).toEqual(['sms']);
    expect(withMediums({ mediums: [], categories: [] }, ['email', 'slack'], ['email']).mediums).toEqual(['email']);
    expect(withMediums({ mediums: [], categories: [] }, ['email', 'slack'], ['email', 'slack']).mediums).toEqual([
      'slack',
      'email',
    ]);
  });

  it('offers the standard weekly caps and keeps a saved cap outside them', () => {
    expect(budgetOptions(null)).toEqual([1, 2, 3, 5, 10, 20]);
    expect(budgetOptions(7)).toEqual([1, 2, 3, 5, 7, 10, 20]);
    expect(capOf([{ category: 'missions', weeklyCap: 3 }], 'missions')).toBe(3);
    expect(capOf([{ category: 'missions', weeklyCap: 3 }], 'deals')).toBeNull();
  });
});
