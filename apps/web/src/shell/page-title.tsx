import { PRODUCT_NAME, TITLE_DELAY_MS } from '@orbite/domain/constants';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { RouteMeta } from '../app/route-meta';
import { unseenNotificationsTitleCount } from '../features/notifications/notification-stack-store';
import { useStore } from '../ui/create-store';

/** "Orbite - <route title>", set 100 ms after the route changes; "(3) " first while 3 notifications are unseen. */
export function PageTitle({ meta }: { meta: RouteMeta | null }) {
  const intl = useIntl();
  const title = meta ? intl.formatMessage({ id: meta.title }) : null;
  const unseen = useStore(unseenNotificationsTitleCount);
  useEffect(() => {
    const timer = setTimeout(() => {
      const prefix = unseen > 0 ? `(${unseen}) ` : '';
      document.title = `${prefix}${title ? `${PRODUCT_NAME} - ${title}` : PRODUCT_NAME}`;
    }, TITLE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [title, unseen]);
  return null;
}
