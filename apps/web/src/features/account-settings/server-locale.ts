import { useMutation, useQuery } from '@apollo/client/react';
import type { Locale } from '../../app/locale';
import { ME_LOCALE, UPDATE_LOCALE } from './account-settings-operations';

/** The server stores `fr` or `en`; the app formats with `fr-FR` or `en`. */
export function fromServerLocale(value: string | null | undefined): Locale | null {
  if (value === 'fr') return 'fr-FR';
  if (value === 'en') return 'en';
  return null;
}

export function toServerLocale(locale: Locale): 'fr' | 'en' {
  return locale === 'fr-FR' ? 'fr' : 'en';
}

/**
 * The signed-in user's saved language, watched in the cache (the `me` query of the shell loads it,
 * nothing is fetched here), and a save that resolves to whether it worked. Signed out: no saved
 * language, and saving is a no-op that succeeds.
 */
export function useServerLocale() {
  const { data } = useQuery(ME_LOCALE, { fetchPolicy: 'cache-only' });
  const [update] = useMutation(UPDATE_LOCALE, { context: { silent: true }, errorPolicy: 'all' });
  const signedIn = Boolean(data?.me);
  const saved = fromServerLocale(data?.me?.locale);
  const save = async (locale: Locale): Promise<boolean> => {
    if (!signedIn) return true;
    const result = await update({ variables: { locale: toServerLocale(locale) } });
    return !result.error && Boolean(result.data?.updateLocale);
  };
  return { saved, save };
}
