import { Badge } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useT } from '../../ui/use-t';
import { type AvailabilityView, dayAsDate } from './availability-logic';

/** "Disponible", "Disponible dans 12 jours", "Indisponible jusqu'au 22 février 2027", "Indisponible". */
export function useAvailabilityLabel() {
  const t = useT();
  const intl = useIntl();
  return (view: AvailabilityView) => {
    if (view.kind === 'available') return t('availability.state.available');
    if (view.kind === 'forever') return t('availability.state.forever');
    const date = intl.formatDate(dayAsDate(view.day), { dateStyle: 'long', timeZone: 'UTC' });
    return view.kind === 'soon'
      ? t('availability.state.soon', { date, days: view.daysLeft })
      : t('availability.state.until', { date });
  };
}

const colorOf = { available: 'success', soon: 'warning', until: 'gray', forever: 'gray' } as const;

/** The availability as a badge (lists, headers). */
export function AvailabilityBadge({ view }: { view: AvailabilityView }) {
  const label = useAvailabilityLabel();
  return (
    <Badge color={colorOf[view.kind]} variant="light" c={view.kind === 'soon' ? 'dark.7' : undefined}>
      {label(view)}
    </Badge>
  );
}
