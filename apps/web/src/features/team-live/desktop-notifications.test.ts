import { describe, expect, it } from 'vitest';
import { fr } from '../../i18n/messages';
import { badgeLabel, desktopNotificationTitleId, desktopNotificationTitles } from './desktop-notifications';

const event = (type: string, fields: string[] = []) => ({ type, fields, actor: { role: 'corporate' as const } });

describe('desktop notifications of the team', () => {
  it("maps the spec's list to the events the API records", () => {
    expect(desktopNotificationTitleId(event('mission_created'))).toBe('activity.notify.missionCreated');
    expect(desktopNotificationTitleId(event('mission_finished'))).toBe('activity.notify.missionFinished');
    expect(desktopNotificationTitleId(event('match_proposal_accepted'))).toBe(
      'activity.notify.matchConfirmedByFreelance',
    );
    expect(desktopNotificationTitleId(event('match_confirmed'))).toBe('activity.notify.matchConfirmedByClient');
    expect(desktopNotificationTitleId(event('meeting_slots_proposed'))).toBe('activity.notify.meetingSlotsSet');
    expect(desktopNotificationTitleId(event('meeting_booked'))).toBe('activity.notify.meetingScheduled');
    expect(desktopNotificationTitleId(event('meeting_rescheduled'))).toBe('activity.notify.meetingRescheduled');
    expect(desktopNotificationTitleId(event('deal_created'))).toBe('activity.notify.dealCreated');
    expect(desktopNotificationTitleId(event('deal_signing_started'))).toBe('activity.notify.signingStarted');
    expect(desktopNotificationTitleId(event('deal_signed'))).toBe('activity.notify.dealSigned');
    expect(desktopNotificationTitleId(event('deal_renewal_declined'))).toBe('activity.notify.renewalDeclined');
    expect(desktopNotificationTitleId(event('attachment_call_added'))).toBe('activity.notify.attachment.call');
  });

  it('notifies a change of terms only when it moves the end date (finish updated)', () => {
    expect(desktopNotificationTitleId(event('deal_terms_updated', ['endDate']))).toBe('activity.notify.finishUpdated');
    expect(desktopNotificationTitleId(event('deal_terms_updated', ['startDate']))).toBeNull();
    expect(desktopNotificationTitleId(event('deal_terms_updated'))).toBeNull();
  });

  it('stays quiet for the rest (edits, sign-ins, page views)', () => {
    for (const type of ['mission_updated', 'user_signed_in', 'page_viewed', 'match_selected', 'work_log_updated'])
      expect(desktopNotificationTitleId(event(type))).toBeNull();
  });

  it('has a French title for every notification', () => {
    for (const id of [...Object.values(desktopNotificationTitles), 'activity.notify.finishUpdated'])
      expect(fr[id]).toBeTruthy();
  });

  it('shows 99+ on the badge above 99, nothing at 0', () => {
    expect(badgeLabel(0)).toBeNull();
    expect(badgeLabel(1)).toBe('1');
    expect(badgeLabel(99)).toBe('99');
    expect(badgeLabel(100)).toBe('99+');
    expect(badgeLabel(250)).toBe('99+');
  });
});
