import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { fr } from '../../i18n/messages';

/** The app's error policy: a mutation's errors come back in `error`, as in the real client. */
const defaultOptions = {
  watchQuery: { errorPolicy: 'all' },
  query: { errorPolicy: 'all' },
  mutate: { errorPolicy: 'all' },
} as const;

/** Renders a screen of the client's funnel in French, with mocked GraphQL answers. */
export function renderWithProviders(ui: ReactNode, mocks: MockedResponse[] = []) {
  return render(
    <MockedProvider mocks={mocks} defaultOptions={defaultOptions}>
      <IntlProvider locale="fr-FR" messages={fr}>
        <MantineProvider>
          <MemoryRouter>{ui}</MemoryRouter>
        </MantineProvider>
      </IntlProvider>
    </MockedProvider>,
  );
}
