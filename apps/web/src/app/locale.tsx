import { PRODUCT_TIME_ZONE } from '@orbite/domain/calendar-day';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { ReactIntlErrorCode } from 'react-intl';
import {
  catalogueVersion,
  hasFullCatalogue,
  type Locale,
  messagesOf,
  prepareLocale,
  requireFullCatalogue,
  setCurrentLocale,
  subscribeCatalogue,
} from '../i18n/catalogue';
import { ProductIntlProvider } from './intl-provider';

export type { Locale };
export const locales: readonly Locale[] = ['fr-FR', 'en'];
const STORAGE_KEY = 'orbite.locale';

/** The language kept in this browser, or null when none was chosen here. */
function keptLocale(): Locale | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return value && (locales as readonly string[]).includes(value) ? (value as Locale) : null;
  } catch {
    return null;
  }
}

function storedLocale(): Locale {
  return keptLocale() ?? 'fr-FR';
}

function initialLocale(given?: Locale): Locale {
  const locale = given ?? storedLocale();
  setCurrentLocale(locale);
  return locale;
}

/** The signed-in user's saved language and its save, from the Apollo shell (shell/apollo-session.tsx). */
export interface ServerLocale {
  saved: Locale | null;
  save: (locale: Locale) => Promise<boolean>;
}
const ServerLocaleSink = createContext<(server: ServerLocale | null) => void>(() => {});

/** Where the Apollo shell hands the server's language (its `ServerLocaleBridge`). */
export function useServerLocaleSink() {
  return useContext(ServerLocaleSink);
}

const LocaleContext = createContext<{ locale: Locale; setLocale: (locale: Locale) => Promise<boolean> }>({
  locale: 'fr-FR',
  setLocale: async () => true,
});

/**
 * French by default; English registered. The signed-in user's saved language wins when it loads;
 * a change applies as soon as its messages are loaded, is kept in local storage (the fallback of
 * signed-out visitors) and, when signed in, saved on the server: `setLocale` resolves to whether that
 * save worked (the server's side comes from the Apollo shell's `ServerLocaleBridge`, absent on the light
 * pages). Messages are loaded on demand (i18n/catalogue.ts); a message missing because its area
 * is not loaded yet loads every area's, and the page shows it when they arrive. Dates and times are shown in
 * the product's time zone (Paris), whatever the browser's, as the server that renders a page's first screen
 * writes them. `initial` is the language of a page rendered on the server (the user's saved one): a browser
 * hydrates such a page only when it keeps the same (start.tsx).
 */
export function LocaleProvider({ children, initial }: { children: ReactNode; initial?: Locale }) {
  const [locale, setLocaleState] = useState<Locale>(() => initialLocale(initial));
  // Signed out, or on a light page that loads no Apollo: no saved language, saving is a no-op that succeeds.
  const [server, setServer] = useState<ServerLocale | null>(null);
  const saveRef = useRef(server?.save);
  saveRef.current = server?.save;
  const version = useSyncExternalStore(subscribeCatalogue, catalogueVersion, catalogueVersion);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a newly loaded catalogue changes the messages.
  const messages = useMemo(() => messagesOf(locale), [locale, version]);

  // A stored English choice: its messages load before the first page shows (French falls back on failure).
  useEffect(() => {
    if (!messagesOf(locale)) prepareLocale(locale).catch(() => setLocaleState('fr-FR'));
  }, [locale]);

  const apply = useCallback(async (next: Locale): Promise<boolean> => {
    try {
      await prepareLocale(next);
    } catch {
      return false;
    }
    setCurrentLocale(next);
    setLocaleState(next);
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Local storage failures are ignored.
    }
    document.documentElement.lang = next === 'fr-FR' ? 'fr' : 'en';
    return true;
  }, []);

  const onError = useCallback(
    (error: { code: string }) => {
      if (error.code === ReactIntlErrorCode.MISSING_TRANSLATION && !hasFullCatalogue(locale)) {
        void requireFullCatalogue().catch(() => {});
        return;
      }
      if (import.meta.env.DEV) console.error(error);
    },
    [locale],
  );

  // On sign-in (or when another tab saved a new one), the saved language wins.
  const saved = server?.saved;
  useEffect(() => {
    if (saved) void apply(saved);
  }, [saved, apply]);

  const setLocale = useCallback(
    async (next: Locale) => {
      if (!(await apply(next))) return false;
      return saveRef.current ? saveRef.current(next) : true;
    },
    [apply],
  );
  const value = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  return (
    <ServerLocaleSink.Provider value={setServer}>
      <LocaleContext.Provider value={value}>
        {messages ? (
          <ProductIntlProvider
            locale={locale}
            defaultLocale="fr-FR"
            messages={messages}
            onError={onError}
            timeZone={PRODUCT_TIME_ZONE}
          >
            {children}
          </ProductIntlProvider>
        ) : null}
      </LocaleContext.Provider>
    </ServerLocaleSink.Provider>
  );
}

export function useLocale() {
  return useContext(LocaleContext);
}
