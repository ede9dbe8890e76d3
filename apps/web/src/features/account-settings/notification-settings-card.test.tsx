import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { fr } from '../../i18n/messages';
import { MY_NOTIFICATION_SETTINGS, UPDATE_NOTIFICATION_SETTINGS } from './account-settings-operations';
import { NotificationSettingsCard } from './notification-settings-card';

const input = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;

const me = (mediums: string[], categories: string[]) => ({
  __typename: 'User',
  id: '1',
  notificationMediumList: mediums,
  notificationCategoryList: categories,
});
const loaded = {
  request: { query: MY_NOTIFICATION_SETTINGS },
  result: { data: { me: me(['email', 'sms'], ['missions']) } },
};

function renderCard(update: MockedResponse) {
  render(
    <MockedProvider mocks={[loaded, update]}>
      <IntlProvider locale="fr-FR" messages={fr}>
        <MantineProvider>
          <NotificationSettingsCard />
        </MantineProvider>
      </IntlProvider>
    </MockedProvider>,
  );
}

describe('NotificationSettingsCard', () => {
  it('shows the saved choices, in-app always on and the mediums without a provider disabled', async () => {
    renderCard({ request: { query: UPDATE_NOTIFICATION_SETTINGS }, result: { data: null } });
    expect(((await screen.findByLabelText('Missions')) as HTMLInputElement).checked).toBe(true);
    expect(input('Factures').checked).toBe(false);
    expect(input('E-mail').checked).toBe(true);
    expect(input('Dans l’application (toujours actif)').disabled).toBe(true);
    expect(input(/^SMS/).disabled).toBe(true);
    expect(input(/^SMS/).checked).toBe(false);
  });

  it('saves a change at once, keeping the saved mediums that cannot be chosen, with the success chip', async () => {
    const variables = { mediums: ['sms', 'email'], categories: ['missions', 'invoices'] };
    renderCard({
      request: { query: UPDATE_NOTIFICATION_SETTINGS, variables },
      result: { data: { updateNotificationSettings: me(variables.mediums, variables.categories) } },
    });
    fireEvent.click(await screen.findByLabelText('Factures'));
    expect(input('Factures').checked).toBe(true);
    await waitFor(() => expect(screen.getByText('Enregistré')).toBeTruthy());
  });

  it('shows the error chip when the save fails', async () => {
    const variables = { mediums: ['sms'], categories: ['missions'] };
    renderCard({ request: { query: UPDATE_NOTIFICATION_SETTINGS, variables }, error: new Error('offline') });
    fireEvent.click(await screen.findByLabelText('E-mail'));
    await waitFor(() => expect(screen.getByText('Échec de l’enregistrement')).toBeTruthy());
  });
});
