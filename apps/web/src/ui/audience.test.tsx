import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { fr } from '../i18n/messages';
import { TeamAudience, useAudienceT } from './audience';

function Subtitle({ id }: { id: string }) {
  const audienceT = useAudienceT();
  return <p>{audienceT(id)}</p>;
}

const inFrench = (ui: React.ReactNode) =>
  render(
    <IntlProvider locale="fr-FR" messages={fr}>
      {ui}
    </IntlProvider>,
  );

describe('useAudienceT', () => {
  it('speaks to the person in their own space', () => {
    inFrench(<Subtitle id="bank.subtitle" />);
    expect(screen.getByText(/Le compte sur lequel vous êtes payé/)).toBeInTheDocument();
  });

  it('speaks of the person to the team, and keeps the one wording where no other is written', () => {
    inFrench(
      <TeamAudience>
        <Subtitle id="bank.subtitle" />
        <Subtitle id="field.password" />
      </TeamAudience>,
    );
    expect(screen.getByText(/Le compte sur lequel le freelance est payé/)).toBeInTheDocument();
    expect(screen.getByText('Mot de passe')).toBeInTheDocument();
  });
});
