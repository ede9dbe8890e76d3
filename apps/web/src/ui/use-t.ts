import { useCallback } from 'react';
import { useIntl } from 'react-intl';

type Values = Record<string, string | number | null | undefined>;

/** `t('id', values)`: a message of the current locale. */
export function useT() {
  const intl = useIntl();
  return useCallback((id: string, values?: Values) => intl.formatMessage({ id }, values as never), [intl]);
}
