import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { fr } from '../../i18n/messages';
import { filtersFromChips, NaturalQuery, TELESCOPE_FILTERS_FROM_TEXT } from './natural-query';

const text = 'data engineer Spark, Lyon ou remote, 600 max';
const lyon = { latitude: 45.764, longitude: 4.8357, radiusKm: 50, label: 'Lyon' };
const proposal = {
  __typename: 'TelescopeFiltersProposal',
  filters: {
    text: 'data engineer',
    skills: [{ skillId: '12' }],
    maxRetribution: 600,
    workplace: 'remote',
    location: lyon,
  },
  chips: [
    {
      __typename: 'TelescopeFilterChip',
      key: 'skills',
      label: 'Compétence : Apache Spark',
      value: { skillId: '12', name: 'Apache Spark' },
    },
    { __typename: 'TelescopeFilterChip', key: 'text', label: 'Texte : data engineer', value: 'data engineer' },
    { __typename: 'TelescopeFilterChip', key: 'maxRetribution', label: 'TJM max : 600 €', value: 600 },
    { __typename: 'TelescopeFilterChip', key: 'workplace', label: 'Télétravail complet', value: 'remote' },
    { __typename: 'TelescopeFilterChip', key: 'location', label: 'Lieu : Lyon (50 km)', value: lyon },
  ],
  unmatched: ['Compétence inconnue du catalogue : zorg'],
};

function renderQuery(mocks: MockedResponse[]) {
  const onApply = vi.fn();
  const onSkillName = vi.fn();
  render(
    <MockedProvider mocks={mocks}>
      <IntlProvider locale="fr-FR" messages={fr}>
        <MantineProvider>
          <NaturalQuery
            filters={{ statuses: ['validated'], text: 'ancien' }}
            onApply={onApply}
            onSkillName={onSkillName}
          />
        </MantineProvider>
      </IntlProvider>
    </MockedProvider>,
  );
  return { onApply, onSkillName };
}

const ask = () => {
  fireEvent.change(screen.getByLabelText('Recherche en langage naturel'), { target: { value: text } });
  fireEvent.submit(screen.getByLabelText('Recherche en langage naturel').closest('form')!);
};

describe('NaturalQuery', () => {
  it('shows the chips, lets one be removed, then applies the rest over the other filters', async () => {
    const { onApply, onSkillName } = renderQuery([
      {
        request: { query: TELESCOPE_FILTERS_FROM_TEXT, variables: { text } },
        result: { data: { telescopeFiltersFromText: proposal } },
      },
    ]);
    ask();
    expect(await screen.findByText('Compétence : Apache Spark')).toBeTruthy();
    expect(screen.getByText(/Non pris en compte : Compétence inconnue du catalogue : zorg/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retirer « Texte : data engineer »' }));
    expect(screen.queryByText('Texte : data engineer')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Appliquer' }));
    expect(onSkillName).toHaveBeenCalledWith('12', 'Apache Spark');
    expect(onApply).toHaveBeenCalledWith({
      statuses: ['validated'],
      skills: [{ skillId: '12' }],
      maxRetribution: 600,
      workplace: 'remote',
      location: lyon,
    });
  });

  it('says so when the request cannot be read', async () => {
    renderQuery([{ request: { query: TELESCOPE_FILTERS_FROM_TEXT, variables: { text } }, error: new Error('boom') }]);
    ask();
    await waitFor(() => expect(screen.getByText(/Impossible d’analyser la demande/)).toBeTruthy());
  });
});

describe('filtersFromChips', () => {
  it('keeps a place without a point out of the filters', () => {
    const chips = [
      { key: 'location', label: 'Lieu à préciser : Quimperlé', value: { label: 'Quimperlé', latitude: null } },
    ];
    expect(filtersFromChips({ location: lyon }, chips)).toEqual({});
  });
});
