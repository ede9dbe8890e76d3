import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fr } from '../../i18n/messages';
import { TeamAudience } from '../../ui/audience';
import { CompletenessChecklist } from './completeness-checklist';

const items = (done: boolean) =>
  ['tagline', 'biography'].map((element) => ({ __typename: 'CompletenessItem', element, done }) as never);

const renderIt = (score: number, team = false) => {
  const list = <CompletenessChecklist score={score} items={items(score === 100)} profilePath="/freelancer/profile" />;
  return render(
    <IntlProvider locale="fr-FR" messages={fr}>
      <MantineProvider>
        <MemoryRouter>{team ? <TeamAudience>{list}</TeamAudience> : list}</MemoryRouter>
      </MantineProvider>
    </IntlProvider>,
  );
};

describe('CompletenessChecklist', () => {
  it('asks the freelancer to complete the profile, then says it is complete', () => {
    const { unmount } = renderIt(40);
    expect(screen.getByRole('heading', { name: 'Complétez votre profil' })).toBeInTheDocument();
    unmount();
    renderIt(100);
    expect(screen.getByRole('heading', { name: 'Votre profil est complet' })).toBeInTheDocument();
    expect(screen.getByText('Bravo, votre profil est complet !')).toBeInTheDocument();
  });

  it('speaks of the profile to the team', () => {
    renderIt(100, true);
    expect(screen.getByRole('heading', { name: 'Complétude du profil' })).toBeInTheDocument();
  });
});
