import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MantineProvider } from '@mantine/core';
import { SEARCH_DEBOUNCE_MS } from '@orbite/domain/search';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fr } from '../../i18n/messages';
import { GlobalSearchBox } from './global-search-box';
import { GLOBAL_SEARCH } from './search-operations';

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

const helene = {
  __typename: 'SearchResult',
  id: '7',
  type: 'Freelance',
  title: 'Hélène Dupré',
  subtitle: 'helene@test.fr',
  url: '/backoffice/freelancers/7',
  pictureUrl: null,
};

function answer(query: string, calls: string[]): MockedResponse {
  return {
    request: { query: GLOBAL_SEARCH, variables: { query } },
    result: () => {
      calls.push(query);
      return { data: { users: [helene], objects: [] } };
    },
    maxUsageCount: 10,
  };
}

function renderBox(mocks: MockedResponse[]) {
  render(
    <MockedProvider mocks={mocks}>
      <IntlProvider locale="fr-FR" messages={fr}>
        <MantineProvider>
          <MemoryRouter initialEntries={['/backoffice']}>
            <Routes>
              <Route
                path="*"
                element={
                  <>
                    <GlobalSearchBox />
                    <Location />
                  </>
                }
              />
            </Routes>
          </MemoryRouter>
        </MantineProvider>
      </IntlProvider>
    </MockedProvider>,
  );
  return screen.getByLabelText('Recherche globale') as HTMLInputElement;
}

// jsdom does not scroll: the combobox scrolls the option chosen with the arrows into view.
Element.prototype.scrollIntoView ??= () => {};

const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('GlobalSearchBox', () => {
  it('queries once the typing pauses for 200 ms, and never below 2 characters', async () => {
    const calls: string[] = [];
    const input = renderBox([answer('h', calls), answer('hé', calls), answer('hél', calls)]);
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'h' } });
    await wait(SEARCH_DEBOUNCE_MS + 100);
    expect(calls).toEqual([]);
    fireEvent.change(input, { target: { value: 'hé' } });
    await wait(50);
    fireEvent.change(input, { target: { value: 'hél' } });
    await wait(SEARCH_DEBOUNCE_MS - 100);
    expect(calls).toEqual([]);
    expect(await screen.findByText('Hélène Dupré')).toBeTruthy();
    expect(calls).toEqual(['hél']);
    expect(screen.getByText('Personnes')).toBeTruthy();
  });

  it('opens the chosen result with the keyboard, and the full results page on Enter otherwise', async () => {
    const calls: string[] = [];
    const input = renderBox([answer('hél', calls)]);
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'hél' } });
    await screen.findByText('Hélène Dupré');
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
    expect(screen.getByTestId('location').textContent).toBe('/backoffice/search?q=h%C3%A9l');

    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'hél' } });
    await screen.findByText('Hélène Dupré');
    fireEvent.keyDown(input, { key: 'ArrowDown', code: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/backoffice/freelancers/7'));
  });
});
