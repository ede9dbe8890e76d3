import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocaleProvider, useLocale } from '../../app/locale';
import { ServerLocaleBridge } from '../../shell/apollo-session';
import { ME_LOCALE, UPDATE_LOCALE } from './account-settings-operations';
import { fromServerLocale, toServerLocale } from './server-locale';

afterEach(cleanup);
beforeEach(() => localStorage.clear());

let api: ReturnType<typeof useLocale>;
function Probe() {
  api = useLocale();
  return <span data-testid="locale">{api.locale}</span>;
}

function signedInCache(locale: string) {
  const cache = new InMemoryCache();
  const me = { __typename: 'User', id: '1', locale };
  cache.writeQuery({ query: ME_LOCALE, data: { me } });
  return cache;
}

const updateMock = (locale: 'fr' | 'en') => ({
  request: { query: UPDATE_LOCALE, variables: { locale } },
  result: { data: { updateLocale: { __typename: 'User', id: '1', locale } } },
});

describe('server locale', () => {
  it('maps the server codes to the app locales and back', () => {
    expect(fromServerLocale('fr')).toBe('fr-FR');
    expect(fromServerLocale('en')).toBe('en');
    expect(fromServerLocale('de')).toBeNull();
    expect(toServerLocale('fr-FR')).toBe('fr');
    expect(toServerLocale('en')).toBe('en');
  });

  it('keeps a signed-out choice in local storage only', async () => {
    render(
      <MockedProvider mocks={[]}>
        <LocaleProvider>
          <ServerLocaleBridge />
          <Probe />
        </LocaleProvider>
      </MockedProvider>,
    );
    expect(screen.getByTestId('locale').textContent).toBe('fr-FR');
    let saved = false;
    await act(async () => {
      saved = await api.setLocale('en');
    });
    expect(saved).toBe(true);
    expect(screen.getByTestId('locale').textContent).toBe('en');
    expect(localStorage.getItem('orbite.locale')).toBe('en');
  });

  it('lets the signed-in user’s saved language win over local storage', async () => {
    localStorage.setItem('orbite.locale', 'fr-FR');
    render(
      <MockedProvider mocks={[]} cache={signedInCache('en')}>
        <LocaleProvider>
          <ServerLocaleBridge />
          <Probe />
        </LocaleProvider>
      </MockedProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('locale').textContent).toBe('en'));
    expect(localStorage.getItem('orbite.locale')).toBe('en');
  });

  it('saves a change on the server when signed in', async () => {
    render(
      <MockedProvider mocks={[updateMock('en')]} cache={signedInCache('fr')}>
        <LocaleProvider>
          <ServerLocaleBridge />
          <Probe />
        </LocaleProvider>
      </MockedProvider>,
    );
    let saved = false;
    await act(async () => {
      saved = await api.setLocale('en');
    });
    expect(saved).toBe(true);
    expect(screen.getByTestId('locale').textContent).toBe('en');
  });

  it('reports a failed save and keeps the new language on screen', async () => {
    const failing = { request: { query: UPDATE_LOCALE, variables: { locale: 'en' } }, error: new Error('offline') };
    render(
      <MockedProvider mocks={[failing]} cache={signedInCache('fr')}>
        <LocaleProvider>
          <ServerLocaleBridge />
          <Probe />
        </LocaleProvider>
      </MockedProvider>,
    );
    let saved = true;
    await act(async () => {
      saved = await api.setLocale('en');
    });
    expect(saved).toBe(false);
    expect(screen.getByTestId('locale').textContent).toBe('en');
  });
});
