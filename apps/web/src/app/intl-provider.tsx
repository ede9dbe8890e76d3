import { joinFrenchDateParts } from '@orbite/domain/french-date';
import { type ReactNode, useMemo } from 'react';
import { createIntl, createIntlCache, type IntlConfig, type IntlShape, RawIntlProvider } from 'react-intl';

const cache = createIntlCache();

/**
 * French writes the first of a month « 1er » (« le 1er décembre »), which Intl does not: in French, the dates
 * the product formats (`intl.formatDate`, `<FormattedDate>`) write it so, where the month is in words.
 */
export function withFrenchOrdinals(intl: IntlShape): IntlShape {
  if (!intl.locale.startsWith('fr')) return intl;
  return {
    ...intl,
    formatDate: (value, options) => {
      const parts = intl.formatDateToParts(value, options);
      // No parts: the value could not be formatted, and formatDate reports it as it does.
      return parts.length ? joinFrenchDateParts(parts) : intl.formatDate(value, options);
    },
  };
}

type Props = Pick<IntlConfig, 'locale' | 'defaultLocale' | 'messages' | 'onError' | 'timeZone'> & {
  children: ReactNode;
};

/** react-intl's provider, with the French first of the month (above). */
export function ProductIntlProvider({ locale, defaultLocale, messages, onError, timeZone, children }: Props) {
  const intl = useMemo(
    () => withFrenchOrdinals(createIntl({ locale, defaultLocale, messages, onError, timeZone }, cache)),
    [locale, defaultLocale, messages, onError, timeZone],
  );
  return <RawIntlProvider value={intl}>{children}</RawIntlProvider>;
}
