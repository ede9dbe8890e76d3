import { MockedProvider } from '@apollo/client/testing/react';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fr } from '../../i18n/messages';
import type { FreelanceIdentity } from './backoffice-freelance-operations';
import { FreelancerHeader } from './freelancer-header';

const identity: FreelanceIdentity = {
  publicId: 'amelie-1',
  displayName: 'Amélie Roussel',
  email: 'amelie.roussel@demo.fr',
  emailConfirmed: true,
  phoneNumber: '+33612000021',
  profilePictureUrl: null,
  jobTitle: 'Développeuse',
};

function renderHeader(tagline: string | null, status = 'validated') {
  render(
    // The buttons that read who holds the profile (message, impersonate, star) stay hidden: no answers here.
    <MockedProvider mocks={[]} showWarnings={false}>
      <IntlProvider locale="fr-FR" messages={fr}>
        <MantineProvider>
          <MemoryRouter>
            <FreelancerHeader
              freelance={{ id: '3', status: status as 'validated', preUser: false, tagline }}
              identity={identity}
            />
          </MemoryRouter>
        </MantineProvider>
      </IntlProvider>
    </MockedProvider>,
  );
}

describe('the back-office freelancer page’s header', () => {
  it('names the freelancer with their headline, status and contact, initials without a picture', () => {
    renderHeader('Développeuse full stack React / Node.js, orientée produit');
    expect(screen.getByRole('heading', { level: 1, name: 'Amélie Roussel' })).toBeTruthy();
    expect(screen.getByText('Développeuse full stack React / Node.js, orientée produit')).toBeTruthy();
    expect(screen.getByText('Profil validé')).toBeTruthy();
    expect(screen.getByText('amelie.roussel@demo.fr · 06 12 00 00 21')).toBeTruthy();
    expect(screen.getByText('AR')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Modifier' }).getAttribute('href')).toBe('/backoffice/freelancers/3/edit');
  });

  it('falls back on the account’s job title when the profile has no headline', () => {
    renderHeader(null, 'banned');
    expect(screen.getByText('Développeuse')).toBeTruthy();
    expect(screen.getByText('Banni')).toBeTruthy();
  });
});
