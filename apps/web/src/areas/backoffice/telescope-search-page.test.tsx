import { MockedProvider } from '@apollo/client/testing/react';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FREELANCE_SEARCH } from '../../features/telescope/telescope-operations';
import { fr } from '../../i18n/messages';
import TelescopeSearchPage from './telescope-search-page';

describe('a saved search of the Télescope', () => {
  it('says an unknown or deleted search is not there, with the way back to the Télescope', async () => {
    const gone = {
      request: { query: FREELANCE_SEARCH, variables: { id: '404' } },
      result: { errors: [new GraphQLError('Élément introuvable.', { extensions: { code: 404 } })] },
    };
    render(
      <MockedProvider mocks={[gone]} defaultOptions={{ watchQuery: { errorPolicy: 'all' } }}>
        <IntlProvider locale="fr-FR" messages={fr}>
          <MantineProvider>
            <MemoryRouter initialEntries={['/backoffice/telescope/404']}>
              <Routes>
                <Route path="/backoffice/telescope/:freelanceSearchId" element={<TelescopeSearchPage />} />
              </Routes>
            </MemoryRouter>
          </MantineProvider>
        </IntlProvider>
      </MockedProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Recherche introuvable' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ouvrir le Télescope' })).toHaveAttribute('href', '/backoffice/telescope');
  });
});
