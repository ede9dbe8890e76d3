import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { useServerLocale } from '../features/account-settings/server-locale';
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

const LocaleContext = createContext<{ locale: Locale; setLocale: (locale: Locale) => Promise<boolean> }>({
  locale: 'fr-FR',
  setLocale: async () => true,
});

/**
 * French by default; English registered. The signed-in user's saved language wins when it loads;
 * a change applies at once, is kept in local storage (the fallback of signed-out visitors) and, when
 * signed in, saved on the server: `setLocale` resolves to whether that save worked.
 */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const [locale, setLocaleState] = useState<Locale>(storedLocale);
  const server = useServerLocale();
  const saveRef = useRef(server.save);
  saveRef.current = server.save;

  const apply = useCallback((next: Locale) => {
    setLocaleState(next);
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Local storage failures are ignored.
    }
    document.documentElement.lang = next === 'fr-FR' ? 'fr' : 'en';
  }, []);

  // On sign-in (or when another tab saved a new one), the saved language wins.
  useEffect(() => {
    if (server.saved) apply(server.saved);
  }, [server.saved, apply]);

  const setLocale = useCallback(
    (next: Locale) => {
      apply(next);
      return saveRef.current(next);
    },
    [apply],
  );
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
