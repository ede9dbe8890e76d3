import { PRODUCT_NAME, TITLE_DELAY_MS } from '@orbite/domain/constants';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { RouteMeta } from '../app/route-meta';

/** "Orbite - <route title>", set 100 ms after the route changes. */
export function PageTitle({ meta }: { meta: RouteMeta | null }) {
  const intl = useIntl();
  const title = meta ? intl.formatMessage({ id: meta.title }) : null;
  useEffect(() => {
    const timer = setTimeout(() => {
      document.title = title ? `${PRODUCT_NAME} - ${title}` : PRODUCT_NAME;
    }, TITLE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [title]);
  return null;
}
