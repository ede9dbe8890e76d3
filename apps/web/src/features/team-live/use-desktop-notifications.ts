import { useCallback, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type { ActivityFeedEvent } from '../activity/activity-operations';
import { desktopNotificationTitleId } from './desktop-notifications';

const supported = () => typeof window !== 'undefined' && 'Notification' in window;

/**
 * Desktop notifications of the team: asks the browser's permission on load while undecided, and
 * returns `notify(event)`, which shows one for the events of the spec's list (a click focuses the
 * tab and opens the event's page).
 */
export function useDesktopNotifications() {
  const intl = useIntl();
  const navigate = useNavigate();
  useEffect(() => {
    if (supported() && Notification.permission === 'default') void Notification.requestPermission().catch(() => {});
  }, []);
  return useCallback(
    (event: ActivityFeedEvent) => {
      if (!supported() || Notification.permission !== 'granted') return;
      const titleId = desktopNotificationTitleId(event);
      if (!titleId) return;
      const who = event.actor?.fullName || intl.formatMessage({ id: 'activity.feed.system' });
      const what =
        `activity.event.${event.type}` in intl.messages
          ? intl.formatMessage({ id: `activity.event.${event.type}` })
          : event.type;
      const notification = new Notification(intl.formatMessage({ id: titleId }), {
        body: intl.formatMessage({ id: 'activity.notify.body' }, { who, what }),
        tag: `activity-${event.id}`,
      });
      notification.onclick = () => {
        window.focus();
        if (event.url) navigate(event.url);
        notification.close();
      };
    },
    [intl, navigate],
  );
}
