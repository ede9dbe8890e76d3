import { describe, expect, it } from 'vitest';
import { isDelivered, toNotificationValues, withCategories, withMediums } from './notification-settings';

describe('notification settings', () => {
  it('reads saved values in the catalogue order and drops unknown entries', () => {
    expect(
      toNotificationValues({
        notificationMediumList: ['sms', 'pigeon', 'email'],
        notificationCategoryList: ['invoices', 'missions', 'nope'],
      }),
    ).toEqual({ mediums: ['sms', 'email'], categories: ['missions', 'invoices'] });
  });

  it('offers e-mail only', () => {
    expect(isDelivered('email')).toBe(true);
    for (const medium of ['sms', 'slack', 'phone', 'linkedin'] as const) expect(isDelivered(medium)).toBe(false);
  });

  it('changes categories in the catalogue order', () => {
    const values = { mediums: ['email'], categories: ['missions'] };
    expect(withCategories(values, ['account', 'missions', 'deals'])).toEqual({
      mediums: ['email'],
      categories: ['missions', 'deals', 'account'],
    });
    expect(withCategories(values, [])).toEqual({ mediums: ['email'], categories: [] });
  });

  it('changes only delivered mediums and keeps the saved value of the others', () => {
    const values = { mediums: ['sms', 'email'], categories: [] };
    expect(withMediums(values, []).mediums).toEqual(['sms']);
    expect(withMediums({ mediums: [], categories: [] }, ['email', 'slack']).mediums).toEqual(['email']);
  });
});
