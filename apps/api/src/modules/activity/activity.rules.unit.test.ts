import { describe, expect, it } from 'vitest';
import { deliversTo } from './activity.live';
import { viewedEntityOf } from './activity.page-views';
import { isTechnicalEvent } from './activity.technical';
import { backofficeUrlOf } from './activity-url';

describe('technical events', () => {
  it('are page views, pings, clicks, sign-ins and the navigation, interaction and tools categories', () => {
    expect(isTechnicalEvent({ category: 'navigation', type: 'page_viewed' })).toBe(true);
    expect(isTechnicalEvent({ category: 'tools', type: 'export_downloaded' })).toBe(true);
    expect(isTechnicalEvent({ category: 'user', type: 'user_signed_in' })).toBe(true);
    expect(isTechnicalEvent({ category: 'communication', type: 'slack_message_echoed' })).toBe(true);
    expect(isTechnicalEvent({ category: 'mission', type: 'mission_validated' })).toBe(false);
    expect(isTechnicalEvent({ category: 'user', type: 'user_impersonated' })).toBe(false);
  });
});

describe('the live feed', () => {
  const event = { actorUserId: 5, impersonatorUserId: null, category: 'mission', type: 'mission_created' };
  it("never delivers the subscriber's own events, even made while impersonating", () => {
    expect(deliversTo(event, 5, [])).toBe(false);
    expect(deliversTo({ ...event, actorUserId: 9, impersonatorUserId: 5 }, 5, [])).toBe(false);
    expect(deliversTo(event, 6, [])).toBe(true);
  });
  it('delivers the asked types only, and no technical event unasked', () => {
    expect(deliversTo(event, 6, ['deal_signed'])).toBe(false);
    expect(deliversTo(event, 6, ['mission_created'])).toBe(true);
    expect(deliversTo({ ...event, category: 'navigation', type: 'page_viewed' }, 6, [])).toBe(false);
    expect(deliversTo({ ...event, category: 'navigation', type: 'page_viewed' }, 6, ['page_viewed'])).toBe(true);
  });
});

describe('page views', () => {
  it('are recorded on mission and freelancer pages only', () => {
    expect(viewedEntityOf('/enterprise/missions/12/matches')).toEqual({ entityType: 'mission', missionId: 12 });
    expect(viewedEntityOf('/freelancer/explore/mission/7?x=1')).toEqual({ entityType: 'mission', missionId: 7 });
    expect(viewedEntityOf('/enterprise/mission/12/freelancer/34')).toEqual({
      entityType: 'freelancer',
      missionId: 12,
      freelanceId: 34,
    });
    expect(viewedEntityOf('/enterprise/dashboard')).toBeNull();
    expect(viewedEntityOf('/enterprise/missions/99999999999')).toBeNull();
  });
});

describe('back-office links of events', () => {
  it('point at the page of what the event is about', () => {
    expect(backofficeUrlOf({ entityType: 'mission', entityId: '3', payload: {} })).toBe('/backoffice/missions/3');
    expect(backofficeUrlOf({ entityType: 'match', entityId: '8', payload: { missionId: 3, freelanceId: 4 } })).toBe(
      '/backoffice/match/3/4',
    );
    expect(backofficeUrlOf({ entityType: 'deal', entityId: '2', payload: { missionId: 3 } })).toBe(
      '/backoffice/deal/3/2',
    );
    expect(backofficeUrlOf({ entityType: 'user', entityId: '2', payload: {} })).toBeNull();
  });
});
