import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { fr } from '../../i18n/messages';

Element.prototype.scrollIntoView ??= () => {};
// The autosized textarea listens for web fonts, which jsdom does not have.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} } });

/** Renders a freelancer page part as the app does: GraphQL answers, French messages, Mantine, a router. */
export function renderWith(ui: ReactNode, mocks: MockedResponse[] = []) {
  return render(
    <MockedProvider mocks={mocks}>
      <IntlProvider locale="fr-FR" messages={fr}>
        <MantineProvider>
          <MemoryRouter>{ui}</MemoryRouter>
        </MantineProvider>
      </IntlProvider>
    </MockedProvider>,
  );
}
