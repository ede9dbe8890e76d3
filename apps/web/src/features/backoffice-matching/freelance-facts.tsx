import { Badge, type BadgeProps, Text, type TextProps } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useT } from '../../ui/use-t';
import type { MatchFreelance } from '../matches/match-operations';

type Facts = Pick<MatchFreelance, 'availableNow' | 'availableSoon' | 'availabilityDate'>;

/** Available now, from a date (orange when soon), or not available. */
export function AvailabilityBadge({ freelance, ...props }: { freelance: Facts } & Omit<BadgeProps, 'color'>) {
  const t = useT();
  const intl = useIntl();
  if (freelance.availableNow)
    return (
      <Badge color="success" variant="light" tt="none" {...props}>
        {t('boMatching.availability.now')}
      </Badge>
    );
  if (freelance.availabilityDate)
    return (
      <Badge color={freelance.availableSoon ? 'warning' : 'gray'} variant="light" tt="none" {...props}>
        {t('boMatching.availability.from', {
          date: intl.formatDate(`${freelance.availabilityDate}T12:00:00`, { day: 'numeric', month: 'short' }),
        })}
      </Badge>
    );
  return (
    <Badge color="gray" variant="outline" tt="none" {...props}>
      {t('boMatching.availability.none')}
    </Badge>
  );
}

/** The daily rate, or a dash when the freelancer gave none. */
export function RateText({ rate, ...props }: { rate: number | null } & TextProps) {
  const t = useT();
  return (
    <Text span size="sm" style={{ whiteSpace: 'nowrap' }} {...props}>
      {rate ? t('boMatching.rate', { rate }) : t('boMatching.rateUnknown')}
    </Text>
  );
}

/** Where a match came from (telescope, the engine, an application...), short or long. */
export function usePreMatchingSourceLabel() {
  const t = useT();
  const intl = useIntl();
  return (source: string | null | undefined): string | null => {
    if (!source) return null;
    const id = `boMatching.preMatchingSource.${source}`;
    return id in intl.messages ? t(id) : source;
  };
}
