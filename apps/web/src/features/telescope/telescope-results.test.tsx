import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { fr } from '../../i18n/messages';
import type { TelescopeResult } from './telescope-operations';
import { TelescopeResults } from './telescope-results';

Element.prototype.scrollIntoView ??= () => {};

const result = (id: string, matchedSkills: TelescopeResult['matchedSkills'] = []): TelescopeResult => ({
  id,
  publicId: `p${id}`,
  fullName: `Ana Martin${id}`,
  profilePictureUrl: null,
  tagline: null,
  retribution: 600,
  isAvailable: true,
  availabilityDate: null,
  availableNow: true,
  city: 'Lyon',
  distanceKm: null,
  status: 'validated',
  preUser: false,
  profileScore: 80,
  qualification: null,
  coveredSkillsCount: matchedSkills.length,
  coveredYears: 0,
  matchedSkills,
});

function show(results: TelescopeResult[]) {
  render(
    <IntlProvider locale="fr-FR" messages={fr}>
      <MantineProvider>
        <MemoryRouter>
          <TelescopeResults
            results={results}
            count={results.length}
            loading={false}
            selected={new Set()}
            onSelect={vi.fn()}
            page={1}
            pageSize={25}
            onPage={vi.fn()}
            onPageSize={vi.fn()}
          />
        </MemoryRouter>
      </MantineProvider>
    </IntlProvider>,
  );
}

describe('the telescope’s results', () => {
  it('leave out the requested skills’ column when the search asked for none', () => {
    show([result('1'), result('2')]);
    expect(screen.getByText('Ana Martin1')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Compétences demandées' })).toBeNull();
  });

  it('show it when the search asked for skills', () => {
    show([result('1', [{ skillId: '3', name: 'Python', years: 5, minYears: 0, covered: true }]), result('2')]);
    expect(screen.getByRole('columnheader', { name: 'Compétences demandées' })).toBeInTheDocument();
  });

  it('write where each one lives under their rate, with the distance when the search has a place', () => {
    show([
      { ...result('1'), distanceKm: 12.4 },
      { ...result('2'), city: null },
    ]);
    expect(screen.getByRole('columnheader', { name: 'TJM et lieu' })).toBeInTheDocument();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('600 €Lyon · à 12 km');
    expect(rows[1]).toHaveTextContent('600 €—');
  });

  it('say why nothing was found outside the table', () => {
    show([]);
    expect(screen.getByText('Aucun freelance ne correspond', { exact: false }).closest('table')).toBeNull();
  });
});
