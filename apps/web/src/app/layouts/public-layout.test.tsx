import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { teamUser } from '../../features/activity/test-render';
import type { CurrentUser } from '../../features/session/me-query';
import { type Session, SessionContext } from '../../features/session/session-context';
import { fr } from '../../i18n/messages';
import { LocaleProvider } from '../locale';
import PublicLayout from './public-layout';

function renderWith(session: Session) {
  return render(
    <LocaleProvider>
      <IntlProvider locale="fr-FR" messages={fr}>
        <MantineProvider>
          <SessionContext.Provider value={session}>
            <MemoryRouter>
              <PublicLayout />
            </MemoryRouter>
          </SessionContext.Provider>
        </MantineProvider>
      </IntlProvider>
    </LocaleProvider>,
  );
}

const freelancer = {
  ...teamUser,
  role: 'freelancer',
  teamMember: null,
  freelance: { id: '4', status: 'validated', referralCode: null, publicId: 'abc' },
} as CurrentUser;

describe('the public header', () => {
  it('offers a signed-out visitor to sign in', () => {
    renderWith({ user: null, loading: false });
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/freelancer/signin');
  });

  it('sends a signed-in visitor back to their own space, not to a sign-in page', () => {
    renderWith({ user: freelancer, loading: false });
    expect(screen.queryByRole('link', { name: 'Se connecter' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Mon espace' })).toHaveAttribute('href', '/freelancer');
  });

  it('knows the team and the clients too', () => {
    renderWith({ user: teamUser, loading: false });
    expect(screen.getByRole('link', { name: 'Mon espace' })).toHaveAttribute('href', '/backoffice');
  });
});
