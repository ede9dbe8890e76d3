import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { fr } from '../../i18n/messages';
import { NovaToolCard } from './nova-tool-cards';

afterEach(cleanup);

const renderCard = (result: unknown) =>
  render(
    <MemoryRouter>
      <IntlProvider locale="fr" messages={fr}>
        <MantineProvider>
          <NovaToolCard
            call={{ id: 'c1', name: 'marketplaceStats', arguments: {}, result }}
            freelancerHref={() => null}
          />
        </MantineProvider>
      </IntlProvider>
    </MemoryRouter>,
  );

describe('the marketplace figures card', () => {
  it('shows each figure with its label, the period, the funnel and the skills asked', () => {
    renderCard({
      period: { from: '2026-11-01', to: '2026-11-23' },
      figures: [
        { metric: 'missionsSeeking', scope: 'now', value: 12, previous: null, unit: 'count' },
        { metric: 'businessVolume', scope: 'period', value: 14300, previous: 11900, unit: 'euros' },
      ],
      funnel: [
        { step: 'matched', count: 10, rateFromPrevious: null },
        { step: 'presented', count: 5, rateFromPrevious: 0.5 },
      ],
      topSkills: [{ name: 'React', missions: 3 }],
    });
    const card = screen.getByTestId('nova-stats-card');
    expect(within(card).getByText('Chiffres de la place de marché')).toBeTruthy();
    expect(within(card).getByText(/^Du 1 nov\. 2026 au 23 nov\. 2026$/)).toBeTruthy();
    const [seeking, volume] = within(card).getAllByTestId('nova-stat');
    expect(seeking!.textContent).toContain('Missions en recherche de freelances');
    expect(seeking!.textContent).toContain('12');
    expect(seeking!.textContent).toContain('Aujourd’hui');
    expect(volume!.textContent?.replace(/\s/g, ' ')).toMatch(
      /Volume d’affaires HT14 300 €Période précédente : 11 900 €/,
    );
    expect(within(card).getByText('Présentées au client : 5 (50 % de l’étape précédente)')).toBeTruthy();
    expect(within(card).getByText('React · 3 missions')).toBeTruthy();
  });

  it('shows nothing for a refusal (the answer says it)', () => {
    renderCard({ error: { code: 403, message: 'Réservé à l’équipe.' } });
    expect(screen.queryByTestId('nova-stats-card')).toBeNull();
  });
});
