import { useCallback } from 'react';
import type { FieldError } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useT } from '../../ui/use-t';

/**
 * The text of a field's error: a rule's error carries its message id, a server's error its own
 * French message (type "server").
 */
export function useErrorText() {
  const t = useT();
  return useCallback(
    (error: FieldError | undefined): string | undefined => {
      if (!error?.message) return undefined;
      return error.type === 'server' ? error.message : t(error.message);
    },
    [t],
  );
}

/** A calendar day ('YYYY-MM-DD') in words, in the interface language ("vendredi 15 mai 2026"). */
export function useFormatDay() {
  const intl = useIntl();
  return useCallback(
    (day: string, style: 'full' | 'long' | 'medium' = 'long') =>
      intl.formatDate(`${day}T12:00:00Z`, { dateStyle: style, timeZone: 'UTC' }),
    [intl],
  );
}

/** A daily rate in euros, without cents ("650 €"). */
export function useFormatRate() {
  const intl = useIntl();
  return useCallback(
    (euros: number) => intl.formatNumber(euros, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }),
    [intl],
  );
}
