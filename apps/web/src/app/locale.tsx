import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { messagesByLocale } from '../i18n/errors';

export type Locale = keyof typeof messagesByLocale;
export const locales: readonly Locale[] = ['fr-FR', 'en'];
const STORAGE_KEY = 'orbite.locale';

function storedLocale(): Locale {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return value && (locales as readonly string[]).includes(value) ? (value as Locale) : 'fr-FR';
  } catch {
    return 'fr-FR';
  }
}

const LocaleContext = createContext<{ locale: Locale; setLocale: (locale: Locale) => void }>({
  locale: 'fr-FR',
  setLocale: () => {},
});

/** French by default; English registered; the user's choice kept in local storage. */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const [locale, setLocaleState] = useState<Locale>(storedLocale);
  const setLocale = useCallback((next: Locale) => {
    setLocaleState(next);
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Local storage failures are ignored.
    }
    document.documentElement.lang = next === 'fr-FR' ? 'fr' : 'en';
  }, []);
  const value = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  return (
    <LocaleContext.Provider value={value}>
      <IntlProvider locale={locale} defaultLocale="fr-FR" messages={messagesByLocale[locale]}>
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}

export function useLocale() {
  return useContext(LocaleContext);
}
