import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MantineProvider } from '@mantine/core';
import { SEARCH_DEBOUNCE_MS } from '@orbite/domain/search';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { fr } from '../../i18n/messages';
import { MissionSearchField } from './mission-search-field';
import { MISSIONS_SEARCH } from './search-operations';

Element.prototype.scrollIntoView ??= () => {};

const audit = {
  __typename: 'MissionSearchItem',
  id: '12',
  title: 'Audit sécurité',
  status: 'seeking',
  project: {
    __typename: 'MissionSearchProject',
    id: '3',
    company: { __typename: 'MissionSearchCompany', id: '3', name: 'Gamma', logoUrl: null },
  },
};

function answer(search: string, calls: string[]): MockedResponse {
  return {
    request: { query: MISSIONS_SEARCH, variables: { search, groups: [{ key: 'all' }] } },
    result: () => {
      calls.push(search);
      return {
        data: {
          missionsSearch: [
            {
              __typename: 'MissionsSearchGroupResult',
              key: 'all',
              missions: { __typename: 'MissionSearchPage', count: 1, items: [audit] },
            },
          ],
        },
      };
    },
    maxUsageCount: 10,
  };
}

const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

function renderField(mocks: MockedResponse[], onChange = vi.fn()) {
  render(
    <MockedProvider mocks={mocks}>
      <IntlProvider locale="fr-FR" messages={fr}>
        <MantineProvider>
          <MissionSearchField value={null} onChange={onChange} />
        </MantineProvider>
      </IntlProvider>
    </MockedProvider>,
  );
  return { input: screen.getByLabelText('Mission') as HTMLInputElement, onChange };
}

describe('MissionSearchField', () => {
  it('waits for 3 characters, or a # followed by something', async () => {
    const calls: string[] = [];
    const { input } = renderField([answer('au', calls), answer('#', calls), answer('#12', calls)]);
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'au' } });
    await wait(SEARCH_DEBOUNCE_MS + 100);
    expect(screen.getByText('Au moins 3 caractères, ou # suivi d’un numéro de mission')).toBeTruthy();
    fireEvent.change(input, { target: { value: '#' } });
    await wait(SEARCH_DEBOUNCE_MS + 100);
    expect(calls).toEqual([]);
    fireEvent.change(input, { target: { value: '#12' } });
    expect(await screen.findByText('#12 Audit sécurité')).toBeTruthy();
    expect(calls).toEqual(['#12']);
  });

  it('gives the chosen mission to the form', async () => {
    const calls: string[] = [];
    const { input, onChange } = renderField([answer('audit', calls)]);
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'audit' } });
    fireEvent.click(await screen.findByText('#12 Audit sécurité'));
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ id: '12', title: 'Audit sécurité' }));
  });
});
